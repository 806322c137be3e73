/**
 * Issue 29 "Notices say what happened to whom" (docs/decisions-notices.md): each notice the server sends names the child
 * (masked: a notice is kept and sent masked for everyone), says what happened in plain words and what the reader does
 * next, and links to the screen where they act — as 我的通知 (GET /api/notification/list) answers it. The child's full
 * name and ID number appear in no notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConsoleLink } from '../../domain/console-routes';
import { helperCellphone, DEMO_PASSWORD } from '../../server/db/seed-demo';
import { childApply, csForm, freshIdNumber, place } from './fixtures';
import { startHarness, type Harness } from './harness';
import { uploadPng } from './issued-images';

type Notice = {
  notification_title: string;
  notification_body: string;
  notification_link: string | null;
  notification_source: string;
};

let h: Harness;
let director: string, leader: string, centre: string, volunteer: string, helper: string;
let volunteerId = 0;
let helperId = 0;
let shuiguan: { town: number; village: number };
const NAME = '凌测思远';
const MASKED = '凌*思远';
const ID = freshIdNumber('20140917');
const OTHER_ID = freshIdNumber('20130315');
/** The correction screen of a returned apply (修改, URL-encoded as a link carries it). */
const correction = (id: number) => `/childDetail/childTables?apply=${id}&state=%E4%BF%AE%E6%94%B9&genre=cs`;

const signIn = async (cellphone: string) =>
  (await h.call('POST', '/api/auth/login', undefined, { cellphone, password: DEMO_PASSWORD })).json().token as string;
