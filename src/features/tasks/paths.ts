/** The addresses of the task screens (issue 16). */
export const MY_TASKS_PATH = '/taskList/MyTaskList';
export const HELP_HISTORY_PATH = '/taskList1/TaskList1';
/** The print view of a task list in one of the four print categories (issue 28). */
export const TASK_LIST_PRINT_PATH = '/taskList/TaskListPrint';
/** The review journals of the caller (issue 28). */
export const JOURNAL_LIST_PATH = '/taskList/JournalList';
/** A volunteer's plans and the tasks each produced (issue 28). */
export const MY_PLANS_PATH = '/taskList/MyPlanList';
export { PLAN_PRINT_PATH, TASK_DETAIL_PATH } from '../../components/task/paths';
