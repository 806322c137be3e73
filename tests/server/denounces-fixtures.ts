/**
 * Shared by the clue API tests (tests/server/denounces*.test.ts; issue 18, domain/denounces.ts): the harness with the
 * roles' tokens (and the 公安 department's leader as '公安部门领导'), a demo child, the 民政 and 公安 departments, and the
 * body of a clue about that child.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Role } from '../../domain/roles';
import { children, departments, users } from '../../server/db/schema';
import { DEMO_PASSWORD, SECOND_DEPARTMENT_LEADER } from '../../server/db/seed-demo';
import type { Harness } from './harness';
import { startHarness } from './harness';

const ROLES_USED: Role[] = [
  '中心领导',
  '中心管理',
  '系统管理',
  '检察领导',
  '检察人员',
  '部门领导',
  '儿童主任',
  '公安护航',
];

export type DenounceWorld = {
  h: Harness;
  tokens: Map<string, string>;
  /** A demo child (character_cs). */
  child: number;
  /** 兴化市民政局's id. */
  civil: number;
  /** 兴化市公安局's id (the department of SECOND_DEPARTMENT_LEADER). */
  police: number;
};

/** Starts the harness and logs the roles in (call in beforeAll; close `h` in afterAll). */
export async function openDenounces(): Promise<DenounceWorld> {
  const h = await startHarness();
  const tokens = new Map<string, string>();
  for (const role of ROLES_USED) tokens.set(role, await h.login(role));
  tokens.set(
    '公安部门领导',
    (
      await h.call('POST', '/api/auth/login', undefined, {
        cellphone: SECOND_DEPARTMENT_LEADER,
        password: DEMO_PASSWORD,
      })
    ).json().token,
  );
  const [kid] = await h.handle.db
    .select()
    .from(children)
    .where(and(eq(children.character_cs, true), isNull(children.deleted_at)))
    .limit(1);
  const civil = (await h.handle.db.select().from(departments).where(eq(departments.department_name, '兴化市民政局')))[0]
    .id;
  const police = (
    await h.handle.db.select().from(departments).where(eq(departments.department_name, '兴化市公安局'))
  )[0].id;
  expect(
    (await h.handle.db.select().from(users).where(eq(users.cellphone, SECOND_DEPARTMENT_LEADER)))[0].department_id,
  ).toBe(police);
  return { h, tokens, child: kid.id, civil, police };
}

/** The body of a 普通 clue about `child` (fields overridden by `extra`). */
export const clueBody = (child: number, extra: Record<string, unknown> = {}) => ({
  denounce_source: '普通',
  reporter_name: '王女士',
  reporter_contact: '13812345678',
  content: '邻居反映孩子长期独自在家，夜间哭闹',
  place: '水关新村12幢',
  happened_at: '2026-11-20T20:00:00+08:00',
  child,
  images: [],
  ...extra,
});

/** The detail of clue `id` as `token` sees it. */
export const clueDetail = async (h: Harness, token: string | undefined, id: number) =>
  (await h.call('GET', `/api/denounce/detail?id=${id}`, token)).json().detail;

/** The counts a count call at `path` answers `token`, by state. */
export const countsAt = async (h: Harness, token: string | undefined, path: string) =>
  Object.fromEntries(
    (await h.call('GET', path, token))
      .json()
      .counts.map((c: Record<string, unknown>) => [c.state ?? c.State, c.count ?? c.Count]),
  );
