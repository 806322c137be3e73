/**
 * User look-ups: the village/role/keyword list (seed 001 §7) and the child-director lookup (seed 001 §5):
 * the first user of the village with role 儿童主任 whose state is not 停用 and whose nickname does not
 * contain the test marker `fake`.
 */
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { DISABLED_STATE, FAKE_MARKER } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserListItem = { id: number; nickname: string; state: string; role: string; information: { contact_cellphone?: string } };

export async function listUsers(db: Db, q: { village?: number; role?: string; keyword?: string; page: number; size: number }): Promise<{ total: number; list: UserListItem[] }> {
  const where: SQL[] = [];
  if (q.village) where.push(eq(users.village_id, q.village));
  if (q.role) where.push(eq(users.role, q.role));
  if (q.keyword) where.push(or(ilike(users.nickname, `%${q.keyword}%`), ilike(users.cellphone, `%${q.keyword}%`))!);
  const cond = where.length ? and(...where) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(users).where(cond);
  const rows = await db.select({ id: users.id, nickname: users.nickname, state: users.state, role: users.role, information: users.information })
    .from(users).where(cond).orderBy(asc(users.id)).limit(q.size).offset((q.page - 1) * q.size);
  return { total, list: rows };
}

export type Director = { id: number; nickname: string; cellphone: string };

/** The active child director of a village (seed 001 §5 "Child director lookup"), or null. */
export async function findDirector(db: Db, villageId: number | null | undefined): Promise<Director | null> {
  if (!villageId) return null;
  const { list } = await listUsers(db, { village: villageId, role: '儿童主任', page: 1, size: 20 });
  const found = list.find((u) => u.state !== DISABLED_STATE && !u.nickname.toLowerCase().includes(FAKE_MARKER));
  return found ? { id: found.id, nickname: found.nickname, cellphone: found.information.contact_cellphone ?? '' } : null;
}
