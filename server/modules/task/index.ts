/** The task module's public entry: other modules and app.ts import only this file. */
export { taskPlugin } from './routes';
export { createTaskService, type TaskService } from './service';
export type { FigureKey, TaskFigureRow, TaskFigureSelect } from './repository-figures';
export { createTaskWarnings, type TaskWarnings } from './warnings';
export type { TaskRow } from './repository';
export { createTaskExport, taskExportPlugin } from './export';
