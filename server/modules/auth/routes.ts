/**
 * The auth plugin (domain/contracts/auth.ts): POST /api/auth/login, POST /api/auth/logout.
 */
import type { FastifyInstance } from 'fastify';
import { login, logout } from '../../../domain/contracts/auth';
import { bearerToken, currentUser } from '../../auth/guard';
import { addRoute } from '../../http/contract-route';
import type { AuthService } from './service';

export async function authPlugin(app: FastifyInstance, opts: { auth: AuthService }) {
  addRoute(app, login, async (request) => {
    const session = await opts.auth.login(request.body.cellphone, request.body.password, request.ip);
    return { token: session.token, expires_at: session.expires_at.toISOString() };
  });

  addRoute(app, logout, async (request) => {
    currentUser(request);
    const token = bearerToken(request);
    if (token) await opts.auth.logout(token);
    return { ok: true as const };
  });
}
