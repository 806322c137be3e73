/**
 * The supervision tests' shared setup (supervise.test.ts, supervise-templates.test.ts): a harness over the demo data
 * with a session for each role the tests use, a village and its town, the demo 督查人员 and a second one, and the calls
 * they repeat (a template, an assignment, the list's ids).
 */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Role } from '../../domain/roles';
import { departments, users } from '../../server/db/schema';
import { startHarness, type Harness } from './harness';

export const ITEMS = [
  { key: 'a1', text: '档案是否齐全', kind: '是否' },
  { key: 'a2', text: '活动开展情况', kind: '评分' },
  { key: 'a3', text: '问题与建议', kind: '文字' },
];
/** The China-time day `days` from today, YYYY-MM-DD. */
export const future = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** Starts the harness, signs the roles in and finds the places and inspectors (see the module comment). */
export async function startSupervise() {
  const h: Harness = await startHarness();
  const tokens = new Map<Role, string>();
  for (const role of ['督查领导', '督查人员', '中心领导', '中心管理', '分委领导', '儿童主任', '总委领导'] as Role[])
    tokens.set(role, await h.login(role));
  const [v] = await h.handle.db.select().from(departments).where(eq(departments.department_type, '社区村居')).limit(1);
  const village = v.id;
  const town = v.department_parent;
  const inspector = (
    await h.handle.db
      .select()
      .from(users)
      .where(and(eq(users.role, '督查人员'), eq(users.cellphone, '13900000018')))
  )[0].id;
  const otherInspector = (
    await h.handle.db
      .insert(users)
      .values({ cellphone: '13800009918', nickname: '另一督查员', role: '督查人员', password_hash: null })
      .returning()
  )[0].id;
  const as = (role: Role) => ({
    get: (url: string) => h.call('GET', url, tokens.get(role)),
    post: (url: string, body: unknown) => h.call('POST', url, tokens.get(role), body),
    put: (url: string, body: unknown) => h.call('PUT', url, tokens.get(role), body),
    del: (url: string, body: unknown) => h.call('DELETE', url, tokens.get(role), body),
  });
  const listIds = async (role: Role, q = '') =>
    ((await as(role).get(`/api/supervise/list/for/mix?size=100${q}`)).json().list as { id: number }[]).map((s) => s.id);
  async function template(title = '测试督查表') {
    const res = await as('督查领导').post('/api/supervise/template', { template_title: title, template_items: ITEMS });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; version: number };
  }
  async function assign(tpl: number, to = inspector) {
    const res = await as('督查领导').post('/api/supervise/list', {
      supervise_template: tpl,
      supervise_inspector: to,
      supervise_village: village,
      supervise_deadline: future(5),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; version: number };
  }
  const token = (role: Role) => tokens.get(role)!;
  return { h, as, token, village, town, inspector, otherInspector, listIds, template, assign };
}
export type SuperviseSetup = Awaited<ReturnType<typeof startSupervise>>;
