/**
 * The SQL round trips of the hot calls (issue 30 "The server under a county's load"): counted from the request to
 * the answer with the driver's query method wrapped (./round-trips.ts), on the demo data as 中心领导. A structural
 * bound, not a timing: a change that adds a query to these calls fails here. The view's operation record goes off
 * the answer's critical path but is still written (and counted below as what it is: one more INSERT, after).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { countRoundTrips, type RoundTrips } from './round-trips';

const TASK_LIST = '/api/task/list/for/mix?page=1&size=20';
const CHILD_LIST = '/api/child/list/for/department/village/level/character/genre/keyword?page=1&size=20';

let h: Harness;
let trips: RoundTrips;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  trips = countRoundTrips(h.handle);
  token = await h.login('中心领导');
});
afterAll(() => h.close());

/** The statements of one call of `url` (after a first call, so the department cache is warm, as in use). */
async function statementsOf(url: string): Promise<{ answer: string[]; after: string[] }> {
  await h.call('GET', url, token);
  trips.reset();
  const res = await h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  await h.app.settleRecords();
  const all = [...trips.statements];
  const isRecord = (s: string) => s.startsWith('insert into "records"');
  return { answer: all.filter((s) => !isRecord(s)), after: all.filter(isRecord) };
}

describe('SQL round trips per call', () => {
  it('GET /api/user/info: one (the session and its account together)', async () => {
    const { answer, after } = await statementsOf('/api/user/info');
    expect(answer, answer.join('\n')).toHaveLength(1);
    expect(answer[0]).toMatch(/^update "sessions" .* from "users"/);
    expect(after).toHaveLength(0);
  });

  it('the task list page: two (the session, the page with its children and managers), its 浏览 record after', async () => {
    const { answer, after } = await statementsOf(TASK_LIST);
    expect(answer, answer.join('\n')).toHaveLength(2);
    expect(after).toHaveLength(1);
  });

  it('the children list: at most four, its 浏览 record after', async () => {
    const { answer, after } = await statementsOf(CHILD_LIST);
    expect(answer.length, answer.join('\n')).toBeLessThanOrEqual(4);
    expect(after).toHaveLength(1);
  });

  it('answers before its view record is written, and the record is still written', async () => {
    const client = (h.handle.db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // hold every INSERT into records until the answer is in
    client.query = async function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text ?? '');
      if (text.startsWith('insert into "records"')) await gate;
      return query.apply(this ?? client, args);
    };
    try {
      const before = (await h.call('GET', '/api/record/list/for/mix?page=1&size=1', token)).json().total as number;
      const res = await h.app.inject({ method: 'GET', url: TASK_LIST, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(200);
      open();
      const afterwards = (await h.call('GET', '/api/record/list/for/mix?page=1&size=1', token)).json();
      // the list's 浏览 record (reading the records writes none)
      expect(afterwards.total).toBe(before + 1);
    } finally {
      open();
      client.query = query;
    }
  });
});
