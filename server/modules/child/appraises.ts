/**
 * Overall evaluations of a marginal minor (issue 17; req gta §3.3, §7.1, §8.1; domain/contracts/child-appraise.ts):
 * each call changes one entry of information.appraises inside a transaction that holds the child's row lock,
 * so concurrent evaluations all survive; the version moves on with each. 404 for a child outside the caller's
 * scope (the gta roles: gta minors), 403 for another's entry (检察领导 may change any), one 修改 record each.
 */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  addChildAppraise,
  AppraiseEntry,
  listChildAppraises,
  updateChildAppraise,
} from '../../../domain/contracts/child-appraise';
import { APPRAISES_MAX, appraiserTitle, mayChangeAppraise } from '../../../domain/appraises';
import { childScopeFor } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Forbidden, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import { childById, lockChild, updateChildAtVersion, type ChildRow } from './repository';

type Answer = z.input<typeof listChildAppraises.response>;
export type AppraiseDeps = { db: Db; now: () => Date; audit: AuditService };

const entriesOf = (row: ChildRow): AppraiseEntry[] =>
  Array.isArray(row.information.appraises) ? row.information.appraises : [];

export function createChildAppraises(deps: AppraiseDeps) {
  const { db, now, audit } = deps;

  const answer = (user: SessionUser, entries: AppraiseEntry[]): Answer => ({
    list: [...entries]
      .sort((a, b) => b.datetime - a.datetime)
      .map((e) => ({
        ...e,
        role_title: appraiserTitle(e.role),
        mine_to_change: mayChangeAppraise(user.role, user.id, e.user),
      })),
  });

  /** Runs `change` on the locked child's entries and saves them; `action` names the record. */
  async function change(
    user: SessionUser,
    id: number,
    action: string,
    edit: (entries: AppraiseEntry[]) => AppraiseEntry[],
  ): Promise<Answer> {
    const saved = await inTransaction(db, async (tx) => {
      const row = await lockChild(tx, id, childScopeFor(user));
      if (!row) throw new NotFound();
      const entries = edit(entriesOf(row));
      const updated = await updateChildAtVersion(tx, row.id, row.version, {
        information: { ...row.information, appraises: entries },
        updated_at: now(),
      });
      if (!updated) throw new Conflict('该儿童已被他人修改，请刷新后重试', 'STALE_VERSION');
      return entries;
    });
    await audit.write({ user: user.id, child: id, type: '修改', information: { action } });
    return answer(user, saved);
  }

  /** The entry `appraiseId` of `entries` the caller may change; 404 when gone, 403 when another's. */
  function own(user: SessionUser, entries: AppraiseEntry[], appraiseId: string): AppraiseEntry {
    const entry = entries.find((e) => e.appraise_id === appraiseId);
    if (!entry) throw new NotFound('该评价不存在或已被删除');
    if (!mayChangeAppraise(user.role, user.id, entry.user))
      throw new Forbidden('只能修改或删除自己的评价', 'NOT_AUTHOR');
    return entry;
  }

  return {
    async list(user: SessionUser, id: number): Promise<Answer> {
      const row = await childById(db, id, childScopeFor(user));
      if (!row) throw new NotFound();
      return answer(user, entriesOf(row));
    },
    add: (user: SessionUser, b: z.output<typeof addChildAppraise.body>) =>
      change(user, b.id, '添加评价', (entries) => {
        if (entries.length >= APPRAISES_MAX) throw new Conflict(`评价最多 ${APPRAISES_MAX} 条`, 'APPRAISES_FULL');
        return [
          ...entries,
          {
            appraise_id: randomBytes(6).toString('hex'),
            user: user.id,
            username: user.nickname,
            role: user.role,
            result: b.result,
            content: b.content,
            datetime: Math.floor(now().getTime() / 1000),
          },
        ];
      }),
    update: (user: SessionUser, b: z.output<typeof updateChildAppraise.body>) =>
      change(user, b.id, '修改评价', (entries) => {
        own(user, entries, b.appraise_id);
        return entries.map((e) =>
          e.appraise_id === b.appraise_id ? { ...e, result: b.result, content: b.content } : e,
        );
      }),
    remove: (user: SessionUser, b: { id: number; appraise_id: string }) =>
      change(user, b.id, '删除评价', (entries) => {
        own(user, entries, b.appraise_id);
        return entries.filter((e) => e.appraise_id !== b.appraise_id);
      }),
  };
}
