/**
 * A real work order (issue 28 "Work orders"; req tasks §3.2, §4, §5): a task is given with its grade, category, points,
 * place, accommodation and (for a 女童 task only) the girl-care conditions; its manager or the centre edits and deletes
 * it, others may not; the centre records the outcome an escort or girl-care task may have (护正/护异, 女正/女异) and
 * spot-checks a visit (疑似, 真实, 虚假) with the version read; the lists filter by each. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helperCellphone, DEMO_PASSWORD } from '../../server/db/seed-demo';
import type { Harness } from './harness';
import { csForm, place } from './fixtures';
import { startHarness } from './harness';
import { uploadPng } from './issued-images';

let h: Harness;
let director: string, social: string, centre: string, leader: string, volunteer: string;
let volunteerId: number, child: number;

const login = async (cellphone: string) =>
  (await h.call('POST', '/api/auth/login', undefined, { cellphone, password: DEMO_PASSWORD })).json().token as string;
const detail = async (id: number) => (await h.call('GET', `/api/task/detail?id=${id}`, centre)).json().detail;
const DAY = 86_400_000;
function order(extra: Record<string, unknown> = {}, information: Record<string, unknown> = {}) {
  return {
    child,
    volunteer: volunteerId,
    date_begin: h.clock.now.toISOString(),
    date_limit: new Date(h.clock.now.getTime() + 7 * DAY).toISOString(),
    ...extra,
    information: { task_name: '公安走访', ...information },
  };
}
async function give(token: string, extra: Record<string, unknown> = {}, information: Record<string, unknown> = {}) {
  const res = await h.call('POST', '/api/task', token, order(extra, information));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}
/** Brings task `id` to 终过: a check-in, finished, passed by the director and the centre. */
async function passed(id: number) {
  const { version } = await detail(id);
  const urls = [await uploadPng(h.app, volunteer)];
  const punched = await h.call('PUT', '/api/task/punch', volunteer, {
    id,
    version,
    punch: {
      check_address: '水关路8号',
      punch_address: '水关居委会',
      check_description: '入户走访',
      check_image: urls.map((url) => ({ url })),
      check_longitude: 119.85,
      check_latitude: 32.9,
    },
  });
  expect(punched.statusCode, punched.body).toBe(200);
  for (const [token, state] of [
    [volunteer, '办结'],
    [director, '初过'],
    [centre, '终过'],
  ] as const) {
    const res = await h.call('PUT', '/api/task/for/ids/with/state', token, { ids: [id], state });
    expect(res.statusCode, res.body).toBe(200);
  }
}
const setState = (token: string, id: number, state: string, reason?: string) =>
  h.call('PUT', '/api/task/for/ids/with/state', token, { ids: [id], state, reason });
const listed = async (query: string) =>
  (await h.call('GET', `/api/task/list/for/mix?size=100&child=${child}&${query}`, centre))
    .json()
    .list.map((t: { id: number }) => t.id);

beforeAll(async () => {
  h = await startHarness();
  [director, social, centre, leader] = await Promise.all([
    h.login('儿童主任'),
    h.login('儿童社工'),
    h.login('中心管理'),
    h.login('中心领导'),
  ]);
  volunteer = await login(helperCellphone(1));
  volunteerId = (await h.call('GET', '/api/user/info', volunteer)).json().info.id;
  const shuiguan = await place(h, '昭阳街道', '水关居委会');
  child = (
    await h.call('POST', '/api/child', centre, { character: 'cs', information: { investigate_cs: csForm(shuiguan) } })
  ).json().id;
});
afterAll(async () => {
  await h.close();
});

