/**
 * The prosecutor side's edit of the gta form (issue 28; domain/escort.ts GTA_FORM_TAB_EDITORS;
 * domain/contracts/child-gta.ts updateChildGtaForm): one tab of `information.investigate_gta` — 边缘认定信息 (offence)
 * or 帮教措施 (help) — under the child's row lock at the version the caller read. As the cross-department tab is
 * (./important.ts), the form's engine runs on the server: the whole form normalized before and after, a change to a
 * field outside the tab (the tab's photos included: they are claimed by the centre's save or an apply) refused with
 * 403 FIELD_NOT_OWNED, a tab the role does not edit 403 TAB_NOT_YOURS, the tab's fields validated (400). Nothing
 * changed: no write, the same version. 404 outside the caller's scope or not gta; 409 STALE_VERSION; one 修改 record.
 */
import type { z } from 'zod';
import { normalize, validate } from '../../../engine';
import { allFields } from '../../../engine/fields';
import type { FormValues } from '../../../engine/types';
import { FORM_SCHEMAS } from '../../../schemas';
import { OPTION_LISTS } from '../../../option-lists';
import type { updateChildGtaForm } from '../../../domain/contracts/child-gta';
import { editsGtaTab } from '../../../domain/escort';
import { childScopeFor } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import { lockChild, updateChildAtVersion } from './repository';
import { STALE_MESSAGE } from './writes';

const schema = FORM_SCHEMAS.investigate_gta;
const TAB_TITLES = { offence: '边缘认定信息', help: '帮教措施' } as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function createGtaForm(deps: { db: Db; now: () => Date; audit: AuditService }) {
  const { db, now, audit } = deps;
  return {
    async updateTab(user: SessionUser, b: z.output<typeof updateChildGtaForm.body>) {
      if (!editsGtaTab(user.role, b.tab)) throw new Forbidden(`您不能修改${TAB_TITLES[b.tab]}`, 'TAB_NOT_YOURS');
      const mine = allFields(schema).filter((f) => f.tab === b.tab && f.field.kind !== 'images');
      const names = new Set(mine.map((f) => f.field.name));
      const saved = await inTransaction(db, async (tx) => {
        const row = await lockChild(tx, b.id, childScopeFor(user));
        if (!row || !row.character_gta) throw new NotFound();
        if (row.version !== b.version) throw new Conflict(STALE_MESSAGE, 'STALE_VERSION');
        const stored = (row.information.investigate_gta ?? {}) as FormValues;
        const before = normalize(schema, stored);
        const after = normalize(schema, { ...stored, ...(b.values as FormValues) });
        const changed = allFields(schema).filter((f) => !same(before[f.field.name], after[f.field.name]));
        const refused = changed.filter((f) => !names.has(f.field.name));
        if (refused.length)
          throw new Forbidden(`无权修改${refused.map((f) => f.field.label).join('、')}`, 'FIELD_NOT_OWNED');
        const errors = validate(schema, after, OPTION_LISTS, { today: now() }).filter((e) =>
          names.has(e.field.split('.')[0]),
        );
        if (errors.length) throw new Invalid(errors[0].message, errors);
        if (!changed.length) return { row, changed: false };
        const updated = await updateChildAtVersion(tx, row.id, b.version, {
          information: { ...row.information, investigate_gta: after },
          updated_at: now(),
        });
        if (!updated) throw new Conflict(STALE_MESSAGE, 'STALE_VERSION');
        return { row: updated, changed: true };
      });
      if (saved.changed)
        await audit.write({
          user: user.id,
          child: b.id,
          type: '修改',
          information: { action: `修改${TAB_TITLES[b.tab]}` },
        });
      return { id: saved.row.id, version: saved.row.version };
    },
  };
}
