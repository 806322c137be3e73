/**
 * The user plugin (domain/contracts/user.ts): GET /api/user/info, GET /api/user/list/for/village/role/keyword.
 */
import type { FastifyInstance } from 'fastify';
import { getUserInfo, listUsersForVillageRole } from '../../../domain/contracts/user';
import { permissionsFor } from '../../../domain/permissions';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { DepartmentService } from '../department';
import type { UserService } from './service';

export async function userPlugin(app: FastifyInstance, opts: { users: UserService; departments: DepartmentService }) {
  addRoute(app, getUserInfo, async (request) => {
    const u = currentUser(request);
    const names = await opts.departments.byIds([u.department_id ?? 0, u.village_id ?? 0]);
    return {
      info: {
        id: u.id, nickname: u.nickname, cellphone: u.cellphone, role: u.role,
        department_id: u.department_id, village_id: u.village_id,
        department_name: names.get(u.department_id ?? 0)?.department_name ?? null,
        village_name: names.get(u.village_id ?? 0)?.department_name ?? null,
      },
      roles: [{ name: u.role, permissions: permissionsFor(u.role) }],
    };
  });

  addRoute(app, listUsersForVillageRole, async (request) => opts.users.list(currentUser(request), request.query));
}
