/**
 * Issue 26 "Masked means masked", name search: one rule for every list with a name keyword (server/db/like.ts
 * `nameKeyword`; docs/decisions-scope.md "Searching a masked name"): a caller who sees names masked finds a child
 * only by the WHOLE name, so a one-character search (the hidden middle character of 王*涵) finds nothing; with an
 * active reveal a part of the name finds it. Each list of the demo is walked: the children lists, both allowance lists,
 * the task list, the risk list and the dynamic-management minors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../domain/roles';
import { allowances, applies, children, subsins, tasks } from '../../server/db/schema';
import { startHarness, type Harness } from './harness';
import { reveal } from './fixtures';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

/** A list: who reads it, its URL with a keyword, and how a row names its child's id. */
type List = {
  name: string;
  role: Role;
  url: (k: string) => string;
  idOf: (row: Record<string, unknown>) => unknown;
  pick: () => Promise<{ id: unknown; child_name: string }>;
};

/** A name of 3 characters or more among `rows` (its middle character is the one masking hides), else the longest. */
function pickName<T extends { child_name: string }>(rows: T[]): T {
  const ok = rows.filter((r) => Array.from(r.child_name).length >= 3);
  expect(ok.length, 'the demo holds a name of 3 characters').toBeGreaterThan(0);
  return ok[0];
}

const LISTS: List[] = [
  {
    name: 'children list',
    role: '中心领导',
    idOf: (r) => r.id,
    url: (k) =>
      `/api/child/list/for/department/village/level/character/genre/keyword?size=100&keyword=${encodeURIComponent(k)}`,
    pick: async () =>
      pickName(
        await h.handle.db
          .select({ id: children.id, child_name: children.child_name })
          .from(children)
          .where(isNull(children.deleted_at)),
      ),
  },
  {
    name: 'children by director',
    role: '中心领导',
    idOf: (r) => r.id,
    url: (k) =>
      `/api/child/list/for/controller/genres/keyword?size=100&controller=${controllerOf}&keyword=${encodeURIComponent(k)}`,
    pick: async () => {
      const rows = await h.handle.db
        .select({ id: children.id, child_name: children.child_name, controller: children.controller })
        .from(children)
        .where(and(isNull(children.deleted_at), sql`${children.controller} > 0`));
      const row = pickName(rows);
      controllerOf = row.controller!;
      return row;
    },
  },
  {
    name: 'allowance kid list',
    role: '中心管理',
    idOf: (r) => r.child,
    url: (k) => `/api/allowance/kid/list/for/audit?size=100&keyword=${encodeURIComponent(k)}`,
    pick: async () =>
      pickName(
        await h.handle.db
          .select({ id: children.id, child_name: children.child_name })
          .from(children)
          .where(
            and(
              isNull(children.deleted_at),
              sql`${children.genre} <> '退出'`,
              sql`(${children.character_cs} or ${children.character_ow})`,
            ),
          ),
      ),
  },
  {
    name: 'allowance list',
    role: '中心管理',
    idOf: (r) => r.child,
    url: (k) => `/api/allowance/list/for/mix?size=100&keyword=${encodeURIComponent(k)}`,
    pick: async () =>
      pickName(
        await h.handle.db
          .select({ id: allowances.allowance_child, child_name: children.child_name })
          .from(allowances)
          .innerJoin(children, sql`${children.id} = ${allowances.allowance_child}`)
          .where(isNull(allowances.deleted_at)),
      ),
  },
  {
    name: 'task list',
    role: '中心领导',
    idOf: (r) => r.id,
    url: (k) => `/api/task/list/for/mix?size=100&child_name=${encodeURIComponent(k)}`,
    pick: async () =>
      pickName(
        (
          await h.handle.db
            .select({ id: tasks.id, info: tasks.information })
            .from(tasks)
            .where(isNull(tasks.deleted_at))
        ).map((t) => ({ id: t.id, child_name: String((t.info as { child_name?: string }).child_name ?? '') })),
      ),
  },
  {
    name: 'risk list',
    role: '中心领导',
    idOf: (r) => r.id,
    url: (k) => `/api/risk/list?size=100&keyword=${encodeURIComponent(k)}`,
    pick: async () =>
      pickName(
        (
          await h.handle.db
            .select({ id: applies.id, info: applies.apply_information })
            .from(applies)
            .where(and(isNull(applies.deleted_at), sql`${applies.apply_genre} like '%评%'`))
        ).map((a) => ({ id: a.id, child_name: String((a.info as { child_name?: string }).child_name ?? '') })),
      ),
  },
  {
    name: 'dynamic-management minors',
    role: '中心领导',
    idOf: (r) => r.id,
    url: (k) => `/api/subsin/list/for/mix?size=100&keywords=${encodeURIComponent(k)}`,
    pick: async () =>
      pickName(
        (await h.handle.db.select({ id: subsins.id, info: subsins.subsin_information }).from(subsins)).map((s) => ({
          id: s.id,
          child_name: String((s.info as { child_name?: string }).child_name ?? ''),
        })),
      ),
  },
];
let controllerOf = 0;

describe('a name keyword for a caller who sees names masked', () => {
  for (const list of LISTS) {
    it(`${list.name}: one hidden character finds nothing, the whole name finds the child, a reveal allows a part`, async () => {
      const target = await list.pick();
      const token = await h.login(list.role);
      const found = async (k: string) => {
        const res = await h.call('GET', list.url(k), token);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().list as Record<string, unknown>[]).map(list.idOf);
      };
      const hidden = Array.from(target.child_name)[1];
      expect(await found(hidden)).not.toContain(target.id);
      // the first character, shown anyway, is no whole name either
      expect(await found(Array.from(target.child_name)[0])).not.toContain(target.id);
      expect(await found(target.child_name)).toContain(target.id);
      await reveal(h, token);
      expect(await found(hidden)).toContain(target.id);
    });
  }
});
