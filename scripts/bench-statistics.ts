/**
 * The statistics part of `npm run bench` (issue 18 "Figures"; `BENCH_ONLY=statistics` runs only it): on the large
 * databases of scripts/bench-databases.ts (BENCH_TASK_CHILDREN children, default 20,000; BENCH_TASKS tasks, default
 * 200,000), as 中心领导 (the whole county), each call asked BENCH_STAT_RUNS times (default 40) one after another after
 * two warm-up calls, and its median and p95 taken: the monthly statistics by town (statistic/for/show, this year), the
 * interval by town (the last 90 days), coverage by village (the last 90 days) and the summer season. Bars: the monthly
 * statistics p95 ≤ 300 ms on PostgreSQL, ≤ 1 s on PGlite. Not asserted.
 */
import { performance } from 'node:perf_hooks';
import { onLargeDatabases, type BenchContext, type BenchDb } from './bench-databases';
import { fmt, sectionMarkers, stat, withSection, type Stat } from './bench-report';

const RUNS = Number(process.env.BENCH_STAT_RUNS ?? 40);
export type StatisticBenchRun = {
  db: BenchDb;
  children: number;
  tasks: number;
  calls: { name: string; path: string; stat: Stat | null }[];
};

const day = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

async function timed(url: string, token: string): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - t0;
}

async function benchOn(
  { kind, base, now, login }: BenchContext,
  sizes: { children: number; tasks: number },
  log: (line: string) => void,
): Promise<StatisticBenchRun> {
  const token = await login('中心领导');
  const year = Number(day(now).slice(0, 4));
  const from = day(new Date(now.getTime() - 90 * 86_400_000)),
    to = day(now);
  const calls = [
    { name: 'monthly statistics by town (a year)', path: `/api/statistic/for/show?type=tasks&year=${year}` },
    {
      name: 'interval by town (90 days)',
      path: `/api/statistic/list/with/percentage/for/begin/end?begin=${from}&end=${to}`,
    },
    { name: 'coverage by village (90 days)', path: `/api/statistic/complex/village?begin=${from}&end=${to}` },
    { name: 'summer season by town', path: `/api/statistic/for/summer?season=summer&year=${year}` },
  ];
  const out: StatisticBenchRun['calls'] = [];
  for (const call of calls) {
    const url = `${base}${call.path}`;
    for (let i = 0; i < 2; i++) await timed(url, token);
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await timed(url, token));
    const s = stat(samples);
    log(`${kind}: ${call.name}: median ${fmt(s?.median)}, p95 ${fmt(s?.p95)}`);
    out.push({ ...call, stat: s });
  }
  return { db: kind, ...sizes, calls: out };
}

/** The runs of the statistics bench: PGlite, then PostgreSQL when DATABASE_URL is set. */
export async function runStatisticBench(log: (line: string) => void): Promise<StatisticBenchRun[]> {
  const sizes = {
    children: Number(process.env.BENCH_TASK_CHILDREN ?? 20_000),
    tasks: Number(process.env.BENCH_TASKS ?? 200_000),
  };
  return onLargeDatabases(sizes, log, (ctx) => benchOn(ctx, sizes, log));
}

const { begin: BEGIN, end: END } = sectionMarkers('statistics');
const BAR: Record<BenchDb, number> = { PostgreSQL: 300, PGlite: 1000 };

/** The "Statistics" section of docs/performance.md, between markers so a statistics-only run can replace it. */
export function statisticSection(runs: StatisticBenchRun[]): string {
  const row = (r: StatisticBenchRun, c: StatisticBenchRun['calls'][number], first: boolean) => {
    const bar = first ? `p95 ≤ ${BAR[r.db]} ms` : '—';
    const met = !first || !c.stat ? '' : c.stat.p95 <= BAR[r.db] ? 'yes' : '**no**';
    return `| ${r.db} | ${c.name} | ${fmt(c.stat?.median)} | ${fmt(c.stat?.p95)} | ${bar} | ${met} |`;
  };
  return [
    BEGIN,
    '## Statistics',
    '',
    `_${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`BENCH_ONLY=statistics npm run bench\` (scripts/bench-statistics.ts); not asserted._`,
    '',
    `Data: ${runs[0]?.children ?? 0} children and ${runs[0]?.tasks ?? 0} tasks (bench/large-data.ts) on top of the demo data. ` +
      `Each call ${RUNS} times in a row as 中心领导 (every town), after two warm-up calls; the time is the whole HTTP answer on 127.0.0.1.`,
    '',
    '| database | call | median | p95 | bar | met |',
    '| --- | --- | --- | --- | --- | --- |',
    ...runs.flatMap((r) => r.calls.map((c, i) => row(r, c, i === 0))),
    '',
    'How the figures are computed (one aggregate over an index of the tasks by begin date, no summary table) is in docs/decisions-statistics.md.',
    '',
    END,
  ].join('\n');
}

/** `doc` with its statistics section replaced by `section` (appended when it has none). */
export const withStatisticSection = (doc: string, section: string): string => withSection(doc, 'statistics', section);
