/** The addresses of the task screens (issue 16). */
export const MY_TASKS_PATH = '/taskList/MyTaskList';
export const HELP_HISTORY_PATH = '/taskList1/TaskList1';
export { PLAN_PRINT_PATH, TASK_DETAIL_PATH } from '../../components/task/paths';
