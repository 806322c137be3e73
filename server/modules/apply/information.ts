/**
 * The stored `apply_information` of an apply as the module reads it (req applies-review §1): the table's JSON column is
 * typed at the repository boundary (tables.ts `$type<StoredApplyInformation>()`, domain/contracts/apply.ts), so a
 * row's `apply_information` is this type as read, with no cast; and one entry of its history.
 */
import type { ApplyHistoryEntry, ApplyState } from '../../../domain/apply-states';
import type { StoredApplyInformation } from '../../../domain/contracts/apply';
import type { ChildPayload } from '../../../domain/contracts/child';
import type { SessionUser } from '../../auth/guard';
import { Conflict } from '../../errors';
import type { ApplyRow } from './repository';

/**
 * `before`: a passed 儿童修改's child form as it was just before the pass took effect (the child service's
 * snapshot). `applicant_scope`: the applicant's child scope at submit, the only children the final pass of a
 * 儿童创建 may merge into (issue 14; the reviewer is centre-wide). `previous`: a corrected apply's content as it
 * was returned (req applies-review §9). None of these is sent as stored.
 */
export type ApplyInformation = StoredApplyInformation;

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

/** The child a child apply (儿童创建, 儿童修改) carries; 409 APPLY_WITHOUT_CHILD for a row that lost it (never written so). */
export function carriedChild(row: ApplyRow): ChildPayload {
  const child = row.apply_information.information?.child;
  if (!child) throw new Conflict('申请内容缺失，无法处理', 'APPLY_WITHOUT_CHILD');
  return child;
}
