/**
 * The server half of `npm run bench` for issue 30 "The server under a county's load" (`BENCH_ONLY=server`): on the
 * demo data (reference + demo seeds), the API listening on 127.0.0.1, autocannon (a process of its own, 10
 * connections, BENCH_SERVER_SECONDS each, default 10) on a bare Fastify route (a separate instance in this process),
 * `GET /api/user/info` and the task list page as 中心领导 (`/api/task/list/for/mix`, page 20; each request writes its
 * 浏览 record), on PGlite in memory and, when DATABASE_URL is set, on a PostgreSQL database made for the run. Each
 * call's figure is a ratio to the bare route of the same database's run (the figures are noisy on a shared machine;
 * the ratios are what the targets bound: user/info ≥ 1/5, the task list ≥ 1/10 on PostgreSQL and ≥ 1/20 on PGlite).
 * On PostgreSQL it then serves the same database from 1 and from 2 worker processes on one port (scripts/bench-workers-
 * serve.ts, the start's cluster code) and loads the same two calls on each: the one- versus two-process figures.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { ROLES } from '../domain/roles';
import { buildApp } from '../server/app';
import { openDatabase, type DbHandle } from '../server/db/client';
import { DEMO_PASSWORD, demoCellphone, seedDemo } from '../server/db/seed-demo';
import { seedReference } from '../server/db/seed-reference';
import { load, type LoadFigure } from './bench-tasks';
import { sectionMarkers, withSection } from './bench-report';

const SECONDS = Number(process.env.BENCH_SERVER_SECONDS ?? 10);

export type ServerBenchRun = {
  db: 'PGlite' | 'PostgreSQL';
  bare: LoadFigure;
  info: LoadFigure;
  list: LoadFigure;
  load: string;
  /** PostgreSQL: the same calls served by 1 and by 2 worker processes (scripts/bench-workers-serve.ts). */
  processes?: ProcessesRun[];
};

/** The two calls served by `processes` worker processes on one port, with the load average after the run. */
export type ProcessesRun = { processes: number; info: LoadFigure; list: LoadFigure; load: string };

