/**
 * Correcting a returned application (req applies-review §9; docs/decisions-apply.md): the applicant of a 儿童创建 or
 * 儿童修改 that came back 初拒 or 终拒 sends its content again, edited, and it goes back to 申请 for the first review.
 * The content is checked as a submit is (the child service's `prepare`: the shared engine), the version read is
 * carried (409 on a stale one), the returned content is kept as `previous` (what the reviewer compares the new round
 * with) and the history gains a 申请 entry naming the fields changed (labels only: no value reaches the history).
 */
import type { z } from 'zod';
import { AUDITOR_TOWN, CHILD_APPLY_GENRES, RETURNED_STATES } from '../../../domain/apply-states';
import type { correctApply } from '../../../domain/contracts/apply';
import type { ChildPayload } from '../../../domain/contracts/child';
import { isMasked } from '../../../domain/masking';
import { childScopeFor } from '../../../domain/scope';
import { allFields, diff } from '../../../engine';
import type { FormSchema, FormValues } from '../../../engine/types';
import { FORM_SCHEMAS } from '../../../schemas/index';
import type { SessionUser } from '../../auth/guard';
import { inTransaction } from '../../db/client';
import { Conflict, Forbidden, NotFound } from '../../errors';
import type { PreparedChild } from '../child';
import { carriedChild, historyEntry } from './information';
import { applyById, lockApply, pendingApplyFor, updateApplyAtVersion, type ApplyRow } from './repository';
import { STALE_APPLY_MESSAGE } from './review';
import type { ApplyServiceDeps } from './service';
import { PENDING_MESSAGE, checkApplicantVillage } from './submit';

export const NOT_APPLICANT_MESSAGE = '只能修改本人提交的申请';

const schemaOf = (character: string): FormSchema | undefined =>
  (FORM_SCHEMAS as Record<string, FormSchema | undefined>)[`investigate_${character}`];

/**
 * `sent` with every masked field (name, ID number) that still carries its mask replaced by the value the apply
 * carries for it: what the applicant saw masked and did not retype is kept, never a value with a star.
 */
export function unmaskFromApply(sent: ChildPayload, carried: ChildPayload): ChildPayload {
  const schema = schemaOf(sent.character);
  if (!schema) return sent;
  const form: FormValues = { ...(sent.information?.[schema.id] ?? {}) };
  const stored = (carried.character === sent.character ? carried.information?.[schema.id] : undefined) ?? {};
  for (const { field } of allFields(schema))
    if (field.masked && isMasked(form[field.name]) && stored[field.name] !== undefined)
      form[field.name] = stored[field.name];
  return { ...sent, information: { ...sent.information, [schema.id]: form } };
}

/** The labels of the fields changed between two rounds' content, for the history (`修改后重新提交（变更 2 项：…）`). */
export function changedLabels(before: ChildPayload, after: ChildPayload): string[] {
  const schema = schemaOf(after.character);
  if (!schema) return [];
  const old = before.character === after.character ? before.information?.[schema.id] : undefined;
  return diff(schema, (old ?? null) as FormValues | null, (after.information?.[schema.id] ?? {}) as FormValues).map(
    (c) => c.label,
  );
}

export function createCorrection(deps: ApplyServiceDeps) {
  const { db, now, children, audit } = deps;

  /** PUT /api/apply/content (domain/contracts/apply.ts `correctApply`): see there for the answers. */
  return async function correct(user: SessionUser, body: z.output<typeof correctApply.body>): Promise<ApplyRow> {
    const seen = await applyById(db, body.id, user);
    if (!seen || seen.deleted_at || !(CHILD_APPLY_GENRES as readonly string[]).includes(seen.apply_genre))
      throw new NotFound();
    if (seen.version !== body.version) throw new Conflict(STALE_APPLY_MESSAGE, 'STALE_VERSION');
    if (seen.applicant !== user.id) throw new Forbidden(NOT_APPLICANT_MESSAGE, 'NOT_APPLICANT');
    if (!(RETURNED_STATES as readonly string[]).includes(seen.apply_state))
      throw new Conflict(`当前申请状态为「${seen.apply_state}」，不能修改后重新提交`, 'ILLEGAL_TRANSITION');
    const scope = childScopeFor(user);

    return inTransaction(db, async (tx) => {
      const row = await lockApply(tx, seen.id);
      if (!row || row.version !== body.version) throw new Conflict(STALE_APPLY_MESSAGE, 'STALE_VERSION');
      const returned = carriedChild(row);
      const payload = unmaskFromApply(body.apply_information.information.child, returned);
      let prepared: PreparedChild;
      let base_version = row.apply_information.base_version;
      if (row.apply_genre === '儿童修改') {
        const existing = await children.byId(row.link_id, scope, tx);
        if (!existing) throw new Conflict('要修改的儿童已不存在或已不在您的范围内', 'CHILD_GONE');
        prepared = await children.prepare(tx, payload, existing);
        // the corrected round is made from the record as it is now (apply-review.tsx: 请打回后重新提交)
        base_version = existing.version;
      } else {
        prepared = await children.prepare(tx, payload, undefined, scope);
      }
      checkApplicantVillage(user, prepared);
      if (await pendingApplyFor(tx, prepared.child_idnumber, row.id)) {
        throw new Conflict(PENDING_MESSAGE, 'PENDING_APPLY', [{ field: 'child_idnumber', message: PENDING_MESSAGE }]);
      }
      const child = children.carried(prepared);
      const labels = changedLabels(returned, child);
      const content = labels.length
        ? `修改后重新提交（变更 ${labels.length} 项：${labels.slice(0, 10).join('、')}${labels.length > 10 ? ' 等' : ''}）`
        : '重新提交（内容未变更）';
      const at = now();
      const info = row.apply_information;
      const updated = await updateApplyAtVersion(tx, row.id, body.version, {
        apply_state: '申请',
        auditor: AUDITOR_TOWN,
        department_id: prepared.columns.department_id,
        village_id: prepared.columns.village_id,
        child_idnumber: prepared.child_idnumber,
        updated_at: at,
        apply_information: {
          ...info,
          information: { child },
          previous: { child: returned },
          base_version,
          merge_form: row.apply_genre === '儿童创建' ? (prepared.mergeInto?.id ?? 0) : info.merge_form,
          applicant_scope: scope,
          history: [...(info.history ?? []), historyEntry(user, '申请', content, '', at)],
        },
      });
      if (!updated) throw new Conflict(STALE_APPLY_MESSAGE, 'STALE_VERSION');
      await audit.write(
        {
          user: user.id,
          child: row.link_id,
          type: '修改',
          information: { apply: row.id, apply_genre: row.apply_genre, action: '重新提交' },
        },
        tx,
      );
      return updated;
    });
  };
}
