/**
 * The department plugin: GET /api/department/list/for/select (domain/contracts/department.ts).
 */
import type { FastifyInstance } from 'fastify';
import { listDepartmentsForSelect } from '../../../domain/contracts/department';
import { addRoute } from '../../http/contract-route';
import type { DepartmentService } from './service';

export async function departmentPlugin(app: FastifyInstance, opts: { departments: DepartmentService }) {
  addRoute(app, listDepartmentsForSelect, async () => ({ data: await opts.departments.listForSelect() }));
}
