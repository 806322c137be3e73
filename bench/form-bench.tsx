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
import {
  activePane,
  clickTab,
  everyPaneBuilt,
  isCleared,
  itemByLabel,
  labelOf,
  layoutDone,
  nextPaint,
  showsFields,
  tabButtons,
  topTabOf,
  until,
  visitTabs,
} from './dom-timing';

export type Timing = { commit: number; paint: number };
/** One tab reached by the walk; `clicked` false for a tab already open (times 0); `placeholder`: its pane was not built yet. */
export type TabTiming = Timing & { path: string; clicked: boolean; placeholder?: boolean };
/** A tab clicked before its pane was built: click → tab bar painted, and click → its real fields committed and painted. */
export type EarlyOpen = { tab: string; bar: number; fields: number; placeholder: boolean };
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
    for (const v of town.villages)
      villages.push({ id: 1000 + villages.length, department_name: v.name, department_parent: i + 1 });
  });
  return { towns, villages };
}

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const context: SchemaFormContext = {
  departments: departments(),
  lookupDirector: async () => ({ director_name: '王主任', director_cellphone: '13800000000', controller: 1 }),
  imageSrc: () => PIXEL,
  // as in the console, image lists offer an upload button (never pressed here)
  uploadImage: async () => {
    throw new Error('the bench page uploads nothing');
  },
};

const container = document.getElementById('root')!;
let root: Root | null = null;
let current: { schema: FormSchema; form: Form } | null = null;
let mountStart = 0;

const keyTimes: Timing[] = [];
let keyStart = 0;
let keyWaiters: (() => void)[] = [];

/**
 * A key's start is the event's own time stamp (when the browser received the key), not the moment the page
 * got round to its listener: a key that arrives while the page is busy (e.g. committing a pane built ahead)
 * waits, and the wait is part of what the user feels.
 */
function onKeyDown(event: KeyboardEvent) {
  const now = performance.now();
  keyStart = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
}
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
   * Resolves once every pane of the mounted form is built (dom-timing.ts `everyPaneBuilt`), with the time
   * since `mount` began; NaN after 20 s.
   */
  async built(): Promise<number> {
    const t0 = mountStart;
    if (everyPaneBuilt(container)) return performance.now() - t0;
    return (await until(() => everyPaneBuilt(container), 20_000)) - t0;
  },

  /** How many panes (nested ones included, once their pane is built) are built, and how many there are. */
  builtPanes(): { built: number; panes: number } {
    const panes = [...container.querySelectorAll('.cw-schema-pane')];
    return { built: panes.filter(showsFields).length, panes: panes.length };
  },

  /**
   * Clicks the top-level tab `index` at once (call it right after `mount`): answers click → tab bar switched
   * and painted (`bar`), click → the pane's real fields committed and painted (`fields`), and whether the pane
   * showed its placeholder first.
   */
  async openEarly(index: number): Promise<EarlyOpen | { skipped: string }> {
    const tabs = container.querySelector('.cw-schema-tabs');
    const button = tabs ? tabButtons(tabs)[index] : undefined;
    if (!tabs || !button) return { skipped: `no tab ${index}` };
    const tab = (button.textContent ?? '').trim();
    const ready = until(
      () => button.classList.contains('ant-tabs-tab-active') && showsFields(activePane(tabs)),
      10_000,
    );
    const click = await clickTab(tabs, button, 0);
    const at = await ready;
    if (Number.isNaN(at)) return { tab, bar: click.paint, fields: Number.NaN, placeholder: click.placeholder };
    // fields shown in the click's own frame (the pane was built), or the frame after their commit
    const fields = at - click.due <= click.paint ? click.paint : (await nextPaint()) - click.due;
    return { tab, bar: click.paint, fields, placeholder: click.placeholder };
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
    const input = itemByLabel(container, labelOf(current.schema, name))?.querySelector<HTMLInputElement>(
      'input:not([type=radio]):not([type=checkbox]), textarea',
    );
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
    // a pane not built yet shows its placeholder until its transition has rendered it
    const tabs = container.querySelector('.cw-schema-tabs');
    for (let i = 0; i < 300 && tabs && !showsFields(activePane(tabs)); i++) await nextPaint();
    form.setValues(s.prefill);
    const dependents = () => s.dependents.map((n) => itemByLabel(container, labelOf(schema, n)));
    // fields a rule shows again render in a transition (create-schema-form.ts): wait for them, up to 2 s
    for (let i = 0; i < 120 && dependents().some(isCleared); i++) await nextPaint();
    await nextPaint();
    if (dependents().every(isCleared)) return { skipped: 'the dependents show no value before the change' };
    const item = itemByLabel(container, labelOf(schema, s.trigger));
    const radio = [...(item?.querySelectorAll('.ant-radio-wrapper') ?? [])]
      .find((w) => (w.textContent ?? '').trim() === s.to)
      ?.querySelector('input');
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
