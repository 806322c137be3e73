/** Addresses of task screens that other feature areas link to (issue 16). */

/** The print views of a plan: ?id=<plan>&kind=<print category 1–4>. */
export const PLAN_PRINT_PATH = '/taskList/PlanPrint';

/** A task's own screen: ?id=<task> (linked from a clue, issue 18). */
export const TASK_DETAIL_PATH = '/taskList/TaskDetail';
