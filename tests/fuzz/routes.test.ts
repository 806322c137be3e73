/**
 * The fuzz suite (issue 14 "The fuzz suite"): for every contract in ALL_CONTRACTS — so a route added later is
 * covered with no code here — requests generated from its query and body schemas (tests/fuzz/inputs.ts:
 * valid inputs, each field broken in turn, odd values, odd wholes) are sent as anonymous and as several demo
 * roles, and every answer is checked (tests/fuzz/checks.ts): no 5xx; an error is `{ code, message,
 * fieldErrors? }` in Chinese; a 200 carries no key outside its contract; a rejected write changed nothing
 * stored. Runs in `npm test` with a fixed seed and FUZZ_RUNS cases per route and role (project `fuzz`, and
 * `fuzz-pg` on PostgreSQL); `npm run fuzz` runs more with a random seed, printed for replay (docs/fuzz.md).
 */
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ALL_CONTRACTS } from '../../domain/contracts';
import type { Contract } from '../../domain/contracts/define';
import { DEMO_PASSWORD, demoCellphone } from '../../server/db/seed-demo';
import { ROLES, type Role } from '../../domain/roles';
import { startHarness, type Harness } from '../server/harness';
import { errorProblem, extraKeys, storedDigest } from './checks';
import { arbitraryOf, datePaths, IMPOSSIBLE, inputOf, queryString, setPath, type JsonSchema } from './inputs';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

/** Anonymous, county-wide, a village, a town, almost no rights, a gta role, a reviewer. */
const CALLERS: (Role | 'anonymous')[] = [
  'anonymous',
  '系统管理',
  '中心领导',
  '儿童主任',
  '分委领导',
  '志愿人员',
  '检察人员',
];
/**
 * The time budget of the whole pass on one database, in s (issue 30 "Tests that fit two cores": `npm test` 90;
 * `npm run fuzz` sets 0, no budget, every one of FUZZ_RUNS cases runs), spread evenly over every route and caller:
 * each pair gets its share in ms. Cases past a pair's share pass unsent (its first case always runs), so every route
 * is reached as every caller; the cases that ran are the seed's first ones, so a failure still replays.
 */
const BUDGET_S = Number(process.env.FUZZ_BUDGET_S ?? 90);
const BUDGET_MS = (BUDGET_S * 1000) / (ALL_CONTRACTS.length * CALLERS.length);

const jsonSchema = (schema: z.ZodType | undefined, io: 'input' | 'output'): JsonSchema | null =>
  schema ? (z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema) : null;

let h: Harness;
const tokens = new Map<Role, string>();

