/**
 * The form half of `npm run bench` (scripts/bench.ts), its figures: the bars of issue 13 §3, the dependent-clear
 * scenarios the form offers (req child-forms §5), and the table rows (docs/performance.md "Figures") made from the
 * browser runs (scripts/bench-browser.ts) and the Node timing of normalize() + validate() (scripts/bench-node.ts).
 */
import { fieldByName } from '../engine';
import type { FormSchema, TabDef } from '../engine/types';
import { OPTION_LISTS } from '../option-lists';
import { dependentValues } from '../bench/sample-record';
import type { ClearScenario, TabTiming } from '../bench/form-bench';
import { CLICK_GAP_MS } from '../bench/dom-timing';
import { TYPING_GAP_MS, type RunResult } from './bench-browser';
import type { timeNormalizeValidate } from './bench-node';
import { fmt, stat, type Figure } from './bench-report';

/** The bars of issue 13 §3 (ms). */
export const BAR = {
  tabBar: 50,
  early: 200,
  typing: 50,
  built: 1500,
  firstPaint: 300,
  keystroke: 3,
  clear: 16,
  record: 1,
};
/** Planned top-level tabs of the cs form (req children §2). */
export const PLANNED_TABS = 13;

/** Trigger changes whose rules clear (or hide) dependents, req child-forms §5; those the form lacks are skipped. */
const CLEARS = [
  {
    name: 'child_disability 残疾 → 重病',
    trigger: 'child_disability',
    from: '残疾',
    to: '重病',
    dependents: ['child_disability_level', 'child_disability_type'],
  },
  {
    name: 'family_economy 贫困 → 非贫困',
    trigger: 'family_economy',
    from: '贫困',
    to: '非贫困',
    dependents: ['family_economy_poor_type'],
  },
];

/** The clear scenarios of CLEARS that `schema` can play (trigger, dependents and both options present). */
export function scenariosFor(schema: FormSchema): Record<string, ClearScenario> {
  const has = (name: string) => fieldByName(schema, name) !== undefined;
  const offers = (name: string, word: string) => {
    const list = fieldByName(schema, name)?.field.options;
    return !list || (OPTION_LISTS[list]?.options ?? []).some((o) => o.value === word);
  };
  return Object.fromEntries(
    CLEARS.filter(
      (c) => has(c.trigger) && c.dependents.every(has) && offers(c.trigger, c.from) && offers(c.trigger, c.to),
    ).map((c) => [
      c.name,
      {
        trigger: c.trigger,
        from: c.from,
        to: c.to,
        dependents: c.dependents,
        prefill: dependentValues(schema, OPTION_LISTS, c.dependents),
      },
    ]),
  );
}

/** How many tabs `tabs` holds, nested ones included. */
export function countTabs(tabs: TabDef[]): number {
  return tabs.reduce((n, t) => n + 1 + countTabs(t.tabs ?? []), 0);
}

/** What the figures are made of: the browser runs, the Node timing and the run's settings. */
export type FormBenchResult = {
  runs: RunResult[];
  node: ReturnType<typeof timeNormalizeValidate>;
  scenarios: Record<string, ClearScenario>;
  iterations: number;
  keystrokes: number;
  recordFields: number;
};

