/**
 * Escort work orders' loose ends (issue 28 "Escort work orders"; domain/escort.ts reassignRefused,
 * server/modules/task/changes.ts, server/modules/denounce/task-follow.ts):
 * - 批量改派: an escort's task goes to another active escort of the same role only (400 on 志愿者 otherwise), a
 *   volunteer's task to no escort; 检察领导 and the centre may, an escort or 检察人员 may not;
 * - 修改工单 keeps an escort task's grade and genre (400);
 * - a clue turned into an escort work order by 检察领导 is 办结 when the task passes its final review (终过), the
 *   outcome (护异) then only noted; each step in the clue's history; 检察领导 cannot give the final pass.
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
let minor: number, police: number, police2: number, justice: number, volunteer: number;
const ROLES_USED: Role[] = ['检察领导', '检察人员', '公安护航', '中心管理', '中心领导', '儿童主任'];
const idOf = async (cellphone: string) =>
  (await h.handle.db.select().from(users).where(eq(users.cellphone, cellphone)))[0].id;
const WHEN = { date_begin: '2026-11-21T09:00:00+08:00', date_limit: '2026-11-28T18:00:00+08:00' };
const give = async (who: Role, assignee: number) => {
  const res = await h.call('POST', '/api/task', tokens.get(who), {
    child: minor,
    volunteer: assignee,
    ...WHEN,
    information: { task_name: '护航走访' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};
const detail = async (id: number) =>
  (await h.call('GET', `/api/task/detail?id=${id}`, tokens.get('中心管理'))).json().detail;
const reassign = (who: Role, ids: number[], to: number) =>
  h.call('PUT', '/api/task/for/ids/with/volunteer', tokens.get(who), { ids, volunteer: to });
const fieldOf = (res: { json: () => { fieldErrors?: { field: string; message: string }[] } }) =>
  res.json().fieldErrors?.[0];
const clueOf = async (id: number) =>
  (await h.call('GET', `/api/denounce/detail?id=${id}`, tokens.get('检察领导'))).json().detail;
const move = (who: Role, ids: number[], state: string, reason?: string) =>
  h.call('PUT', '/api/task/for/ids/with/state', tokens.get(who), {
    ids,
    state,
    ...(reason ? { reason } : {}),
  });

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
  const [second] = await h.handle.db
    .insert(users)
    .values({ cellphone: '13900000910', nickname: '第二公安护航', role: '公安护航', information: {} })
    .returning();
  police2 = second.id;
});
afterAll(async () => {
  await h.close();
});

describe('批量改派 of escort tasks', () => {
  it('the centre gives an escort task to another escort of the same role; the grade stays', async () => {
    const task = await give('中心管理', police);
    const res = await reassign('中心领导', [task], police2);
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail(task)).toMatchObject({ volunteer: police2, grade: '公安', genre: '护航' });
  });

  it('refuses an escort of another department or a volunteer, on the 志愿者 field, and moves nothing', async () => {
    const task = await give('中心管理', police);
    const other = await reassign('中心管理', [task], justice);
    expect(other.statusCode).toBe(400);
    expect(fieldOf(other)).toEqual({
      field: 'volunteer',
      message: `工单 ${task}：护航工单只能改派给同一部门的护航人员（公安护航）`,
    });
    const toVolunteer = await reassign('中心管理', [task], volunteer);
    expect(toVolunteer.statusCode).toBe(400);
    expect(fieldOf(toVolunteer)?.field).toBe('volunteer');
    expect((await detail(task)).volunteer).toBe(police);
  });

  it("refuses a volunteer's task to an escort, and a batch mixing both moves nothing", async () => {
    const mine = await give('中心管理', volunteer);
    const escorts = await give('中心管理', police);
    const res = await reassign('中心管理', [mine], police2);
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)?.message).toBe(`工单 ${mine}：志愿者的工单不能改派给护航人员`);
    expect((await reassign('中心管理', [escorts, mine], police2)).statusCode).toBe(400);
    expect((await detail(escorts)).volunteer).toBe(police);
  });

  it('检察领导 reassigns the escort task it gave; an escort, 检察人员 and a director may not', async () => {
    const clue = await h.call('POST', '/api/denounce', tokens.get('检察领导'), edgeClueBody());
    const made = await h.call('POST', '/api/denounce/task', tokens.get('检察领导'), {
      ...(clue.json() as object),
      volunteer: police,
      ...WHEN,
      task_name: '护航走访',
    });
    expect(made.statusCode, made.body).toBe(200);
    const task = made.json().task as number;
    expect((await reassign('公安护航', [task], police2)).statusCode).toBe(403);
    expect((await reassign('检察人员', [task], police2)).statusCode).toBe(403);
    expect([403, 404]).toContain((await reassign('儿童主任', [task], police2)).statusCode);
    const res = await reassign('检察领导', [task], police2);
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(task)).volunteer).toBe(police2);
  });
});

describe('修改工单 of an escort task', () => {
  it('keeps its grade and genre (400 on the field); other changes pass', async () => {
    const task = await give('中心管理', police);
    const { version } = await detail(task);
    const grade = await h.call('PUT', '/api/task', tokens.get('中心管理'), { id: task, version, grade: '普通' });
    expect(grade.statusCode).toBe(400);
    expect(fieldOf(grade)).toEqual({ field: 'grade', message: '护航工单的等级和类型由护航人员的部门决定，不能修改' });
    const genre = await h.call('PUT', '/api/task', tokens.get('中心管理'), { id: task, version, genre: '常规' });
    expect(fieldOf(genre)?.field).toBe('genre');
    const ok = await h.call('PUT', '/api/task', tokens.get('中心管理'), {
      id: task,
      version,
      grade: '公安',
      information: { task_name: '护航回访' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

function edgeClueBody() {
  return {
    denounce_source: '边缘',
    reporter_name: '学校老师',
    reporter_contact: '',
    content: '该生连续三天夜不归宿，常在网吧出入',
    place: '昭阳街道网吧',
    happened_at: '2026-11-20T22:00:00+08:00',
    child: minor,
    images: [],
  };
}

describe("a clue's escort work order finished", () => {
  let clue: number, task: number;
  it('is 办理 with 转为工单 in its history once turned into the task', async () => {
    const made = await h.call('POST', '/api/denounce', tokens.get('检察领导'), edgeClueBody());
    clue = made.json().id;
    const res = await h.call('POST', '/api/denounce/task', tokens.get('检察领导'), {
      ...(made.json() as object),
      volunteer: police,
      ...WHEN,
      task_name: '护航走访',
    });
    expect(res.statusCode, res.body).toBe(200);
    task = res.json().task;
    const c = await clueOf(clue);
    expect(c.denounce_state).toBe('办理');
    expect(c.denounce_information.history).toMatchObject([{ label: '转为工单', state: '办理', task }]);
  });

  it('stays 办理 through the check-in, the finish and the first review; 检察领导 gives no final pass', async () => {
    const token = tokens.get('公安护航')!;
    const { version } = await detail(task);
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
    expect((await move('公安护航', [task], '办结')).statusCode).toBe(200);
    expect((await move('检察领导', [task], '初过')).statusCode).toBe(200);
    expect((await clueOf(clue)).denounce_state).toBe('办理');
    expect((await move('检察领导', [task], '终过')).statusCode).toBe(403);
    expect((await move('公安护航', [task], '终过')).statusCode).toBe(403);
    expect((await clueOf(clue)).denounce_state).toBe('办理');
  });

  it("is 办结 once the centre passes the task's final review, the outcome noted after", async () => {
    const passed = await move('中心管理', [task], '终过');
    expect(passed.statusCode, passed.body).toBe(200);
    let c = await clueOf(clue);
    expect(c.denounce_state).toBe('办结');
    expect(c.denounce_information.history.at(-1)).toMatchObject({ label: '工单终审通过', state: '办结', task });
    const outcome = await move('中心领导', [task], '护异', '该生仍有夜不归宿');
    expect(outcome.statusCode, outcome.body).toBe(200);
    c = await clueOf(clue);
    expect(c.denounce_state).toBe('办结');
    expect(c.denounce_information.history.at(-1)).toMatchObject({
      label: '护航异常',
      state: '办结',
      reason: '该生仍有夜不归宿',
    });
    // it leaves 线索办理 for the closed clues
    const done = await h.call('GET', '/api/denounce/list/for/mix?states=办结&size=100', tokens.get('检察领导'));
    expect(done.json().list.map((d: { id: number }) => d.id)).toContain(clue);
  });
});
