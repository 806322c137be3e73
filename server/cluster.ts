/**
 * Several server processes on one port (issue 30 "Two processes, one database"; docs/decisions-workers.md):
 * `WORKERS=N npm start` with PostgreSQL. The primary process (server/start.ts) migrates, seeds and builds ONCE, closes
 * its database, then forks N workers with node:cluster; each worker opens its own pool, builds the app and listens on
 * the same PORT (the primary hands each new connection to the next worker, round robin). Sessions, the login and SMS
 * limits, badge counts and uploads live in the database and the shared FILES_DIR, the housekeeping is claimed in the
 * database (server/ops/housekeeping.ts), so any worker may answer any request.
 * - A worker that dies is logged and forked again after a backoff (1 s, doubling to 30 s; back to 1 s once a worker
 *   has lived a minute). A worker that dies before the first start was complete fails the whole start.
 * - SIGTERM / SIGINT to the primary: every worker gets SIGTERM and stops as a single process does (server/http/
 *   shutdown.ts: requests in flight finish, the queued operation records are written, the pool closes); a worker
 *   still alive SHUTDOWN_TIMEOUT_MS + 6 s later is killed.
 * - PGlite (no DATABASE_URL) allows one process per directory: WORKERS > 1 starts one process and says so.
 */
import cluster, { type Worker } from 'node:cluster';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/** What this process is: the only one, the primary of `workers` workers, or the worker of slot `slot` (1…N). */
export type ProcessRole = { role: 'single' } | { role: 'primary'; workers: number } | { role: 'worker'; slot: number };

/** The environment variable that tells a forked worker its slot (1…N). */
const SLOT_VARIABLE = 'CW_WORKER_SLOT';

/** The line printed when WORKERS > 1 asks for processes PGlite cannot have (the start's language, with the English). */
export const PGLITE_SINGLE_PROCESS = (workers: number) =>
  `内置数据库（PGlite）只允许一个进程：忽略 WORKERS=${workers}，以单进程运行；多进程请设置 DATABASE_URL 使用 PostgreSQL。` +
  ` (PGlite is single-process: WORKERS=${workers} ignored.)`;

/**
 * This process's role from WORKERS (`workers`, config.ts) and whether the database is PostgreSQL: a forked worker is a
 * worker; WORKERS > 1 on PostgreSQL makes the primary; else the single process (printing PGLITE_SINGLE_PROCESS when
 * WORKERS > 1 on PGlite).
 */
export function processRole(workers: number, postgres: boolean, log: (line: string) => void): ProcessRole {
  if (cluster.isWorker) return { role: 'worker', slot: Number(process.env[SLOT_VARIABLE]) || cluster.worker!.id };
  if (workers > 1 && !postgres) log(PGLITE_SINGLE_PROCESS(workers));
  return workers > 1 && postgres ? { role: 'primary', workers } : { role: 'single' };
}

/**
 * Outside production, every answer of a worker says which process gave it (`X-Worker-Pid`), so that a test or an
 * operator can see the requests spread; production answers never carry it.
 */
export function markWorkerAnswers(app: FastifyInstance, production: boolean): void {
  if (production) return;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Worker-Pid', String(process.pid));
  });
}

/** The delay before a dead worker of a slot is forked again, in ms, after `failures` deaths in a row. */
export const restartDelay = (failures: number) => Math.min(1_000 * 2 ** Math.max(failures - 1, 0), 30_000);

/** How long a worker must have lived for its death to count as a new first failure, in ms. */
const STABLE_MS = 60_000;

export type Workers = {
  /** Stops every worker (SIGTERM, then SIGKILL after `killAfterMs`); resolves once all have exited. */
  stop(killAfterMs: number): Promise<void>;
};

/**
 * Forks `count` workers (this process must be the cluster's primary) and resolves once every one listens; rejects
 * (after stopping the others) when a worker exits before the whole start was complete. After that, a worker that
 * exits is logged and forked again after `restartDelay` (none once `stop` began).
 */
export function forkWorkers(count: number, log: (line: string) => void): Promise<Workers> {
  const failures = new Map<number, number>();
  const bornAt = new Map<Worker, number>();
  const slots = new Map<Worker, number>();
  const timers = new Set<NodeJS.Timeout>();
  let started = false;
  let stopping = false;
  let failStart: (error: Error) => void = () => {};

  const fork = (slot: number): Worker => {
    const worker = cluster.fork({ [SLOT_VARIABLE]: String(slot) });
    slots.set(worker, slot);
    bornAt.set(worker, performance.now());
    worker.on('listening', () => {
      if (started) log(`工作进程 ${slot} 已重新启动（pid ${worker.process.pid}）。`);
    });
    worker.on('exit', (code, signal) => {
      const lived = performance.now() - (bornAt.get(worker) ?? 0);
      slots.delete(worker);
      bornAt.delete(worker);
      if (stopping) return;
      const how = signal ? `信号 ${signal}` : `退出码 ${code}`;
      if (!started) {
        failStart(new Error(`工作进程 ${slot}（pid ${worker.process.pid}）启动时退出（${how}），原因见上方输出`));
        return;
      }
      const n = lived >= STABLE_MS ? 1 : (failures.get(slot) ?? 0) + 1;
      failures.set(slot, n);
      const delay = restartDelay(n);
      log(`工作进程 ${slot}（pid ${worker.process.pid}）意外退出（${how}），${delay / 1000} 秒后重启。`);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!stopping) fork(slot);
      }, delay);
      timers.add(timer);
    });
    return worker;
  };

  const workers: Workers = {
    async stop(killAfterMs) {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      const alive = [...slots.keys()].filter((w) => !w.isDead());
      const exited = alive.map(
        (w) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once('exit', () => resolve()))),
      );
      for (const w of alive) w.process.kill('SIGTERM');
      const killer = setTimeout(() => {
        for (const w of alive) if (!w.isDead()) w.process.kill('SIGKILL');
      }, killAfterMs);
      await Promise.all(exited);
      clearTimeout(killer);
    },
  };

  return new Promise<Workers>((resolve, reject) => {
    failStart = (error) => {
      if (stopping) return;
      void workers.stop(5_000).then(() => reject(error));
    };
    let listening = 0;
    for (let slot = 1; slot <= count; slot++)
      fork(slot).once('listening', () => {
        if (++listening === count && !stopping) {
          started = true;
          resolve(workers);
        }
      });
  });
}
