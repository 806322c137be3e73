/**
 * The user plugin (domain/contracts/user.ts, account.ts): GET /api/user/info, GET /api/user/list/for/village/role/keyword,
 * and the account management of 系统管理 with a user's own password change (admin.ts).
 */
import type { FastifyInstance } from 'fastify';
import { getUserInfo, listUsersForVillageRole } from '../../../domain/contracts/user';
import {
  changeOwnPassword,
  checkCellphone,
  createAccount,
  getAccount,
  listAccounts,
  resetPassword,
  setAccountState,
  updateAccount,
} from '../../../domain/contracts/account';
import { permissionsFor } from '../../../domain/permissions';
import { currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { DepartmentService } from '../department';
import type { UserService } from './service';
import type { AccountAdmin } from './admin';

export async function userPlugin(
  app: FastifyInstance,
  opts: { users: UserService; departments: DepartmentService; admin: AccountAdmin },
) {
  const { admin } = opts;
  addRoute(app, getUserInfo, async (request) => {
    const u = currentUser(request);
    const names = await opts.departments.byIds([u.department_id ?? 0, u.village_id ?? 0]);
    return {
      info: {
        id: u.id,
        nickname: u.nickname,
        cellphone: u.cellphone,
        role: u.role,
        department_id: u.department_id,
        village_id: u.village_id,
        department_name: names.get(u.department_id ?? 0)?.department_name ?? null,
        village_name: names.get(u.village_id ?? 0)?.department_name ?? null,
        must_change_password: u.must_change_password,
      },
      roles: [{ name: u.role, permissions: permissionsFor(u.role) }],
    };
  });

  addRoute(app, listUsersForVillageRole, async (request) => opts.users.list(currentUser(request), request.query));
  accountRoutes(app, admin);
}

/** The account calls of domain/contracts/account.ts (registered by userPlugin). */
function accountRoutes(app: FastifyInstance, admin: AccountAdmin) {
  addRoute(app, listAccounts, async (request) => admin.list(request.query));
  addRoute(app, getAccount, async (request) => ({ detail: await admin.detail(request.query.id) }));
  addRoute(app, checkCellphone, async (request) => admin.checkCellphone(request.query.cellphone));
  addRoute(app, createAccount, async (request) => admin.create(currentUser(request), request.body));
  addRoute(app, updateAccount, async (request) => admin.update(currentUser(request), request.body));
  addRoute(app, resetPassword, async (request) => admin.resetPassword(currentUser(request), request.body));
  addRoute(app, setAccountState, async (request) => admin.setState(currentUser(request), request.body));
  addRoute(app, changeOwnPassword, async (request) => admin.changeOwn(currentUser(request), request.body));
}
