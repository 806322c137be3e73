/**
 * Escort work orders in the task module (issue 28 "Escort work orders"; domain/escort.ts): who an escort task is
 * given to and what it is, and whose tasks an escort reads. Kept apart from the task service, which calls these two
 * at the create and in its scope.
 */
import { ACTIVE_STATE } from '../../../domain/constants';
import { taskFor, isEscortRole } from '../../../domain/escort';
import { inGroup, type Role } from '../../../domain/roles';
import type { TaskGenre, TaskGrade } from '../../../domain/tasks';
import type { SessionUser } from '../../auth/guard';
import { Invalid } from '../../errors';
import type { TaskSelect } from './repository';

const PICK_VOLUNTEER = '请选择激活中的志愿者';

/**
 * The grade and genre a task given by `giver` to `assignee` must have: an escort's task is 护航 of the escort's
 * department (公安护航 → 公安 …), whatever was asked; a volunteer's is as asked. 400 on the 志愿者 field for an account
 * that is neither an active volunteer nor an active escort, or for a pairing domain/escort.ts `taskFor` refuses.
 */
export function assigneeTask(
  giver: Role,
  assignee: { role: string; state: string } | null,
): { grade?: TaskGrade; genre?: TaskGenre } {
  const fail = (message: string) => new Invalid(message, [{ field: 'volunteer', message }]);
  if (
    !assignee ||
    assignee.state !== ACTIVE_STATE ||
    !(inGroup(assignee.role, 'volunteers') || isEscortRole(assignee.role))
  )
    throw fail(giver === '检察领导' ? '请选择激活中的护航人员' : PICK_VOLUNTEER);
  const rule = taskFor(giver, assignee.role);
  if ('refused' in rule) throw fail(rule.refused);
  return rule as { grade?: TaskGrade; genre?: TaskGenre };
}

/** An escort reads only the tasks given to them (their own, as a volunteer does); undefined for every other role. */
export function escortTaskScope(user: SessionUser): Pick<TaskSelect, 'volunteerScope' | 'childIds'> | undefined {
  return isEscortRole(user.role) ? { volunteerScope: user.id, childIds: undefined } : undefined;
}
