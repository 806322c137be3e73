/**
 * Issue 26 "Masked means masked", the one masking pass (domain/masking.ts): a child's full name and ID number reach no
 * screen of a caller who sees names masked — not the apply lists and details (初审, 终审), not a task's free texts
 * (说明 走访龙志强 → 走访龙*强), not the e-mail subjects, contents and file names — and no notice at all (server-built
 * reminders and review results, and the centre's own messages, are kept and sent masked). With a reveal, in full.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskIdNumber } from '../../domain/masking';
import type { Role } from '../../domain/roles';
import { startHarness, type Harness } from './harness';
import { childApply, csForm, freshIdNumber, place, reveal } from './fixtures';

let h: Harness;
const NAME = '龙志强测';
const MASKED = '龙*强测';
const ID = freshIdNumber('20140506');
const A_NAME = '凤小雨测';
const A_MASKED = '凤*雨测';
const A_ID = freshIdNumber('20130708');
let childId = 0;
let volunteerId = 0;

const session = (role: Role) => h.login(role);
const idOf = async (token: string) => (await h.call('GET', '/api/user/info', token)).json().info.id as number;
/** Whether an answer holds the full name or ID number anywhere. */
const leaks = (body: string, name = NAME, id = ID) => body.includes(name) || body.includes(id);

beforeAll(async () => {
  h = await startHarness();
  volunteerId = await idOf(await session('志愿人员'));
  const shuiguan = await place(h, '昭阳街道', '水关居委会');
  const created = await h.call('POST', '/api/child', await session('中心领导'), {
    character: 'cs',
    information: { investigate_cs: csForm(shuiguan, { child_name: NAME, child_idnumber: ID }) },
  });
  if (created.statusCode !== 200) throw new Error(created.body);
  childId = created.json().id;
});
afterAll(async () => {
  await h.close();
});