/** The figure rows of docs/performance.md from a form bench, and the tabs the walk reached (`a › b` for nested ones). */
export function formFigures({ runs, node, scenarios, iterations, keystrokes, recordFields }: FormBenchResult): {
  figures: Figure[];
  tabsVisited: string[];
} {
  const tabsVisited = runs[0]?.laterTabs.map((t) => t.path) ?? [];
  const clicked = (ts: TabTiming[]) => ts.filter((t) => t.clicked);
  const topVisited = new Set(tabsVisited.map((p) => p.split(' › ')[0])).size;
  const typed = runs[0]?.typedField ?? null;
  const early = runs.flatMap((r) => clicked(r.earlyTabs));
  const later = runs.flatMap((r) => clicked(r.laterTabs));
  const opens = runs
    .flatMap((r) => r.earlyOpens)
    .filter((o): o is Extract<typeof o, { fields: number }> => 'fields' in o);
  const openedTabs = [...new Set(opens.map((o) => o.tab))]
    .map((tab) => `${tab} ${fmt(stat(opens.filter((o) => o.tab === tab).map((o) => o.fields))?.median)}`)
    .join(', ');
  const typing = runs.map((r) => r.builtAfterTyping);
  const figures: Figure[] = [
    {
      name: 'click on a tab → tab bar switched and painted, right after the first paint',
      stat: stat(early.map((t) => t.paint)),
      bar: BAR.tabBar,
      barText: `p95 ≤ ${BAR.tabBar} ms`,
      p95Bar: true,
      note:
        `every tab clicked in order from the first paint on, ${CLICK_GAP_MS} ms after the previous click was ` +
        `painted, while the panes are built ahead; ${early.filter((t) => t.placeholder).length} of ${early.length} ` +
        `clicks found their pane not built yet and showed its placeholder`,
    },
    {
      name: 'click on a tab → tab bar switched and painted, later (every pane built)',
      stat: stat(later.map((t) => t.paint)),
      bar: BAR.tabBar,
      barText: `p95 ≤ ${BAR.tabBar} ms`,
      p95Bar: true,
      note:
        `the same walk once every pane is built: ${clicked(runs[0]?.laterTabs ?? []).length} clicks, ${topVisited} ` +
        `top-level tabs shown (the create form hides those whose condition does not hold), ${tabsVisited.length} ` +
        `tabs incl. nested`,
    },
    {
      name: 'click on a tab whose pane is not built yet (right after the first paint) → its real fields painted',
      stat: stat(opens.map((o) => o.fields)),
      bar: BAR.early,
      barText: `p95 ≤ ${BAR.early} ms`,
      p95Bar: true,
      note:
        `each on a fresh page, clicked as soon as the form is painted (median per tab: ${openedTabs}); ${opens.filter((o) => o.placeholder).length} ` +
        `of ${opens.length} showed the placeholder first; tab bar painted in ${fmt(stat(opens.map((o) => o.bar))?.median)} ` +
        `(median)`,
    },
    {
      name: 'keystroke → next frame, typing into the first tab during the first 2 s after mount',
      stat: stat(runs.flatMap((r) => r.earlyKeys.map((k) => k.paint))),
      bar: BAR.typing,
      barText: `p95 ≤ ${BAR.typing} ms`,
      p95Bar: true,
      note:
        `a key every ${TYPING_GAP_MS} ms from the first paint until 2 s after mount, timed from the key event's ` +
        'own time stamp (a key waiting for a busy page counts the wait); panes built by the end of the typing: ' +
        typing.map((t) => `${t.built}/${t.panes}`).join(', '),
    },
    {
      name: 'mount → every pane built',
      stat: stat(runs.map((r) => r.built)),
      bar: BAR.built,
      barText: `≤ ${BAR.built} ms`,
      note: 'an untouched fresh page: until every shown pane (nested ones included) holds its real fields',
    },
    {
      name: 'mount → first paint — create (empty record, edit mode)',
      stat: stat(runs.map((r) => r.mountEmpty.paint)),
      bar: BAR.firstPaint,
      barText: `≤ ${BAR.firstPaint} ms`,
      note: 'fresh page each run: includes antd style generation',
    },
    {
      name: `keystroke → committed + layout (${typed ?? 'no text field'})`,
      stat: stat(runs.flatMap((r) => r.keys.map((k) => k.commit))),
      bar: BAR.keystroke,
      barText: `≤ ${BAR.keystroke} ms`,
      note: `${keystrokes} keystrokes per run (letters and backspaces), every pane built`,
    },
    {
      name: 'keystroke → next frame, every pane built',
      stat: stat(runs.flatMap((r) => r.keys.map((k) => k.paint))),
      note: 'includes waiting for the frame',
    },
    ...Object.keys(scenarios).flatMap((name): Figure[] => {
      const done = runs
        .map((r) => r.clears[name])
        .filter((c): c is Extract<typeof c, { commit: number }> => 'commit' in c);
      const skipped = runs.map((r) => r.clears[name]).find((c) => 'skipped' in c);
      return [
        {
          name: `${name}: dependents cleared in the DOM`,
          stat: stat(done.map((c) => c.commit)),
          bar: BAR.clear,
          barText: `≤ ${BAR.clear} ms`,
          note: done[0]
            ? `trigger by ${done[0].how}`
            : skipped && 'skipped' in skipped
              ? `skipped: ${skipped.skipped}`
              : '',
        },
        { name: `${name}: → next frame`, stat: stat(done.map((c) => c.paint)) },
      ];
    }),
    {
      name: 'normalize() + validate() per record (Node)',
      stat: node.perRecord,
      bar: BAR.record,
      barText: `≤ ${BAR.record} ms`,
      note: `${iterations} iterations, mean ${node.meanMs.toFixed(3)} ms; record of ${recordFields} fields, ${node.errors.length} validation errors`,
    },
    {
      name: 'mount → first paint — modify (full record, edit mode)',
      stat: stat(runs.map((r) => r.mountFull.paint)),
      note: `record of ${runs[0]?.mountFull.fields ?? 0} stored fields`,
    },
    {
      name: 'mount → first paint — read mode (full record)',
      stat: stat(runs.map((r) => r.mountRead.paint)),
      note: 'one side of the review comparison',
    },
  ];
  return { figures, tabsVisited };
}
