/**
 * Applications (req applies-review §2 "Application states and review"), one service over the module's parts:
 * - read.ts: the detail, the lists and counts, the review step a caller took;
 * - submit.ts: a child director's 儿童创建 / 儿童修改 (the child pipeline, stored in 申请);
 * - review.ts: the review steps (初过 / 初拒 / 终过 / 终拒; the final pass writes the child);
 * - correct.ts: the applicant corrects a returned child apply and submits it again (back to 申请);
 * - helper-apply.ts: 帮扶人员 applies and withdrawals; genre-apply.ts: the genres with a payload of their own (risk).
 */
import type { AnyApplyGenre } from '../../../domain/apply-states';
import type { ChildSecret } from '../../../domain/masking';
import type { Db } from '../../db/client';
import type { AuditService } from '../audit';
import type { ChildService } from '../child';
import type { DepartmentService } from '../department';
import type { UserService } from '../user';
import { createCorrection } from './correct';
import { createGenreApplies } from './genre-apply';
import { createHelperApplies } from './helper-apply';
import { createApplyReads } from './read';
import type { ApplyRow } from './repository';
import { createReview } from './review';
import { createChildSubmit } from './submit';

export { historyEntry, type ApplyInformation } from './information';

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
  /**
   * Told of each review step (初过, 初拒, 终过, 终拒) in its transaction (the notice module's review result to the submitter;
   * docs/decisions-notices.md): the apply, its child's name and record as stored, the form's genre, and `secrets`, the
   * names and ID numbers the apply carries, for the notice's masking pass.
   */
  reviewed?: (
    tx: Db,
    step: {
      apply: number;
      applicant: number;
      apply_genre: string;
      apply_state: string;
      reason?: string;
      child_name?: string;
      link_id: number | null;
      character?: string | null;
    },
    secrets: ChildSecret[],
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
  const helperApplies = createHelperApplies(deps);
  const reads = createApplyReads(deps);
  return {
    detail: reads.detail,
    list: reads.list,
    count: reads.count,
    findStep: reads.findStep,
    submit: createChildSubmit(deps).submit,
    review: createReview(deps, helperApplies),
    correct: createCorrection(deps),
    submitHelpers: helperApplies.submitHelpers,
    withdraw: helperApplies.withdraw,
    /** The applies of genres carrying their own payload (genre-apply.ts: the risk assessments). */
    ...createGenreApplies(deps),
  };
}
