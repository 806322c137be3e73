/**
 * The applies table: the only code that reads or writes it. Queries are scoped to the caller: a centre reviewer (review_final) sees every apply, a 分委领导
 * (review_first) the applies of their town, anyone else only their own.
 */
import { and, count, desc, eq, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { STAGE_PERMISSIONS } from '../../../domain/apply-states';
import { can } from '../../../domain/permissions';
import type { Db } from '../../db/client';
import { nameKeyword } from '../../db/like';
import type { NameMatch } from '../../../domain/masking';
import { applies } from './tables';
import type { SessionUser } from '../../auth/guard';

export type ApplyRow = typeof applies.$inferSelect;

/** The child reviews' scope (the genres without STAGE_PERMISSIONS of their own). */
function childReviewScope(user: SessionUser): SQL {
  if (can(user.role, 'review_final', 'query')) return sql`true`;
  if (can(user.role, 'review_first', 'query'))
    return user.department_id ? eq(applies.department_id, user.department_id) : sql`false`;
  return sql`false`;
}

/**
 * The applies `user` may see: their own; of the child genres, as childReviewScope says; of a genre with stage
 * permissions of its own (domain/apply-states.ts STAGE_PERMISSIONS: the risk assessments), every one when the user
 * holds either stage's query.
 */
export function applyScopeWhere(user: SessionUser): SQL {
  const staged = Object.keys(STAGE_PERMISSIONS);
  const reviewed = Object.entries(STAGE_PERMISSIONS)
    .filter(([, p]) => can(user.role, p.review_first, 'query') || can(user.role, p.review_final, 'query'))
    .map(([genre]) => genre);
  return or(
    eq(applies.applicant, user.id),
    and(notInArray(applies.apply_genre, staged), childReviewScope(user)),
    reviewed.length ? inArray(applies.apply_genre, reviewed) : sql`false`,
  )!;
}

export async function applyById(db: Db, id: number, user?: SessionUser): Promise<ApplyRow | undefined> {
  const [row] = await db
    .select()
    .from(applies)
    .where(and(eq(applies.id, id), user ? applyScopeWhere(user) : sql`true`));
  return row;
}

/**
 * `child_name`: the carried child's name (`apply_information.child_name`, set by genres that carry no child form), matched
 * as `nameMatch` says (server/db/like.ts `nameKeyword`: whole unless the caller revealed names; whole when not given).
 */
export type ApplyFilter = {
  apply_genres?: string[];
  apply_states?: string[];
  deleted?: boolean;
  child_name?: string;
  nameMatch?: NameMatch;
  page: number;
  size: number;
};

function filterWhere(user: SessionUser, f: ApplyFilter): SQL {
  const where: SQL[] = [applyScopeWhere(user), f.deleted ? isNotNull(applies.deleted_at) : isNull(applies.deleted_at)];
  if (f.apply_genres?.length) where.push(inArray(applies.apply_genre, f.apply_genres));
  if (f.apply_states?.length) where.push(inArray(applies.apply_state, f.apply_states));
  if (f.child_name)
    where.push(nameKeyword(sql`${applies.apply_information}->>'child_name'`, f.child_name, f.nameMatch ?? 'whole'));
  return and(...where)!;
}

export async function listApplies(
  db: Db,
  user: SessionUser,
  f: ApplyFilter,
): Promise<{ total: number; rows: ApplyRow[] }> {
  const cond = filterWhere(user, f);
  const [{ total }] = await db.select({ total: count() }).from(applies).where(cond);
  const rows = await db
    .select()
    .from(applies)
    .where(cond)
    .orderBy(desc(applies.created_at), desc(applies.id))
    .limit(f.size)
    .offset((f.page - 1) * f.size);
  return { total, rows };
}

export async function countApplies(db: Db, user: SessionUser, f: ApplyFilter): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(applies).where(filterWhere(user, f));
  return total;
}

/**
 * An apply for this ID number still under review (申请 or 初过), other than `except`: the early answer of
 * POST /api/apply. The guarantee is the partial unique index `applies_pending_idnumber_idx` (migration 0001):
 * two submits that both pass this check meet there, and the loser's insert is answered 409 PENDING_APPLY by
 * the error handler (server/http/db-errors.ts).
 */
export async function pendingApplyFor(db: Db, idnumber: string, except?: number): Promise<ApplyRow | undefined> {
  const rows = await db
    .select()
    .from(applies)
    .where(
      and(
        eq(applies.child_idnumber, idnumber),
        inArray(applies.apply_state, ['申请', '初过']),
        isNull(applies.deleted_at),
      ),
    );
  return rows.find((r) => r.id !== except);
}

/**
 * The apply of `genre` for child `link_id` not yet passed (any state but 终过, not deleted) other than `except`, or
 * undefined: one open assessment per child and genre (genre-apply.ts; the caller holds the child's row lock).
 */
export async function openApplyOf(
  db: Db,
  genre: string,
  link_id: number,
  except?: number,
): Promise<ApplyRow | undefined> {
  const rows = await db
    .select()
    .from(applies)
    .where(
      and(
        eq(applies.apply_genre, genre),
        eq(applies.link_id, link_id),
        notInArray(applies.apply_state, ['终过']),
        isNull(applies.deleted_at),
      ),
    );
  return rows.find((r) => r.id !== except);
}

/**
 * Apply `id` read inside the transaction `tx` with its row locked until that transaction ends (SELECT … FOR
 * UPDATE): a second reviewer of the same apply waits here until the first commits or rolls back, then reads
 * the row as the first left it (issue 14 races). undefined when there is no such apply.
 */
export async function lockApply(tx: Db, id: number): Promise<ApplyRow | undefined> {
  const [row] = await tx.select().from(applies).where(eq(applies.id, id)).for('update');
  return row;
}

export type ApplyInsert = typeof applies.$inferInsert;

/** Inserts an apply; returns the stored row. */
export async function insertApply(db: Db, values: ApplyInsert): Promise<ApplyRow> {
  const [row] = await db.insert(applies).values(values).returning();
  return row;
}

/** Sets `values` on apply `id` and bumps its version if its version is still `version`; undefined when stale. */
export async function updateApplyAtVersion(
  db: Db,
  id: number,
  version: number,
  values: Partial<ApplyInsert>,
): Promise<ApplyRow | undefined> {
  const [row] = await db
    .update(applies)
    .set({ ...values, version: sql`${applies.version} + 1` })
    .where(and(eq(applies.id, id), eq(applies.version, version)))
    .returning();
  return row;
}
