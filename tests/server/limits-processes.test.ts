/**
 * Limits across processes, timeouts and the stop (issue 26 "Limits that hold"), on real server processes
 * (serve-process.ts: server/start.ts's configuration, app and stop, without the SPA build):
 * - two processes on one PostgreSQL share the login and SMS-code limits (skipped without DATABASE_URL);
 * - a connection that sends nothing, or trickles its body, is closed within the configured timeouts;
 * - SIGTERM with hundreds of idle sockets and half-sent requests stops within SHUTDOWN_TIMEOUT_MS, and a request in
 *   flight still gets its answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { seedReference } from '../../server/db/seed-reference';
import { adminQuery, databaseUrl } from './db-template';
import { usingPostgres } from './harness';

type Server = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };
const started: Server[] = [];
/** Databases this file created on DATABASE_URL's server, dropped at the end. */
const created: string[] = [];
afterAll(async () => {
  for (const s of started) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(started.map((s) => s.exited));
  for (const name of created)
    await adminQuery(process.env.DATABASE_URL!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

/**
 * A fresh migrated database with the reference data (towns, villages) for the processes, from the run's template
 * (db-template.ts: no initdb, no migrations): `{ DATABASE_URL }` on PostgreSQL (`postgres` true, or the server-pg
 * project), else `{ PGLITE_DATA_TARBALL }` for an in-memory PGlite.
 */
async function database(postgres = usingPostgres): Promise<Record<string, string>> {
  const template = inject('dbTemplate');
  if (!postgres) return template?.kind === 'pglite' ? { PGLITE_DATA_TARBALL: template.bare } : {};
  const base = process.env.DATABASE_URL!;
  const name = `cw_limits_${randomBytes(4).toString('hex')}`;
  created.push(name);
  if (template?.kind === 'postgres') {
    await adminQuery(base, `CREATE DATABASE ${name} TEMPLATE ${template.bare}`);
  } else {
    await adminQuery(base, `CREATE DATABASE ${name}`);
    const handle = await openDatabase({ url: databaseUrl(base, name) });
    await seedReference(handle.db);
    await handle.close();
  }
  return { DATABASE_URL: databaseUrl(base, name) };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts serve-process.ts with `env` and waits for its READY line (150 s at most: a loaded machine). */
async function serve(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/serve-process.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: '',
      TRUST_PROXY: '',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, port, output: () => output, exited };
  started.push(server);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 150 s: ${output}`)), 150_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('READY')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code}: ${output}`));
    });
  });
  return server;
}

const post = (s: Server, url: string, body: unknown, forwarded?: string) =>
  fetch(`http://127.0.0.1:${s.port}${url}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
  }).then((res) => res.status);

/** A raw connection to `s` (its errors swallowed), with when it was closed by the server. */
function raw(s: Server): { socket: Socket; closed: Promise<number>; received: () => string } {
  const socket = connect(s.port, '127.0.0.1');
  let received = '';
  socket.on('error', () => {});
  socket.on('data', (d) => {
    received += d;
  });
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  return { socket, closed, received: () => received };
}
const connected = (socket: Socket) =>
  new Promise<void>((resolve) => (socket.connecting ? socket.once('connect', () => resolve()) : resolve()));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long after `t0` the connection was closed, or null when it is still open `ms` after now. */
const closedAfter = (closed: Promise<number>, t0: number, ms: number) =>
  Promise.race([closed.then((at) => at - t0), sleep(ms).then(() => null)]);

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it('share the login and the SMS-code limits', async () => {
    const { DATABASE_URL: url } = await database(true);
    const handle = await openDatabase({ url });
    const cellphone = '13926000001';
    await handle.db
      .insert(users)
      .values({ cellphone, nickname: '两进程', role: '中心人员', password_hash: await hashPassword('Right#2026pass') });
    await handle.close();
    const env = { DATABASE_URL: url, TRUST_PROXY: '127.0.0.1' };
    const [a, b] = await Promise.all([serve(env), serve(env)]);

    // the cellphone: 3 wrong passwords on one process, 2 on the other (each from its own client), then both refuse
    for (let i = 0; i < 5; i++)
      expect(
        await post(i < 3 ? a : b, '/api/auth/login', { cellphone, password: 'wrong' }, `198.51.100.${i + 1}`),
      ).toBe(401);
    expect(await post(a, '/api/auth/login', { cellphone, password: 'Right#2026pass' }, '198.51.100.50')).toBe(429);
    expect(await post(b, '/api/auth/login', { cellphone, password: 'Right#2026pass' }, '198.51.100.51')).toBe(429);

    // an address: 20 wrong passwords over many cellphones, half on each process
    for (let i = 0; i < 20; i++)
      expect(
        await post(
          i % 2 ? a : b,
          '/api/auth/login',
          { cellphone: `1392601${String(i).padStart(4, '0')}`, password: 'wrong' },
          '203.0.113.9',
        ),
      ).toBe(401);
    expect(await post(a, '/api/auth/login', { cellphone: '13926019999', password: 'wrong' }, '203.0.113.9')).toBe(429);
    expect(await post(b, '/api/auth/login', { cellphone: '13926019999', password: 'wrong' }, '203.0.113.9')).toBe(429);

    // wrong SMS codes from one address: 20 checked over both processes, then both refuse
    const places = (await (await fetch(`http://127.0.0.1:${a.port}/api/account/register/places`)).json()) as {
      towns: { id: number; villages: { id: number }[] }[];
    };
    const town = places.towns.find((t) => t.villages.length)!;
    const form = (i: number) => ({
      cellphone: `1392602${String(i).padStart(4, '0')}`,
      code: '000000',
      nickname: '李志愿',
      department_id: town.id,
      village_id: town.villages[0].id,
      password: 'Volunteer#2026',
      agreement: true,
    });
    for (let i = 0; i < 20; i++)
      expect(await post(i % 2 ? a : b, '/api/account/register', form(i), '203.0.113.10')).toBe(400);
    expect(await post(a, '/api/account/register', form(20), '203.0.113.10')).toBe(429);
    expect(await post(b, '/api/account/register', form(21), '203.0.113.10')).toBe(429);

    // the SMS sending limits: one code a minute per cellphone, whichever process is asked
    expect(await post(a, '/api/account/sms', { cellphone: '13926030001' }, '203.0.113.11')).toBe(200);
    expect(await post(b, '/api/account/sms', { cellphone: '13926030001' }, '203.0.113.12')).toBe(429);
    for (const s of [a, b]) s.child.kill('SIGTERM');
    await Promise.all([a.exited, b.exited]);
  }, 300_000);
});

