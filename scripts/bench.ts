/**
 * `npm run bench` (DESIGN "Benchmarks are not tests: they print figures"): the cs create form in Chromium —
 * mount to first paint, a tab click → tab bar painted right after the first paint and later, a tab whose
 * pane is not built yet → its real fields, typing while the panes are built ahead, mount → every pane built,
 * per-keystroke latency, trigger change → dependents cleared in the DOM — and the server's normalize() +
 * validate() per record in Node. Prints a table and writes docs/performance.md with each figure's median and p95 against the bar of
 * the issue. Options (environment): BENCH_RUNS (default 5 browser runs), BENCH_ITERATIONS (default 5000),
 * BENCH_FORM (default investigate_cs), BENCH_NO_DOC=1 to print only; BENCH_ONLY=export runs only the export
 * of BENCH_EXPORT_ROWS (default 20000) children (scripts/bench-export.ts) and rewrites only its section;
 * BENCH_ONLY=slowline runs only the throttled openings of issue 30 (scripts/bench-slowline.ts) and prints them;
 * BENCH_ONLY=tasks runs only the work-order figures (scripts/bench-tasks.ts), likewise; BENCH_ONLY=statistics only the
 * statistics figures (scripts/bench-statistics.ts); BENCH_ONLY=server the server-under-load figures (scripts/bench-server.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, release, type } from 'node:os';
import { resolve } from 'node:path';
import { allFields, visibleTabs } from '../engine';
import { OPTION_LISTS } from '../option-lists';
import { FORM_SCHEMAS } from '../schemas';
import { sampleRecord } from '../bench/sample-record';
import { chromiumVersion, runBrowserBench, type RunResult } from './bench-browser';
import { timeNormalizeValidate } from './bench-node';
import { runSlowlineBench, slowlineTable } from './bench-slowline';
import { consoleTable, keptSection, performanceDoc, withSection } from './bench-report';
import { countTabs, formFigures, PLANNED_TABS, scenariosFor } from './bench-form-figures';
import { measuredNotes, runNotes } from './bench-form-notes';
import { exportSection, runExportBench, withExportSection } from './bench-export';
import { runStatisticBench, statisticSection, withStatisticSection } from './bench-statistics';
import { runTaskBench, taskSection, withTaskSection } from './bench-tasks';
import { runServerBench, serverSection, withServerSection } from './bench-server';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 5000);
const FORM = process.env.BENCH_FORM ?? 'investigate_cs';
const KEYSTROKES = 50;

const log = (line: string) => console.log(`bench: ${line}`);
const fmtLoad = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 20_000);

async function exportOnly() {
  log(`export of ${EXPORT_ROWS} children …`);
  const section = exportSection(await runExportBench(EXPORT_ROWS));
  console.log(section);
  if (process.env.BENCH_NO_DOC) return;
  const path = resolve(root, 'docs/performance.md');
  writeFileSync(path, withExportSection(readFileSync(path, 'utf8'), section));
  log('updated the export section of docs/performance.md');
}

async function tasksOnly() {
  log('work orders (seed, load, batch reassignment) …');
  const section = taskSection(await runTaskBench(log));
  console.log(section);
  if (process.env.BENCH_NO_DOC) return;
  const path = resolve(root, 'docs/performance.md');
  writeFileSync(path, withTaskSection(readFileSync(path, 'utf8'), section));
  log('updated the work-order section of docs/performance.md');
}

async function statisticsOnly() {
  log('statistics (seed, timed calls) …');
  const section = statisticSection(await runStatisticBench(log));
  console.log(section);
  if (process.env.BENCH_NO_DOC) return;
  const path = resolve(root, 'docs/performance.md');
  writeFileSync(path, withStatisticSection(readFileSync(path, 'utf8'), section));
  log('updated the statistics section of docs/performance.md');
}

async function serverOnly() {
  const uptime = fmtLoad();
  log(`server under load (bare route, user/info, task list) at load ${uptime} …`);
  const section = serverSection(await runServerBench(log), uptime);
  console.log(section);
  if (process.env.BENCH_NO_DOC) return;
  const path = resolve(root, 'docs/performance.md');
  writeFileSync(path, withServerSection(readFileSync(path, 'utf8'), section));
  log('updated the server section of docs/performance.md');
}

/** The slow-line openings (issue 30): printed only; docs/performance.md's slow-line section quotes them by hand. */
async function slowlineOnly() {
  log('slow line (throttled login and create form) …');
  console.log(slowlineTable(await runSlowlineBench(log)));
}

