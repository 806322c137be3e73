/**
 * Counts the SQL round trips an app makes (issue 30 "The server under a county's load"): wraps the query
 * method of the database handle's driver — PGlite's `query`/`exec` and those of its transactions, or the
 * node-postgres pool's `query` and the `query` of each client it lends (a transaction's BEGIN and COMMIT count) —
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
  wrap(client);
  if (handle.kind === 'pglite') {
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
    const connect = client.connect as () => Promise<Querying>;
    client.connect = async () => {
      const lent = await connect.call(client);
      wrap(lent);
      return lent;
    };
  }
  return {
    statements,
    reset: () => {
      statements.length = 0;
    },
  };
}
