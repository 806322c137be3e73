/**
 * `WORKERS=2 npm start` on one PostgreSQL (issue 30 "Two processes, one database"; server/cluster.ts): the real start
 * (server/start.ts as `npm start` runs it) on a free port, over a copy of the run's demo database, with a DATA_DIR of
 * its own (the shared FILES_DIR and URL secret). Two keep-alive clients are each pinned to one worker (the answer's
 * X-Worker-Pid, sent outside production), so every cross-process claim is made on a known pair: a session signed in
 * on one is used on the other; the login limit counts failures on both; an SMS code asked on one registers on the
 * other and the town leader's badge counts it on both; an image uploaded through one is read back through the other;
 * the housekeeping ran once (one `ran` line, the other worker `skipped`, the claim counted twice). Then a worker killed
 * with SIGKILL is forked again and the port keeps answering, and SIGTERM stops every process with exit code 0.
 * PostgreSQL only (the server-pg project): PGlite stays one process (workers-config.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildSpaIfNeeded } from '../../server/spa-build';
import { DEMO_PASSWORD, demoCellphone } from '../../server/db/seed-demo';
import { ROLES, type Role } from '../../domain/roles';
import { adminQuery, databaseUrl } from './db-template';
import { usingPostgres } from './harness';

const root = resolve(import.meta.dirname, '../..');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

type Answer = { status: number; pid: number; body: Buffer; json: () => Record<string, unknown> };
type Send = {
  token?: string;
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
  forwarded?: string;
};
/** A client whose requests share one kept-alive connection: every answer comes from the same worker. */
type Client = { pid: number; send: (method: string, path: string, opts?: Send) => Promise<Answer>; close: () => void };

function client(port: number): Client & { first: () => Promise<number> } {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const c = {
    pid: 0,
    send: (method: string, path: string, opts: Send = {}) =>
      new Promise<Answer>((done, fail) => {
        const payload = opts.json !== undefined ? Buffer.from(JSON.stringify(opts.json)) : opts.body;
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method,
            path,
            agent,
            headers: {
              ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}),
              ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
              ...(opts.forwarded ? { 'x-forwarded-for': opts.forwarded } : {}),
              ...(payload ? { 'content-length': String(payload.length) } : {}),
              ...opts.headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (d: Buffer) => chunks.push(d));
            res.on('end', () => {
              const body = Buffer.concat(chunks);
              done({
                status: res.statusCode!,
                pid: Number(res.headers['x-worker-pid']),
                body,
                json: () => JSON.parse(body.toString()) as Record<string, unknown>,
              });
            });
          },
        );
        req.on('error', fail);
        req.end(payload);
      }),
    close: () => agent.destroy(),
    first: async () => (c.pid = (await c.send('GET', '/health/live')).pid),
  };
  return c;
}

/** Two clients pinned to two different workers (new connections until the second lands on the other worker). */
async function pinnedPair(port: number): Promise<[Client, Client]> {
  const a = client(port);
  await a.first();
  for (let i = 0; i < 20; i++) {
    const b = client(port);
    if ((await b.first()) !== a.pid) return [a, b];
    b.close();
  }
  throw new Error('every connection went to one worker');
}

