/**
 * The sins and subsins tables (dynamic management, req gta §4.1, §8.3; issue 17): only the sin module reads or
 * writes them. A case changes at the version its writer read.
 */
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern, nameKeyword } from '../../db/like';
import type { NameMatch } from '../../../domain/masking';
import { sins, subsins } from './tables';

export type SinRow = typeof sins.$inferSelect;
export type SubsinRow = typeof subsins.$inferSelect;
export type SinInsert = typeof sins.$inferInsert;
export type SubsinInsert = typeof subsins.$inferInsert;

export async function insertSin(
  db: Db,
  sin: SinInsert,
  entries: Omit<SubsinInsert, 'subsin_sin'>[],
): Promise<{ sin: SinRow; subsins: SubsinRow[] }> {
  const [row] = await db.insert(sins).values(sin).returning();
  const rows = await db
    .insert(subsins)
    .values(entries.map((e) => ({ ...e, subsin_sin: row.id })))
    .returning();
  return { sin: row, subsins: rows };
}

export type SinSelect = { genres?: string[]; departments?: string[]; keyword?: string; ids?: number[] };

function sinWhere(f: SinSelect): SQL | undefined {
  const parts: SQL[] = [];
  if (f.genres?.length) parts.push(inArray(sins.sin_genre, f.genres));
  if (f.departments?.length) parts.push(inArray(sins.sin_department, f.departments));
  if (f.keyword) parts.push(ilike(sql`${sins.sin_information}->>'sin_title'`, likePattern(f.keyword)));
  if (f.ids) parts.push(f.ids.length ? inArray(sins.id, f.ids) : sql`false`);
  return parts.length ? and(...parts) : undefined;
}

/** One page of the cases of `f`, the latest first, and the total. */
export async function pageSins(
  db: Db,
  f: SinSelect,
  page: number,
  size: number,
): Promise<{ total: number; rows: SinRow[] }> {
  const cond = sinWhere(f);
  const [{ total }] = await db.select({ total: count() }).from(sins).where(cond);
  const rows = await db
    .select()
    .from(sins)
    .where(cond)
    .orderBy(desc(sins.sin_datetime), desc(sins.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}

export async function sinById(db: Db, id: number, lock = false): Promise<SinRow | undefined> {
  const q = db.select().from(sins).where(eq(sins.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Per case: how many minors it names and how many of them are matched. */
export async function subsinCounts(db: Db, sinIds: number[]): Promise<Map<number, { total: number; matched: number }>> {
  if (!sinIds.length) return new Map();
  const rows = await db
    .select({
      sin: subsins.subsin_sin,
      total: count(),
      matched: sql<number>`count(*) filter (where ${subsins.subsin_state} = '已匹配')`,
    })
    .from(subsins)
    .where(inArray(subsins.subsin_sin, sinIds))
    .groupBy(subsins.subsin_sin);
  return new Map(rows.map((r) => [r.sin, { total: Number(r.total), matched: Number(r.matched) }]));
}

export async function updateSinAt(
  db: Db,
  id: number,
  version: number,
  set: Partial<SinInsert>,
): Promise<SinRow | undefined> {
  const [row] = await db
    .update(sins)
    .set({ ...set, version: sql`${sins.version} + 1` })
    .where(and(eq(sins.id, id), eq(sins.version, version)))
    .returning();
  return row;
}

export type SubsinSelect = {
  child?: number;
  sin?: number;
  states?: string[];
  genre_sins?: string[];
  genre_uploads?: string[];
  /** A subquery of child ids (the escort genres asked). */
  childIds?: SQL;
  keywords?: string;
  /** How `keywords` matches a name (domain/masking.ts `nameMatchFor`); whole when not given. */
  nameMatch?: NameMatch;
};

function subsinWhere(f: SubsinSelect): SQL | undefined {
  const parts: SQL[] = [];
  if (f.child) parts.push(eq(subsins.subsin_child, f.child));
  if (f.sin) parts.push(eq(subsins.subsin_sin, f.sin));
  if (f.states?.length) parts.push(inArray(subsins.subsin_state, f.states));
  if (f.genre_sins?.length) parts.push(inArray(subsins.subsin_genre_sin, f.genre_sins));
  if (f.genre_uploads?.length) parts.push(inArray(subsins.subsin_genre_upload, f.genre_uploads));
  if (f.childIds) parts.push(sql`${subsins.subsin_child} in (${f.childIds})`);
  // a name as the caller's reveal allows, an ID number only whole: a search never recovers masked characters or digits
  if (f.keywords)
    parts.push(
      or(
        nameKeyword(sql`${subsins.subsin_information}->>'child_name'`, f.keywords, f.nameMatch ?? 'whole'),
        eq(subsins.subsin_idnumber, f.keywords.trim().toUpperCase()),
      )!,
    );
  return parts.length ? and(...parts) : undefined;
}

/** One page of the minors named in cases, the latest report first, with their case, and the total. */
export async function pageSubsins(
  db: Db,
  f: SubsinSelect,
  page: number,
  size: number,
): Promise<{ total: number; rows: { subsin: SubsinRow; sin: SinRow }[] }> {
  const cond = subsinWhere(f);
  const [{ total }] = await db.select({ total: count() }).from(subsins).where(cond);
  const rows = await db
    .select({ subsin: subsins, sin: sins })
    .from(subsins)
    .innerJoin(sins, eq(sins.id, subsins.subsin_sin))
    .where(cond)
    .orderBy(desc(subsins.subsin_datetime_upload), desc(subsins.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total, rows };
}

/** The minors named in case `sin` (only `ids` when given). */
export async function subsinsOf(db: Db, sin: number, ids?: number[]): Promise<SubsinRow[]> {
  return db
    .select()
    .from(subsins)
    .where(and(eq(subsins.subsin_sin, sin), ids ? inArray(subsins.id, ids.length ? ids : [0]) : undefined));
}

/** Records the match of subsin `id`: the child (0 for none) and the state. */
export async function setMatch(db: Db, id: number, child: number, state: string): Promise<void> {
  // 0 (no match) is stored as null: subsin_child names a child row (migration 0017)
  await db
    .update(subsins)
    .set({ subsin_child: child || null, subsin_state: state })
    .where(eq(subsins.id, id));
}
