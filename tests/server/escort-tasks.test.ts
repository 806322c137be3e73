/**
 * Escort work orders (issue 28 "Escort work orders"; domain/escort.ts, server/modules/task/escort.ts): 检察领导 turns
 * an edge-child clue about a gta minor into a task for an escort account, which the server makes 护航 of the escort's
 * department; the escort sees it in their list (another escort does not: 404), checks in and finishes it; 检察领导 gives
 * the first review. 检察领导 gives no volunteer's task, lists only escort accounts; 检察人员 gives none; a village
 * director gives no escort task.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { children, users } from '../../server/db/schema';
import type { Harness } from './harness';
import { startHarness } from './harness';
import { uploadPng } from './issued-images';

let h: Harness;
const tokens = new Map<Role, string>();
let minor: number, police: number, justice: number, volunteer: number, task: number;
const ROLES_USED: Role[] = ['检察领导', '检察人员', '公安护航', '司法护航', '中心管理', '儿童主任', '志愿人员'];
const idOf = async (cellphone: string) =>
  (await h.handle.db.select().from(users).where(eq(users.cellphone, cellphone)))[0].id;
const toTask = (who: Role, clue: { id: number; version: number }, assignee: number) =>
  h.call('POST', '/api/denounce/task', tokens.get(who), {
    id: clue.id,
    version: clue.version,
    volunteer: assignee,
    date_begin: '2026-11-21T09:00:00+08:00',
    date_limit: '2026-11-28T18:00:00+08:00',
    task_name: '护航走访',
  });
const edgeClue = async () => {
  const res = await h.call('POST', '/api/denounce', tokens.get('检察领导'), {
    denounce_source: '边缘',
    reporter_name: '学校老师',
    reporter_contact: '',
    content: '该生连续三天夜不归宿，常在网吧出入',
    place: '昭阳街道网吧',
    happened_at: '2026-11-20T22:00:00+08:00',
    child: minor,
    images: [],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; version: number };
};
const listed = async (who: Role) =>
  (await h.call('GET', '/api/task/list/for/mix?size=100', tokens.get(who)))
    .json()
    .list.map((t: { id: number }) => t.id) as number[];

beforeAll(async () => {
  h = await startHarness();
  for (const role of ROLES_USED) tokens.set(role, await h.login(role));
  const [kid] = await h.handle.db
    .select()
    .from(children)
    .where(and(eq(children.character_gta, true), isNull(children.deleted_at)))
    .limit(1);
  minor = kid.id;
  [police, justice, volunteer] = await Promise.all([idOf('13900000010'), idOf('13900000011'), idOf('13900000006')]);
});
afterAll(async () => {
  await h.close();
});

describe('an escort work order from an edge-child clue', () => {
  it('is given by 检察领导 to a 公安护航 account, as a 公安 / 护航 task for the minor', async () => {
    const clue = await edgeClue();
    const res = await toTask('检察领导', clue, police);
    expect(res.statusCode, res.body).toBe(200);
    task = res.json().task;
    const detail = (await h.call('GET', `/api/task/detail?id=${task}`, tokens.get('检察领导'))).json().detail;
    expect(detail).toMatchObject({
      child: minor,
      volunteer: police,
      grade: '公安',
      genre: '护航',
      state: '办理',
      information: { task_denounce: clue.id },
    });
  });

  it("is in the escort's own list and no other escort's (404 to them)", async () => {
    expect(await listed('公安护航')).toContain(task);
    expect(await listed('司法护航')).not.toContain(task);
    expect((await h.call('GET', `/api/task/detail?id=${task}`, tokens.get('司法护航'))).statusCode).toBe(404);
    // 检察领导 reads the tasks of the gta minors
    expect(await listed('检察领导')).toContain(task);
  });

  it('is checked in and finished by the escort, and passed at first review by 检察领导', async () => {
    const token = tokens.get('公安护航')!;
    const { version } = (await h.call('GET', `/api/task/detail?id=${task}`, token)).json().detail;
    const punched = await h.call('PUT', '/api/task/punch', token, {
      id: task,
      version,
      punch: {
        check_address: '昭阳街道',
        punch_address: '昭阳街道网吧',
        check_description: '找到该生并送回家，与家长谈话',
        check_image: [{ url: await uploadPng(h.app, token) }],
        check_longitude: 119.85,
        check_latitude: 32.9,
      },
    });
    expect(punched.statusCode, punched.body).toBe(200);
    const other = await h.call('PUT', '/api/task/for/ids/with/state', tokens.get('司法护航'), {
      ids: [task],
      state: '办结',
    });
    expect(other.statusCode).toBe(404);
    const done = await h.call('PUT', '/api/task/for/ids/with/state', token, { ids: [task], state: '办结' });
    expect(done.statusCode, done.body).toBe(200);
    const passed = await h.call('PUT', '/api/task/for/ids/with/state', tokens.get('检察领导'), {
      ids: [task],
      state: '初过',
    });
    expect(passed.statusCode, passed.body).toBe(200);
    expect((await h.call('GET', `/api/task/detail?id=${task}`, token)).json().detail.state).toBe('初过');
  });
});

describe('who may not', () => {
  it('检察领导 gives no volunteer a task (400 on the assignee)', async () => {
    const res = await toTask('检察领导', await edgeClue(), volunteer);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors?.[0]?.field ?? res.json().errors?.[0]?.field).toBe('volunteer');
  });

  it('检察人员 turns no clue into a task (403), nor an escort gives one', async () => {
    const clue = await edgeClue();
    expect((await toTask('检察人员', clue, police)).statusCode).toBe(403);
    expect((await toTask('司法护航', clue, police)).statusCode).toBe(403);
  });

  it('a village director gives no escort task; the centre may', async () => {
    const body = (assignee: number) => ({
      child: minor,
      volunteer: assignee,
      date_begin: '2026-11-21T09:00:00+08:00',
      date_limit: '2026-11-28T18:00:00+08:00',
      information: { task_name: '护航走访' },
    });
    const centre = await h.call('POST', '/api/task', tokens.get('中心管理'), body(justice));
    expect(centre.statusCode, centre.body).toBe(200);
    const made = (await h.call('GET', `/api/task/detail?id=${centre.json().id}`, tokens.get('中心管理'))).json();
    expect(made.detail).toMatchObject({ grade: '司法', genre: '护航' });
    const director = await h.call('POST', '/api/task', tokens.get('儿童主任'), body(justice));
    expect([400, 404]).toContain(director.statusCode);
  });

  it('检察领导 lists the escort accounts only', async () => {
    const res = await h.call('GET', '/api/user/list/for/village/role/keyword?size=50', tokens.get('检察领导'));
    expect(res.statusCode, res.body).toBe(200);
    const roles = new Set(res.json().list.map((u: { role: string }) => u.role));
    expect([...roles].sort()).toEqual(['乡镇护航', '公安护航', '司法护航', '教育护航', '检察护航'].sort());
    const volunteers = await h.call(
      'GET',
      '/api/user/list/for/village/role/keyword?role=志愿人员',
      tokens.get('检察领导'),
    );
    expect(volunteers.statusCode).toBe(403);
  });
});
