/**
 * Real dates and bounded numbers (issue 26): an impossible day or time (2026-13-01, 2026-02-30, 9999-99-99,
 * 24:61) is a 400 with a Chinese message on the field, on every call that takes one — never a 500, never a
 * silent roll-over (2026-02-30 read as 2 March), never a dropped connection — and a version past 2³¹−1 is a
 * 400 like every other contract's, not a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { startHarness, type Harness } from './harness';

let h: Harness;
const tokens = new Map<Role, string>();
/** The roles tried in turn: the first one allowed to make a call is the one whose answer is checked. */
const CALLERS: Role[] = ['中心领导', '系统管理', '督查领导', '分委领导', '志愿人员'];
const CJK = /[\u4e00-\u9fff]/;

beforeAll(async () => {
  h = await startHarness();
  for (const role of CALLERS) if (ROLES.includes(role)) tokens.set(role, await h.login(role));
});
afterAll(async () => {
  await h.close();
});

/** The answer of the first caller allowed to make the call (not 401/403). */
async function asAllowed(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  let last;
  for (const [, token] of tokens) {
    last = await h.call(method, url, token, payload);
    if (last.statusCode !== 403 && last.statusCode !== 401) return last;
  }
  throw new Error(`no demo role may call ${method} ${url}: ${last?.statusCode}`);
}

function expectRefused(res: Awaited<ReturnType<typeof asAllowed>>, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.message).toMatch(CJK);
  expect(body.fieldErrors.map((e: { field: string }) => e.field)).toContain(field);
  for (const e of body.fieldErrors) expect(e.message).toMatch(CJK);
}

const IMPOSSIBLE_DAYS = ['2026-13-01', '2026-02-30', '2025-02-29', '9999-99-99', '2026-00-10', '0000-01-01'];

/** The eight read calls of the issue, with the name of one of their day filters. */
const DAY_FILTERS: [string, string][] = [
  ['/api/record/list', 'begin'],
  ['/api/record/list/for/mix', 'end'],
  ['/api/record/statistics', 'begin'],
  ['/api/meeting/list/for/mix', 'begin'],
  ['/api/meeting/statistic', 'end'],
  ['/api/score/list/for/sources/prizestates/begin/end', 'begin'],
  ['/api/task/list/for/mix', 'begin_start'],
  ['/api/task/list/for/mix/long', 'end_finish'],
  ['/api/supervise/list/for/mix', 'begin'],
];

describe('an impossible day in a filter', () => {
  it.each(DAY_FILTERS)('%s?%s= is a 400 on that field, for every impossible day', async (path, name) => {
    for (const day of IMPOSSIBLE_DAYS) expectRefused(await asAllowed('GET', `${path}?${name}=${day}`), name);
    // a real day (a leap day) is taken
    expect((await asAllowed('GET', `${path}?${name}=2024-02-29`)).statusCode).toBe(200);
  });

  it('on the records export is a 400 in JSON, not a dropped connection', async () => {
    const res = await asAllowed('GET', '/api/record/export?begin=2026-13-01');
    expectRefused(res, 'begin');
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('on a statistic period is a 400 (2026-02-30 is not 2 March)', async () => {
    expectRefused(
      await asAllowed('GET', '/api/statistic/list/with/percentage/for/begin/end?begin=2026-02-01&end=2026-02-30'),
      'end',
    );
  });
});

describe('an impossible day or time in a body', () => {
  it('POST /api/supervise/list refuses supervise_deadline 9999-99-99 and stores nothing', async () => {
    const before = (await asAllowed('GET', '/api/supervise/list/for/mix?size=100')).json().total;
    const res = await asAllowed('POST', '/api/supervise/list', {
      supervise_template: 1,
      supervise_inspector: 1,
      supervise_village: 1,
      supervise_deadline: '9999-99-99',
    });
    expectRefused(res, 'supervise_deadline');
    expect((await asAllowed('GET', '/api/supervise/list/for/mix?size=100')).json().total).toBe(before);
  });

  it('POST /api/task refuses 24:61 and 30 February', async () => {
    for (const date_begin of ['2026-11-23T24:61:00+08:00', '2026-02-30T08:00:00+08:00']) {
      const res = await asAllowed('POST', '/api/task', {
        child: 1,
        volunteer: 1,
        date_begin,
        date_limit: '2026-12-30T08:00:00+08:00',
        information: { task_name: '走访' },
      });
      expectRefused(res, 'date_begin');
    }
  });
});

describe('a version past 2³¹−1', () => {
  it.each([
    ['PUT', '/api/task', { id: 1, version: 2147483648 }],
    ['DELETE', '/api/task', { id: 1, version: 2147483648 }],
    [
      'PUT',
      '/api/task/punch',
      {
        id: 1,
        version: 2147483648,
        punch: {
          check_address: '村委会',
          check_description: '走访',
          check_image: [{ url: 'x.jpg' }],
          check_longitude: 100,
          check_latitude: 25,
        },
      },
    ],
  ] as const)('%s %s is a 400 on version, not a 500', async (method, path, payload) => {
    expectRefused(await asAllowed(method, path, payload), 'version');
  });
});
