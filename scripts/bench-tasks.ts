/**
 * The task half of `npm run bench` (issue 16 "Figures"; `BENCH_ONLY=tasks` runs only it): a database filled by
 * bench/large-data.ts (BENCH_TASK_CHILDREN children, default 20,000; BENCH_TASKS tasks, default 200,000) after
 * the reference and demo data, the API listening on 127.0.0.1, and autocannon (10 connections, BENCH_TASK_SECONDS
 * each, default 10) on two calls as 中心领导: the task list of one town, one state and a 90-day begin range,
 * page 20; and one child's history (its finished tasks, newest end first, 10 a page). Then one batch
 * reassignment of 1,000 tasks in hand as 中心管理, timed once. autocannon runs as a process of its own. On the databases of
 * scripts/bench-databases.ts. Each request also writes its 浏览
 * record, as in use.
 */
import { performance } from 'node:perf_hooks';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type autocannon from 'autocannon';
import { and, eq } from 'drizzle-orm';
import { TASK_HISTORY_STATES } from '../domain/tasks';
import { departments, tasks } from '../server/db/schema';
import { onLargeDatabases, type BenchContext, type LargeSizes } from './bench-databases';
import { sectionMarkers, withSection } from './bench-report';

export type LoadFigure = { rps: number; p50: number; p99: number; requests: number; errors: number };
export type TaskBenchRun = {
  db: 'PGlite' | 'PostgreSQL';
  children: number;
  tasks: number;
  seedSeconds: number;
  list: LoadFigure;
  history: LoadFigure;
  reassignMs: number;
  reassigned: number;
};

const SECONDS = Number(process.env.BENCH_TASK_SECONDS ?? 10);
const run = promisify(execFile);

/** autocannon in a process of its own (the server keeps this one's event loop to itself), its JSON result read back. */
export async function load(url: string, token: string, seconds = SECONDS): Promise<LoadFigure> {
  const cli = resolve(import.meta.dirname, '../node_modules/autocannon/autocannon.js');
  const { stdout } = await run(
    process.execPath,
    [cli, '-j', '-c', '10', '-d', String(seconds), '-H', `authorization=Bearer ${token}`, url],
    { maxBuffer: 16 * 2 ** 20 },
  );
  const result = JSON.parse(stdout) as autocannon.Result;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

async function benchOn(
  { kind, handle, base, now, firstChild, seedSeconds, login }: BenchContext,
  sizes: LargeSizes,
  log: (line: string) => void,
): Promise<TaskBenchRun> {
  const leader = await login('中心领导');
  const [town] = await handle.db.select().from(departments).where(eq(departments.department_name, '昭阳街道'));
  const day = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  const list = `${base}/api/task/list/for/mix?department=${town.id}&states=${encodeURIComponent(JSON.stringify(['终过']))}&begin_start=${day(new Date(now.getTime() - 120 * 86_400_000))}&begin_finish=${day(new Date(now.getTime() - 30 * 86_400_000))}&size=20`;
  const history = `${base}/api/task/list/for/mix?child=${firstChild + 7}&states=${encodeURIComponent(JSON.stringify(TASK_HISTORY_STATES))}&order_field=date_end&order_rule=desc&size=10`;
  const check = await fetch(list, { headers: { authorization: `Bearer ${leader}` } });
  log(`${kind}: the list answers ${check.status}, total ${((await check.json()) as { total: number }).total}`);
  const listFigure = await load(list, leader);
  log(`${kind}: list ${listFigure.rps.toFixed(0)} req/s, p99 ${listFigure.p99} ms`);
  const historyFigure = await load(history, leader);
  log(`${kind}: history ${historyFigure.rps.toFixed(0)} req/s, p99 ${historyFigure.p99} ms`);

  const centre = await login('中心管理');
  const inHand = await handle.db
    .select({ id: tasks.id, volunteer: tasks.volunteer })
    .from(tasks)
    .where(and(eq(tasks.state, '办理')))
    .limit(1000);
  const target = inHand.find((t) => t.volunteer !== inHand[0].volunteer)?.volunteer ?? inHand[0].volunteer;
  const r0 = performance.now();
  const res = await fetch(`${base}/api/task/for/ids/with/volunteer`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${centre}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ids: inHand.map((t) => t.id), volunteer: target }),
  });
  const reassignMs = performance.now() - r0;
  const answer = (await res.json()) as { count?: number; message?: string };
  if (res.status !== 200) throw new Error(`reassign answered ${res.status}: ${answer.message}`);
  return {
    db: kind,
    ...sizes,
    seedSeconds,
    list: listFigure,
    history: historyFigure,
    reassignMs,
    reassigned: answer.count ?? 0,
  };
}

/** The runs of the task bench: PGlite, then PostgreSQL when DATABASE_URL is set. */
export async function runTaskBench(log: (line: string) => void): Promise<TaskBenchRun[]> {
  const sizes = {
    children: Number(process.env.BENCH_TASK_CHILDREN ?? 20_000),
    tasks: Number(process.env.BENCH_TASKS ?? 200_000),
  };
  return onLargeDatabases(sizes, log, (ctx) => benchOn(ctx, sizes, log));
}

const { begin: BEGIN, end: END } = sectionMarkers('tasks');

/** The "Work orders" section of docs/performance.md, between markers so a tasks-only run can replace it. */
export function taskSection(runs: TaskBenchRun[]): string {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const bar = (db: string) => (db === 'PostgreSQL' ? 50 : 100);
  const row = (r: TaskBenchRun, what: string, f: LoadFigure) =>
    `| ${r.db} | ${what} | ${f.rps.toFixed(0)} | ${ms(f.p50)} | ${ms(f.p99)} | ≤ ${bar(r.db)} ms | ${f.p99 <= bar(r.db) ? 'yes' : '**no**'} | ${f.requests} requests, ${f.errors} errors |`;
  return [
    BEGIN,
    '## Work orders',
    '',
    `_${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`BENCH_ONLY=tasks npm run bench\` (scripts/bench-tasks.ts); not asserted._`,
    '',
    `Data: ${runs[0]?.children ?? 0} children and ${runs[0]?.tasks ?? 0} tasks (bench/large-data.ts, as \`npm run seed:large\` writes them) on top of the demo data. ` +
      `Load: autocannon, 10 connections for ${SECONDS} s per call on 127.0.0.1, as 中心领导 (the whole county in scope); every request also writes its 浏览 record.`,
    '',
    '| database | call | req/s | p50 | p99 | p99 bar | met | note |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.flatMap((r) => [
      row(r, 'task list: one town, 终过, a 90-day begin range, page 20', r.list),
      row(r, "a child's history (finished, newest end first, 10)", r.history),
    ]),
    '',
    '| database | batch reassignment | time | bar | met |',
    '| --- | --- | --- | --- | --- |',
    ...runs.map(
      (r) =>
        `| ${r.db} | ${r.reassigned} tasks in hand to another volunteer, one transaction | ${ms(r.reassignMs)} | < 1 s | ${r.reassignMs < 1000 ? 'yes' : '**no**'} |`,
    ),
    '',
    ...runs.map((r) => `Filling ${r.db} took ${r.seedSeconds.toFixed(0)} s.`),
    '',
    'How the list gets there is in docs/decisions-tasks.md ("Task list speed").',
    '',
    END,
  ].join('\n');
}

/** `doc` with its tasks section replaced by `section` (appended when it has none). */
export const withTaskSection = (doc: string, section: string): string => withSection(doc, 'tasks', section);
