/**
 * The prose of docs/performance.md's form part (scripts/bench.ts): how each figure is measured, and the notes on the
 * bars, where the time goes and the machine's load at the run.
 */
import { cpus, loadavg } from 'node:os';
import { CLICK_GAP_MS } from '../bench/dom-timing';
import { TYPING_GAP_MS } from './bench-browser';
import { PLANNED_TABS } from './bench-form-figures';

/** "How each figure is measured": one paragraph per figure, with the run's iterations and keystrokes per run. */
export function measuredNotes(iterations: number, keystrokes: number): string[] {
  return [
    'Page: bench/form-bench.html, built by the script with Vite (production) and served from a temp dir; ' +
      'it renders the real `SchemaForm` with a context stub (towns and villages of server/db/seed-data/area-321281.json, ' +
      'an immediate director lookup, an upload button on image lists as in the console, never pressed) in a ' +
      '1024 px content area. Every scenario runs on a fresh page on the create form (empty record, edit mode), ' +
      'except the two mounts named modify and read mode.',
    'How the form is built (src/components/schema-form/use-pane-building.ts): the open pane renders with ' +
      'the form; straight after the first paint the closed panes are built ahead, one per React transition, ' +
      'each started from an idle callback (at most 100 ms after the previous one committed); a tab opened before ' +
      "its pane is built shows antd's Skeleton at once and its pane is built next, still in a transition. " +
      'Built panes are given their style and layout in long idle periods (tabs-shell.tsx `warmPane`). Nothing ' +
      'the user sees is a copy of a control.',
    `Tab clicks: the page clicks the tab's button from a timer task due ${CLICK_GAP_MS} ms after the previous ` +
      `click was painted, and times from that due time, so a click that waits for a busy page (a pane's commit) ` +
      `counts the wait. \`painted\`: to the first animation frame after the click's task (rAF plus a MessageChannel ` +
      `hop), so it includes up to one frame (16.7 ms) of waiting. The walk clicks every tab of the outer bar ` +
      `in order and, inside a pane that shows its fields, every tab of its nested bar (right after the first ` +
      `paint a nested bar is reached only if its pane was built by then).`,
    'A tab whose pane is not built yet: on a fresh page, as soon as the form is painted, one top-level tab ' +
      "is clicked; timed from the click to the frame after the pane's real fields are committed (a MutationObserver " +
      'watches for the open pane to hold fields and no placeholder). Once committed the fields take input: ' +
      'React has rendered them and Formily has created their fields.',
    `Typing while panes are built ahead: on a fresh page, the first text field of the first tab is focused ` +
      `as soon as the form is painted and Chromium key events (playwright \`keyboard.press\`, letters and backspaces) ` +
      `are sent one every ${TYPING_GAP_MS} ms after the previous one was painted, until 2 s after mount; each ` +
      `key is timed from its event's time stamp (when the browser received it) to the next frame after React ` +
      `committed it.`,
    'Mount → every pane built: on an untouched fresh page, from `createSchemaForm` to the DOM change after ' +
      'which every pane of every tab bar holds its real fields (a nested bar counts once its pane is built).',
    'Mount: `createSchemaForm` + `flushSync(render)` of the whole form, until painted; each mount on a fresh ' +
      'page (antd generates its styles once per page, so this is the cost of opening the screen).',
    `Keystrokes once every pane is built: ${keystrokes} per run into the same field, timed from the key event ` +
      `to the end of the input's work (a window \`input\` listener, which runs after React's root listener ` +
      `has rendered and committed the key's update) after a forced layout.`,
    'Dependent clear: the trigger and its dependents are first set through the form API (waiting until the ' +
      "dependents show their values); then the trigger's radio option is clicked in the DOM and the time is " +
      "taken at the first DOM change (a MutationObserver attached before the click) after which every dependent's " +
      'form item shows no value or is gone, after a forced layout. It is the first such change on the page. ' +
      'What the change shows again, a pane it shows or hides, and the clearing of fields it hides follow after ' +
      'the next frame (a React transition, create-schema-form.ts), so they are not in this figure; `→ next ' +
      'frame` is the first frame after the click.',
    `normalize() + validate(): engine functions on the sample record (bench/sample-record.ts) in this Node process, ${iterations} iterations after a warm-up; each iteration timed alone.`,
  ];
}

/** "Notes": the bars, a form short of its planned tabs, where the time goes, and the load (1-minute averages "a / b / c"). */
export function runNotes(topTabs: number, loadBefore: string, loadAfter: string): string[] {
  return [
    'Bars (issue 13 §3): a tab click paints the switched tab bar within 50 ms (p95), right after the first ' +
      'paint and later; a tab whose pane is not built yet shows its real fields within 200 ms (p95); typing ' +
      'during the first 2 s paints each key within 50 ms (p95); every pane is built within 1.5 s of mount; ' +
      'and, kept from issue 3: first paint ≤ 300 ms, a keystroke committed + laid out ≤ 3 ms, a dependent clear ' +
      '≤ 16 ms, normalize + validate ≤ 1 ms per record (those four judged on the median; "p95 over" says the ' +
      'tail is not).',
    ...(topTabs < PLANNED_TABS
      ? [
          `The form has ${topTabs} of ${PLANNED_TABS} planned top-level tabs at this run: re-run \`npm run bench\` once the form is complete.`,
        ]
      : []),
    'Where the time goes (Chromium CPU profiles, 2026-11-21): mounting an antd control alone costs about ' +
      '1.4 ms for a Select, 1.2 ms for a DatePicker, 1.0 ms for a Radio.Group of three, 0.5 ms for an Input; ' +
      "Formily's field and FormItem layers add 0.4–0.7 ms. Building a pane is that cost per field (100–200 " +
      'ms for 家庭情况 with its table); a transition renders it in slices that give way to input, but its commit ' +
      "(DOM insertion and Formily's field effects) runs in one task, and in the next frame @formily/antd-v5's " +
      'FormItem measures every new label (`useOverflow`), which makes Chromium style and lay out the new pane ' +
      'although it is hidden (`content-visibility: hidden`): for 家庭情况 the two are the longest tasks of the ' +
      'building (about 60 ms on a loaded machine), and a click or key arriving meanwhile waits (docs/decisions-form-speed.md, ' +
      'one renderer).',
    ...(Math.max(loadavg()[0], Number(loadAfter.split(' / ')[0])) > cpus().length
      ? [
          `This run shared the machine with other work (1-minute load average ${loadBefore.split(' / ')[0]} before and ` +
            `${loadAfter.split(' / ')[0]} after, on ${cpus().length} cores): its figures are slower and noisier than a quiet ` +
            "run's; compare the normalize() figure with a quiet run's to gauge by how much.",
        ]
      : []),
    'Timings depend on the machine as much as on its load: machines of this kind differ by up to two times. ' +
      "Compare runs on one machine, by their load averages, and read the normalize() figure as the machine's " +
      'speed.',
  ];
}
