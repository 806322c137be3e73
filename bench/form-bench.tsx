/**
 * The benchmark page of `npm run bench` (scripts/bench.ts builds it with Vite into a temp dir and drives it
 * in Chromium). It renders the real SchemaForm of one form of FORM_SCHEMAS with a context stub (the towns
 * and villages of server/db/seed-data/area-321281.json, a director lookup that answers at once) and exposes
 * `window.__bench`, whose calls measure in the page and answer times in milliseconds:
 * - commit: from the action to the end of React's work for it plus a forced style/layout;
 * - paint: from the action to the next animation frame after that (the frame that shows it).
 * Not part of the SPA; not a test.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { Field, Form } from '@formily/core';
import type { FormSchema, FormValues } from '../engine/types';
import { OPTION_LISTS } from '../option-lists';
import { FORM_SCHEMAS } from '../schemas';
import { createSchemaForm, formTabOf, SchemaForm, type SchemaFormContext } from '../src/components/schema-form';
import area from '../server/db/seed-data/area-321281.json';
import { sampleRecord } from './sample-record';
import { activePane, afterTask, isCleared, itemByLabel, labelOf, layoutDone, nextPaint, tabButtons, topTabOf, until, visitTabs } from './dom-timing';

export type Timing = { commit: number; paint: number };
/** One tab reached by the walk; `clicked` false for a tab already open (times 0); `preview`: it opened on a pane preview. */
export type TabTiming = Timing & { path: string; clicked: boolean; preview?: boolean };
/** A trigger change whose dependents a rule clears (or hides), e.g. child_disability 残疾 → 重病. */
export type ClearScenario = { trigger: string; from: string; to: string; dependents: string[]; prefill: FormValues };
export type ClearResult = (Timing & { how: string }) | { skipped: string };

type AreaData = { towns: { name: string; villages: { name: string }[] }[] };

/** Towns get ids 1…, villages 1000…, like department ids of the department list. */
function departments(): SchemaFormContext['departments'] {
  const towns: SchemaFormContext['departments']['towns'] = [];
  const villages: SchemaFormContext['departments']['villages'] = [];
  (area as AreaData).towns.forEach((town, i) => {
    towns.push({ id: i + 1, department_name: town.name });
    for (const v of town.villages) villages.push({ id: 1000 + villages.length, department_name: v.name, department_parent: i + 1 });
  });
  return { towns, villages };
}

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const context: SchemaFormContext = {
  departments: departments(),
  lookupDirector: async () => ({ director_name: '王主任', director_cellphone: '13800000000', controller: 1 }),
  imageSrc: () => PIXEL,
  // as in the console, image lists offer an upload button (never pressed here)
  uploadImage: async () => { throw new Error('the bench page uploads nothing'); },
};

const container = document.getElementById('root')!;
let root: Root | null = null;
let current: { schema: FormSchema; form: Form } | null = null;
let mountStart = 0;

const keyTimes: Timing[] = [];
let keyStart = 0;
let keyWaiters: (() => void)[] = [];

function onKeyDown() { keyStart = performance.now(); }
/**
 * Runs on window after React's root listener has handled the input event (React renders and commits a
 * discrete event's update synchronously, and the microtasks of its listener have run by then): the commit
 * time is taken here, after a forced layout. Not in a posted task: after a key event Chromium runs rendering
 * before other queued tasks, so a posted task would add the wait for the next frame.
 */
function onInput() {
  const t0 = keyStart;
  const commit = layoutDone();
  void nextPaint().then((paint) => {
    keyTimes.push({ commit: commit - t0, paint: paint - t0 });
    keyWaiters.forEach((w) => w());
  });
}

