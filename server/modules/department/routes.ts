/**
 * GET /api/department/list/for/select → { data: { 镇街委员会: [...], 社区村居: [...], 服务商: [...], 部门: [...] } }
 * Each entry: id, department_name, department_parent (seed 001 §7). Only 激活 units are listed.
 */
import type { FastifyInstance } from 'fastify';
import { ACTIVE_STATE, DEPARTMENT_TYPES } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { listDepartments } from './repository';

export async function departmentRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get('/api/department/list/for/select', { config: { permission: { id: 'departments', action: 'query' } } }, async () => {
    const rows = await listDepartments(deps.db);
    const data: Record<string, { id: number; department_name: string; department_parent: number }[]> = {};
    for (const type of Object.values(DEPARTMENT_TYPES)) data[type] = [];
    for (const r of rows) {
      if (r.department_state !== ACTIVE_STATE) continue;
      (data[r.department_type] ??= []).push({ id: r.id, department_name: r.department_name, department_parent: r.department_parent });
    }
    return { data };
  });
}
