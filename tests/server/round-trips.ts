/**
 * Counts the SQL round trips an app makes (issue 30 "The server under a county's load"): wraps the query
 * method of the database handle's driver — PGlite's `query`/`exec` and those of its transactions, or the `query`
 * of each client the node-postgres pool lends (its own `query` borrows one too; a transaction's BEGIN and COMMIT count) —
 * and records each statement's text while `recording` is on. Counts every statement sent, from any request.
 */
import type { DbHandle } from '../../server/db/client';

export type RoundTrips = {
  /** Statements sent since the last `reset` (their SQL text, first 120 characters). */
  readonly statements: string[];
  reset: () => void;
};

type Querying = { query: (...args: unknown[]) => Promise<unknown>; exec?: (...args: unknown[]) => Promise<unknown> };

/** Starts counting the round trips of `handle` (for the rest of its life). */
export function countRoundTrips(handle: DbHandle): RoundTrips {
  const statements: string[] = [];
  const note = (text: unknown) => {
    const sql = typeof text === 'string' ? text : String((text as { text?: string })?.text ?? '');
    statements.push(sql.slice(0, 120));
  };
  const wrap = (target: Querying) => {
    for (const name of ['query', 'exec'] as const) {
      const original = target[name];
      if (!original || (original as { counted?: boolean }).counted) continue;
      const counted = function (this: unknown, ...args: unknown[]) {
        note(args[0]);
        return original.apply(this ?? target, args);
      };
      (counted as { counted?: boolean }).counted = true;
      target[name] = counted;
    }
  };
  const client = (handle.db as unknown as { $client: Querying & Record<string, unknown> }).$client;
  if (handle.kind === 'pglite') {
    wrap(client);
    const transaction = client.transaction as (fn: (tx: Querying) => Promise<unknown>) => Promise<unknown>;
    client.transaction = (fn: (tx: Querying) => Promise<unknown>) => {
      note('BEGIN');
      return transaction
        .call(client, (tx) => {
          wrap(tx);
          return fn(tx);
        })
        .finally(() => note('COMMIT'));
    };
  } else {
    // pg's own pool.query borrows a client with the callback form of connect: both forms are kept
    type Lent = (error: unknown, lent: Querying, release: unknown) => void;
    const connect = client.connect as (callback?: Lent) => Promise<Querying> | undefined;
    client.connect = (callback?: (error: unknown, lent: Querying, release: unknown) => void) => {
      if (callback)
        return connect.call(client, (error: unknown, lent: Querying, release: unknown) => {
          if (lent) wrap(lent);
          callback(error, lent, release);
        });
      return connect.call(client)!.then((lent) => {
        wrap(lent);
        return lent;
      });
    };
  }
  return {
    statements,
    reset: () => {
      statements.length = 0;
    },
  };
}
