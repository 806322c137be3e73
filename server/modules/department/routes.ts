/**
 * The department plugin (domain/contracts/department.ts): GET /api/department/list/for/select for every
 * picker, and the department management of 系统管理 (admin.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  createDepartment,
  listDepartmentsForManage,
  listDepartmentsForSelect,
  renameDepartment,
  setDepartmentState,
} from '../../../domain/contracts/department';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { DepartmentAdmin } from './admin';
import type { DepartmentService } from './service';

export async function departmentPlugin(
  app: FastifyInstance,
  opts: { departments: DepartmentService; admin: DepartmentAdmin },
) {
  const { admin } = opts;
  addRoute(app, listDepartmentsForSelect, async () => ({ data: await opts.departments.listForSelect() }));
  addRoute(app, listDepartmentsForManage, async () => ({ list: await admin.list() }));
  addRoute(app, createDepartment, async (request) => admin.create(currentUser(request), request.body));
  addRoute(app, renameDepartment, async (request) => admin.rename(currentUser(request), request.body));
  addRoute(app, setDepartmentState, async (request) => admin.setState(currentUser(request), request.body));
}
