/**
 * The labels and child_labels tables (req supervise §5 /label/LabelList): only the label module reads or writes them. The
 * children's table is not read here: the caller's children arrive as the child module's subquery (`inScope`), and the child
 * module reads the tagged children only through `childIdsLabelled`.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { childLabels, labels } from './tables';

export type LabelRow = typeof labels.$inferSelect;

/** The ids of the children carrying any of `labelIds`, as a subquery (the `labels` filter of the child lists). */
export function childIdsLabelled(labelIds: number[]): SQL {
  return sql`select ${childLabels.child_id} from ${childLabels} where ${inArray(childLabels.child_label, labelIds)}`;
}

/** Every label by name, with how many children of `inScope` (a subquery with an `id` column) carry it. */
export async function labelsWithCounts(db: Db, inScope: SQL): Promise<(LabelRow & { child_count: number })[]> {
  const tagged = sql<number>`(select count(*)::int from ${childLabels} where ${childLabels.child_label} = ${labels.id} and ${childLabels.child_id} in (select s.id from (${inScope}) s))`;
  const rows = await db
    .select({ label: labels, child_count: tagged })
    .from(labels)
    .orderBy(asc(labels.label_name), asc(labels.id));
  return rows.map((r) => ({ ...r.label, child_count: Number(r.child_count) }));
}

export async function countLabels(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(labels);
  return n;
}

export async function labelById(db: Db, id: number): Promise<LabelRow | undefined> {
  const [row] = await db.select().from(labels).where(eq(labels.id, id));
  return row;
}

/** The label named `name` (another than `except` when given). */
export async function labelNamed(db: Db, name: string, except?: number): Promise<LabelRow | undefined> {
  const [row] = await db
    .select()
    .from(labels)
    .where(and(eq(labels.label_name, name), except ? sql`${labels.id} <> ${except}` : undefined));
  return row;
}

export async function insertLabel(db: Db, v: typeof labels.$inferInsert): Promise<LabelRow> {
  const [row] = await db.insert(labels).values(v).returning();
  return row;
}

/** Sets `set` on label `id` at `version` (bumping it); undefined when stale or gone. */
export async function updateLabelAt(
  db: Db,
  id: number,
  version: number,
  set: Partial<typeof labels.$inferInsert>,
): Promise<LabelRow | undefined> {
  const [row] = await db
    .update(labels)
    .set({ ...set, version: sql`${labels.version} + 1` })
    .where(and(eq(labels.id, id), eq(labels.version, version)))
    .returning();
  return row;
}

/**
 * Deletes label `id` at `version` with its place on every child; answers how many children carried it, or undefined
 * when stale or gone. The places go first (child_labels.child_label names a label: migration 0017), so the caller runs
 * it in a transaction and rolls back on undefined (the label service throws 409).
 */
export async function deleteLabelAt(db: Db, id: number, version: number): Promise<number | undefined> {
  const gone = await db
    .delete(childLabels)
    .where(eq(childLabels.child_label, id))
    .returning({ child: childLabels.child_id });
  const [row] = await db
    .delete(labels)
    .where(and(eq(labels.id, id), eq(labels.version, version)))
    .returning({ id: labels.id });
  if (!row) return undefined;
  return gone.length;
}

/** Label `id`, its row locked until `tx` ends (a delete waits for a put-on, and the other way round). */
export async function lockLabel(tx: Db, id: number): Promise<LabelRow | undefined> {
  const [row] = await tx.select().from(labels).where(eq(labels.id, id)).for('update');
  return row;
}

/** How many of `ids` are in `inScope` (a subquery with an `id` column). */
export async function countInScope(db: Db, ids: number[], inScope: SQL): Promise<number> {
  if (!ids.length) return 0;
  const rows = (await db.execute(
    sql`select count(*)::int as n from (${inScope}) s where s.id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { n: number }[] };
  return Number(rows.rows[0].n);
}

/** Puts label `label` on children `ids` (those already tagged unchanged); answers how many were added. */
export async function addChildren(db: Db, label: number, ids: number[], by: number, at: Date): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .insert(childLabels)
    .values(ids.map((child_id) => ({ child_label: label, child_id, created_by: by, created_at: at })))
    .onConflictDoNothing()
    .returning({ child: childLabels.child_id });
  return rows.length;
}

/** Takes label `label` off children `ids`; answers how many carried it. */
export async function removeChildren(db: Db, label: number, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .delete(childLabels)
    .where(and(eq(childLabels.child_label, label), inArray(childLabels.child_id, ids)))
    .returning({ child: childLabels.child_id });
  return rows.length;
}

/** child id → the names of the tags it carries (by name), for the children `ids` (the child module's rows show them). */
export async function labelNamesOf(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!ids.length) return out;
  const rows = await db
    .select({ child: childLabels.child_id, name: labels.label_name })
    .from(childLabels)
    .innerJoin(labels, eq(labels.id, childLabels.child_label))
    .where(inArray(childLabels.child_id, [...new Set(ids)]))
    .orderBy(asc(labels.label_name));
  for (const r of rows) out.set(r.child, [...(out.get(r.child) ?? []), r.name]);
  return out;
}