// both servers at once: a start costs tens of seconds on a loaded machine
let timed: Promise<Server>, stopped: Promise<Server>;
const ready = () => {
  timed ??= database().then((env) =>
    serve({ ...env, HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1500', CONNECTION_TIMEOUT_MS: '60000' }),
  );
  stopped ??= database().then((env) =>
    serve({ ...env, SHUTDOWN_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '120000' }),
  );
  return Promise.all([timed, stopped]);
};

describe('timeouts', () => {
  it('close a connection that sends nothing, and one that trickles its body, within the configured bounds', async () => {
    const [s] = await ready();
    const silent = raw(s);
    await connected(silent.socket);
    const trickle = raw(s);
    await connected(trickle.socket);
    const t0 = Date.now();
    trickle.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    );
    const drip = setInterval(() => {
      if (!trickle.socket.destroyed) trickle.socket.write(' ');
    }, 100);
    try {
      // bounds: the timeout, Node's check every quarter of it, and room for a loaded 2-core machine
      expect(await closedAfter(silent.closed, t0, 5_000)).not.toBeNull();
      expect(silent.received()).toMatch(/^HTTP\/1\.1 408/);
      const cut = await closedAfter(trickle.closed, t0, 8_000);
      expect(cut).not.toBeNull();
      // cut by the request timeout (1.5 s), not before: its headers had come in time
      expect(cut).toBeGreaterThanOrEqual(1_400);
    } finally {
      clearInterval(drip);
      s.child.kill('SIGKILL');
    }
  }, 240_000);
});

describe('stopping', () => {
  it('SIGTERM with hundreds of idle sockets ends within SHUTDOWN_TIMEOUT_MS; a request in flight gets its answer', async () => {
    const [, s] = await ready();
    const idle = Array.from({ length: 300 }, () => raw(s));
    const partial = Array.from({ length: 20 }, () => raw(s));
    await Promise.all([...idle, ...partial].map((c) => connected(c.socket)));
    for (const c of partial) c.socket.write('GET /api/account/register/places HTTP/1.1\r\nHost: x\r\n');
    // a login whose body is still coming when the stop begins, and one that never finishes
    const body = JSON.stringify({ cellphone: '13926000009', password: 'wrong-password' });
    const inFlight = raw(s);
    await connected(inFlight.socket);
    inFlight.socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    const stuck = raw(s);
    await connected(stuck.socket);
    stuck.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    await sleep(300);
    const t0 = Date.now();
    s.child.kill('SIGTERM');
    await sleep(200);
    inFlight.socket.write(body.slice(5));
    const code = await Promise.race([s.exited, sleep(30_000).then(() => 'hung' as const)]);
    const took = Date.now() - t0;
    expect(code).toBe(0);
    // the bound (5 s, room for the login's scrypt on a loaded machine) plus room again; without the bound it never ends
    expect(took).toBeGreaterThanOrEqual(4_500);
    expect(took).toBeLessThan(15_000);
    expect(inFlight.received()).toMatch(/^HTTP\/1\.1 401/);
    expect(s.output()).toContain('STOPPED forced');
    // every idle socket was closed
    expect(
      await Promise.race([
        Promise.all(idle.map((c) => c.closed)).then(() => 'closed'),
        sleep(2_000).then(() => 'open'),
      ]),
    ).toBe('closed');
  }, 240_000);
});
