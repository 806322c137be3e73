/**
 * Issue 28 "Demo data through the screens' calls": a child director, a volunteer, a town leader, the centre and 检察领导
 * each sign in as their demo account and, through the list calls their screens make, find at least one demo item of
 * every loop they work in, in every state they see there (the table: demo-loops-table.ts). A state with no demo item
 * fails with the role, the loop and the state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { PROBES, type Answer } from './demo-loops-table';
import { startHarness, type Harness } from './harness';

let h: Harness;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  h = await startHarness();
  for (const role of new Set(PROBES.map((p) => p.role))) tokens.set(role, await h.login(role));
});
afterAll(async () => {
  await h.close();
});

const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(Array.isArray(v) ? JSON.stringify(v) : String(v))}`)
    .join('&');

describe('the demo as the five roles of issue 28 see it', () => {
  for (const role of new Set(PROBES.map((p) => p.role)))
    it(`${role} finds an item of every loop in every state`, async () => {
      const token = tokens.get(role);
      const ask = async (path: string, q: Record<string, unknown>): Promise<Answer> => {
        const res = await h.call('GET', `${path}?${query({ page: 1, size: 1, ...q })}`, token);
        expect(res.statusCode, `${role} ${path}?${query(q)}: ${res.body}`).toBe(200);
        return res.json();
      };
      const missing: string[] = [];
      for (const probe of PROBES.filter((p) => p.role === role))
        for (const state of probe.states) {
          const answer = await ask(probe.call, probe.query(state));
          const n = probe.count ? await probe.count(answer, state, ask) : (answer.total ?? 0);
          if (n === 0) missing.push(`${probe.loop} ${probe.call}: ${state}`);
        }
      expect(missing).toEqual([]);
    });
});
