/** The department module's public entry: other modules and app.ts import only this file. */
export { departmentPlugin } from './routes';
export { createDepartmentService, isVillageOfTown, type DepartmentService, type DepartmentRow } from './service';
export { createDepartmentAdmin, type DepartmentAdmin } from './admin';
