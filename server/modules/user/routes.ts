/**
 * GET /api/user/info → { info, roles: [{ name, permissions: [{ permissionId, actionList }] }] } (seed 000 §3, §7)
 * GET /api/user/list/for/village/role/keyword?village&role&keyword&page&size → { total, list } (seed 001 §7)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissionsFor } from '../../../domain/permissions';
import type { Db } from '../../db/client';
import { currentUser } from '../../auth/guard';
import { departmentsByIds } from '../department/repository';
import { listUsers } from './repository';

export async function userRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/user/info', { config: { permission: 'signed-in' } }, async (request) => {
    const u = currentUser(request);
    const names = await departmentsByIds(deps.db, [u.department_id ?? 0, u.village_id ?? 0]);
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

  r.get('/api/user/list/for/village/role/keyword', {
    config: { permission: { id: 'users', action: 'query' } },
    schema: {
      querystring: z.object({
        village: z.coerce.number().int().positive().optional(),
        role: z.string().max(20).optional(),
        keyword: z.string().max(50).optional(),
        page: z.coerce.number().int().min(1).default(1),
        size: z.coerce.number().int().min(1).max(100).default(20),
      }),
    },
  }, async (request) => listUsers(deps.db, request.query));
}