describe('applies', () => {
  it('show the child masked in the 初审 and 终审 lists and the detail, history included, unless revealed; the review notice is masked', async () => {
    const shuiguan = await place(h, '昭阳街道', '水关居委会');
    const director = await session('儿童主任');
    const submitted = await h.call('POST', '/api/apply', director, {
      ...childApply(csForm(shuiguan, { child_name: A_NAME, child_idnumber: A_ID })),
      content: `${A_NAME}新增`,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const { id, version } = submitted.json();

    const leader = await session('分委领导');
    const queue = await h.call('GET', '/api/apply/list/for/auditor?size=100&apply_states=申请', leader);
    expect(queue.statusCode).toBe(200);
    const row = queue.json().list.find((a: { id: number }) => a.id === id);
    expect(row.child_name).toBe(A_MASKED);
    expect(row.apply_information.information.child.information.investigate_cs.child_name).toBe(A_MASKED);
    expect(row.apply_information.information.child.information.investigate_cs.child_idnumber).toBe(maskIdNumber(A_ID));
    expect(leaks(queue.body, A_NAME, A_ID)).toBe(false);
    expect(
      (await h.call('PUT', '/api/apply', leader, { id, version, apply_state: '初过', reason: `${A_NAME}情况属实` }))
        .statusCode,
    ).toBe(200);

    const centre = await session('中心领导');
    const finalQueue = await h.call('GET', '/api/apply/list/for/auditor?size=100&apply_states=初过', centre);
    expect(finalQueue.json().list.map((a: { id: number }) => a.id)).toContain(id);
    expect(leaks(finalQueue.body, A_NAME, A_ID)).toBe(false);
    const detail = await h.call('GET', `/api/apply/detail?id=${id}`, centre);
    expect(detail.json().detail.apply_information.history.at(-1).reason).toBe(`${A_MASKED}情况属实`);
    expect(leaks(detail.body, A_NAME, A_ID)).toBe(false);

    const final = await h.call('PUT', '/api/apply', centre, {
      id,
      version: version + 1,
      apply_state: '终过',
      reason: `${A_NAME}（${A_ID}）材料齐全`,
    });
    expect(final.statusCode, final.body).toBe(200);
    const notices = await h.call('GET', '/api/notification/list?size=100', director);
    const notice = notices
      .json()
      .list.find((n: { notification_body: string }) => n.notification_body.includes(`编号 ${id}`));
    expect(notice.notification_body).toContain(`${A_MASKED}（${maskIdNumber(A_ID)}）材料齐全`);
    expect(leaks(notices.body, A_NAME, A_ID)).toBe(false);

    // with a reveal, in full
    await reveal(h, centre);
    const shown = (await h.call('GET', `/api/apply/detail?id=${id}`, centre)).json().detail;
    expect(shown.child_name).toBe(A_NAME);
    expect(shown.apply_information.history.at(-1).reason).toBe(`${A_NAME}（${A_ID}）材料齐全`);
  });
});

describe('tasks', () => {
  it("mask the child in every free text for a masked caller, and the volunteer's reminder", async () => {
    expect(childId).toBeGreaterThan(0);
    const centre = await session('中心领导');
    const begin = h.clock.now;
    const created = await h.call('POST', '/api/task', centre, {
      child: childId,
      volunteer: volunteerId,
      genre: '常规',
      category: '普通计划',
      date_begin: begin.toISOString(),
      date_limit: new Date(begin.getTime() + 5 * 86_400_000).toISOString(),
      information: {
        task_name: `走访${NAME}`,
        task_description: `走访${NAME}，核对身份证${ID}`,
        task_address: `${NAME}家`,
        task_score: 5,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json();

    const list = await h.call('GET', `/api/task/list/for/mix?size=100&ids=${id}`, centre);
    const [item] = list.json().list;
    expect(item.information.task_name).toBe(`走访${MASKED}`);
    expect(item.information.task_description).toBe(`走访${MASKED}，核对身份证${maskIdNumber(ID)}`);
    expect(item.information.task_address).toBe(`${MASKED}家`);
    expect(leaks(list.body)).toBe(false);
    const detail = await h.call('GET', `/api/task/detail?id=${id}`, centre);
    expect(leaks(detail.body)).toBe(false);

    const volunteer = await session('志愿人员');
    const notices = await h.call('GET', '/api/notification/list?size=100', volunteer);
    expect(
      notices.json().list.some((n: { notification_body: string }) => n.notification_body.includes(`走访${MASKED}`)),
    ).toBe(true);
    expect(leaks(notices.body)).toBe(false);

    await reveal(h, centre);
    const full = (await h.call('GET', `/api/task/detail?id=${id}`, centre)).json();
    expect((full.detail ?? full).information.task_description).toBe(`走访${NAME}，核对身份证${ID}`);
  });
});

describe('notices and e-mail', () => {
  it('keep a centre message masked, and show e-mail subjects, contents and file names masked to a masked recipient', async () => {
    expect(childId).toBeGreaterThan(0);
    const manager = await session('中心管理');
    const sent = await h.call('POST', '/api/wechat/send/message', manager, {
      to: volunteerId,
      title: `${NAME}回访`,
      body: `请回访${NAME}`,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mine = await h.call('GET', '/api/notification/list?size=100', await session('志愿人员'));
    expect(
      mine
        .json()
        .list.some(
          (n: { notification_title: string; notification_body: string }) =>
            n.notification_title === `${MASKED}回访` && n.notification_body === `请回访${MASKED}`,
        ),
    ).toBe(true);
    expect(leaks(mine.body)).toBe(false);

    const sender = await session('检察领导');
    const police = await session('公安护航');
    const to = await idOf(police);
    const mail = await h.call('POST', '/api/filetransfer', sender, {
      recipients: [to],
      recipient_roles: [],
      filetransfer_subject: `关于${NAME}的帮教`,
      filetransfer_content: `${NAME}，身份证${ID}`,
      filetransfer_attachments: [],
    });
    expect(mail.statusCode, mail.body).toBe(200);
    const { id } = mail.json();
    const box = await h.call('GET', '/api/filetransfer/list/for/mix?size=100', police);
    expect(box.json().list.find((m: { id: number }) => m.id === id).filetransfer_subject).toBe(`关于${MASKED}的帮教`);
    expect(leaks(box.body)).toBe(false);
    const detail = await h.call('GET', `/api/filetransfer/detail?id=${id}`, police);
    expect(detail.json().detail.filetransfer_content).toBe(`${MASKED}，身份证${maskIdNumber(ID)}`);
    expect(leaks(detail.body)).toBe(false);

    // the sender, who may reveal names, reads it in full after a reveal
    await reveal(h, sender);
    const own = await h.call('GET', `/api/filetransfer/detail?id=${id}`, sender);
    expect(own.json().detail.filetransfer_subject).toBe(`关于${NAME}的帮教`);
  });
});
