/**
 * A child's classification and 儿童督导员 (issue 28; req children §13; domain/contracts/child-classify.ts): the centre sets
 * the level, ranking, emphasis and a left-behind girl's girl level with a reason, optionally adopting the level a passed
 * risk assessment proposes; and names the child's dominator. Each change is locked at the version read (409
 * STALE_VERSION), kept in the child's 分级记录 (child_classifications) and written as a 修改 operation record (action 分级
 * or 督导员); a refused change is a 失败 record. A change that changes nothing is refused (400 请至少调整一项).
 */
import type { z } from 'zod';
import {
  CLASSIFY_FIELD_LABELS,
  RISK_LEVEL_PROPOSAL,
  type ClassificationEntry,
  type ClassifyBasis,
  type setChildClassification,
  type setChildDominator,
} from '../../../domain/contracts/child-classify';
import type { writeAnswer } from '../../../domain/contracts/child';
import { DEFAULT_GIRL_LEVEL } from '../../../domain/constants';
import { childScopeFor } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import type { UserService } from '../user';
import {
  classificationsOf,
  childById,
  insertClassification,
  lockChild,
  updateChildAtVersion,
  type ChildRow,
} from './repository';
import { STALE_MESSAGE } from './writes';

type Answer = z.input<typeof writeAnswer>;
type Changes = Record<string, [string, string]>;
export type ClassifyDeps = { db: Db; now: () => Date; audit: AuditService; users: UserService };

const NO_CHANGE = '请至少调整一项';
const DOMINATOR_ROLE = '分委领导';
const yesNo = (b: boolean) => (b ? '是' : '否');

/** Whether the child is a left-behind girl (an ow child whose form, or ID number, says 女): only she has a girl level. */
export function isOwGirl(row: ChildRow): boolean {
  if (!row.character_ow) return false;
  const gender = (row.information.investigate_ow as Record<string, unknown> | undefined)?.child_gender;
  if (gender === '女' || gender === '男') return gender === '女';
  const n = row.child_idnumber;
  return n.length === 18 && Number(n[16]) % 2 === 0;
}

/** The level and name of the passed assessment `basis` stored on the child (req risk §2), or null when it has none. */
export function assessedLevel(row: ChildRow, basis: ClassifyBasis): string | null {
  const key = basis === '原始风险评估' ? 'origin' : 'standard';
  const level = (row.information[key] as Record<string, unknown> | undefined)?.[`${key}_level`];
  return typeof level === 'string' && level in RISK_LEVEL_PROPOSAL ? level : null;
}

