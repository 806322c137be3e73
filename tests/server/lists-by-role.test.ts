/**
 * Issue 15 "Done when": each demo role that works with children opens every children list its menu offers
 * (the specs of src/features/children/lists/specs.ts, asked as the screen asks them: the spec's fixed query)
 * and finds records there, on the demo data of a first start. A volunteer's lists stay empty until work
 * orders exist (their scope is their tasks). The apply lists are walked the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../domain/permissions';
import { ROLES, type Role } from '../../domain/roles';
import { pendingStatesFor } from '../../domain/apply-states';
import { CHILD_LIST_SPECS, type ChildListSpec } from '../../src/features/children/lists/specs';
import { APPLY_LIST_SPECS, type ApplyListSpec } from '../../src/features/applies/apply-list-specs';
import type { Access } from '../../src/core/access';
import { startHarness, type Harness } from './harness';

let h: Harness;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  h = await startHarness();
  for (const role of ROLES) tokens.set(role, await h.login(role));
});
afterAll(async () => {
  await h.close();
});

const holds = (role: Role, access: readonly Access[] | undefined) =>
  !access || access.some((a) => can(role, a.permissionId, a.action));
/** Whether `role` finds the list in its menu: its variant roles, else its grants (ChildrenList: the roles listed). */
const offered = (role: Role, spec: { roles?: readonly Role[]; access?: readonly Access[] }) =>
  (spec.roles ? spec.roles.includes(role) : true) &&
  holds(role, spec.access ?? [{ permissionId: 'children', action: 'query' }]);

const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(Array.isArray(v) ? JSON.stringify(v) : String(v))}`)
    .join('&');

const PATHS = {
  children: '/api/child/list/for/department/village/level/character/genre/keyword',
  twins: '/api/child/list/for/twins',
  dominator: '/api/child/list/for/dominator/genres/keyword',
} as const;

async function childTotal(role: Role, spec: ChildListSpec): Promise<number> {
  const token = tokens.get(role);
  // 我督导的儿童 asks for the caller's own id, as the screen does
  const own =
    spec.source === 'dominator' ? { dominator: (await h.call('GET', '/api/user/info', token)).json().info.id } : {};
  const params = query({ ...spec.preset, ...own, page: 1, size: 20 });
  const res = await h.call('GET', `${PATHS[spec.source ?? 'children']}?${params}`, token);
  expect(res.statusCode, `${role} ${spec.path}: ${res.body}`).toBe(200);
  return res.json().total;
}

async function applyTotal(role: Role, spec: ApplyListSpec): Promise<number> {
  const states =
    spec.states === 'pending'
      ? pendingStatesFor(can(role, 'review_final', 'query') ? 'review_final' : 'review_first')
      : spec.states;
  const q = query({
    apply_genres: spec.genres,
    apply_states: states,
    deleted: spec.deleted ? 'true' : undefined,
    page: 1,
    size: 10,
  });
  const res = await h.call('GET', `/api/apply/list/for/auditor?${q}`, tokens.get(role));
  expect(res.statusCode, `${role} ${spec.path}: ${res.body}`).toBe(200);
  return res.json().total;
}

describe('every children list of every role on the demo data', () => {
  it('finds records in each list a role is offered (a volunteer: the children of their tasks)', async () => {
    const empty: string[] = [];
    let walked = 0;
    for (const role of ROLES) {
      for (const spec of CHILD_LIST_SPECS.filter((s) => offered(role, s))) {
        walked += 1;
        const total = await childTotal(role, spec);
        if (total === 0) empty.push(`${role} ${spec.path}`);
      }
    }
    expect(empty).toEqual([]);
    expect(walked).toBeGreaterThan(60);
  });

  it('finds records in each apply list a reviewer or applicant is offered', async () => {
    const empty: string[] = [];
    for (const role of ['儿童主任', '分委领导', '中心领导', '中心管理'] as const) {
      for (const spec of APPLY_LIST_SPECS.filter((s) => holds(role, s.access))) {
        if ((await applyTotal(role, spec)) === 0) empty.push(`${role} ${spec.path}`);
      }
    }
    expect(empty).toEqual([]);
  });
});
