/** Addresses of task screens that other feature areas link to (issue 16). */

/** The print views of a plan: ?id=<plan>&kind=<print category 1–4>. */
export const PLAN_PRINT_PATH = '/taskList/PlanPrint';