describe('a real work order', () => {
  it('is given with grade, category, points, place and accommodation, and found by them', async () => {
    const id = await give(
      leader,
      { grade: '公安', category: '学期每周', genre: '常规' },
      { task_score: 20, task_address: '水关路8号', task_attributes: { accommodation: '住校' } },
    );
    const t = await detail(id);
    expect([t.grade, t.category, t.genre, t.state, t.audit]).toEqual(['公安', '学期每周', '常规', '办理', '未检']);
    expect(t.information).toMatchObject({
      task_score: 20,
      task_address: '水关路8号',
      task_attributes: { accommodation: '住校' },
    });
    expect(await listed('grades=公安&categorys=学期每周')).toContain(id);
    expect(await listed('grades=普通')).not.toContain(id);
  });

  it('takes the girl-care conditions on a 女童 task only (400 otherwise, nothing written)', async () => {
    const girl = { task_girl_live_condition: '正常', task_girl_live_condition_description: '与祖母同住' };
    const id = await give(director, { genre: '女童' }, girl);
    expect((await detail(id)).information).toMatchObject(girl);
    const before = (await h.call('GET', `/api/task/list/for/mix?size=100&child=${child}`, centre)).json().total;
    const res = await h.call('POST', '/api/task', director, order({ genre: '常规' }, girl));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('女童关爱情况只适用于女童工单'); // on its field
    expect((await h.call('GET', `/api/task/list/for/mix?size=100&child=${child}`, centre)).json().total).toBe(before);
    // an edit to another genre drops them; an edit adding them to a non-女童 task is refused
    const { version } = await detail(id);
    expect((await h.call('PUT', '/api/task', director, { id, version, genre: '常规' })).statusCode).toBe(200);
    const changed = await detail(id);
    expect(changed.information.task_girl_live_condition).toBeUndefined();
    const refused = await h.call('PUT', '/api/task', director, {
      id,
      version: changed.version,
      information: { task_girl_study_condition: '异常' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('is edited (grade, points, place, accommodation) by its manager; another manager may not; versioned', async () => {
    const id = await give(director);
    const { version } = await detail(id);
    const res = await h.call('PUT', '/api/task', director, {
      id,
      version,
      grade: '重要',
      category: '基层服务',
      information: { task_score: 8, task_address: '水关新村12幢', task_attributes: { accommodation: '走读' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const t = await detail(id);
    expect([t.grade, t.category, t.information.task_score, t.information.task_address]).toEqual([
      '重要',
      '基层服务',
      8,
      '水关新村12幢',
    ]);
    expect(t.information.task_attributes).toEqual({ accommodation: '走读' });
    expect((await h.call('PUT', '/api/task', social, { id, version: t.version, grade: '普通' })).statusCode).toBe(403);
    expect((await h.call('PUT', '/api/task', volunteer, { id, version: t.version, grade: '普通' })).statusCode).toBe(
      403,
    );
    expect((await h.call('PUT', '/api/task', director, { id, version, grade: '普通' })).statusCode).toBe(409);
    // the centre may edit any task
    expect((await h.call('PUT', '/api/task', leader, { id, version: t.version, grade: '普通' })).statusCode).toBe(200);
  });

  it('is deleted by its manager or the centre, not by others or at a stale version', async () => {
    const id = await give(director);
    const { version } = await detail(id);
    expect((await h.call('DELETE', '/api/task', social, { id, version })).statusCode).toBe(403);
    expect((await h.call('DELETE', '/api/task', volunteer, { id, version })).statusCode).toBe(403);
    expect((await h.call('DELETE', '/api/task', director, { id, version: version + 1 })).statusCode).toBe(409);
    expect((await h.call('DELETE', '/api/task', leader, { id, version })).statusCode).toBe(200);
    const deleted = (await h.call('GET', `/api/task/list/for/mix?size=100&deleted=true&child=${child}`, centre))
      .json()
      .list.map((t: { id: number }) => t.id);
    expect(deleted).toContain(id);
  });
});

describe('outcomes', () => {
  it('records 护正 / 护异 on an escort task and 女正 / 女异 on a girl-care task, each found by its state', async () => {
    const escort = await give(director, { genre: '护航', grade: '公安' });
    const escort2 = await give(director, { genre: '护航', grade: '公安' });
    const girl = await give(director, { genre: '女童' });
    const girl2 = await give(director, { genre: '女童' });
    for (const id of [escort, escort2, girl, girl2]) await passed(id);
    // the outcome that does not fit the task's genre is refused
    expect((await setState(centre, girl, '护正')).statusCode).toBe(409);
    expect((await setState(centre, escort, '女正')).statusCode).toBe(409);
    // only the centre records an outcome; an abnormal one needs a reason
    expect((await setState(director, escort, '护正')).statusCode).toBe(403);
    expect((await setState(centre, escort2, '护异')).statusCode).toBe(400);
    expect((await setState(centre, escort, '护正')).statusCode).toBe(200);
    expect((await setState(centre, escort2, '护异', '未见到本人')).statusCode).toBe(200);
    expect((await setState(centre, girl, '女正')).statusCode).toBe(200);
    expect((await setState(centre, girl2, '女异', '住宿条件差')).statusCode).toBe(200);
    expect(await listed('states=护正')).toEqual([escort]);
    expect(await listed('states=护异')).toEqual([escort2]);
    expect(await listed('states=女正')).toEqual([girl]);
    expect(await listed('states=女异')).toEqual([girl2]);
    const history = (await detail(escort2)).information.verify_history;
    expect(history.at(-1)).toMatchObject({ opreate_behave: '护异', opreate_content: '未见到本人' });
  });
});

describe('spot checks', () => {
  it('the centre marks a visited task 疑似 then 虚假, another 真实; each found by its audit', async () => {
    const notVisited = await give(director);
    const a = await give(director);
    const b = await give(director);
    await passed(a);
    await passed(b);
    const check = (token: string, id: number, version: number, audit: string, reason?: string) =>
      h.call('PUT', '/api/task/audit', token, { id, version, audit, reason });
    const v = async (id: number) => (await detail(id)).version;
    expect((await check(centre, notVisited, await v(notVisited), '真实')).statusCode).toBe(409);
    expect((await check(director, a, await v(a), '真实')).statusCode).toBe(403);
    expect((await check(volunteer, a, await v(a), '真实')).statusCode).toBe(403);
    expect((await check(centre, a, await v(a), '疑似')).statusCode).toBe(400); // a reason is needed
    const stale = await v(a);
    expect((await check(centre, a, stale, '疑似', '照片与地点不符')).statusCode).toBe(200);
    expect((await check(centre, a, stale, '虚假', '核实未到场')).statusCode).toBe(409);
    expect((await check(centre, a, await v(a), '虚假', '核实未到场')).statusCode).toBe(200);
    expect((await check(leader, b, await v(b), '真实')).statusCode).toBe(200);
    // a final result stays
    expect((await check(centre, b, await v(b), '虚假', '再查')).statusCode).toBe(409);
    expect(await listed('audits=虚假')).toEqual([a]);
    expect(await listed('audits=真实')).toEqual([b]);
    expect(await listed('audits=未检')).toContain(notVisited);
    const steps = (await detail(a)).information.verify_history.map((s: { opreate_behave: string }) => s.opreate_behave);
    expect(steps.slice(-2)).toEqual(['抽查疑似', '抽查虚假']);
  });
});
