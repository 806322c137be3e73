/**
 * The start's lock on PostgreSQL (issue 30 "Two processes, one database"; docs/decisions-workers.md): the migrations
 * and the first seeds of `npm start` run while this process holds a session advisory lock of the database on a
 * connection of its own, so two server processes started at once (a process manager starting two instances, two
 * machines) never migrate or seed at the same time: the second waits, then finds the work done. With WORKERS=N only the
 * primary prepares; its workers never take it.
 */
import pg from 'pg';
import { checkConnection } from './client';

/** The advisory-lock class of the start (the first key of pg_advisory_lock(int, int)). */
const START_LOCK = 30_001;

/**
 * Waits for the start lock of the database at `url` (after checkConnection, so a wrong DATABASE_URL is said in words)
 * and answers the function that releases it (and closes its connection; safe to call twice).
 */
export async function takeStartLock(url: string): Promise<() => Promise<void>> {
  await checkConnection(url);
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, 0)', [START_LOCK]);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await client.query('select pg_advisory_unlock($1, 0)', [START_LOCK]).catch(() => {});
    await client.end().catch(() => {});
  };
}
