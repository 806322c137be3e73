/**
 * Route permissions. Every `/api` route declares `config.permission` (a contract's `permission`,
 * domain/permissions.ts `CallPermission`): `'public'`, `'signed-in'` or `{ id, action }` from the permission
 * matrix. A route without a declaration makes the app fail to build, except inside a scope marked with
 * `markPublicScope` (the API reference: it carries no data), whose routes are declared `'public'` here.
 * A `preParsing` hook resolves the bearer token and its account in one query (401 when missing, unknown, idle or
 * expired; 401 when 停用; issue 30: one round trip before the call's own work), and checks the grant (403), before the body is read or anything is validated
 * (issue 14: authenticate first, then validate, so an anonymous caller learns nothing of a schema). It runs
 * after every `onRequest` hook, so @fastify/rate-limit (a route-level onRequest) still counts every call; that limit's
 * key (`rateLimitKey`) looks the session up first, and the guard reuses that lookup (one per request).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type CallPermission } from '../../domain/permissions';
import { Forbidden, Unauthorized } from '../errors';
import type { Account, AccountColumns } from '../modules/user';

export type RoutePermission = CallPermission;

/** The caller: their account, their bearer token, and until when full names show to this session (issue 15 reveal). */
export type SessionUser = Account & { token: string; reveal_until?: Date | null };

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    user?: SessionUser;
  }
}

const PUBLIC_SCOPE = 'routesArePublic';

/** The signed-in user of a guarded route (the guard has run, so it is set). */
export function currentUser(request: { user?: SessionUser }): SessionUser {
  if (!request.user) throw new Unauthorized();
  return request.user;
}

export function bearerToken(request: { headers: { authorization?: string } }): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

/** Marks an encapsulated scope whose routes carry no data (the OpenAPI document and its UI): they are declared public. */
export function markPublicScope(scope: FastifyInstance): void {
  scope.decorate(PUBLIC_SCOPE, true);
}

type LiveSession = { user_id: number; reveal_until: Date | null; user: AccountColumns };
type SessionOf = (token: string) => Promise<LiveSession | null>;
/** The session lookup of each request, made once: by the request-rate limiter's key (onRequest) or by the guard, whichever runs first. */
const looked = new WeakMap<FastifyRequest, Promise<LiveSession | null>>();

function sessionOnce(request: FastifyRequest, token: string, sessionOf: SessionOf): Promise<LiveSession | null> {
  let session = looked.get(request);
  if (!session) {
    session = sessionOf(token);
    looked.set(request, session);
  }
  return session;
}

/** Whether `request`'s route needs a session (declared neither public nor left undeclared, as the SPA's files are). */
const guarded = (request: FastifyRequest) => {
  const permission = request.routeOptions.config?.permission;
  return !!permission && permission !== 'public';
};

/**
 * The key of @fastify/rate-limit's per-minute request limit (docs/decisions-hardening.md "Request rate"): `user:<id>` for
 * a guarded route called with a live session (the lookup is the one the guard then uses), else `ip:<client address>`
 * (with TRUST_PROXY, the client's, not the proxy's). A made-up token counts against its address.
 */
export function rateLimitKey(sessionOf: SessionOf): (request: FastifyRequest) => Promise<string> {
  return async (request) => {
    const token = guarded(request) ? bearerToken(request) : null;
    const session = token ? await sessionOnce(request, token, sessionOf) : null;
    return session ? `user:${session.user_id}` : `ip:${request.ip}`;
  };
}

export type GuardDeps = {
  /** The live session of a token (touching it): its user id, reveal and account row, in one query; or null. */
  sessionOf: SessionOf;
  /** The account of a session's user row, or null when it may not sign in (停用, 待审核, 拒绝). */
  activeAccountOf: (row: AccountColumns) => Account | null;
};

export function registerGuard(app: FastifyInstance, deps: GuardDeps): void {
  app.addHook('onRoute', function (route) {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    if (this.hasDecorator(PUBLIC_SCOPE)) {
      route.config = { ...route.config, permission: 'public' };
      return;
    }
    if (!route.config?.permission) throw new Error(`route ${route.method} ${route.url} declares no permission`);
  });

  app.addHook('preParsing', async (request) => {
    if (!guarded(request)) return;
    const permission = request.routeOptions.config!.permission as Exclude<RoutePermission, 'public'>;
    const token = bearerToken(request);
    if (!token) throw new Unauthorized('请先登录');
    const session = await sessionOnce(request, token, deps.sessionOf);
    if (!session) throw new Unauthorized();
    const account = deps.activeAccountOf(session.user);
    if (!account) throw new Unauthorized('账号已停用，请联系管理员');
    request.user = { ...account, token, reveal_until: session.reveal_until };
    if (permission === 'signed-in') return;
    // a temporary password (a new account, a reset) opens only the signed-in calls: the user info, the own-password change, logout
    if (account.must_change_password) throw new Forbidden('请先修改初始密码', 'MUST_CHANGE_PASSWORD');
    if (!can(account.role, permission.id, permission.action)) throw new Forbidden();
  });
}
