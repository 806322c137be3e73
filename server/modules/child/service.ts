/**
 * Writing a prepared child record (prepare.ts): a create inserts the child (or merges a new category
 * into the record of the same ID number, seed 001 §4); an update requires the version the writer read
 * (409 otherwise). Direct writes by centre roles also store an apply already in 终过 with top = 1.
 */
import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_COORDINATES, DEFAULT_GIRL_LEVEL, DEFAULT_LEVEL, TOP_DIRECT } from '../../../domain/constants';
import { AUDITOR_CENTRE, type ApplyHistoryEntry } from '../../../domain/apply-states';
import type { Db } from '../../db/client';
import { applies, children } from '../../db/schema';
import { Conflict } from '../../errors';
import type { SessionUser } from '../../auth/guard';
import type { PreparedChild } from './prepare';
import type { ChildRow } from './repository';

export const STALE_MESSAGE = '该儿童信息已被他人修改，请刷新后重试';

function important(p: PreparedChild, previous: Record<string, unknown> = {}) {
  return {
    child_longitude: DEFAULT_COORDINATES.longitude, child_latitude: DEFAULT_COORDINATES.latitude, ...previous,
    child_name: p.child_name, child_identification: p.child_idnumber,
    controller_name: p.director.nickname, controller_cellphone: p.director.cellphone,
    [`${p.character}_timestamp`]: Math.floor(Date.now() / 1000),
    ...(p.character === 'ow' && p.values.child_gender === '女' && !previous.girl_level ? { girl_level: DEFAULT_GIRL_LEVEL } : {}),
  };
}

/** Inserts the child or merges the category into `p.mergeInto`; returns the stored row. */
export async function createChild(db: Db, p: PreparedChild, opts: { top: number }): Promise<ChildRow> {
  const flag = { [`character_${p.character}`]: true };
  const levels = p.character === 'cs' ? { level: DEFAULT_LEVEL, ranking: DEFAULT_LEVEL } : {};
  if (p.mergeInto) {
    const m = p.mergeInto;
    const [row] = await db.update(children).set({
      ...flag, ...levels,
      information: { ...m.information, important: important(p, m.information.important as Record<string, unknown>), [p.schema.id]: p.values },
      version: sql`${children.version} + 1`, updated_at: new Date(),
    }).where(and(eq(children.id, m.id), eq(children.version, m.version))).returning();
    if (!row) throw new Conflict(STALE_MESSAGE, 'STALE_VERSION');
    return row;
  }
  const [row] = await db.insert(children).values({
    ...p.columns, ...flag, ...levels,
    controller: p.director.id, manager: p.director.id, top: opts.top,
    helpers: { controller: { id: p.director.id, nickname: p.director.nickname, cellphone: p.director.cellphone, state: '同意' } },
    child_name: p.child_name, child_idnumber: p.child_idnumber,
    information: { important: important(p), [p.schema.id]: p.values },
  }).returning();
  return row;
}

/** Updates `existing` with `p` if its version is still `version`; 409 otherwise. */
export async function updateChild(db: Db, existing: ChildRow, version: number, p: PreparedChild): Promise<ChildRow> {
  const [row] = await db.update(children).set({
    ...p.columns, [`character_${p.character}`]: true,
    controller: p.director.id,
    child_name: p.child_name, child_idnumber: p.child_idnumber,
    information: { ...existing.information, important: important(p, existing.information.important as Record<string, unknown>), [p.schema.id]: p.values },
    version: sql`${children.version} + 1`, updated_at: new Date(),
  }).where(and(eq(children.id, existing.id), eq(children.version, version))).returning();
  if (!row) throw new Conflict(STALE_MESSAGE, 'STALE_VERSION');
  return row;
}

/**
 * One form of a child as a reviewer compares it: `{ character, information: { investigate_<character> }, version }`
 * (the form `{}` when the child has none of that category yet). The "before" of a 儿童修改 apply.
 */
export type ChildSnapshot = { character: string; information: Record<string, Record<string, unknown>>; version: number };

export function childSnapshot(child: ChildRow, character: string): ChildSnapshot {
  const key = `investigate_${character}`;
  return { character, information: { [key]: (child.information[key] ?? {}) as Record<string, unknown> }, version: child.version };
}

/**
 * The record of a direct write: an apply already in 终过, top = 1, with one history entry (seed 001 §4).
 * A modification also keeps `before`, the child's form as it was just before (`existing`), so the apply
 * still shows what changed once the child has moved on.
 */
export async function recordDirectApply(db: Db, user: SessionUser, child: ChildRow, genre: '儿童创建' | '儿童修改', p: PreparedChild, existing?: ChildRow): Promise<void> {
  const entry: ApplyHistoryEntry = { datetime: new Date().toISOString(), nickname: user.nickname, operater: user.id, state: '终过', content: `${user.role}直接${genre === '儿童创建' ? '创建' : '修改'}`, reason: '' };
  await db.insert(applies).values({
    applicant: user.id, auditor: AUDITOR_CENTRE, link_id: child.id, apply_genre: genre, apply_state: '终过', top: TOP_DIRECT,
    department_id: child.department_id, village_id: child.village_id, child_idnumber: child.child_idnumber,
    apply_information: {
      information: { child: { character: p.character, information: { [p.schema.id]: p.values } } }, history: [entry],
      ...(existing ? { before: childSnapshot(existing, p.character) } : {}),
    },
  });
}
