/**
 * Route permissions. Every `/api` route declares `config.permission`: `'public'` (login only),
 * `'signed-in'` (any valid session) or `{ id, action }` from the permission matrix in domain/.
 * A route without a declaration makes the app fail to build. The preHandler resolves the bearer token
 * (401 when missing, unknown, idle or expired), loads the user (401 when 停用), and checks the grant (403).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { can, type Action, type PermissionId } from '../../domain/permissions';
import { isRole, type Role } from '../../domain/roles';
import { DISABLED_STATE } from '../../domain/constants';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { Forbidden, Unauthorized } from '../errors';
import { touchSession } from './sessions';

export type RoutePermission = 'public' | 'signed-in' | { id: PermissionId; action: Action };

export type SessionUser = {
  id: number; nickname: string; cellphone: string; role: Role; state: string;
  department_id: number | null; village_id: number | null; token: string;
};

declare module 'fastify' {
  interface FastifyContextConfig { permission?: RoutePermission }
  interface FastifyRequest { user?: SessionUser }
}

/** The signed-in user of a guarded route (the guard has run, so it is set). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Unauthorized();
  return request.user;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

export function registerGuard(app: FastifyInstance, deps: { db: Db; now: () => Date }): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    if (!route.config?.permission) throw new Error(`route ${route.method} ${route.url} declares no permission`);
  });

  app.addHook('preHandler', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission || permission === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new Unauthorized('请先登录');
    const userId = await touchSession(deps.db, token, deps.now());
    if (!userId) throw new Unauthorized();
    const [row] = await deps.db.select().from(users).where(eq(users.id, userId));
    if (!row || row.state === DISABLED_STATE || !isRole(row.role)) throw new Unauthorized('账号已停用，请联系管理员');
    request.user = {
      id: row.id, nickname: row.nickname, cellphone: row.cellphone, role: row.role, state: row.state,
      department_id: row.department_id, village_id: row.village_id, token,
    };
    if (permission !== 'signed-in' && !can(row.role, permission.id, permission.action)) throw new Forbidden();
  });
}
