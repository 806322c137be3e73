/**
 * Who sees what (issue 15 "Who sees what"): one table-driven walk of every demo role over every child and apply
 * call, compared with the permission matrix (domain/permissions.ts) — a call the role lacks answers 403, one
 * it holds never 403 nor 5xx — and of every role over the demo children, compared with its scope
 * (domain/scope.ts): the list holds exactly the children in scope, a detail answers 200 inside and 404 outside.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ALL_CONTRACTS } from '../../domain/contracts';
import type { Contract } from '../../domain/contracts/define';
import { mayLearnIdExists } from '../../domain/disclosure';
import { escortMembership, type HelperValue } from '../../domain/escort';
import { can } from '../../domain/permissions';
import { ROLES, type Role } from '../../domain/roles';
import { childInScope, childScopeFor } from '../../domain/scope';
import { TASK_PUNCHABLE_STATES } from '../../domain/tasks';
import { children, tasks, users } from '../../server/db/schema';
import { demoCellphone } from '../../server/db/seed-demo';
import { startHarness, type Harness } from './harness';
import { PROBES, TAGS } from './children-roles-probes';

let h: Harness;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  h = await startHarness();
  for (const role of ROLES) tokens.set(role, await h.login(role));
});
afterAll(async () => {
  await h.close();
});

const CALLS = ALL_CONTRACTS.filter((c) => TAGS.includes(c.tag) || c.path.startsWith('/api/record/persuasion'));
const key = (c: Contract) => `${c.method} ${c.path}`;

/** What `role` must be answered by `contract`'s probe: 403 without the grant (or a rule of domain/disclosure.ts), else the probe's. */
function expected(contract: Contract, role: Role): number[] {
  const p = contract.permission;
  if (p !== 'public' && p !== 'signed-in' && !can(role, p.id, p.action)) return [403];
  if (key(contract) === 'GET /api/child/count/for/idnumber' && !mayLearnIdExists(role)) return [403];
  // the export of a table needs the grant of the table's own call too (here the gta figures)
  if (key(contract) === 'GET /api/statistic/export' && !can(role, 'gta_statistics', 'query')) return [403];
  return PROBES[key(contract)].allowed;
}

describe('every role over every child and apply call', () => {
  it('has a probe for every call (a new call must be added here)', () => {
    expect(CALLS.map(key).filter((k) => !PROBES[k])).toEqual([]);
  });

  it('answers each role as the permission matrix says, and never a 5xx', async () => {
    const mismatches: string[] = [];
    for (const role of ROLES) {
      for (const contract of CALLS) {
        const probe = PROBES[key(contract)];
        const url = probe.query ? `${contract.path}?${encodeURI(probe.query)}` : contract.path;
        const res = await h.call(contract.method, url, tokens.get(role), probe.body);
        const want = expected(contract, role);
        if (!want.includes(res.statusCode))
          mismatches.push(
            `${role} ${key(contract)}: ${res.statusCode} (want ${want.join('/')}) ${res.body.slice(0, 80)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000); // 25 roles × every call: minutes on a loaded 2-core machine, no timing asserted

  it('answers 401 to every call without a session', async () => {
    // the public calls (registration) answer without one: the walk above checks them
    for (const contract of CALLS.filter((c) => c.permission !== 'public')) {
      const probe = PROBES[key(contract)];
      const res = await h.call(
        contract.method,
        probe.query ? `${contract.path}?${encodeURI(probe.query)}` : contract.path,
        undefined,
        probe.body,
      );
      expect(res.statusCode, key(contract)).toBe(401);
    }
  });
});

describe('every role over the demo children', () => {
  it('lists exactly the children of its scope, and a detail answers 200 inside and 404 outside', async () => {
    const all = await h.handle.db.select().from(children).where(isNull(children.deleted_at));
    const accounts = await h.handle.db.select().from(users);
    expect(all.length).toBeGreaterThan(10);
    const sample = [
      ...all.filter((c) => c.character_gta).slice(0, 3),
      ...all.filter((c) => !c.character_gta).slice(0, 5),
    ];
    for (const role of ROLES) {
      if (!can(role, 'children', 'query')) continue;
      const account = accounts.find((u) => u.cellphone === demoCellphone(ROLES.indexOf(role)))!;
      const scope = childScopeFor({
        id: account.id,
        role,
        department_id: account.department_id,
        village_id: account.village_id,
      });
      // a volunteer's scope is the children of their open tasks (issue 26: in hand or returned) and the gta minors
      // whose task force they are an agreed member of (the demo makes them the liaison officer of the purple ones)
      const theirs =
        scope.kind === 'tasks'
          ? new Set([
              ...(
                await h.handle.db
                  .select()
                  .from(tasks)
                  .where(
                    and(
                      eq(tasks.volunteer, account.id),
                      isNull(tasks.deleted_at),
                      inArray(tasks.state, [...TASK_PUNCHABLE_STATES]),
                    ),
                  )
              ).map((t) => t.child),
              ...all
                .filter(
                  (c) =>
                    c.character_gta && escortMembership(c.helpers as Record<string, HelperValue>, account.id).member,
                )
                .map((c) => c.id),
            ])
          : undefined;
      const inScope = (c: (typeof all)[number]) => (theirs ? theirs.has(c.id) : childInScope(scope, c));
      const want = all
        .filter(inScope)
        .map((c) => c.id)
        .sort((a, b) => a - b);
      const got: number[] = [];
      for (let page = 1; ; page++) {
        const res = await h.call(
          'GET',
          `/api/child/list/for/department/village/level/character/genre/keyword?size=100&page=${page}`,
          tokens.get(role),
        );
        expect(res.statusCode, role).toBe(200);
        got.push(...res.json().list.map((c: { id: number }) => c.id));
        if (got.length >= res.json().total || !res.json().list.length) break;
      }
      expect(
        got.sort((a, b) => a - b),
        role,
      ).toEqual(want);
      for (const child of sample) {
        const res = await h.call('GET', `/api/child/detail?id=${child.id}`, tokens.get(role));
        // a role whose row of CHILD_DATA has no detail (部门领导, 活动专员: list rows only) is refused every detail
        expect(res.statusCode, `${role} child ${child.id}`).toBe(
          !can(role, 'children', 'get') ? 403 : inScope(child) ? 200 : 404,
        );
      }
    }
  });

  it('gives every role that works with children a non-empty list on the demo data (志愿人员: the children of their tasks)', async () => {
    for (const role of ROLES) {
      if (!can(role, 'children', 'query')) continue;
      const res = await h.call(
        'GET',
        '/api/child/list/for/department/village/level/character/genre/keyword',
        tokens.get(role),
      );
      expect(res.json().total, role).toBeGreaterThan(0);
    }
  });
});
