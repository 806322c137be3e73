/**
 * Applications (req applies-review §2 "Application states and review"):
 * - submit: a child director's create (儿童创建) or modify (儿童修改) runs the full child pipeline (the child
 *   service's `prepare`) and is stored in 申请 for the town's 分委领导 (auditor 0), the child untouched;
 * - review: 申请 → 初过 / 初拒 (review_first, same town), 初过 → 终过 / 终拒 (review_final). The final pass
 *   writes the child through the child service and the apply's state in one transaction (a genre with stages of its own,
 *   domain/apply-states.ts STAGE_PERMISSIONS, is reviewed by those permissions, its refusals are returns needing a reason,
 *   and its final pass is `deps.passes[genre]`: the risk assessments, genre-apply.ts), and a 儿童修改
 *   keeps the child's form as it was just before (`before`, what its comparison shows from then on). Every
 *   step appends to the history (stamped with the injected clock). An illegal transition or a stale version
 *   answers 409 and changes nothing.
 */
import type { z } from 'zod';
import {
  APPLY_GENRES,
  AUDITOR_TOWN,
  CHILD_APPLY_GENRES,
  applyWorkflowFor,
  type AnyApplyGenre,
  type ApplyHistoryEntry,
  type ApplyState,
} from '../../../domain/apply-states';
import type {
  countAppliesForAuditor,
  createApply,
  getApplyDetail,
  listAppliesForAuditor,
  reviewApply,
} from '../../../domain/contracts/apply';
import type { ChildPayload } from '../../../domain/contracts/child';
import type { HelperAssignment } from '../../../domain/contracts/child-state';
import { isCharacter } from '../../../domain/child-genre';
import { childScopeFor, type ChildScope } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import { applyMove, checkMove } from '../../http/apply-move';
import { withImageUrls } from '../../storage/image-urls';
import type { AuditService } from '../audit';
import type { ChildRow, ChildService, ChildSnapshot, PreparedChild } from '../child';
import type { DepartmentService } from '../department';
import type { UserService } from '../user';
import { applySecrets, formSecrets, presentApplies } from './present';
import { maskDeep, maskInformation, maskInText } from '../../../domain/masking';
import { createHelperApplies } from './helper-apply';
import { createGenreApplies } from './genre-apply';
import {
  applyById,
  countApplies,
  insertApply,
  listApplies,
  lockApply,
  pendingApplyFor,
  updateApplyAtVersion,
  type ApplyRow,
} from './repository';

/**
 * `before`: a passed 儿童修改's child form as it was just before the pass took effect (the child service's
 * snapshot). `applicant_scope`: the applicant's child scope at submit, the only children the final pass of a
 * 儿童创建 may merge into (issue 14; the reviewer is centre-wide). Neither is sent (not in the contract).
 */
export type ApplyInformation = {
  information: { child: ChildPayload; helpers?: HelperAssignment[] };
  history: ApplyHistoryEntry[];
  child_name?: string;
  base_version?: number;
  merge_form?: number;
  before?: ChildSnapshot;
  applicant_scope?: ChildScope;
};

type Query = z.output<typeof listAppliesForAuditor.query> | z.output<typeof countAppliesForAuditor.query>;

const PENDING_MESSAGE = '该儿童已有待审核的申请，请等待审核完成';
const CREATE_LINK_MESSAGE = '新建儿童的申请不能关联已有儿童';
const STALE_APPLY_MESSAGE = '该申请已被他人处理，请刷新后重试';
const RETURN_REASON_MESSAGE = '请填写退回原因';

const isApplyGenre = (genre: string): boolean => (APPLY_GENRES as readonly string[]).includes(genre);
/** A list or count query of the apply calls: of the genres asked, else of every APPLY_GENRE (never another call's). */
const ownGenres = (q: Query): Query => (q.apply_genres?.length ? q : { ...q, apply_genres: [...APPLY_GENRES] });

/** One history entry at `at`. */
export function historyEntry(
  user: SessionUser,
  state: ApplyState,
  content: string,
  reason: string,
  at: Date,
): ApplyHistoryEntry {
  return { datetime: at.toISOString(), nickname: user.nickname, operater: user.id, state, content, reason };
}

