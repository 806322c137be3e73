/**
 * Writing a prepared child record (prepare.ts): a create inserts the child (or merges a new category into
 * the record of the same ID number, req children §4.5); an update requires the version the writer read (409
 * otherwise). Every write stamps `updated_at` and the category's `<c>_timestamp` with the injected clock.
 */
import { DEFAULT_COORDINATES, DEFAULT_GIRL_LEVEL, DEFAULT_LEVEL } from '../../../domain/constants';
import type { Character } from '../../../domain/child-genre';
import type { ChildPayload } from '../../../domain/contracts/child';
import type { Db } from '../../db/client';
import { Conflict } from '../../errors';
import type { PreparedChild } from './prepare';
import { insertChild, updateChildAtVersion, type ChildInsert, type ChildRow } from './repository';

export const STALE_MESSAGE = '该儿童信息已被他人修改，请刷新后重试';

/** `information.important` after a write of `p` at `now` (req children §3.3 "information.important"). */
function important(p: PreparedChild, now: Date, previous: Record<string, unknown> = {}) {
  return {
    child_longitude: DEFAULT_COORDINATES.longitude,
    child_latitude: DEFAULT_COORDINATES.latitude,
    ...previous,
    child_name: p.child_name,
    child_identification: p.child_idnumber,
    controller_name: p.director.nickname,
    controller_cellphone: p.director.cellphone,
    [`${p.character}_timestamp`]: Math.floor(now.getTime() / 1000),
    ...(p.character === 'ow' && p.values.child_gender === '女' && !previous.girl_level
      ? { girl_level: DEFAULT_GIRL_LEVEL }
      : {}),
  };
}

/**
 * Inserts the child, or merges the category into `p.mergeInto` (issue 14 decision: a merge is an update
 * that adds a category: the columns, the name, the places and the director follow the new form, exactly as
 * an update does, so the columns and `information.important` always agree). 409 when the target moved on.
 */
export async function createChild(
  db: Db,
  p: PreparedChild,
  opts: { top: number; now: Date; id?: number },
): Promise<ChildRow> {
  const flag = { [`character_${p.character}`]: true };
  const levels = p.character === 'cs' ? { level: DEFAULT_LEVEL, ranking: DEFAULT_LEVEL } : {};
  if (p.mergeInto) return updateChild(db, p.mergeInto, p.mergeInto.version, p, opts.now, levels);
  return insertChild(db, {
    ...(opts.id ? { id: opts.id } : {}),
    ...p.columns,
    ...flag,
    ...levels,
    controller: p.director.id,
    manager: p.director.id,
    top: opts.top,
    helpers: {
      controller: { id: p.director.id, nickname: p.director.nickname, cellphone: p.director.cellphone, state: '同意' },
    },
    child_name: p.child_name,
    child_idnumber: p.child_idnumber,
    information: { important: important(p, opts.now), [p.schema.id]: p.values },
    created_at: opts.now,
    updated_at: opts.now,
  });
}

/**
 * Updates `existing` with `p` if its version is still `version`; 409 STALE_VERSION otherwise. `extra`:
 * columns a merge sets besides (the default levels of a new cs category).
 */
export async function updateChild(
  db: Db,
  existing: ChildRow,
  version: number,
  p: PreparedChild,
  now: Date,
  extra: Partial<ChildInsert> = {},
): Promise<ChildRow> {
  const row = await updateChildAtVersion(db, existing.id, version, {
    ...p.columns,
    [`character_${p.character}`]: true,
    ...extra,
    controller: p.director.id,
    child_name: p.child_name,
    child_idnumber: p.child_idnumber,
    information: {
      ...existing.information,
      important: important(p, now, existing.information.important),
      [p.schema.id]: p.values,
    },
    updated_at: now,
  });
  if (!row) throw new Conflict(STALE_MESSAGE, 'STALE_VERSION');
  return row;
}

/**
 * One form of a child as a reviewer compares it: `{ character, information: { investigate_<character> }, version }`
 * (the form `{}` when the child has none of that category yet). The "before" of a 儿童修改 apply.
 */
export type ChildSnapshot = {
  character: Character;
  information: Record<string, Record<string, unknown>>;
  version: number;
};

export function childSnapshot(child: ChildRow, character: Character): ChildSnapshot {
  const key = `investigate_${character}`;
  return {
    character,
    information: { [key]: (child.information[key] ?? {}) as Record<string, unknown> },
    version: child.version,
  };
}

/** The child payload a prepared child carries (its one normalized form), as an apply stores it. */
export function carried(p: PreparedChild): ChildPayload {
  return { character: p.character, information: { [p.schema.id]: p.values } };
}