const api = {
  ready: true,
  forms: Object.keys(FORM_SCHEMAS),

  /** Mounts form `id` in `mode` with a full sample record (or empty); answers mount → commit / first paint. */
  async mount(id: string, mode: 'edit' | 'read', filled = true): Promise<Timing & { fields: number }> {
    api.unmount();
    const schema = FORM_SCHEMAS[id];
    const values = filled ? sampleRecord(schema, OPTION_LISTS, { town: 1, village: 1000 }) : {};
    const t0 = performance.now();
    mountStart = t0;
    const form = createSchemaForm(schema, { initialValues: values, mode });
    root = createRoot(container);
    flushSync(() => root!.render(<SchemaForm schema={schema} form={form} mode={mode} context={context} />));
    const commit = layoutDone() - t0;
    const paint = (await nextPaint()) - t0;
    current = { schema, form };
    return { commit, paint, fields: Object.keys(values).length };
  },

  unmount(): void {
    root?.unmount();
    root = null;
    current = null;
  },

  /**
   * Resolves once the form has built its closed panes in idle time (the number of form items has stayed the
   * same for 1.5 s, longer than the quiet time before idle building starts, src/components/schema-form/
   * quiet-idle.ts), with the time since `mount` began until the last change; NaN after 20 s.
   */
  settled(): Promise<number> {
    const t0 = mountStart;
    return new Promise((resolve) => {
      let last = -1;
      let changedAt = performance.now();
      const give = setTimeout(() => resolve(Number.NaN), 20_000);
      const check = () => {
        const items = container.querySelectorAll('.ant-formily-item').length;
        if (items !== last) { last = items; changedAt = performance.now(); }
        if (performance.now() - changedAt < 1500) { setTimeout(() => requestIdleCallback(check), 50); return; }
        clearTimeout(give);
        resolve(changedAt - t0);
      };
      requestIdleCallback(check);
    });
  },

  /**
   * Opens the top-level tab `index` and, if it shows a pane preview, moves the pointer onto it (a
   * pointermove, which builds the pane): answers the time from the move to the built pane painted
   * (`paint`) and the longest task that held the page meanwhile (`commit`, long tasks of 50 ms or more, 0
   * when none).
   */
  async previewBuild(index: number): Promise<(Timing & { tab: string }) | { skipped: string }> {
    const tabs = container.querySelector('.cw-schema-tabs');
    const button = tabs ? tabButtons(tabs)[index] : undefined;
    if (!tabs || !button) return { skipped: `no tab ${index}` };
    (button.querySelector('.ant-tabs-tab-btn') as HTMLElement).click();
    await nextPaint();
    const preview = activePane(tabs)?.querySelector(':scope > [data-testid=pane-preview]');
    if (!preview) return { skipped: `${button.textContent} opened without a preview` };
    const longTasks: number[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
    observer.observe({ type: 'longtask' });
    const t0 = performance.now();
    preview.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
    await until(() => !preview.isConnected);
    const paint = (await nextPaint()) - t0;
    await new Promise((resolve) => setTimeout(resolve, 0));
    longTasks.push(...observer.takeRecords().map((e) => e.duration));
    observer.disconnect();
    return { commit: Math.max(0, ...longTasks), paint, tab: (button.textContent ?? '').trim() };
  },

  /** Opens every tab (nested ones too) by clicking it, in order; answers one timing per click. */
  async visitTabs(): Promise<TabTiming[]> {
    const out: TabTiming[] = [];
    await visitTabs(container, [], out);
    return out;
  },

  /** Opens the tab of field `name`, focuses its text input and starts recording keystrokes. */
  async focusText(name: string): Promise<boolean> {
    if (!current) return false;
    const tab = topTabOf(current.schema, name);
    if (tab) formTabOf(current.form).setActiveKey(tab);
    await nextPaint();
    const input = itemByLabel(container, labelOf(current.schema, name))?.querySelector<HTMLInputElement>('input:not([type=radio]):not([type=checkbox]), textarea');
    if (!input) return false;
    input.focus();
    input.setSelectionRange?.(input.value.length, input.value.length);
    keyTimes.length = 0;
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('input', onInput);
    return true;
  },

  /** Resolves once `n` keystrokes have been measured (false after 5 s). */
  waitKeys(n: number): Promise<boolean> {
    return new Promise((resolve) => {
      const check = () => {
        if (keyTimes.length < n) return;
        keyWaiters = keyWaiters.filter((w) => w !== check);
        resolve(true);
      };
      keyWaiters.push(check);
      check();
      setTimeout(() => resolve(keyTimes.length >= n), 5000);
    });
  },

  keys(): Timing[] {
    window.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('input', onInput);
    return [...keyTimes];
  },

  /**
   * Sets the trigger to `from` and its dependents to `prefill`, then changes the trigger to `to` as a user
   * would (a click on the radio option; a field input for other kinds) and times until every dependent
   * shows no value (or is gone) in the DOM.
   */
  async dependentClear(s: ClearScenario): Promise<ClearResult> {
    if (!current) return { skipped: 'no form mounted' };
    const { schema, form } = current;
    const tab = topTabOf(schema, s.trigger);
    if (!tab) return { skipped: `no field ${s.trigger}` };
    formTabOf(form).setActiveKey(tab);
    form.setValuesIn(s.trigger, s.from);
    await nextPaint();
    // a pane opened on its preview is built by the pointer reaching it, before its radio can be clicked
    for (let i = 0; i < 10; i++) {
      const preview = itemByLabel(container, labelOf(schema, s.trigger))?.closest('[data-testid=pane-preview]');
      if (!preview) break;
      preview.dispatchEvent(new PointerEvent('pointermove', { bubbles: true }));
      await nextPaint();
    }
    form.setValues(s.prefill);
    const dependents = () => s.dependents.map((n) => itemByLabel(container, labelOf(schema, n)));
    // fields a rule shows again render in a transition (create-schema-form.ts): wait for them, up to 2 s
    for (let i = 0; i < 120 && dependents().some(isCleared); i++) await nextPaint();
    await nextPaint();
    if (dependents().every(isCleared)) return { skipped: 'the dependents show no value before the change' };
    const item = itemByLabel(container, labelOf(schema, s.trigger));
    const radio = [...(item?.querySelectorAll('.ant-radio-wrapper') ?? [])]
      .find((w) => (w.textContent ?? '').trim() === s.to)?.querySelector('input');
    // Watched from before the change: React commits a click's update inside the click, so an observer
    // attached after it would only see some later, unrelated DOM change.
    const cleared = until(() => dependents().every(isCleared));
    const t0 = performance.now();
    let how: string;
    if (radio) {
      radio.click();
      how = 'click on the radio option';
    } else {
      (form.query(s.trigger).take() as Field | undefined)?.onInput(s.to);
      how = 'field input (not a radio)';
    }
    const clearedAt = await cleared;
    const paint = (await nextPaint()) - t0;
    return { commit: clearedAt - t0, paint, how };
  },
};

(window as unknown as { __bench: typeof api }).__bench = api;