export type ApplyServiceDeps = {
  db: Db;
  now: () => Date;
  children: ChildService;
  departments: DepartmentService;
  users: UserService;
  audit: AuditService;
  signImage: (image_url: string) => string | null;
  /** Writes the journal of a review step in its transaction (the journal module's `record`, issue 16; wired in server/services.ts). */
  journal?: (
    tx: Db,
    step: { creator: number; apply: number; apply_genre: string; apply_state: string; reason?: string; at: Date },
  ) => Promise<unknown>;
  /** Told of a final pass or refusal in its transaction (the notice module's review result to the submitter; docs/decisions-filetransfer.md). */
  reviewed?: (
    tx: Db,
    step: { apply: number; applicant: number; apply_genre: string; apply_state: string; reason?: string },
  ) => Promise<void>;
  /**
   * What the final pass (终过) of a genre that carries no child form does, in the review's transaction (the risk
   * module's: store the assessment on the child; wired in server/services.ts).
   */
  passes?: Partial<Record<AnyApplyGenre, (tx: Db, row: ApplyRow) => Promise<void>>>;
};

export type ApplyService = ReturnType<typeof createApplyService>;

/**
 * The apply service. `deps`: the database, the clock, the child service (the pipeline and the final pass's
 * writes, inside the apply's transaction), the department and user services (names), audit, the image signer.
 */
