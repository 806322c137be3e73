/**
 * The users table: the only code that reads it (the user service is everyone else's way in).
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, notIlike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like';
import { users } from './tables';

export type UserRow = typeof users.$inferSelect;
export type UserListRow = Pick<UserRow, 'id' | 'nickname' | 'state' | 'role' | 'information'>;
/** A user list filter; `town` (a 镇街 id) is set by the service's scope, never by the client. */
export type UserListQuery = {
  village?: number;
  town?: number;
  role?: string;
  roles?: string[];
  keyword?: string;
  page: number;
  size: number;
};

/** One page of users matching `q` (keyword: nickname or sign-in cellphone contains it literally), by id. */
export async function listUsers(db: Db, q: UserListQuery): Promise<{ total: number; list: UserListRow[] }> {
  const where: SQL[] = [];
  if (q.village) where.push(eq(users.village_id, q.village));
  if (q.town) where.push(eq(users.department_id, q.town));
  if (q.role) where.push(eq(users.role, q.role));
  if (q.roles) where.push(inArray(users.role, q.roles));
  if (q.keyword)
    where.push(or(ilike(users.nickname, likePattern(q.keyword)), ilike(users.cellphone, likePattern(q.keyword)))!);
  const cond = where.length ? and(...where) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(users).where(cond);
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      state: users.state,
      role: users.role,
      information: users.information,
    })
    .from(users)
    .where(cond)
    .orderBy(asc(users.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return { total, list: rows };
}

export async function userById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function userByCellphone(db: Db, cellphone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.cellphone, cellphone));
  return row;
}

export async function nicknamesByIds(db: Db, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.nickname]));
}

/** Sets `set` on user `id` (the account writes of accounts.ts); answers whether the user exists. */
export async function updateAccount(
  db: Db,
  id: number,
  set: Partial<Pick<UserRow, 'password_hash' | 'state' | 'must_change_password'>>,
): Promise<boolean> {
  const rows = await db.update(users).set(set).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

// ——— Account management (issue 15): 系统管理's list and writes. The password hash is never selected here. ———

/** A user row without its password hash. */
export type AccountRow = Omit<UserRow, 'password_hash'>;
const ACCOUNT_COLUMNS = {
  id: users.id,
  cellphone: users.cellphone,
  nickname: users.nickname,
  role: users.role,
  state: users.state,
  department_id: users.department_id,
  village_id: users.village_id,
  information: users.information,
  must_change_password: users.must_change_password,
  version: users.version,
  created_at: users.created_at,
  updated_at: users.updated_at,
};

export type AccountQuery = {
  roles?: string[];
  department?: number;
  village?: number;
  state?: string;
  keyword?: string;
  page: number;
  size: number;
};

/** One page of accounts matching `q` (keyword: nickname or cellphone, literally), newest first. */
export async function pageAccounts(db: Db, q: AccountQuery): Promise<{ total: number; rows: AccountRow[] }> {
  const where: SQL[] = [];
  if (q.roles?.length) where.push(inArray(users.role, q.roles));
  if (q.department) where.push(eq(users.department_id, q.department));
  if (q.village) where.push(eq(users.village_id, q.village));
  if (q.state) where.push(eq(users.state, q.state));
  if (q.keyword)
    where.push(or(ilike(users.nickname, likePattern(q.keyword)), ilike(users.cellphone, likePattern(q.keyword)))!);
  const cond = where.length ? and(...where) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(users).where(cond);
  const rows = await db
    .select(ACCOUNT_COLUMNS)
    .from(users)
    .where(cond)
    .orderBy(desc(users.id))
    .limit(q.size)
    .offset((q.page - 1) * q.size);
  return { total, rows };
}

export async function accountById(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.id, id));
  return row;
}

export async function insertAccount(db: Db, values: typeof users.$inferInsert): Promise<AccountRow> {
  const [row] = await db.insert(users).values(values).returning(ACCOUNT_COLUMNS);
  return row;
}

/** Sets `set` on user `id` if still at `version` (the version moves on by one); undefined when it moved first. */
export async function updateAccountAtVersion(
  db: Db,
  id: number,
  version: number,
  set: Partial<typeof users.$inferInsert>,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...set, version: version + 1 })
    .where(and(eq(users.id, id), eq(users.version, version)))
    .returning(ACCOUNT_COLUMNS);
  return row;
}

/**
 * A user as others' records name them: nickname, role, town and village (null when none) and sign-in cellphone (the
 * operation records, the volunteers of the statistics, the helpers a 帮扶人员 apply proposes).
 */
export type Person = {
  nickname: string;
  role: string;
  department_id: number | null;
  village_id: number | null;
  cellphone: string;
};

/** id → { nickname, role } of `ids` (the operation records name their users). */
export async function peopleByIds(db: Db, ids: number[]): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (!unique.length) return new Map();
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      role: users.role,
      department_id: users.department_id,
      village_id: users.village_id,
      cellphone: users.cellphone,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map(({ id, ...person }) => [id, person]));
}

/** The ids of users whose nickname or cellphone contains `keyword` (literally), at most 500. */
export async function userIdsMatching(db: Db, keyword: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.nickname, likePattern(keyword)), ilike(users.cellphone, likePattern(keyword))))
    .limit(500);
  return rows.map((r) => r.id);
}

// ——— Self-registration (domain/registrations.ts) and the data warnings (domain/warnings.ts) ———

/** Sets `set` on user `id` and moves its version on (a self-registered account's place, password and state); the row without its hash, or undefined. */
export async function setUserColumns(
  db: Db,
  id: number,
  set: Partial<typeof users.$inferInsert>,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...set, version: sql`${users.version} + 1` })
    .where(eq(users.id, id))
    .returning(ACCOUNT_COLUMNS);
  return row;
}

/** setUserColumns only while user `id` is still in state `where.state` (a registration's decision); undefined otherwise. */
export async function setUserColumnsIf(
  db: Db,
  id: number,
  where: { state: string },
  set: Partial<typeof users.$inferInsert>,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...set, version: sql`${users.version} + 1` })
    .where(and(eq(users.id, id), eq(users.state, where.state)))
    .returning(ACCOUNT_COLUMNS);
  return row;
}

/** The villages where an active (激活) 儿童主任 works, as the director lookup counts them (no `fake` test account). */
export async function villagesWithActiveDirector(db: Db, active: string, marker: string): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ village: users.village_id })
    .from(users)
    .where(
      and(
        eq(users.role, '儿童主任'),
        eq(users.state, active),
        isNotNull(users.village_id),
        notIlike(users.nickname, `%${marker}%`),
      ),
    );
  return new Set(rows.map((r) => r.village!));
}

// ——— The last administrator (issue 26 "Workflows that cannot be bypassed") ———

/** The advisory-lock class of the administrators' guard (the first key of pg_advisory_xact_lock(int, int)). */
const ADMINS_LOCK = 7303;

/**
 * Takes the transaction-scoped lock of the set of administrators (released at commit or rollback): every write that may
 * take the last active 系统管理 away holds it, so two such writes at once run one after the other.
 */
export async function lockAdministrators(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK}, 0)`);
}

/** How many users of `role` are in `state` (read in the caller's transaction: the last-administrator check). */
export async function countInRole(db: Db, role: string, state: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, role), eq(users.state, state)));
  return n;
}
