/**
 * Risk assessments (domain/contracts/risk.ts; req risk §1 /risk; docs/decisions-risk.md). The forms are checked
 * by the engine here; storage, history, versions and the two-stage review are the apply module's (genre-apply.ts and
 * its `review`, with the stages of STAGE_PERMISSIONS): this service adds the child's scope, one open assessment per
 * child and genre (under the child's row lock) and the answers' shape. Every change writes an operation record.
 */
import type { z } from 'zod';
import { RISK_APPLY_GENRES, type RiskApplyGenre } from '../../../domain/apply-states';
import type { createRisk, listRisks, resubmitRisk, reviewRisk, RiskItem } from '../../../domain/contracts/risk';
import { childScopeFor } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, NotFound } from '../../errors';
import type { ApplyRow, ApplyService } from '../apply';
import type { AuditService } from '../audit';
import type { ChildService } from '../child';
import type { DepartmentService } from '../department';
import type { UserService } from '../user';
import { checkedValues, valuesOf } from './forms';

export type RiskServiceDeps = {
  db: Db;
  now: () => Date;
  applies: ApplyService;
  children: ChildService;
  departments: DepartmentService;
  users: UserService;
  audit: AuditService;
};
export type RiskService = ReturnType<typeof createRiskService>;

const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** The risk service. `deps`: the database, the clock, the apply service (storage and review), the child service (scope, names), names, audit. */
export function createRiskService(deps: RiskServiceDeps) {
  const { db, now, applies, children, audit } = deps;

  /** Rows as the lists answer them: the child's name as `user` may see it (masked unless revealed), places, applicant, level. */
  async function present(user: SessionUser, rows: ApplyRow[]): Promise<RiskItem[]> {
    const [names, places, nicknames] = await Promise.all([
      children.namesFor(
        user,
        rows.map((r) => r.link_id),
      ),
      deps.departments.byIds(rows.flatMap((r) => [r.department_id ?? 0, r.village_id ?? 0])),
      deps.users.nicknames(rows.map((r) => r.applicant)),
    ]);
    return rows.map((r) => {
      const values = valuesOf(r);
      const score = values.standard_score;
      return {
        id: r.id,
        link_id: r.link_id,
        apply_genre: r.apply_genre as RiskApplyGenre,
        apply_state: r.apply_state as RiskItem['apply_state'],
        child_name: names.get(r.link_id) ?? null,
        department_name: places.get(r.department_id ?? 0)?.department_name ?? null,
        village_name: places.get(r.village_id ?? 0)?.department_name ?? null,
        applicant: r.applicant,
        applicant_name: nicknames.get(r.applicant) ?? null,
        risk_level: textOrNull(values.origin_level ?? values.standard_level),
        risk_score: typeof score === 'number' ? score : null,
        history: r.apply_information.history ?? [],
        version: r.version,
        created_at: r.created_at.toISOString(),
        updated_at: r.updated_at.toISOString(),
      };
    });
  }

  async function scopedRow(user: SessionUser, id: number): Promise<ApplyRow> {
    const row = await applies.rowOf(user, id, RISK_APPLY_GENRES);
    if (!row) throw new NotFound();
    return row;
  }

  return {
    /** GET /api/risk/list: one page of the assessments `user` may see (reviewers: all; the village staff: their own); a 浏览 / 搜索 record. */
    async list(user: SessionUser, q: z.output<typeof listRisks.query>) {
      const { total, rows } = await applies.listOf(user, {
        apply_genres: q.apply_genres?.length ? q.apply_genres : [...RISK_APPLY_GENRES],
        apply_states: q.apply_states,
        child_name: q.keyword,
        nameMatch: children.nameMatch(user),
        page: q.page,
        size: q.size,
      });
      await audit.write({
        user: user.id,
        type: q.keyword ? '搜索' : '浏览',
        information: { list: 'risk', apply_genres: q.apply_genres, apply_states: q.apply_states, total },
      });
      return { total, list: await present(user, rows) };
    },

    /** GET /api/risk/detail: the item and its form values; 404 outside the scope; a 查看详情 record. */
    async detail(user: SessionUser, id: number) {
      const row = await scopedRow(user, id);
      await audit.write({ user: user.id, child: row.link_id, type: '查看详情', information: { apply: row.id } });
      const [item] = await present(user, [row]);
      return { ...item, values: valuesOf(row) };
    },

    /** POST /api/risk: 400 for values the form refuses, 404 for a child outside the scope, 409 PENDING_RISK. */
    async submit(user: SessionUser, body: z.output<typeof createRisk.body>): Promise<ApplyRow> {
      const values = checkedValues(body.apply_genre, body.values, now());
      return inTransaction(db, async (tx) => {
        const child = await children.lock(tx, body.link_id, childScopeFor(user));
        if (!child) throw new NotFound();
        if (await applies.openOf(tx, body.apply_genre, child.id)) {
          throw new Conflict(`该儿童已有未完成的${body.apply_genre}，请在评估记录中查看`, 'PENDING_RISK');
        }
        return applies.submitOf(tx, user, {
          genre: body.apply_genre,
          child: {
            id: child.id,
            department_id: child.department_id,
            village_id: child.village_id,
            child_name: child.child_name,
          },
          payload: { values },
          content: `提交${body.apply_genre}`,
        });
      });
    },

    /** PUT /api/risk: the applicant's corrected values of a returned assessment, submitted again (genre-apply.ts `resubmit`). */
    async resubmit(user: SessionUser, body: z.output<typeof resubmitRisk.body>): Promise<ApplyRow> {
      const row = await scopedRow(user, body.id);
      const values = checkedValues(row.apply_genre as RiskApplyGenre, body.values, now());
      return inTransaction(db, (tx) =>
        applies.resubmit(tx, user, {
          id: row.id,
          version: body.version,
          genres: RISK_APPLY_GENRES,
          payload: { values },
          content: `修改后重新提交${row.apply_genre}`,
        }),
      );
    },

    /** PUT /api/risk/review: the apply module's review of a risk assessment (404 for any other apply). */
    async review(user: SessionUser, body: z.output<typeof reviewRisk.body>): Promise<ApplyRow> {
      await scopedRow(user, body.id);
      return applies.review(user, body);
    },
  };
}
