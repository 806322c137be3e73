/** The meetings table (issue 18): only the meeting module reads or writes it; a change is made at the version read. */
import { and, count, desc, eq, gte, ilike, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like';
import { meetings } from './tables';

export type MeetingRow = typeof meetings.$inferSelect;
export type MeetingSelect = { department?: number; from?: Date; to?: Date; keyword?: string };

function where(f: MeetingSelect): SQL {
  return and(
    isNull(meetings.deleted_at),
    f.department !== undefined ? eq(meetings.meeting_department, f.department) : undefined,
    f.from ? gte(meetings.meeting_datetime, f.from) : undefined,
    f.to ? lte(meetings.meeting_datetime, f.to) : undefined,
    f.keyword ? ilike(sql`${meetings.meeting_information}->>'meeting_title'`, likePattern(f.keyword)) : undefined,
  )!;
}

export async function insertMeeting(db: Db, v: typeof meetings.$inferInsert): Promise<MeetingRow> {
  const [row] = await db.insert(meetings).values(v).returning();
  return row;
}

export async function pageMeetings(
  db: Db,
  f: MeetingSelect,
  page: number,
  size: number,
): Promise<{ total: number; rows: MeetingRow[] }> {
  const cond = where(f);
  const [{ total }] = await db.select({ total: count() }).from(meetings).where(cond);
  const rows = await db
    .select()
    .from(meetings)
    .where(cond)
    .orderBy(desc(meetings.meeting_datetime), desc(meetings.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}

export async function meetingById(db: Db, id: number, department?: number): Promise<MeetingRow | undefined> {
  const [row] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, id), where({ department })));
  return row;
}

export async function updateMeetingAt(
  db: Db,
  id: number,
  version: number,
  set: Partial<typeof meetings.$inferInsert>,
): Promise<MeetingRow | undefined> {
  const [row] = await db
    .update(meetings)
    .set({ ...set, version: sql`${meetings.version} + 1` })
    .where(and(eq(meetings.id, id), eq(meetings.version, version), isNull(meetings.deleted_at)))
    .returning();
  return row;
}

/** Meetings per town and month (China time), in `f`. */
export async function countByTownMonth(
  db: Db,
  f: MeetingSelect,
): Promise<{ department: number; month: string; count: number }[]> {
  const month = sql<string>`to_char(${meetings.meeting_datetime} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  const rows = await db
    .select({ department: meetings.meeting_department, month, count: count() })
    .from(meetings)
    .where(where(f))
    .groupBy(meetings.meeting_department, month)
    .orderBy(month, meetings.meeting_department);
  return rows.map((r) => ({ department: r.department, month: r.month, count: Number(r.count) }));
}