export function createApplyService(deps: ApplyServiceDeps) {
  const { db, now, children, audit } = deps;
  const helperApplies = createHelperApplies(deps);
  const present = (rows: ApplyRow[], user: SessionUser) =>
    presentApplies(deps, rows, user.role, children.revealed(user));
  const recordedBefore = (row: ApplyRow) => row.apply_information.before;

  /**
   * The reviewer's "before" of a 儿童修改 apply (req applies-review §3 review; DESIGN "a reviewer sees before and after
   * side by side"), `character` being the apply's: once the apply has passed, the child's form as it was just
   * before (`before`, recorded by the pass; a direct modification records it too: part of the apply, which
   * the caller may read); otherwise the linked child as stored now, only inside the caller's child scope
   * (issue 14: a child that has left it, e.g. moved to another town, answers null as a deleted one does).
   * Either way only the forms the caller's role may read. undefined for other genres.
   */
  async function currentChildOf(row: ApplyRow, user: SessionUser): Promise<ChildSnapshot | null | undefined> {
    if (row.apply_genre !== '儿童修改') return undefined;
    // the forms the role may read; the child's name and ID number masked unless the caller revealed names (issue 26)
    const revealed = children.revealed(user);
    const readable = (s: ChildSnapshot): ChildSnapshot => {
      const information = children.readableInformation(user.role, s.information);
      if (revealed) return { ...s, information };
      return maskDeep({ ...s, information: maskInformation(information) }, formSecrets(s.information));
    };
    const recorded = recordedBefore(row);
    if (recorded) return readable(recorded);
    const info = row.apply_information;
    const child = row.link_id ? await children.byId(row.link_id, childScopeFor(user)) : undefined;
    if (!child) return null;
    const carried = info.information?.child?.character;
    const character = isCharacter(carried) ? carried : child.character_cs ? 'cs' : child.character_ow ? 'ow' : 'gta';
    return readable(children.snapshot(child, character));
  }

  /** The children the final pass of a 儿童创建 may merge into: the applicant's scope recorded at submit (else as now). */
  async function applicantScope(row: ApplyRow, info: ApplyInformation): Promise<ChildScope> {
    if (info.applicant_scope) return info.applicant_scope;
    const applicant = await deps.users.activeAccount(row.applicant);
    return applicant ? childScopeFor(applicant) : { kind: 'none' };
  }

  return {
    /** GET /api/apply/detail: scoped (404 outside); writes a 查看详情 record; signs the images of the apply and of `current`. */
    async detail(user: SessionUser, id: number): Promise<z.input<typeof getApplyDetail.response>['detail']> {
      const row = await applyById(db, id, user);
      // the genres of other calls (the risk assessments) are not this call's
      if (!row || !isApplyGenre(row.apply_genre)) throw new NotFound();
      await audit.write({ user: user.id, child: row.link_id, type: '查看详情', information: { apply: row.id } });
      const current = await currentChildOf(row, user);
      const recorded = recordedBefore(row) ? { current_recorded: true as const } : {};
      const [item] = await present([row], user);
      return withImageUrls({ ...item, ...(current !== undefined ? { current } : {}), ...recorded }, deps.signImage);
    },

    /** GET /api/apply/list/for/auditor: one page of the caller's queue or own applies. */
    async list(user: SessionUser, q: Query) {
      const { total, rows } = await listApplies(db, user, ownGenres(q));
      return { total, list: await present(rows, user) };
    },

    submitHelpers: helperApplies.submitHelpers,
    /** The applies of genres carrying their own payload (genre-apply.ts: the risk assessments). */
    ...createGenreApplies(deps),
    withdraw: helperApplies.withdraw,

    /** GET /api/apply/count/for/auditor. */
    count: (user: SessionUser, q: Query) => countApplies(db, user, ownGenres(q)),

    /**
     * POST /api/apply: validated like a direct write; 403 outside the applicant's village; 409 PENDING_APPLY.
     * A 儿童创建 links no child (a link_id → 400 LINK_ON_CREATE) and merges only into a child inside the
     * applicant's scope (else 409 DUPLICATE_CHILD); a 儿童修改 links only a child inside it (404 otherwise).
     */
    async submit(user: SessionUser, body: z.output<typeof createApply.body>): Promise<ApplyRow> {
      const payload = body.apply_information.information.child;
      const scope = childScopeFor(user);
      let prepared: PreparedChild;
      let base_version: number | undefined;
      if (body.apply_genre === '儿童修改') {
        if (!body.link_id)
          throw new Invalid('请确认要修改的儿童', [{ field: 'link_id', message: '请确认要修改的儿童' }]);
        const existing = await children.byId(body.link_id, scope);
        if (!existing) throw new NotFound();
        prepared = await children.prepare(db, payload, existing);
        base_version = existing.version;
      } else {
        if (body.link_id)
          throw new Invalid(
            CREATE_LINK_MESSAGE,
            [{ field: 'link_id', message: CREATE_LINK_MESSAGE }],
            'LINK_ON_CREATE',
          );
        prepared = await children.prepare(db, payload, undefined, scope);
      }
      if (
        scope.kind === 'village' &&
        prepared.columns.village_id !== scope.village_id &&
        prepared.columns.birth_village_id !== scope.village_id
      ) {
        throw new Forbidden('只能为本村（居）的儿童提交申请', 'OUT_OF_SCOPE');
      }
      if (await pendingApplyFor(db, prepared.child_idnumber)) {
        throw new Conflict(PENDING_MESSAGE, 'PENDING_APPLY', [{ field: 'child_idnumber', message: PENDING_MESSAGE }]);
      }
      const at = now();
      const information: ApplyInformation = {
        information: { child: children.carried(prepared) },
        base_version,
        merge_form: prepared.mergeInto?.id ?? 0,
        applicant_scope: scope,
        history: [historyEntry(user, '申请', `提交${body.apply_genre}申请`, '', at)],
      };
      const row = await insertApply(db, {
        applicant: user.id,
        auditor: AUDITOR_TOWN,
        link_id: body.apply_genre === '儿童修改' ? (body.link_id ?? 0) : 0,
        apply_genre: body.apply_genre,
        apply_state: '申请',
        department_id: prepared.columns.department_id,
        village_id: prepared.columns.village_id,
        child_idnumber: prepared.child_idnumber,
        apply_information: information,
        created_at: at,
        updated_at: at,
      });
      await audit.write({
        user: user.id,
        child: row.link_id,
        type: '创建',
        information: { apply: row.id, apply_genre: row.apply_genre },
      });
      return row;
    },

    /**
     * PUT /api/apply: one review step; the final pass writes the child (create or update) in the same
     * transaction. 409 STALE_VERSION for a version not the stored one (checked first, and again under the
     * apply's row lock, so of two concurrent reviews one writes and the other gets this), 409
     * ILLEGAL_TRANSITION, 403 FORBIDDEN_REVIEW, 404 outside the reviewer's scope.
     */
    async review(user: SessionUser, body: z.output<typeof reviewApply.body>): Promise<ApplyRow> {
      const current = await applyById(db, body.id, user);
      if (!current || current.deleted_at) throw new NotFound();
      // a stale version first: a reviewer who lost a race to another is told so, whatever state the winner left
      const workflow = applyWorkflowFor(current.apply_genre);
      const request = {
        workflow,
        move: { to: body.apply_state },
        version: body.version,
        caller: user,
        input: { reason: body.reason },
        errors: {
          stale: () => new Conflict(STALE_APPLY_MESSAGE, 'STALE_VERSION'),
          illegal: (from: string) =>
            new Conflict(`当前申请状态为「${from}」，不能改为「${body.apply_state}」`, 'ILLEGAL_TRANSITION'),
          forbidden: () => new Forbidden('您没有权限进行此审核', 'FORBIDDEN_REVIEW'),
          needs: () => new Invalid(RETURN_REASON_MESSAGE, [{ field: 'reason', message: RETURN_REASON_MESSAGE }]),
        },
      };
      const t =
        workflow.moves[checkMove({ ...request, row: { state: current.apply_state, version: current.version } })];
      const carriesChild = (CHILD_APPLY_GENRES as readonly string[]).includes(current.apply_genre);
      const reason = body.reason?.trim() || t.defaultReason;
      const info = current.apply_information as unknown as ApplyInformation;
      const mergeScope = current.apply_genre === '儿童创建' ? await applicantScope(current, info) : undefined;

      return inTransaction(db, async (tx) => {
        // Two reviewers of one apply at once (issue 14): the apply's row is locked before anything is written,
        // so the second waits for the first to commit, then finds a new version here and writes nothing.
        const locked = await lockApply(tx, current.id);
        if (!locked) throw request.errors.stale();
        const { saved: updated } = await applyMove({
          ...request,
          tx,
          at: now(),
          row: { state: locked.apply_state, version: locked.version },
          save: async (s) => {
            let link_id = current.link_id;
            let child = info.information.child;
            let before: ChildSnapshot | undefined;
            const pass = deps.passes?.[current.apply_genre as AnyApplyGenre];
            if (s.to === '终过' && current.apply_genre === '帮扶人员') {
              await helperApplies.pass(tx, current);
            } else if (s.to === '终过' && pass) {
              await pass(tx, current);
            } else if (s.to === '终过' && carriesChild) {
              let written: ChildRow;
              if (current.apply_genre === '儿童修改') {
                const existing = await children.byId(current.link_id, { kind: 'all' }, tx);
                if (!existing) throw new Conflict('要修改的儿童已不存在', 'CHILD_GONE');
                const prepared = await children.prepare(tx, child, existing);
                written = await children.update(tx, existing, info.base_version ?? existing.version, prepared);
                child = children.carried(prepared);
                before = children.snapshot(existing, prepared.character);
              } else {
                const prepared = await children.prepare(tx, child, undefined, mergeScope);
                written = await children.create(tx, prepared, 0);
                child = children.carried(prepared);
              }
              link_id = written.id;
            }
            // the apply's history as stored (ApplyHistoryEntry): the state reached, the reason (or the move's default), who, when
            const history = [...(info.history ?? []), historyEntry(user, s.to, reason, reason, new Date(s.at))];
            return updateApplyAtVersion(tx, current.id, body.version, {
              apply_state: s.to,
              auditor: t.auditor,
              link_id,
              apply_information: {
                ...info,
                information: carriesChild ? { child } : info.information,
                history,
                ...(before ? { before } : {}),
              },
              updated_at: new Date(s.at),
            });
          },
          journal: (row, s) =>
            deps.journal?.(tx, {
              creator: user.id,
              apply: row.id,
              apply_genre: row.apply_genre,
              apply_state: s.to,
              reason: body.reason?.trim() || undefined,
              at: new Date(s.at),
            }) ?? Promise.resolve(),
          record: {
            audit,
            entry: (row) => ({
              user: user.id,
              child: row.link_id,
              type: '审核',
              information: { apply: row.id, apply_state: row.apply_state },
            }),
          },
        });
        if (t.to === '终过' || t.to === '终拒') {
          await deps.reviewed?.(tx, {
            apply: updated.id,
            applicant: updated.applicant,
            apply_genre: updated.apply_genre,
            apply_state: t.to,
            reason: body.reason?.trim() ? maskInText(body.reason.trim(), applySecrets(info)) : undefined,
          });
        }
        return updated;
      });
    },

    /**
     * The review step `state` that `user` took on apply `id` (for POST /api/journal): its genre, when and why, or
     * undefined when they took none. 404 for an apply outside the caller's scope.
     */
    async findStep(user: SessionUser, id: number, state: string) {
      const current = await applyById(db, id, user);
      if (!current || current.deleted_at) throw new NotFound();
      const history = (current.apply_information as unknown as ApplyInformation).history ?? [];
      const entry = [...history].reverse().find((h) => h.operater === user.id && h.state === state);
      if (!entry) return undefined;
      return {
        creator: user.id,
        apply: current.id,
        apply_genre: current.apply_genre,
        apply_state: state,
        reason: entry.reason || undefined,
        at: new Date(entry.datetime),
      };
    },
  };
}
