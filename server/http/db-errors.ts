/**
 * The database's refusals of a concurrent write, in our words (issue 14 "Races answer 409 on PostgreSQL
 * too"). Two writers can both pass a service's pre-check (no child of this ID number yet, no pending apply)
 * and both insert; the unique indexes make the guarantee, and the loser's statement fails. On PostgreSQL
 * (READ COMMITTED, several connections) that happens; PGlite has one connection and serializes them.
 *
 * The error handler (server/errors.ts) asks `databaseConflict` about every unknown error, so each route
 * answers such a failure as 409 with a Chinese message instead of 500:
 * - 23505 unique_violation, by the index it hit:
 *   `children_idnumber_idx` → DUPLICATE_CHILD 该儿童已存在系统 (seed 001 §5), field `child_idnumber`;
 *   `applies_pending_idnumber_idx` → PENDING_APPLY 该儿童已有待审核的申请，请等待审核完成 (seed 001 §4), field
 *   `child_idnumber` (the same answer as the pre-check of POST /api/apply);
 *   `users_cellphone_idx` → DUPLICATE_CELLPHONE 该手机号已被使用, field `cellphone`;
 *   any other index → CONFLICT 数据已被他人修改，请刷新后重试;
 * - 40001 serialization_failure and 40P01 deadlock_detected → CONFLICT, same message (the transaction was
 *   rolled back; the client may read again and retry).
 *
 * How the error arrives: drizzle wraps the driver's error in a `DrizzleQueryError` ("Failed query: …") whose
 * `cause` is node-postgres' `DatabaseError` (or PGlite's, the same fields): `code` is the SQLSTATE,
 * `constraint` the index name. A transaction rethrows it unchanged after its rollback. We walk the `cause`
 * chain to the first error carrying a SQLSTATE.
 */
import { DUPLICATE_CHILD_MESSAGE, PENDING_APPLY_MESSAGE } from '../../domain/constants';
import type { FieldError } from '../../domain/contracts/define';

export const CONFLICT_MESSAGE = '数据已被他人修改，请刷新后重试';
export const DUPLICATE_CELLPHONE_MESSAGE = '该手机号已被使用';

/** A 409 answer: the body the error handler sends. */
export type ConflictAnswer = { code: string; message: string; fieldErrors?: FieldError[] };

const UNIQUE_VIOLATION = '23505';
const RETRYABLE = new Set(['40001', '40P01']);

const onField = (code: string, message: string, field: string): ConflictAnswer => ({ code, message, fieldErrors: [{ field, message }] });

/** By the unique index the loser hit (the names of server/db/schema.ts and its migrations). */
const BY_CONSTRAINT: Record<string, ConflictAnswer> = {
  children_idnumber_idx: onField('DUPLICATE_CHILD', DUPLICATE_CHILD_MESSAGE, 'child_idnumber'),
  applies_pending_idnumber_idx: onField('PENDING_APPLY', PENDING_APPLY_MESSAGE, 'child_idnumber'),
  users_cellphone_idx: onField('DUPLICATE_CELLPHONE', DUPLICATE_CELLPHONE_MESSAGE, 'cellphone'),
};

/** The driver's error inside `error` (itself, or the nearest `cause` with a SQLSTATE `code`); undefined when none. */
export function sqlStateError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
    current = cause;
  }
  return undefined;
}

/**
 * The 409 answer of a unique violation, serialization failure or deadlock anywhere in `error`'s cause chain
 * (see above); undefined for any other error (the handler goes on: 500).
 */
export function databaseConflict(error: unknown): ConflictAnswer | undefined {
  const found = sqlStateError(error);
  if (!found) return undefined;
  if (found.code === UNIQUE_VIOLATION && found.constraint && Object.hasOwn(BY_CONSTRAINT, found.constraint)) return { ...BY_CONSTRAINT[found.constraint] };
  if (found.code === UNIQUE_VIOLATION) return { code: 'CONFLICT', message: CONFLICT_MESSAGE };
  if (RETRYABLE.has(found.code)) return { code: 'CONFLICT', message: CONFLICT_MESSAGE };
  return undefined;
}
