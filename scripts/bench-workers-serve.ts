/**
 * The API as BENCH_PROCESSES worker processes on one port, for the one- versus two-process figures of the server bench
 * (scripts/bench-server.ts; issue 30 "Two processes, one database"): the primary forks the workers with the start's own
 * cluster code (server/cluster.ts `forkWorkers`); each worker opens DATABASE_URL (already migrated and seeded by the
 * bench), builds the app as the bench's in-process run does (request limit lifted: one token makes every request) and
 * listens on PORT. Prints `READY` once every worker listens; SIGTERM stops them.
 */
import cluster from 'node:cluster';
import { buildApp } from '../server/app';
import { forkWorkers } from '../server/cluster';
import { openDatabase } from '../server/db/client';
import { closeWithin, stopOnSignals } from '../server/http/shutdown';

const port = Number(process.env.PORT);
if (cluster.isPrimary) {
  const workers = await forkWorkers(Number(process.env.BENCH_PROCESSES ?? 1), (line) => console.log(line));
  stopOnSignals(() => workers.stop(10_000), 15_000);
  console.log('READY');
} else {
  const handle = await openDatabase({ url: process.env.DATABASE_URL! });
  const app = await buildApp({ db: handle.db, now: () => new Date(), rateLimitMax: 10_000_000 });
  await app.listen({ port, host: '127.0.0.1' });
  stopOnSignals(async () => {
    await closeWithin(app, 5_000);
    await handle.close();
  }, 10_000);
}
