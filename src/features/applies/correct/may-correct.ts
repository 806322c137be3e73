/**
 * Who may correct an apply, and when (req applies-review §9; the server's rule is server/modules/apply/correct.ts):
 * its applicant, while it is a child apply (儿童创建, 儿童修改) returned by a review (初拒 or 终拒).
 */
import { CHILD_APPLY_GENRES, RETURNED_STATES } from '../../../../domain/apply-states';
import type { ApplyListItem } from '../../../../domain/contracts/apply';

export function mayCorrect(
  apply: Pick<ApplyListItem, 'apply_genre' | 'apply_state' | 'applicant'>,
  userId: number | undefined,
): boolean {
  return (
    apply.applicant === userId &&
    (CHILD_APPLY_GENRES as readonly string[]).includes(apply.apply_genre) &&
    (RETURNED_STATES as readonly string[]).includes(apply.apply_state)
  );
}
