/**
 * Applications (seed 001 §4 "Application states and review"):
 * - submit: a child director's create (儿童创建) or modify (儿童修改) runs the full child pipeline
 *   (prepare.ts) and is stored in 申请 for the town's 分委领导 (auditor 0), the child untouched;
 * - review: 申请 → 初过 / 初拒 (review_first, same town), 初过 → 终过 / 终拒 (review_final). The final
 *   pass writes the child and the apply's state in one transaction, and a 儿童修改 keeps the child's form as
 *   it was just before (`before`, what its comparison shows from then on). Every step appends to the history.
 *   An illegal transition or a stale version answers 409 and changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { AUDITOR_TOWN, findTransition, type ApplyHistoryEntry, type ApplyState } from '../../../domain/apply-states';
import { can } from '../../../domain/permissions';
import { childScopeFor } from '../../../domain/scope';
import { inTransaction, type Db } from '../../db/client';
import { applies } from '../../db/schema';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import type { SessionUser } from '../../auth/guard';
import { prepareChild, type ChildPayload, type PreparedChild } from '../child/prepare';
import { childById } from '../child/repository';
import { childSnapshot, createChild, updateChild, type ChildSnapshot } from '../child/service';
import { applyById, pendingApplyFor, type ApplyRow } from './repository';

export type SubmitBody = { apply_genre: '儿童创建' | '儿童修改'; link_id?: number; apply_information: { information: { child: ChildPayload } } };
export type ReviewBody = { id: number; version: number; apply_state: ApplyState; reason?: string };

const PENDING_MESSAGE = '该儿童已有待审核的申请，请等待审核完成';
const STALE_APPLY_MESSAGE = '该申请已被他人处理，请刷新后重试';

/** `before`: a passed 儿童修改's child form as it was just before the pass took effect (child/service.ts childSnapshot). */
type ApplyInformation = {
  information: { child: ChildPayload }; history: ApplyHistoryEntry[]; base_version?: number; merge_form?: number; before?: ChildSnapshot;
};

function entry(user: SessionUser, state: ApplyState, content: string, reason = ''): ApplyHistoryEntry {
  return { datetime: new Date().toISOString(), nickname: user.nickname, operater: user.id, state, content, reason };
}

function carried(p: PreparedChild): ChildPayload {
  return { character: p.character, information: { [p.schema.id]: p.values } };
}

export async function submitApply(db: Db, user: SessionUser, body: SubmitBody): Promise<ApplyRow> {
  const payload = body.apply_information.information.child;
  const scope = childScopeFor(user);
  let prepared: PreparedChild;
  let base_version: number | undefined;
  if (body.apply_genre === '儿童修改') {
    if (!body.link_id) throw new Invalid('请确认要修改的儿童', [{ field: 'link_id', message: '请确认要修改的儿童' }]);
    const existing = await childById(db, body.link_id, scope);
    if (!existing) throw new NotFound();
    prepared = await prepareChild(db, payload, existing);
    base_version = existing.version;
  } else {
    prepared = await prepareChild(db, payload);
  }
  if (scope.kind === 'village' && prepared.columns.village_id !== scope.village_id && prepared.columns.birth_village_id !== scope.village_id) {
    throw new Forbidden('只能为本村（居）的儿童提交申请', 'OUT_OF_SCOPE');
  }
  if (await pendingApplyFor(db, prepared.child_idnumber)) {
    throw new Conflict(PENDING_MESSAGE, 'PENDING_APPLY', [{ field: 'child_idnumber', message: PENDING_MESSAGE }]);
  }
  const information: ApplyInformation = {
    information: { child: carried(prepared) }, base_version, merge_form: prepared.mergeInto?.id ?? 0,
    history: [entry(user, '申请', `提交${body.apply_genre}申请`)],
  };
  const [row] = await db.insert(applies).values({
    applicant: user.id, auditor: AUDITOR_TOWN, link_id: body.link_id ?? 0, apply_genre: body.apply_genre, apply_state: '申请',
    department_id: prepared.columns.department_id, village_id: prepared.columns.village_id, child_idnumber: prepared.child_idnumber,
    apply_information: information,
  }).returning();
  return row;
}

export async function reviewApply(db: Db, user: SessionUser, body: ReviewBody): Promise<ApplyRow> {
  const current = await applyById(db, body.id, user);
  if (!current) throw new NotFound();
  const from = current.apply_state as ApplyState;
  const t = findTransition(from, body.apply_state);
  if (!t) throw new Conflict(`当前申请状态为「${from}」，不能改为「${body.apply_state}」`, 'ILLEGAL_TRANSITION');
  if (!can(user.role, t.permission, 'edit')) throw new Forbidden('您没有权限进行此审核', 'FORBIDDEN_REVIEW');
  if (current.version !== body.version) throw new Conflict(STALE_APPLY_MESSAGE, 'STALE_VERSION');
  const reason = body.reason?.trim() || t.defaultReason;
  const info = current.apply_information as unknown as ApplyInformation;

  return inTransaction(db, async (tx) => {
    let link_id = current.link_id;
    let child = info.information.child;
    let before: ChildSnapshot | undefined;
    if (t.to === '终过') {
      if (current.apply_genre === '儿童修改') {
        const existing = await childById(tx, current.link_id);
        if (!existing) throw new Conflict('要修改的儿童已不存在', 'CHILD_GONE');
        const prepared = await prepareChild(tx, child, existing);
        await updateChild(tx, existing, info.base_version ?? existing.version, prepared);
        child = carried(prepared);
        before = childSnapshot(existing, prepared.character);
      } else {
        const prepared = await prepareChild(tx, child);
        link_id = (await createChild(tx, prepared, { top: 0 })).id;
        child = carried(prepared);
      }
    }
    const history = [...(info.history ?? []), entry(user, t.to, reason, reason)];
    const [row] = await tx.update(applies).set({
      apply_state: t.to, auditor: t.auditor, link_id,
      apply_information: { ...info, information: { child }, history, ...(before ? { before } : {}) } as unknown as Record<string, unknown>,
      version: sql`${applies.version} + 1`, updated_at: new Date(),
    }).where(and(eq(applies.id, current.id), eq(applies.version, body.version))).returning();
    if (!row) throw new Conflict(STALE_APPLY_MESSAGE, 'STALE_VERSION');
    return row;
  });
}
