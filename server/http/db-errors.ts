/**
 * The database's refusals of a concurrent write, in our words (issue 14 "Races answer 409 on PostgreSQL
 * too"). Two writers can both pass a service's pre-check (no child of this ID number yet, no pending apply)
 * and both insert; the unique indexes make the guarantee, and the loser's statement fails. On PostgreSQL
 * (READ COMMITTED, several connections) that happens; PGlite has one connection and serializes them.
 *
 * The error handler (server/errors.ts) asks `databaseConflict` about every unknown error, so each route
 * answers such a failure as 409 with a Chinese message instead of 500:
 * - 23505 unique_violation, by the index it hit:
 *   `children_idnumber_idx` → DUPLICATE_CHILD 该儿童已存在系统 (req children §4.2), field `child_idnumber`;
 *   `applies_pending_idnumber_idx` → PENDING_APPLY 该儿童已有待审核的申请，请等待审核完成 (req children §4.4), field
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
 *
 * Logging such an error (issue 26 "quiet logs"): drizzle's message is the whole statement with its parameters
 * (`Failed query: insert … params: 王小明,13800000000`), and the driver's `message`/`detail` quote values too
 * (`Key (cellphone)=(…) already exists`, `invalid input syntax for type integer: "…"`). `loggableError` keeps
 * only what names the failure (the classes, SQLSTATE, constraint, table, column, routine and the stack's frames).
 */
import { DUPLICATE_CHILD_MESSAGE, PENDING_APPLY_MESSAGE } from '../../domain/constants';
import type { FieldError } from '../../domain/contracts/define';

export const CONFLICT_MESSAGE = '数据已被他人修改，请刷新后重试';
export const DUPLICATE_CELLPHONE_MESSAGE = '该手机号已被使用';

/** A 409 answer: the body the error handler sends. */
export type ConflictAnswer = { code: string; message: string; fieldErrors?: FieldError[] };

const UNIQUE_VIOLATION = '23505';
const RETRYABLE = new Set(['40001', '40P01']);

const onField = (code: string, message: string, field: string): ConflictAnswer => ({
  code,
  message,
  fieldErrors: [{ field, message }],
});

/** By the unique index the loser hit (the names of the modules' tables.ts and the migrations). */
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
  if (found.code === UNIQUE_VIOLATION && found.constraint && Object.hasOwn(BY_CONSTRAINT, found.constraint))
    return { ...BY_CONSTRAINT[found.constraint] };
  if (found.code === UNIQUE_VIOLATION) return { code: 'CONFLICT', message: CONFLICT_MESSAGE };
  if (RETRYABLE.has(found.code)) return { code: 'CONFLICT', message: CONFLICT_MESSAGE };
  return undefined;
}

/** The fields of a driver's error that name the failure without quoting any value. */
const NAMING_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'dataType', 'severity', 'routine'] as const;

/** The stack's frames only (`    at …` lines): its first lines repeat the message, which may hold the values. */
const framesOf = (error: unknown): string | undefined =>
  error instanceof Error && error.stack
    ? error.stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;

const className = (error: unknown): string =>
  error && typeof error === 'object' ? (error.constructor?.name ?? 'Object') : typeof error;

/**
 * What a log line may hold of `error`: a database error (anywhere in its `cause` chain, see sqlStateError) as
 * `{ type, driverType, code, constraint?, table?, column?, …, stack }` with no message, detail, query or
 * parameter; any other error unchanged (its message and stack are ours, not a row's values).
 */
export function loggableError(error: unknown): unknown {
  let driver: unknown = error;
  for (let depth = 0; depth < 5 && driver && typeof driver === 'object'; depth++) {
    const code = (driver as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) break;
    driver = (driver as { cause?: unknown }).cause;
  }
  if (!sqlStateError(error) || !driver || typeof driver !== 'object') return error;
  const named: Record<string, unknown> = { type: className(error), driverType: className(driver) };
  for (const key of NAMING_FIELDS) {
    const value = (driver as Record<string, unknown>)[key];
    if (typeof value === 'string' && value) named[key] = value;
  }
  const stack = framesOf(error);
  if (stack) named.stack = `${named.type} (SQLSTATE ${String(named.code)})\n${stack}`;
  return named;
}

/** One line for a plain-text log (a background job's failure): the error's class and SQLSTATE, or its message when no database error. */
export function loggableText(error: unknown): string {
  const safe = loggableError(error);
  if (safe === error) return error instanceof Error ? error.message : String(error);
  const s = safe as Record<string, unknown>;
  return [s.type, s.code, s.constraint, s.table, s.column].filter(Boolean).join(' ');
}
