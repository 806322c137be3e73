/**
 * Shared by the e-mail, lexicon and notification API tests (tests/server/filetransfer.test.ts, lexicon.test.ts,
 * notifications.test.ts; docs/decisions-filetransfer.md): the roles they sign in and the sign-in itself.
 */
import type { Role } from '../../domain/roles';
import type { Harness } from './harness';

/** The demo accounts these tests act as: the GTA roles that mail each other, the centre, a volunteer, the admin. */
export const ROLES_USED: Role[] = [
  '检察领导',
  '检察人员',
  '公安护航',
  '教育护航',
  '乡镇护航',
  '中心领导',
  '中心管理',
  '志愿人员',
  '系统管理',
  '儿童主任',
];

/** Signs in each of `roles` on `h`: its bearer token into `tokens`, its user id (GET /api/user/info) into `ids`. */
export async function signIn(h: Harness, roles: readonly Role[], tokens: Map<Role, string>, ids: Map<Role, number>) {
  for (const role of roles) {
    tokens.set(role, await h.login(role));
    ids.set(role, (await h.call('GET', '/api/user/info', tokens.get(role))).json().info.id);
  }
}
