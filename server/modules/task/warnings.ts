/**
 * The task half of the data warnings (domain/warnings.ts; the warning module puts them together): the work orders in
 * hand past their date_limit (the 超期 bucket of domain/tasks.ts) of the children in a scope, longest overdue first,
 * and the subquery of the children served this month (a work order finished in it), for the child module.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monthOf } from '../../http/china-days';
import { pageTasks, type TaskRow } from './repository';
import { servedChildIds } from './repository-figures';

export function createTaskWarnings(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  return {
    /** The children (ids, as a subquery) with a work order finished in the current China-time month. */
    servedThisMonth(): SQL {
      const { start, end } = monthOf(now());
      return servedChildIds(start, end);
    },
    /** One page of the overdue work orders of the children in `childIds` (a subquery), longest overdue first, and the total. */
    overdue: (childIds: SQL, page: number, size: number): Promise<{ total: number; rows: TaskRow[] }> =>
      pageTasks(db, { childIds, expires: ['超期'], orderField: 'date_limit', orderRule: 'asc' }, now(), page, size),
  };
}

export type TaskWarnings = ReturnType<typeof createTaskWarnings>;
