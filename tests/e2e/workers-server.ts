/**
 * The end-to-end server as several processes (issue 30 "Two processes, one database"; docs/deploy.md "Several
 * processes"): with `E2E_WORKERS=2 E2E_DATABASE_URL=postgres://…` the harness (harness.ts `startE2E`) runs the real
 * `WORKERS=2 npm start` (server/start.ts, server/cluster.ts) on a free loopback port over a fresh PostgreSQL database
 * made for the file (`cw_e2e_<random>`, dropped on close) instead of an in-process app on PGlite. The primary migrates
 * and seeds the demo data; the browser's connections are spread over the workers by the primary. What the tests read
 * besides the browser is kept: `handle` is a pool of this process on the same database, `smsCodes` the codes the
 * workers print (no SMS provider: `… → <code>` on the console). Not part of `npm test` (docs/decisions-workers.md).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DbHandle } from '../../server/db/client';

export type WorkersServer = {
  url: string;
  handle: DbHandle;
  smsCodes: Map<string, string>;
  stopServer: () => Promise<void>;
  close: () => Promise<void>;
};

/** How many worker processes the end-to-end server runs (E2E_WORKERS, default 1: the in-process app). */
export const e2eWorkers = (): number => Number(process.env.E2E_WORKERS ?? 1) || 1;

async function adminQuery(base: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** Starts `WORKERS=<workers> npm start` from `root` on a new database of E2E_DATABASE_URL; resolves once it listens. */
export async function startWorkersServer(root: string, workers: number): Promise<WorkersServer> {
  const base = process.env.E2E_DATABASE_URL;
  if (!base) throw new Error('E2E_WORKERS > 1 needs E2E_DATABASE_URL (postgres://…): PGlite is single-process');
  const name = `cw_e2e_${randomBytes(4).toString('hex')}`;
  await adminQuery(base, `CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cw-e2e-workers-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      WORKERS: String(workers),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      SMS_PROVIDER: '',
      NOTIFIER: '',
      STORAGE: 'local',
      FILES_DIR: '',
      FILE_URL_SECRET: '',
      // a browser, the tests and the workers share two cores: no load shedding
      MAX_EVENT_LOOP_DELAY_MS: '0',
      MAX_EVENT_LOOP_UTILIZATION: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const smsCodes = new Map<string, string>();
  const read = (chunk: Buffer) => {
    output += chunk;
    for (const m of String(chunk).matchAll(/(1\d{10}) → (\d{6})/g)) smsCodes.set(m[1], m[2]);
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const drop = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(() => fail(new Error(`not started in 300 s: ${output}`)), 300_000);
      child.stdout!.on('data', () => {
        if (output.includes('儿童关爱保护服务平台已启动')) {
          clearTimeout(timer);
          ready();
        }
      });
      void exited.then((code) => {
        clearTimeout(timer);
        fail(new Error(`exited ${code}: ${output}`));
      });
    });
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL');
    await drop();
    throw error;
  }
  // said in the run's output, so that a run shows which server it tested
  console.log(`e2e server: WORKERS=${workers} npm start on PostgreSQL database ${name}, http://127.0.0.1:${port}`);
  const handle = await openDatabase({ url: url.toString() });
  let serving = true;
  const stopServer = async () => {
    if (!serving) return;
    serving = false;
    child.kill('SIGTERM');
    await exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    handle,
    smsCodes,
    stopServer,
    close: async () => {
      await stopServer();
      await handle.close();
      await drop();
    },
  };
}
