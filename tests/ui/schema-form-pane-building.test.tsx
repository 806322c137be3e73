/**
 * Panes built ahead (src/components/schema-form/use-pane-building.ts) on the investigate_cs form in jsdom:
 * where the browser offers idle callbacks, the closed panes get their real fields without being opened,
 * while the first tab stays open and takes input; without them, a tab opened gets its real fields. The
 * placeholder a user sees while a pane opened early is built, and keyboard focus landing in its fields,
 * are checked in Chromium (tests/e2e/pane-building.test.ts): in jsdom React renders the transition within
 * the click.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderLean } from './support/lean-render';
import { createSchemaForm, SchemaForm, type SchemaFormContext } from '../../src/components/schema-form';
import { FORM_SCHEMAS } from '../../schemas';

const cs = FORM_SCHEMAS.investigate_cs;
const context: SchemaFormContext = {
  departments: { towns: [], villages: [] },
  lookupDirector: vi.fn(async () => null),
};

type IdleWindow = { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
afterEach(() => {
  cleanup(); // unmount while the stubs are there: the form cancels its idle callbacks
  delete (window as IdleWindow).requestIdleCallback;
  delete (window as IdleWindow).cancelIdleCallback;
});

/** Gives jsdom idle callbacks (a timer each, offering 50 ms of idle time). */
function withIdleCallbacks(): void {
  (window as IdleWindow).requestIdleCallback = (run: IdleRequestCallback) =>
    setTimeout(() => run({ didTimeout: false, timeRemaining: () => 50 }), 0);
  (window as IdleWindow).cancelIdleCallback = (handle: number) => clearTimeout(handle);
}

function renderCreate() {
  const form = createSchemaForm(cs, { initialValues: {}, mode: 'edit' });
  const view = renderLean(<SchemaForm schema={cs} form={form} mode="edit" context={context} />);
  return { form, ...view };
}

const paneOf = (text: string) => screen.getByText(text, { selector: 'label' }).closest('[role=tabpanel]');

describe('investigate_cs panes built ahead', { timeout: 120_000 }, () => {
  it('builds the closed panes without opening them, while the first tab stays open and takes input', async () => {
    withIdleCallbacks();
    const { form, container } = renderCreate();
    expect(screen.queryByText('家庭类型', { selector: 'label' })).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('请输入儿童姓名'), { target: { value: '张三' } });
    await waitFor(() => expect(screen.queryByText('家庭类型', { selector: 'label' })).not.toBeNull());
    await waitFor(() => expect(screen.queryByText('家庭教育指导', { selector: 'label' })).not.toBeNull());
    expect(paneOf('家庭类型')?.hasAttribute('data-open')).toBe(false);
    expect(screen.getByRole('tab', { name: '儿童基本信息', selected: true })).toBeTruthy();
    expect(container.querySelectorAll('[data-pane-placeholder]')).toHaveLength(0);
    expect(form.values.child_name).toBe('张三');
    // a pane built ahead opens on its fields
    fireEvent.click(screen.getByRole('tab', { name: '家庭情况' }));
    expect(paneOf('家庭类型')?.hasAttribute('data-open')).toBe(true);
  });

  it('without idle callbacks builds a pane when its tab is opened, and keeps it', async () => {
    const { container } = renderCreate();
    fireEvent.click(screen.getByRole('tab', { name: '家庭情况' }));
    expect(await screen.findByText('家庭类型', { selector: 'label' })).toBeTruthy();
    expect(container.querySelectorAll('[data-pane-placeholder]')).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: '儿童基本信息' }));
    expect(screen.getByText('家庭类型', { selector: 'label' })).toBeTruthy();
    expect(screen.queryByText('家庭教育指导', { selector: 'label' })).toBeNull();
  });
});
