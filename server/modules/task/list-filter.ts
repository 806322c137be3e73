/**
 * The filters of the task lists (req tasks §4; issue 28): the caller's scope, and a list query's whole filter, shared by
 * the task list (GET /api/task/list/for/mix) and its .xlsx export so both read exactly the same rows.
 */
import type { z } from 'zod';
import type { listTasksForMix } from '../../../domain/contracts/task';
import { childScopeFor } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import { dayEnd, dayStart } from '../../http/china-days';
import type { ChildService } from '../child';
import { escortTaskScope } from './escort';
import type { TaskSelect } from './repository';

type ListQuery = z.output<typeof listTasksForMix.query>;

/** The scope and list filters over `children` (their places and who may match a name part). */
export function createTaskFilters(children: Pick<ChildService, 'idsIn' | 'nameMatch'>) {
  /** The scope part of a task filter for `user`. */
  function scoped(
    user: SessionUser,
    place: { department?: number; village?: number } = {},
  ): Pick<TaskSelect, 'volunteerScope' | 'childIds'> {
    const escort = escortTaskScope(user);
    if (escort) return escort;
    const scope = childScopeFor(user);
    if (scope.kind === 'tasks') return { volunteerScope: user.id, childIds: undefined };
    return { childIds: children.idsIn(scope, place) };
  }

  /**
   * The filter of a task list query `q` for `user` (GET /api/task/list/for/mix and its .xlsx export read the same rows):
   * the caller's scope (an escort's own tasks, a volunteer's own, else the children of their places), the query's
   * filters, and `long`'s default order (newest finished first).
   */
  function listFilter(user: SessionUser, q: Omit<ListQuery, 'page' | 'size'>, long = false): TaskSelect {
    const f: TaskSelect = {
      ...scoped(user, { department: q.department, village: q.village }),
      deleted: q.deleted,
      manager: q.manager,
      volunteer: q.volunteer,
      child: q.child,
      ids: q.ids,
      grades: q.grades,
      states: q.states,
      genres: q.genres,
      audits: q.audits,
      categorys: q.categorys,
      expires: q.expires,
      keyword: q.keyword,
      beginFrom: q.begin_start ? dayStart(q.begin_start) : undefined,
      beginTo: q.begin_finish ? dayEnd(q.begin_finish) : undefined,
      endFrom: q.end_start ? dayStart(q.end_start) : undefined,
      endTo: q.end_finish ? dayEnd(q.end_finish) : undefined,
      limitTo: q.limit ? dayEnd(q.limit) : undefined,
      // a part of a name only for a caller who sees full names: a masked list is no oracle of the hidden characters
      childName: q.child_name ? { text: q.child_name, match: children.nameMatch(user) } : undefined,
      orderField: q.order_field ?? (long ? 'date_end' : undefined),
      orderRule: q.order_rule ?? (long ? 'desc' : undefined),
    };
    if ((q.department || q.village) && f.volunteerScope !== undefined) f.childIds = undefined; // a volunteer's place filter: their own tasks only
    return f;
  }

  return { scoped, listFilter };
}
