/**
 * Notifications (docs/decisions-filetransfer.md): the centre's wechat message, a task given to a volunteer and a final
 * review reach the user's 我的通知; a link goes only to a screen of this console.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import type { Harness } from './harness';
import { startHarness } from './harness';
import { ROLES_USED, signIn } from './filetransfer-fixtures';

let h: Harness;
const tokens = new Map<Role, string>();
const ids = new Map<Role, number>();
const as = (role: Role) => tokens.get(role)!;

beforeAll(async () => {
  h = await startHarness();
  await signIn(h, ROLES_USED, tokens, ids);
});
afterAll(async () => {
  await h.close();
});

describe('notifications', () => {
  type Item = {
    notification_title: string;
    notification_body: string;
    notification_source: string;
    notification_link: string | null;
  };
  const mine = async (role: Role) =>
    (await h.call('GET', '/api/notification/list?size=100', as(role))).json().list as Item[];

  it("carries the centre's wechat message to the user it names, and only the centre may send one", async () => {
    const res = await h.call('POST', '/api/wechat/send/message', as('中心管理'), {
      to: ids.get('志愿人员'),
      title: '培训通知',
      body: '周六上午九点培训',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await mine('志愿人员'))[0]).toMatchObject({ notification_title: '培训通知', notification_source: '手动' });
    expect((await mine('检察领导')).map((n) => n.notification_title)).not.toContain('培训通知');
    expect(
      (
        await h.call('POST', '/api/wechat/send/message', as('检察领导'), {
          to: ids.get('志愿人员'),
          title: 'x',
          body: 'y',
        })
      ).statusCode,
    ).toBe(403);
    const bad = await h.call('POST', '/api/wechat/send/message', as('中心管理'), {
      to: 2_147_483_000,
      title: '培训通知',
      body: '内容',
    });
    expect([bad.statusCode, bad.json().fieldErrors[0].message]).toEqual([400, '请选择激活中的用户']);
  });

  it('takes a link only to a screen of this console (400 in Chinese otherwise, nothing sent)', async () => {
    const send = (link: string) =>
      h.call('POST', '/api/wechat/send/message', as('中心管理'), {
        to: ids.get('志愿人员'),
        title: '链接通知',
        body: '请查看',
        link,
      });
    for (const link of [
      '//evil.example/phish',
      '/\\evil.example',
      'https://evil.example/',
      '/taskList/NoSuchScreen',
      '/taskList/MyTaskList#x',
      'javascript:alert(1)',
    ]) {
      const res = await send(link);
      expect(res.statusCode, link).toBe(400);
      expect(res.json().fieldErrors[0]).toMatchObject({ field: 'link', message: expect.stringMatching(/本系统/) });
    }
    expect((await mine('志愿人员')).map((n) => n.notification_title)).not.toContain('链接通知');
    expect((await send('/taskList/TaskDetail?id=12')).statusCode).toBe(200);
    expect((await mine('志愿人员'))[0]).toMatchObject({
      notification_title: '链接通知',
      notification_link: '/taskList/TaskDetail?id=12',
    });
  });

  it('reminds a volunteer of a task given to them, and tells a submitter the final review of their apply', async () => {
    const child = (
      await h.call('GET', '/api/child/list/for/department/village/level/character/genre/keyword?size=1', as('中心管理'))
    ).json().list[0].id;
    const at = h.clock.now;
    const task = await h.call('POST', '/api/task', as('中心管理'), {
      child,
      volunteer: ids.get('志愿人员'),
      date_begin: at.toISOString(),
      date_limit: new Date(at.getTime() + 5 * 86_400_000).toISOString(),
      information: { task_name: '暑期走访' },
    });
    expect(task.statusCode, task.body).toBe(200);
    const reminder = (await mine('志愿人员')).find((n) => n.notification_body.includes('暑期走访'));
    expect(reminder).toMatchObject({
      notification_title: expect.stringMatching(/^新工单：/),
      notification_source: '工单提醒',
      notification_link: `/taskList/TaskDetail?id=${task.json().id}`,
    });
    // the demo's refused apply (终拒, seed-demo/states.ts) told its submitter, with the reason and the correction screen
    expect(
      (await mine('儿童主任')).find(
        (n) => n.notification_source === '审核结果' && n.notification_title === '儿童创建申请终审退回',
      ),
    ).toMatchObject({
      notification_body: expect.stringContaining(
        '终审退回：经核实不符合困境儿童认定条件。请按退回原因修改后重新提交。',
      ),
      notification_link: expect.stringMatching(
        /^\/childDetail\/childTables\?apply=\d+&state=%E4%BF%AE%E6%94%B9&genre=cs$/,
      ),
    });
  });
});