export function createChildClassify(deps: ClassifyDeps) {
  const { db, now, audit } = deps;

  /** Locks child `id` of `user`'s scope at `version`, computes the change, saves it with its history row; records `action`. */
  async function change(
    user: SessionUser,
    id: number,
    version: number,
    action: '分级' | '督导员',
    edit: (row: ChildRow, tx: Db) => Promise<{ patch: Partial<ChildRow>; changes: Changes; basis?: string }>,
    reason: string,
  ): Promise<Answer> {
    try {
      const { saved, changes, basis } = await inTransaction(db, async (tx) => {
        const row = await lockChild(tx, id, childScopeFor(user));
        if (!row) throw new NotFound();
        if (row.version !== version) throw new Conflict(STALE_MESSAGE, 'STALE_VERSION');
        const { patch, changes, basis } = await edit(row, tx);
        if (!Object.keys(changes).length) throw new Invalid(NO_CHANGE, [{ field: 'reason', message: NO_CHANGE }]);
        const at = now();
        const saved = await updateChildAtVersion(tx, id, version, { ...patch, updated_at: at });
        if (!saved) throw new Conflict(STALE_MESSAGE, 'STALE_VERSION');
        await insertClassification(tx, { child: id, changes, reason, basis, created_by: user.id, created_at: at });
        return { saved, changes, basis };
      });
      await audit.write({ user: user.id, child: id, type: '修改', information: { action, changes, reason, basis } });
      return { id: saved.id, version: saved.version };
    } catch (error) {
      await audit.write({ user: user.id, child: id, type: '修改', state: '失败', information: { action } });
      throw error;
    }
  }

  return {
    /** PUT /api/child/classification (see the contract). */
    setClassification: (user: SessionUser, b: z.output<typeof setChildClassification.body>) =>
      change(
        user,
        b.id,
        b.version,
        '分级',
        async (row) => {
          const important = { ...row.information.important };
          const girl = isOwGirl(row);
          if (b.girl_level && !girl) {
            const message = '只有留守女童有女童等级';
            throw new Invalid(message, [{ field: 'girl_level', message }], 'NOT_OW_GIRL');
          }
          let basis: string | undefined;
          if (b.basis) {
            const assessed = assessedLevel(row, b.basis);
            const proposal = assessed ? RISK_LEVEL_PROPOSAL[assessed] : undefined;
            if (!assessed || proposal !== b.level) {
              const message = assessed
                ? `${b.basis}建议的等级为${proposal}，与所选等级不一致`
                : `该儿童没有通过的${b.basis}`;
              throw new Invalid(message, [{ field: 'basis', message }], 'BASIS_MISMATCH');
            }
            basis = `${b.basis}：${assessed}（建议${proposal}）`;
          }
          const before = {
            level: row.level,
            ranking: row.ranking,
            emphasis: yesNo(row.emphasis),
            girl_level: String(important.girl_level ?? (girl ? DEFAULT_GIRL_LEVEL : '')),
          };
          const after = { level: b.level, ranking: b.ranking, emphasis: yesNo(b.emphasis), girl_level: b.girl_level };
          const changes: Changes = {};
          for (const f of ['level', 'ranking', 'emphasis', 'girl_level'] as const) {
            const to = after[f];
            if (to !== undefined && to !== before[f]) changes[f] = [before[f], to];
          }
          if (changes.girl_level) important.girl_level = b.girl_level;
          return {
            patch: {
              level: b.level,
              ranking: b.ranking,
              emphasis: b.emphasis,
              ...(changes.girl_level ? { information: { ...row.information, important } } : {}),
            },
            changes,
            basis,
          };
        },
        b.reason,
      ),

    /** PUT /api/child/dominator (see the contract). */
    setDominator: (user: SessionUser, b: z.output<typeof setChildDominator.body>) =>
      change(
        user,
        b.id,
        b.version,
        '督导员',
        async (row, tx) => {
          const important = { ...row.information.important };
          const from = String(important.dominator_name ?? '');
          if (b.dominator === null) {
            delete important.dominator_name;
            delete important.dominator_cellphone;
            return {
              patch: { dominator: 0, information: { ...row.information, important } },
              changes: (row.dominator ? { dominator: [from, ''] } : {}) as Changes,
            };
          }
          const to = await deps.users.activeAccount(b.dominator, tx);
          if (!to || to.role !== DOMINATOR_ROLE || !row.department_id || to.department_id !== row.department_id) {
            const message = '请选择本乡镇激活中的分委领导';
            throw new Invalid(message, [{ field: 'dominator', message }], 'INACTIVE_DOMINATOR');
          }
          Object.assign(important, { dominator_name: to.nickname, dominator_cellphone: to.cellphone });
          return {
            patch: { dominator: to.id, information: { ...row.information, important } },
            changes: (to.id === row.dominator ? {} : { dominator: [from, to.nickname] }) as Changes,
          };
        },
        b.reason,
      ),

    /** GET /api/child/classification/list: the 分级记录 of a child of `user`'s scope (404 outside), newest first. */
    async classifications(user: SessionUser, id: number): Promise<{ list: ClassificationEntry[] }> {
      if (!(await childById(db, id, childScopeFor(user)))) throw new NotFound();
      const rows = await classificationsOf(db, id);
      const names = await deps.users.nicknames(rows.map((r) => r.created_by));
      return {
        list: rows.map((r) => ({
          id: r.id,
          changes: Object.entries(r.changes).map(([field, [from, to]]) => ({
            field,
            label:
              field === 'dominator'
                ? '儿童督导员'
                : (CLASSIFY_FIELD_LABELS[field as keyof typeof CLASSIFY_FIELD_LABELS] ?? field),
            from,
            to,
          })),
          reason: r.reason,
          basis: r.basis,
          user_nickname: names.get(r.created_by) ?? null,
          created_at: r.created_at.toISOString(),
        })),
      };
    },
  };
}