/** Signs `role` in from an address of its own, so the fuzzed logins' failures never throttle it. */
async function signIn(role: Role): Promise<string> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '10.9.9.9',
    payload: { cellphone: demoCellphone(ROLES.indexOf(role)), password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${role}: ${res.statusCode} ${res.body}`);
  tokens.set(role, res.json().token);
  return res.json().token;
}

beforeAll(async () => {
  console.log(
    `fuzz: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}, ${BUDGET_S ? `${BUDGET_S} s over ${ALL_CONTRACTS.length} calls × ${CALLERS.length} callers` : 'no time budget'}`,
  );
  h = await startHarness();
  for (const caller of CALLERS) if (caller !== 'anonymous') await signIn(caller);
});
afterAll(async () => {
  await h?.close();
});

type Sent = { method: string; url: string; payload?: unknown; caller: string };

async function send(
  contract: Contract,
  caller: Role | 'anonymous',
  query: unknown,
  body: unknown,
): Promise<{ sent: Sent; res: LightMyRequestResponse }> {
  const qs = contract.query ? queryString(query) : '';
  const url = qs ? `${contract.path}?${qs}` : contract.path;
  const token = caller === 'anonymous' ? undefined : tokens.get(caller);
  const withBody = contract.method !== 'GET';
  const payload = withBody && body !== undefined ? JSON.stringify(body) : undefined;
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
  };
  const res = await h.app.inject({ method: contract.method, url, payload, headers });
  return { sent: { method: contract.method, url, payload: body, caller }, res };
}

/** The problems of one answer (empty when it is fine). */
function problemsOf(contract: Contract, response: JsonSchema, res: LightMyRequestResponse): string[] {
  if (res.statusCode >= 500) return [`server error ${res.statusCode}: ${res.body.slice(0, 300)}`];
  // a file download (an xlsx export) answers its bytes on 200; its errors are JSON like every other call's
  if (contract.binary && res.statusCode === 200) {
    return res.rawPayload.subarray(0, 2).toString('latin1') === 'PK'
      ? []
      : [`a file download that is not an xlsx: ${res.body.slice(0, 100)}`];
  }
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return [`answer is not JSON: ${res.body.slice(0, 200)}`];
  }
  if (res.statusCode >= 400) {
    const problem = errorProblem(body);
    return problem ? [problem] : [];
  }
  const parsed = contract.response.safeParse(body);
  if (!parsed.success) return [`200 answer does not match its contract: ${parsed.error.message.slice(0, 300)}`];
  return extraKeys(body, response).map((path) => `key outside the contract: ${path}`);
}

describe.each(ALL_CONTRACTS.map((c) => [`${c.method} ${c.path}`, c] as const))('%s', (_, contract) => {
  const query = jsonSchema(contract.query, 'input');
  const body = jsonSchema(contract.body, 'input');
  const response = jsonSchema(contract.response, 'output')!;
  const queries = query ? inputOf(query) : fc.constant({ value: undefined, mutation: 'valid' as const });
  const bodies = body
    ? inputOf(body)
    : fc.constantFrom(
        { value: undefined, mutation: 'valid' as const },
        { value: { x: 1 }, mutation: 'extra key' as const },
      );

  // Outside the budget: every impossible day, instant and time in every date field of the call, one at a time, as the
  // county's 中心领导 (who passes most guards, so the value reaches the validator): never a 2xx, never a 5xx.
  const dated = [
    ...(query ? datePaths(query).map((d) => ({ ...d, in: 'query' as const, schema: query })) : []),
    ...(body ? datePaths(body).map((d) => ({ ...d, in: 'body' as const, schema: body })) : []),
  ];
  if (dated.length) {
    it('as 中心领导: an impossible date in any date field is refused in Chinese and stores nothing', async () => {
      const found: string[] = [];
      for (const { path, format, in: where, schema } of dated) {
        const [base] = fc.sample(arbitraryOf(schema), { numRuns: 1, seed: SEED });
        for (const text of IMPOSSIBLE[format]) {
          const value = setPath(base, path, text, false);
          const write = contract.method !== 'GET';
          const before = write ? await storedDigest(h.handle.db) : '';
          const { sent, res } = await send(
            contract,
            '中心领导',
            where === 'query' ? value : undefined,
            where === 'body' ? value : undefined,
          );
          const problems = problemsOf(contract, response, res);
          if (res.statusCode < 300) problems.push('an impossible date was accepted');
          if (write && (await storedDigest(h.handle.db)) !== before)
            problems.push('a rejected write changed what is stored');
          if (problems.length)
            found.push(
              `${problems.join('; ')}: ${sent.method} ${sent.url} ${JSON.stringify(sent.payload ?? '').slice(0, 200)} → ${res.statusCode}`,
            );
        }
      }
      expect(found).toEqual([]);
    });
  }

  it.each(CALLERS)(
    'as %s: no server error, Chinese errors, no key outside the contract, nothing stored by a rejected write',
    async (caller) => {
      const started = Date.now();
      let ran = 0;
      await fc.assert(
        fc.asyncProperty(queries, bodies, async (q, b) => {
          // past the budget the remaining cases pass unsent (the first always runs)
          if (BUDGET_MS > 0 && ran++ > 0 && Date.now() - started > BUDGET_MS) return;
          const write = contract.method !== 'GET';
          const before = write ? await storedDigest(h.handle.db) : '';
          const { sent, res } = await send(contract, caller, q.value, b.value);
          const problems = problemsOf(contract, response, res);
          if (write && res.statusCode >= 400 && (await storedDigest(h.handle.db)) !== before)
            problems.push('a rejected write changed what is stored');
          // a call that ended the caller's session (logout) signs it in again, for the next case
          if (caller !== 'anonymous' && (res.statusCode === 401 || contract.path.endsWith('/logout')))
            await signIn(caller);
          if (problems.length) {
            throw new Error(
              `${problems.join('; ')}\n  as ${sent.caller}: ${sent.method} ${sent.url}${sent.payload !== undefined ? `\n  body ${JSON.stringify(sent.payload).slice(0, 500)}` : ''}\n  → ${res.statusCode} ${res.body.slice(0, 300)}`,
            );
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    },
  );
});