const idOf = async (token: string) => (await h.call('GET', '/api/user/info', token)).json().info.id as number;
/** The reader's notices as 我的通知 lists them, and the raw answer (to look for a leak anywhere in it). */
async function mine(token: string): Promise<{ list: Notice[]; body: string }> {
  const res = await h.call('GET', '/api/notification/list?size=100', token);
  expect(res.statusCode, res.body).toBe(200);
  return { list: res.json().list, body: res.body };
}
/** The newest notice of `token` whose body mentions `text`. */
async function latest(token: string, text: string): Promise<Notice | undefined> {
  return (await mine(token)).list.find((n) => n.notification_body.includes(text));
}
async function review(token: string, id: number, apply_state: string, reason?: string) {
  const version = (await h.call('GET', `/api/apply/detail?id=${id}`, token)).json().detail.version;
  const res = await h.call('PUT', '/api/apply', token, { id, version, apply_state, ...(reason ? { reason } : {}) });
  expect(res.statusCode, res.body).toBe(200);
}
async function submit(idnumber: string): Promise<number> {
  const res = await h.call('POST', '/api/apply', director, {
    ...childApply(csForm(shuiguan, { child_name: NAME, child_idnumber: idnumber })),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

beforeAll(async () => {
  h = await startHarness();
  [director, leader, centre, volunteer] = await Promise.all([
    h.login('儿童主任'),
    h.login('分委领导'),
    h.login('中心领导'),
    h.login('志愿人员'),
  ]);
  helper = await signIn(helperCellphone(1));
  [volunteerId, helperId] = await Promise.all([idOf(volunteer), idOf(helper)]);
  shuiguan = await place(h, '昭阳街道', '水关居委会');
});
afterAll(async () => {
  await h.close();
});

describe('the applicant is told of every review step of a child apply', () => {
  it('a return names the child, the reason and links to the correction; the passes link to 我的申请 and the child', async () => {
    const id = await submit(ID);
    await review(leader, id, '初拒', `${NAME}的监护人电话缺失`);
    expect(await latest(director, `编号 ${id}）初审退回`)).toEqual(
      expect.objectContaining({
        notification_title: '儿童创建申请初审退回',
        notification_body: `${MASKED}的儿童创建申请（编号 ${id}）初审退回：${MASKED}的监护人电话缺失。请按退回原因修改后重新提交。`,
        notification_link: correction(id),
        notification_source: '审核结果',
      }),
    );

    // corrected as the correction screen sends it, then passed at both stages
    const { version } = (await h.call('GET', `/api/apply/detail?id=${id}`, director)).json().detail;
    const corrected = await h.call('PUT', '/api/apply/content', director, {
      id,
      version,
      apply_information: childApply(
        csForm(shuiguan, { child_name: NAME, child_idnumber: ID, address_residence_detail: '幸福路9号' }),
      ).apply_information,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    await review(leader, id, '初过');
    expect(await latest(director, `编号 ${id}）已通过初审`)).toEqual(
      expect.objectContaining({
        notification_title: '儿童创建申请已通过初审',
        notification_body: `${MASKED}的儿童创建申请（编号 ${id}）已通过初审，等待中心终审；结果会另行通知您。`,
        notification_link: '/children/childCheck',
      }),
    );
    await review(centre, id, '终过', '材料齐全');
    const child = (await h.call('GET', `/api/apply/detail?id=${id}`, director)).json().detail.link_id;
    expect(child).toBeGreaterThan(0);
    expect(await latest(director, `编号 ${id}）已终审通过`)).toEqual(
      expect.objectContaining({
        notification_title: '儿童创建申请已终审通过',
        notification_body: `${MASKED}的儿童创建申请（编号 ${id}）已终审通过（审核意见：材料齐全）。儿童已建档，可打开儿童详情查看。`,
        notification_link: `/childDetail/childTables?id=${child}&genre=cs`,
      }),
    );
  });

  it('a final return links to the correction too, and no notice of the applicant holds the full name or ID number', async () => {
    const id = await submit(OTHER_ID);
    await review(leader, id, '初过');
    await review(centre, id, '终拒', '户籍地址与户口簿不一致。');
    expect(await latest(director, `编号 ${id}）终审退回`)).toEqual(
      expect.objectContaining({
        notification_title: '儿童创建申请终审退回',
        notification_body: `${MASKED}的儿童创建申请（编号 ${id}）终审退回：户籍地址与户口簿不一致。请按退回原因修改后重新提交。`,
        notification_link: correction(id),
      }),
    );
    const { list, body } = await mine(director);
    expect([NAME, ID, OTHER_ID].filter((secret) => body.includes(secret))).toEqual([]);
    for (const n of list.filter((x) => x.notification_source === '审核结果')) {
      expect(isConsoleLink(n.notification_link), n.notification_link ?? '').toBe(true);
      expect(n.notification_body).not.toMatch(/[：:]\s*(终审通过|终审未通过)$/);
    }
  });
});

describe('a volunteer is told of the tasks given to them, moved away from them and returned to them', () => {
  let child = 0;
  let taskId = 0;
  const begin = () => h.clock.now;

  beforeAll(async () => {
    const created = await h.call('POST', '/api/child', centre, {
      character: 'cs',
      information: {
        investigate_cs: csForm(shuiguan, { child_name: NAME, child_idnumber: freshIdNumber('20150101') }),
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    child = created.json().id;
  });

  it('a task given names the child, the giver and the deadline, and opens the task', async () => {
    const res = await h.call('POST', '/api/task', centre, {
      child,
      volunteer: volunteerId,
      date_begin: begin().toISOString(),
      date_limit: new Date('2030-03-05T10:00:00+08:00').toISOString(),
      information: { task_name: `走访${NAME}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    taskId = res.json().id;
    const code = (await h.call('GET', `/api/task/detail?id=${taskId}`, centre)).json().detail.information.task_code;
    const giver = (await h.call('GET', '/api/user/info', centre)).json().info.nickname;
    expect(await latest(volunteer, code)).toEqual(
      expect.objectContaining({
        notification_title: `新工单：${MASKED}`,
        notification_body: `${giver}交办给您${MASKED}的工单「走访${MASKED}」（${code}），请在 2030-03-05 前走访打卡并办结。`,
        notification_link: `/taskList/TaskDetail?id=${taskId}`,
        notification_source: '工单提醒',
      }),
    );
  });

  it('批量改派 tells the new volunteer (the task) and the one who had it (我的工单)', async () => {
    const res = await h.call('PUT', '/api/task/for/ids/with/volunteer', centre, { ids: [taskId], volunteer: helperId });
    expect(res.statusCode, res.body).toBe(200);
    const code = (await h.call('GET', `/api/task/detail?id=${taskId}`, centre)).json().detail.information.task_code;
    const giver = (await h.call('GET', '/api/user/info', centre)).json().info.nickname;
    const helperName = (await h.call('GET', '/api/user/info', helper)).json().info.nickname;
    expect(await latest(helper, code)).toEqual(
      expect.objectContaining({
        notification_title: `工单改派给您：${MASKED}`,
        notification_body: `${giver}将${MASKED}的工单「走访${MASKED}」（${code}）改派给您，请在 2030-03-05 前走访打卡并办结。`,
        notification_link: `/taskList/TaskDetail?id=${taskId}`,
      }),
    );
    expect(await latest(volunteer, `${code}）已由`)).toEqual(
      expect.objectContaining({
        notification_title: `工单已改派：${MASKED}`,
        notification_body: `${MASKED}的工单「走访${MASKED}」（${code}）已由${giver}改派给${helperName}，您无需再办理。`,
        notification_link: '/taskList/MyTaskList',
      }),
    );
  });

  it('a return at the first review gives the reason and opens the task to check in again', async () => {
    const { version } = (await h.call('GET', `/api/task/detail?id=${taskId}`, helper)).json().detail;
    const punched = await h.call('PUT', '/api/task/punch', helper, {
      id: taskId,
      version,
      punch: {
        check_address: '水关路8号',
        punch_address: '水关居委会',
        check_description: '入户了解学习情况',
        check_image: [{ url: await uploadPng(h.app, helper) }],
        check_longitude: 119.85,
        check_latitude: 32.9,
      },
    });
    expect(punched.statusCode, punched.body).toBe(200);
    const STATE = '/api/task/for/ids/with/state';
    expect((await h.call('PUT', STATE, helper, { ids: [taskId], state: '办结' })).statusCode).toBe(200);
    const back = await h.call('PUT', STATE, director, { ids: [taskId], state: '终退', reason: '照片看不清，请补拍' });
    expect(back.statusCode, back.body).toBe(200);
    const code = (await h.call('GET', `/api/task/detail?id=${taskId}`, centre)).json().detail.information.task_code;
    expect(await latest(helper, `${code}）初审退回`)).toEqual(
      expect.objectContaining({
        notification_title: `工单被退回：${MASKED}`,
        notification_body: `${MASKED}的工单「走访${MASKED}」（${code}）初审退回：照片看不清，请补拍。请按退回原因重新走访打卡后再办结。`,
        notification_link: `/taskList/TaskDetail?id=${taskId}`,
      }),
    );
    for (const token of [volunteer, helper]) {
      const { list, body } = await mine(token);
      expect(body.includes(NAME)).toBe(false);
      for (const n of list) expect(n.notification_link === null || isConsoleLink(n.notification_link)).toBe(true);
    }
  });
});
