/**
 * POST /api/auth/login {cellphone, password} → {token, expires_at}; POST /api/auth/logout → {ok}.
 * Wrong credentials answer 401 手机号或密码错误 (the same for an unknown cellphone); a 停用 account 403;
 * repeated failures 429 (login-throttle.ts). seed 000 §7, DESIGN "Auth".
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DISABLED_STATE } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, Forbidden, TooManyRequests } from '../../errors';
import { LoginThrottle } from '../../auth/login-throttle';
import { verifyPassword } from '../../auth/passwords';
import { createSession, deleteSession } from '../../auth/sessions';
import { bearerToken, currentUser } from '../../auth/guard';
import { writeRecord } from '../audit/service';

export async function authRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byPhone = new LoginThrottle(5);
  const byAddress = new LoginThrottle(20);

  r.post('/api/auth/login', {
    config: { permission: 'public' },
    schema: { body: z.object({ cellphone: z.string().trim().min(1, '请输入手机号').max(20), password: z.string().min(1, '请输入密码').max(200) }) },
  }, async (request) => {
    const { cellphone, password } = request.body;
    const now = deps.now().getTime();
    const phoneKey = cellphone, addressKey = request.ip;
    if (byPhone.blocked(phoneKey, now) || byAddress.blocked(addressKey, now)) throw new TooManyRequests();
    const [user] = await deps.db.select().from(users).where(eq(users.cellphone, cellphone));
    const ok = await verifyPassword(password, user?.password_hash ?? null);
    if (!user || !ok) {
      byPhone.fail(phoneKey, now);
      byAddress.fail(addressKey, now);
      throw new AppError(401, 'BAD_CREDENTIALS', '手机号或密码错误');
    }
    if (user.state === DISABLED_STATE) throw new Forbidden('账号已停用，请联系管理员', 'ACCOUNT_DISABLED');
    byPhone.succeed(phoneKey);
    const session = await createSession(deps.db, user.id, deps.now());
    await writeRecord(deps.db, { user: user.id, type: '登录' });
    return { token: session.token, expires_at: session.expires_at.toISOString() };
  });

  r.post('/api/auth/logout', { config: { permission: 'signed-in' } }, async (request) => {
    currentUser(request);
    const token = bearerToken(request);
    if (token) await deleteSession(deps.db, token);
    return { ok: true };
  });
}