async function main() {
  if (process.env.BENCH_ONLY === 'server') return serverOnly();
  if (process.env.BENCH_ONLY === 'slowline') return slowlineOnly();
  if (process.env.BENCH_ONLY === 'statistics') return statisticsOnly();
  if (process.env.BENCH_ONLY === 'export') return exportOnly();
  if (process.env.BENCH_ONLY === 'tasks') return tasksOnly();
  const schema = FORM_SCHEMAS[FORM];
  if (!schema) throw new Error(`no form ${FORM} in FORM_SCHEMAS (${Object.keys(FORM_SCHEMAS).join(', ')})`);
  const loadBefore = fmtLoad();
  const record = sampleRecord(schema, OPTION_LISTS);
  const fieldTotal = allFields(schema).length;
  const tabTotal = countTabs(schema.tabs);

  log(`normalize() + validate() × ${ITERATIONS} …`);
  const node = timeNormalizeValidate(schema, OPTION_LISTS, record, ITERATIONS);
  if (node.errors.length)
    log(
      `warning: the sample record has ${node.errors.length} validation errors: ${node.errors.map((e) => `${e.field} ${e.message}`).join('; ')}`,
    );

  const scenarios = scenariosFor(schema);
  const textFields = [
    'child_name',
    ...allFields(schema)
      .filter((f) => f.field.kind === 'text' && f.tab === schema.tabs[0]?.key)
      .map((f) => f.field.name),
  ];
  const runs: RunResult[] = await runBrowserBench({
    root,
    formId: FORM,
    runs: RUNS,
    keystrokes: KEYSTROKES,
    textFields,
    scenarios,
    log,
  });

  const { figures, tabsVisited } = formFigures({
    runs,
    node,
    scenarios,
    iterations: ITERATIONS,
    keystrokes: KEYSTROKES,
    recordFields: Object.keys(record).length,
  });

  console.log('');
  console.log(consoleTable(figures));
  console.log('');
  const loadAfter = fmtLoad();
  log(`load average before ${loadBefore}, after ${loadAfter}`);
  if (process.env.BENCH_NO_DOC === '1') return;
  const cpu = cpus();
  const doc = performanceDoc(
    {
      date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      cpus: `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'})`,
      memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM`,
      os: `${type()} ${release()}`,
      node: process.version,
      chromium: chromiumVersion(),
      loadBefore,
      loadAfter,
      runs: RUNS,
      form: `${schema.title} (\`${schema.id}\`), ${fieldTotal} fields`,
      tabs: `${schema.tabs.length} top-level tabs of ${PLANNED_TABS} planned, ${tabTotal} with nested ones; ${visibleTabs(schema, record).length} shown for the sample record`,
      tabsReached: tabsVisited.join('; '),
      record: `bench/sample-record.ts: every field filled by kind, triggers chosen to show the most tabs, normalized (${Object.keys(record).length} stored fields)`,
    },
    figures,
    measuredNotes(ITERATIONS, KEYSTROKES),
    runNotes(schema.tabs.length, loadBefore, loadAfter),
  );
  log(`export of ${EXPORT_ROWS} children …`);
  const exported = exportSection(await runExportBench(EXPORT_ROWS));
  log('work orders (seed, load, batch reassignment) …');
  const tasked = taskSection(await runTaskBench(log));
  log('statistics (seed, timed calls) …');
  const counted = statisticSection(await runStatisticBench(log));
  if (process.env.BENCH_NO_DOC) return;
  const path = resolve(root, 'docs/performance.md');
  // the slow-line section (issue 30) is written by hand from scripts/route-sizes.ts: kept as it is
  const slowline = keptSection(readFileSync(path, 'utf8'), 'slowline');
  const next = withStatisticSection(withTaskSection(withExportSection(doc, exported), tasked), counted);
  writeFileSync(path, slowline ? withSection(next, 'slowline', slowline) : next);
  log('wrote docs/performance.md');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