/** `send` on `c`, checking that the answer came from its worker. */
async function on(c: Client, method: string, path: string, opts?: Send): Promise<Answer> {
  const answer = await c.send(method, path, opts);
  expect(answer.pid, `${method} ${path} answered by the pinned worker`).toBe(c.pid);
  return answer;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** Resolves once `check` holds (every 100 ms), or fails after `ms`. */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  for (const end = performance.now() + ms; !check(); await sleep(100))
    if (performance.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
}

let child: ChildProcess;
let output = '';
let exited: Promise<number | null>;
let port: number;
let url: string;
let dataDir: string;
const name = `cw_workers_${randomBytes(4).toString('hex')}`;

describe.skipIf(!usingPostgres)('WORKERS=2 npm start on one PostgreSQL', () => {
  beforeAll(async () => {
    // what npm start would build first (once per checkout; the end-to-end tests need it too)
    await buildSpaIfNeeded(root, () => {});
    const template = inject('dbTemplate');
    const base = process.env.DATABASE_URL!;
    await adminQuery(base, `CREATE DATABASE ${name} TEMPLATE ${template.demo}`);
    url = databaseUrl(base, name);
    port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'cw-workers-'));
    child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      cwd: root,
      env: {
        ...process.env,
        WORKERS: '2',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        TRUST_PROXY: '127.0.0.1',
        SMS_PROVIDER: '',
        NOTIFIER: '',
        STORAGE: 'local',
        FILES_DIR: '',
        FILE_URL_SECRET: '',
        SHUTDOWN_TIMEOUT_MS: '3000',
        // no load shedding: on a shared 2-core machine a worker's event loop lags while the other starts
        MAX_EVENT_LOOP_DELAY_MS: '0',
        MAX_EVENT_LOOP_UTILIZATION: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((done) => child.once('exit', (code) => done(code)));
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    await Promise.race([
      until(() => output.includes('儿童关爱保护服务平台已启动'), 240_000, `the start: ${output}`),
      exited.then((code) => {
        throw new Error(`exited ${code}: ${output}`);
      }),
    ]);
  }, 600_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await exited;
    for (const pid of workerPids()) if (alive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(process.env.DATABASE_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  /** The pids of the workers that said they listen (pino's info line of each). */
  const workerPids = () =>
    [...output.matchAll(/"pid":(\d+),[^\n]*Server listening/g)].map((m) => Number(m[1])).filter((p) => p !== child.pid);
  const login = async (c: Client, role: Role) => {
    const res = await on(c, 'POST', '/api/auth/login', {
      json: { cellphone: demoCellphone(ROLES.indexOf(role)), password: DEMO_PASSWORD },
      forwarded: `192.0.2.${ROLES.indexOf(role) + 1}`,
    });
    expect(res.status).toBe(200);
    return res.json().token as string;
  };

  it('prints the start once, with two workers, and ran the housekeeping once', async () => {
    expect(output.match(/儿童关爱保护服务平台已启动/g)).toHaveLength(1);
    expect(output).toContain(`已启动 2 个工作进程，共用端口 ${port}`);
    expect(output.match(/已创建演示账号|已导入兴化市/g)).toBeNull(); // the template was seeded: nothing to do
    expect(new Set(workerPids()).size).toBe(2);
    expect(output.match(/"housekeeping":"ran"/g)).toHaveLength(1);
    expect(output.match(/"housekeeping":"skipped"/g)).toHaveLength(1);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const { rows } = await db.query(`select count from rate_counters where scope = 'housekeeping'`);
      expect(rows).toEqual([{ count: 2 }]);
    } finally {
      await db.end();
    }
  });

  it('a session, the login limit, an SMS code, a badge count and an upload work across the two', async () => {
    const [a, b] = await pinnedPair(port);
    expect(new Set([a.pid, b.pid])).toEqual(new Set(workerPids()));
    try {
      // signed in on one, the session works on the other
      const leader = await login(a, '中心领导');
      const info = await on(b, 'GET', '/api/user/info', { token: leader });
      expect(info.status).toBe(200);
      expect((info.json().roles as { name: string }[]).map((r) => r.name)).toEqual(['中心领导']);

      // 3 wrong passwords on one, 2 on the other: both refuse the sixth, even with the right password
      const cellphone = demoCellphone(ROLES.indexOf('中心人员'));
      for (let i = 0; i < 5; i++) {
        const res = await on(i < 3 ? a : b, 'POST', '/api/auth/login', {
          json: { cellphone, password: 'wrong-password' },
          forwarded: `198.51.100.${i + 1}`,
        });
        expect(res.status).toBe(401);
      }
      for (const c of [a, b]) {
        const res = await on(c, 'POST', '/api/auth/login', {
          json: { cellphone, password: DEMO_PASSWORD },
          forwarded: '198.51.100.60',
        });
        expect(res.status).toBe(429);
        expect(res.json().message).toBe('您操作过于频繁，请稍后再试');
      }

      // the town leader's badge, read on both; a code asked on one registers on the other
      const townLeader = await login(b, '分委领导');
      const badge = async (c: Client) =>
        (await on(c, 'GET', '/api/account/register/count', { token: townLeader })).json().count as number;
      const before = await badge(a);
      expect(await badge(b)).toBe(before);
      const places = (await on(a, 'GET', '/api/account/register/places')).json() as {
        towns: { id: number; department_name: string; villages: { id: number }[] }[];
      };
      const town = places.towns.find((t) => t.department_name === '昭阳街道')!;
      const volunteer = '13712349001';
      expect((await on(a, 'POST', '/api/account/sms', { json: { cellphone: volunteer } })).status).toBe(200);
      // the second code a minute is refused by the other process too
      expect((await on(b, 'POST', '/api/account/sms', { json: { cellphone: volunteer } })).status).toBe(429);
      await until(() => output.includes(`${volunteer} → `), 10_000, 'the printed code');
      const code = new RegExp(`${volunteer} → (\\d{6})`).exec(output)![1];
      const registered = await on(b, 'POST', '/api/account/register', {
        json: {
          cellphone: volunteer,
          code,
          nickname: '两进程',
          department_id: town.id,
          village_id: town.villages[0].id,
          password: 'Volunteer#2026',
          agreement: true,
        },
      });
      expect(registered.status).toBe(200);
      expect(registered.json()).toEqual({ state: '待审核' });
      expect(await badge(a)).toBe(before + 1);
      expect(await badge(b)).toBe(before + 1);

      // an image uploaded through one is read back through the other (one FILES_DIR, one URL secret)
      const boundary = `cw${randomBytes(8).toString('hex')}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const uploaded = await on(a, 'POST', '/api/file/image', {
        token: leader,
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(uploaded.status).toBe(200);
      const read = await on(b, 'GET', uploaded.json().url as string);
      expect(read.status).toBe(200);
      expect(read.body.equals(PNG)).toBe(true);
    } finally {
      a.close();
      b.close();
    }
  }, 120_000);

  it('a killed worker is forked again; SIGTERM stops every process', async () => {
    const [victim, survivor] = workerPids();
    process.kill(victim, 'SIGKILL');
    await until(() => /工作进程 \d（pid \d+）意外退出（信号 SIGKILL），1 秒后重启。/.test(output), 20_000, 'the death');
    await until(
      () => /工作进程 \d 已重新启动（pid \d+）。/.test(output),
      120_000,
      `the restart: ${output.slice(-500)}`,
    );
    const reborn = Number(/工作进程 \d 已重新启动（pid (\d+)）。/.exec(output)![1]);
    expect(reborn).not.toBe(victim);
    // the port answers from both live workers again, never from the dead one
    const seen = new Set<number>();
    for (let i = 0; i < 20 && seen.size < 2; i++) {
      const c = client(port);
      seen.add(await c.first());
      c.close();
    }
    expect(seen).toEqual(new Set([survivor, reborn]));
    // the new worker asked for the housekeeping too, and found the hour taken
    await until(() => output.match(/"housekeeping":"skipped"/g)?.length === 2, 10_000, 'the second skip');
    expect(output.match(/"housekeeping":"ran"/g)).toHaveLength(1);

    child.kill('SIGTERM');
    expect(await Promise.race([exited, sleep(30_000).then(() => 'hung')])).toBe(0);
    expect(alive(survivor)).toBe(false);
    expect(alive(reborn)).toBe(false);
    expect(output).not.toContain('启动失败');
  }, 240_000);
});
