/**
 * DOM timing helpers of the benchmark page (form-bench.tsx): waiting for the next painted frame, for the end
 * of the current task, for a DOM condition, and the walk that clicks every tab and times each click.
 * Times are performance.now() milliseconds. Not part of the SPA; not a test.
 */
import { allFields } from '../engine';
import type { FormSchema, TabDef } from '../engine/types';
import type { TabTiming } from './form-bench';

/** Resolves at the next animation frame, after it has run (a MessageChannel hop past rAF), with its time. */
export function nextPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(0);
    }),
  );
}

/** Forces style and layout, then answers the time. */
export function layoutDone(): number {
  void document.body.getBoundingClientRect().height;
  return performance.now();
}

/** Resolves after the current task and its microtasks (React's flush) with the time after a forced layout. */
export function afterTask(): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(layoutDone());
    channel.port2.postMessage(0);
  });
}

/**
 * Resolves with the time at which `done()` first holds, checked on every DOM mutation from this call on
 * (NaN after `timeoutMs`, 2 s by default).
 */
export function until(done: () => boolean, timeoutMs = 2000): Promise<number> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve(layoutDone());
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    setTimeout(() => {
      observer.disconnect();
      resolve(Number.NaN);
    }, timeoutMs);
  });
}

const clean = (s: string | null | undefined) => (s ?? '').replace(/[*:：\s]/g, '');
export const labelOf = (schema: FormSchema, name: string) =>
  allFields(schema).find((f) => f.field.name === name)?.field.label ?? name;

/** The FormItem labelled `label` in the open pane of the outer tabs. */
export function itemByLabel(container: Element, label: string): HTMLElement | undefined {
  const pane = container.querySelector('.cw-schema-pane[data-open]') ?? container;
  return [...pane.querySelectorAll<HTMLElement>('.ant-formily-item')].find(
    (item) => clean(item.querySelector('.ant-formily-item-label')?.textContent) === clean(label),
  );
}

/** True when the item is gone, hidden, or shows no value. */
export function isCleared(item: HTMLElement | undefined): boolean {
  if (!item || !item.isConnected || item.offsetParent === null) return true;
  if (item.querySelector('.ant-select-selection-item, .ant-upload-list-item, .ant-image')) return false;
  const inputs = [...item.querySelectorAll('input, textarea')] as HTMLInputElement[];
  return inputs.every((i) => (i.type === 'radio' || i.type === 'checkbox' ? !i.checked : i.value === ''));
}

/** The top-level tab holding field `name`. */
export function topTabOf(schema: FormSchema, name: string): string | undefined {
  const holds = (tab: TabDef): boolean => tab.fields.some((f) => f.name === name) || (tab.tabs ?? []).some(holds);
  return schema.tabs.find(holds)?.key;
}

/** The open pane of a TabsShell (`.cw-schema-tabs`, src/components/schema-form/tabs-shell.tsx). */
export const activePane = (tabs: Element) =>
  tabs.querySelector(':scope > .cw-schema-panes > .cw-schema-pane[data-open]');
/** The tab buttons of a TabsShell's bar. */
export const tabButtons = (tabs: Element) => [
  ...tabs.querySelectorAll(':scope > .cw-schema-tabs-bar > .ant-tabs-nav .ant-tabs-nav-list > .ant-tabs-tab'),
];
/** Whether `pane` shows the placeholder of a pane still being built (src/components/schema-form/pane-placeholder.tsx). */
export const showsPlaceholder = (pane: Element | null | undefined) =>
  !!pane?.querySelector(':scope > [data-pane-placeholder]');
/** Whether `pane` shows its real fields (built, no placeholder). */
export const showsFields = (pane: Element | null | undefined) => !!pane?.firstElementChild && !showsPlaceholder(pane);

/**
 * Every pane of every tab bar under `container` is built: each has content and none shows a placeholder
 * (a pane never opened and not built yet is empty). Nested tab bars count once their pane is built.
 */
export function everyPaneBuilt(container: Element): boolean {
  const panes = [...container.querySelectorAll('.cw-schema-pane')];
  return panes.length > 0 && panes.every(showsFields);
}

/** The time a click is due and what it measured: from the due time to the end of its task (+ layout), and to the next frame. */
export type TimedClick = { due: number; commit: number; paint: number; placeholder: boolean };

/**
 * Clicks the tab `button` from a timer task due `delayMs` from now, as a user's click arriving then would
 * be handled: if the page is busy (a pane's commit), the click waits and the wait is counted, since the
 * times run from the due time. `placeholder`: the tab's pane showed a placeholder right after the click.
 */
export function clickTab(tabs: Element, button: Element, delayMs: number): Promise<TimedClick> {
  return new Promise((resolve) => {
    const due = performance.now() + delayMs;
    setTimeout(() => {
      (button.querySelector('.ant-tabs-tab-btn') as HTMLElement).click();
      let placeholder = false;
      // React commits the click's update in a microtask queued by the click, so before this one
      queueMicrotask(() => {
        placeholder = showsPlaceholder(activePane(tabs));
      });
      const painted = nextPaint();
      void afterTask().then(async (done) =>
        resolve({ due, commit: done - due, paint: (await painted) - due, placeholder }),
      );
    }, delayMs);
  });
}

/** Pause between two clicks of a walk (ms): a quick user, not a script firing clicks back to back. */
export const CLICK_GAP_MS = 50;

/**
 * Clicks every tab under `scope` in order (and, inside each open pane that shows its fields, every tab of
 * its nested tab bar), one click per CLICK_GAP_MS after the previous one was painted.
 */
export async function visitTabs(scope: Element, path: string[], out: TabTiming[]): Promise<void> {
  const tabs = scope.querySelector('.cw-schema-tabs');
  if (!tabs) return;
  const buttons = () => tabButtons(tabs);
  for (let i = 0; i < buttons().length; i++) {
    const button = buttons()[i];
    const title = (button.textContent ?? '').trim();
    const where = [...path, title].join(' › ');
    if (button.classList.contains('ant-tabs-tab-active')) {
      out.push({ path: where, commit: 0, paint: 0, clicked: false });
    } else {
      const { commit, paint, placeholder } = await clickTab(tabs, button, CLICK_GAP_MS);
      out.push({ path: where, commit, paint, clicked: true, placeholder });
    }
    const pane = activePane(tabs);
    if (pane && showsFields(pane)) await visitTabs(pane, [...path, title], out);
  }
}
