/**
 * A server process for limits-processes.test.ts: what `npm start` (server/start.ts) runs after its database is open,
 * without the SPA build and the demo seed: the configuration from the environment (PORT, HOST, DATABASE_URL or an
 * in-memory PGlite, TRUST_PROXY, the timeouts), buildApp with it, listen, and the same stop on SIGTERM/SIGINT
 * (server/http/shutdown.ts). Prints `READY <port>` once listening. PGLITE_DATA_TARBALL: start the in-memory PGlite
 * from the test run's migrated template (db-template.ts) instead of an initdb.
 */
import { readFileSync } from 'node:fs';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { closeWithin, stopOnSignals } from '../../server/http/shutdown';

const config = loadConfig();
const tarball = process.env.PGLITE_DATA_TARBALL;
const handle = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl }
    : { memory: true, loadDataDir: tarball ? new Blob([readFileSync(tarball)]) : undefined },
);
const app = await buildApp({
  db: handle.db,
  now: () => new Date(),
  trustProxy: config.trustProxy,
  httpLimits: config.http,
  sms: { send: async () => {} },
});
await app.listen({ port: config.port, host: config.host });
stopOnSignals(async () => {
  console.log(`STOPPED ${await closeWithin(app, config.http.shutdownTimeout)}`);
  await handle.close();
}, config.http.shutdownTimeout + 5_000);
console.log(`READY ${config.port}`);