const fmtLoad = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function benchOn(
  db: ServerBenchRun['db'],
  handle: DbHandle,
  log: (line: string) => void,
): Promise<ServerBenchRun> {
  await seedReference(handle.db);
  await seedDemo(handle.db, () => new Date());
  // statistics, as scripts/bench-databases.ts takes them (PGlite has no autovacuum)
  await handle.db.execute(sql`analyze`);
  const app = await buildApp({ db: handle.db, now: () => new Date(), rateLimitMax: 10_000_000 });
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const port = (s: { server: { address(): unknown } }) => (s.server.address() as { port: number }).port;
    const base = `http://127.0.0.1:${port(app)}`;
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cellphone: demoCellphone(ROLES.indexOf('中心领导')), password: DEMO_PASSWORD }),
    });
    const token = ((await res.json()) as { token: string }).token;
    const list = `${base}/api/task/list/for/mix?page=1&size=20`;
    const check = await fetch(list, { headers: { authorization: `Bearer ${token}` } });
    log(`${db}: the task list answers ${check.status}, total ${((await check.json()) as { total: number }).total}`);
    const bareFigure = await load(`http://127.0.0.1:${port(bare)}/bare`, token, SECONDS);
    log(`${db}: bare ${bareFigure.rps.toFixed(0)} req/s`);
    const info = await load(`${base}/api/user/info`, token, SECONDS);
    log(`${db}: user/info ${info.rps.toFixed(0)} req/s`);
    const listFigure = await load(list, token, SECONDS);
    log(`${db}: task list ${listFigure.rps.toFixed(0)} req/s, p99 ${listFigure.p99} ms`);
    return { db, bare: bareFigure, info, list: listFigure, load: fmtLoad() };
  } finally {
    await bare.close();
    await app.close();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** Serves `url`'s (seeded) database from `processes` worker processes and loads user/info and the task list on them. */
async function benchProcesses(url: string, processes: number, log: (line: string) => void): Promise<ProcessesRun> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'bench-workers-serve.ts')], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), BENCH_PROCESSES: String(processes) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  try {
    await new Promise<void>((ready, fail) => {
      child.stdout!.on('data', (d: Buffer) => (String(d).includes('READY') ? ready() : undefined));
      void exited.then(() => fail(new Error(`bench-workers-serve (${processes}) exited before READY`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cellphone: demoCellphone(ROLES.indexOf('中心领导')), password: DEMO_PASSWORD }),
    });
    const token = ((await res.json()) as { token: string }).token;
    const info = await load(`${base}/api/user/info`, token, SECONDS);
    log(`PostgreSQL, ${processes} process(es): user/info ${info.rps.toFixed(0)} req/s`);
    const list = await load(`${base}/api/task/list/for/mix?page=1&size=20`, token, SECONDS);
    log(`PostgreSQL, ${processes} process(es): task list ${list.rps.toFixed(0)} req/s, p99 ${list.p99} ms`);
    return { processes, info, list, load: fmtLoad() };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** The runs: PGlite, then PostgreSQL when DATABASE_URL is set. */
export async function runServerBench(log: (line: string) => void): Promise<ServerBenchRun[]> {
  const runs: ServerBenchRun[] = [];
  const lite = await openDatabase({ memory: true });
  try {
    runs.push(await benchOn('PGlite', lite, log));
  } finally {
    await lite.close();
  }
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `cw_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(base, `CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString() });
    try {
      const run = await benchOn('PostgreSQL', handle, log);
      runs.push(run);
      await handle.close();
      run.processes = [await benchProcesses(url.toString(), 1, log), await benchProcesses(url.toString(), 2, log)];
    } finally {
      await handle.close().catch(() => {});
      await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
  return runs;
}

const { begin: BEGIN, end: END } = sectionMarkers('server');

/** What the profile showed and what would close the gap (measured 2026-11-27; docs/decisions-serverperf.md). */
const WHERE_THE_REST_GOES = [
  'Where the rest goes (a CPU profile, `node --cpu-prof`, of the task list on PGlite under this load, 8',
  ' s window): about 56 % inside PGlite (its WebAssembly engine and its JS wire layer), 8 % drizzle ',
  "building and mapping queries, 5 % the masking pass over each task's free texts ",
  '(`mapTexts`/`maskInText`), about 5 % the zod response serializer and request validation, 2 % the ',
  'rate limiter, the rest Fastify, helmet and GC. On PGlite the page query alone costs about 14 ms and ',
  'a one-row UPDATE about 1 ms, of which the planner is a large share (no prepared statements: the ',
  "page's WHERE is built per request). What would close the gap: prepared statements for the session ",
  'lookup and the common page shapes (drizzle `.prepare()`), masking only the texts a list shows, a ',
  'response serializer compiled from the contract instead of zod parsing at answer time, and for PGlite',
  " (single-threaded WebAssembly in the server's own event loop) moving the database to a worker ",
  "thread; the two-process part of issue 30 (`WORKERS=2`, docs/decisions-workers.md) adds a core's worth where one is free.",
].join('');

/** The "Server under load" section of docs/performance.md, between markers so a server-only run can replace it. */
export function serverSection(runs: ServerBenchRun[], uptime: string): string {
  const target = (db: string, what: 'info' | 'list') => (what === 'info' ? 5 : db === 'PostgreSQL' ? 10 : 20);
  const row = (r: ServerBenchRun, call: string, f: LoadFigure, what?: 'info' | 'list') => {
    const ratio = f.rps / r.bare.rps;
    const bar = what ? target(r.db, what) : 0;
    const cells = [
      r.db,
      call,
      f.rps.toFixed(0),
      `${f.p50} ms`,
      `${f.p99} ms`,
      what ? `1/${(1 / ratio).toFixed(1)}` : '1',
      what ? `≥ 1/${bar}` : '',
      what ? (ratio >= 1 / bar ? 'yes' : '**no**') : '',
      `${f.requests} requests, ${f.errors} errors`,
    ];
    return `| ${cells.join(' | ')} |`;
  };
  return [
    BEGIN,
    '## Server under load',
    '',
    `_${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`BENCH_ONLY=server npm run bench\` ` +
      `(scripts/bench-server.ts); not asserted. Machine load (uptime) at the start: ${uptime}; ` +
      `load averages after each database's run: ${runs.map((r) => `${r.db} ${r.load}`).join('; ')}._`,
    '',
    `Data: the reference and demo data. Load: autocannon in a process of its own, 10 connections for ${SECONDS} s per call on 127.0.0.1; ` +
      'the bare route is a trivial GET on a separate Fastify instance in the same process, measured in the same run; the API calls as 中心领导 ' +
      "(the whole county in scope); each task list request also writes its 浏览 record. The ratio is the call's req/s over the bare route's.",
    '',
    '| database | call | req/s | p50 | p99 | ratio to bare | target | met | note |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.flatMap((r) => [
      row(r, 'bare Fastify route', r.bare),
      row(r, 'GET /api/user/info', r.info, 'info'),
      row(r, 'task list page (page 20, all tasks in scope)', r.list, 'list'),
    ]),
    '',
    ...processesTable(runs),
    'SQL round trips per call (tests/server/round-trips.test.ts holds them): `GET /api/user/info` 1 (was 3), the task list page 2 ' +
      'before the answer and its 浏览 record written right after (was 7 in line), the children list 4 before the answer and its record after (was 7). ' +
      'How: docs/decisions-serverperf.md.',
    '',
    WHERE_THE_REST_GOES,
    '',
    END,
  ].join('\n');
}

/**
 * The one- versus two-process rows (PostgreSQL): the same database served by 1 and by 2 worker processes on one port,
 * each loaded by the same autocannon; the gain is the 2-process req/s over the 1-process req/s of the same run.
 */
function processesTable(runs: ServerBenchRun[]): string[] {
  const rows = runs.flatMap((r) => r.processes ?? []);
  if (rows.length < 2) return [];
  const one = rows.find((p) => p.processes === 1)!;
  const cell = (p: ProcessesRun, call: 'info' | 'list') => {
    const f = p[call];
    const gain = p.processes === 1 ? '1' : `× ${(f.rps / one[call].rps).toFixed(2)}`;
    const name = call === 'info' ? 'GET /api/user/info' : 'task list page (page 20)';
    const cells = [p.processes, name, f.rps.toFixed(0), `${f.p50} ms`, `${f.p99} ms`, gain];
    return `| ${[...cells, `${f.requests} requests, ${f.errors} errors; load after: ${p.load}`].join(' | ')} |`;
  };
  return [
    '### One and two processes on one PostgreSQL (issue 30)',
    '',
    'The same database served by `WORKERS`-style worker processes on one port (scripts/bench-workers-serve.ts forks them ' +
      "with the start's cluster code, server/cluster.ts), the same autocannon (10 connections, " +
      `${SECONDS} s per call, in a process of its own) on each, one after the other, as 中心领导.`,
    '',
    '| processes | call | req/s | p50 | p99 | against 1 process | note |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.flatMap((p) => [cell(p, 'info'), cell(p, 'list')]),
    '',
  ];
}

/** `doc` with its server section replaced by `section` (appended when it has none). */
export const withServerSection = (doc: string, section: string): string => withSection(doc, 'server', section);
