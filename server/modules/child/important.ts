/**
 * The gta screen's own writes on a marginal minor (issue 17; req gta §2 tabs 2 and 4, §3.1, §6.2, §7.3;
 * domain/contracts/child-gta.ts), each under the child's row lock at the version the caller read:
 *
 * - `updateImportant`: the cross-department information (schemas/important_gta.ts) over information.important.
 *   The form's engine runs as in the browser (normalize, validate: 400); a change to a field the caller's role
 *   does not own is refused with 403 FIELD_NOT_OWNED, whatever else the body holds (engine/owners.ts); the other
 *   keys of `important` (name, ID number, timestamps) are kept, and so is a form field the body leaves out. A changed case count stamps
 *   `<field>_timestamp` and `police_update_time` (seconds). Nothing changed: no write, the same version.
 * - `setLiaison`: 设为联络员 / 取消联络员 on an occupied escort slot (409 SLOT_VACANT otherwise).
 *
 * 404 for a child outside the caller's scope or not gta; 409 STALE_VERSION when it moved on; one 修改 record each.
 */
import type { z } from 'zod';
import { normalize, refusedChanges, validate } from '../../../engine';
import type { FormValues } from '../../../engine/types';
import { IMPORTANT_SCHEMAS } from '../../../schemas';
import { OPTION_LISTS } from '../../../option-lists';
import type { setChildLiaison, updateChildImportant } from '../../../domain/contracts/child-gta';
import { childScopeFor } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import { lockChild, updateChildAtVersion, type ChildRow } from './repository';
import { STALE_MESSAGE } from './writes';

export type ImportantDeps = { db: Db; now: () => Date; audit: AuditService };

/** The case counts whose change stamps `<field>_timestamp` and police_update_time (req gta §6.2). */
const CASE_COUNTS = ['escort_noncrime_number', 'escort_crime_number'] as const;

const schema = IMPORTANT_SCHEMAS.gta;
const formKeys = new Set(schema.tabs.flatMap((t) => t.fields.map((f) => f.name)));

/** The form's own values out of information.important. */
function formValuesOf(important: Record<string, unknown>): FormValues {
  return Object.fromEntries(Object.entries(important).filter(([k]) => formKeys.has(k)));
}

export function createChildImportant(deps: ImportantDeps) {
  const { db, now, audit } = deps;

  /** Locks the gta child `id` in the caller's scope at `version`, runs `edit` and saves what it returns (null: nothing to save). */
  async function change(
    user: SessionUser,
    id: number,
    version: number,
    action: string,
    edit: (row: ChildRow) => Partial<ChildRow> | null,
  ) {
    const saved = await inTransaction(db, async (tx) => {
      const row = await lockChild(tx, id, childScopeFor(user));
      if (!row || !row.character_gta) throw new NotFound();
      if (row.version !== version) throw new Conflict(STALE_MESSAGE, 'STALE_VERSION');
      const patch = edit(row);
      if (!patch) return { row, changed: false };
      const updated = await updateChildAtVersion(tx, row.id, version, { ...patch, updated_at: now() });
      if (!updated) throw new Conflict(STALE_MESSAGE, 'STALE_VERSION');
      return { row: updated, changed: true };
    });
    if (saved.changed) await audit.write({ user: user.id, child: id, type: '修改', information: { action } });
    return { id: saved.row.id, version: saved.row.version };
  }

  return {
    updateImportant: (user: SessionUser, b: z.output<typeof updateChildImportant.body>) =>
      change(user, b.id, b.version, '修改跨部门信息', (row) => {
        const important = row.information.important ?? {};
        const before = normalize(schema, formValuesOf(important));
        // a field the body leaves out keeps its value; null or '' clears it
        const after = normalize(schema, { ...formValuesOf(important), ...(b.important as FormValues) });
        const refused = refusedChanges(schema, user.role, before, after);
        if (refused.length) {
          throw new Forbidden(`无权修改${refused.map((f) => f.label).join('、')}`, 'FIELD_NOT_OWNED');
        }
        const errors = validate(schema, after, OPTION_LISTS, { today: now() });
        if (errors.length) throw new Invalid(errors[0].message, errors);
        const changed = [...formKeys].filter(
          (k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null),
        );
        if (!changed.length) return null;
        const stamp = Math.floor(now().getTime() / 1000);
        const kept = Object.fromEntries(Object.entries(important).filter(([k]) => !formKeys.has(k)));
        const stamps: Record<string, number> = {};
        for (const count of CASE_COUNTS) if (changed.includes(count)) stamps[`${count}_timestamp`] = stamp;
        if (Object.keys(stamps).length) stamps.police_update_time = stamp;
        return { information: { ...row.information, important: { ...kept, ...after, ...stamps } } };
      }),

    setLiaison: (user: SessionUser, b: z.output<typeof setChildLiaison.body>) =>
      change(user, b.id, b.version, b.escort ? '设为联络员' : '取消联络员', (row) => {
        const helpers = row.helpers ?? {};
        const slot = helpers[b.slot];
        if (!slot?.id) throw new Conflict('该专班岗位空缺', 'SLOT_VACANT');
        if (slot.escort === b.escort) return null;
        return { helpers: { ...helpers, [b.slot]: { ...slot, escort: b.escort } } };
      }),
  };
}
