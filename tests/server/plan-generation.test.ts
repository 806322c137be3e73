/**
 * Plans produce work (issue 28; docs/decisions-plans.md; domain/plan-periods.ts): a plan gives its volunteer the task of
 * the period its category owes — 学期每周 a week (a day in July and August), 基层服务 a month, 普通计划 once — when it is
 * saved and at each housekeeping pass, never twice for the same period; its reminders reach the volunteer as a notice;
 * the volunteer finds the tasks in their list and under the plan; another volunteer does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helperCellphone, DEMO_PASSWORD } from '../../server/db/seed-demo';
import type { Harness } from './harness';
import { csForm, place } from './fixtures';
import { startHarness } from './harness';

let h: Harness;
let director: string, volunteer: string, otherVolunteer: string;
let volunteerId: number;
let child: number;
type Task = { id: number; state: string; genre: string; category: string; date_begin: string; date_limit: string };

const login = async (cellphone: string) =>
  (await h.call('POST', '/api/auth/login', undefined, { cellphone, password: DEMO_PASSWORD })).json().token as string;
/** Moves the clock to `chinaTime` and signs everyone in again (a session does not survive a jump of days). */
async function at(chinaTime: string) {
  h.clock.now = new Date(`${chinaTime}+08:00`);
  [director, volunteer, otherVolunteer] = await Promise.all([
    h.login('儿童主任'),
    login(helperCellphone(1)),
    login(helperCellphone(2)),
  ]);
}
async function newPlan(category: string, plan_reminds = ['请带上安全知识手册']) {
  const res = await h.call('POST', '/api/plan', director, {
    child,
    type: '关爱',
    category,
    volunteer: volunteerId,
    plan_reminds,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; version: number };
}
async function producedBy(plan: number, token = volunteer): Promise<{ total: number; list: Task[] }> {
  const res = await h.call('GET', `/api/plan/tasks?id=${plan}&size=50`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const housekeeping = () => h.app.housekeeping();
const names = async (plan: number) =>
  (await producedBy(plan)).list.map(
    (t) => (t as unknown as { information: { task_name: string } }).information.task_name,
  );

beforeAll(async () => {
  h = await startHarness();
  await at('2026-12-02T10:00:00'); // a Wednesday
  director = await h.login('儿童主任');
  const centre = await h.login('中心管理');
  volunteer = await login(helperCellphone(1));
  otherVolunteer = await login(helperCellphone(2));
  volunteerId = (await h.call('GET', '/api/user/info', volunteer)).json().info.id;
  const shuiguan = await place(h, '昭阳街道', '水关居委会');
  child = (
    await h.call('POST', '/api/child', centre, { character: 'cs', information: { investigate_cs: csForm(shuiguan) } })
  ).json().id;
});
afterAll(async () => {
  await h.close();
});

describe('plans produce work', () => {
  it('学期每周: one task for the week at save, none more that week (housekeeping, an edit), one more the next week', async () => {
    await at('2026-12-02T10:00:00');
    const plan = await newPlan('学期每周');
    const first = await producedBy(plan.id);
    expect(first.total).toBe(1);
    expect(first.list[0]).toMatchObject({ state: '办理', genre: '关爱', category: '学期每周', grade: '普通' });
    expect(first.list[0].date_begin).toBe(new Date('2026-12-02T10:00:00+08:00').toISOString());
    expect(first.list[0].date_limit).toBe(new Date('2026-12-06T23:59:59.999+08:00').toISOString());
    expect(await names(plan.id)).toEqual(['学期每周·关爱走访（11月30日—12月6日）']);

    await housekeeping();
    await at('2026-12-06T23:00:00');
    await housekeeping();
    const edited = await h.call('PUT', '/api/plan', director, {
      id: plan.id,
      version: plan.version,
      plan_reminds: ['周末入户'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await producedBy(plan.id)).total).toBe(1);

    await at('2026-12-07T08:00:00'); // Monday
    await housekeeping();
    await housekeeping();
    expect(await names(plan.id)).toEqual([
      '学期每周·关爱走访（12月7日—12月13日）',
      '学期每周·关爱走访（11月30日—12月6日）',
    ]);
    // the volunteer finds them in their own task list
    const mine = (await h.call('GET', '/api/task/list/for/mix?size=100', volunteer)).json().list as Task[];
    const ids = (await producedBy(plan.id)).list.map((t) => t.id);
    expect(mine.map((t) => t.id)).toEqual(expect.arrayContaining(ids));
  });

  it('学期每周 in the summer holiday: one task a day', async () => {
    await at('2027-07-14T09:00:00');
    const plan = await newPlan('学期每周');
    await housekeeping();
    await at('2027-07-15T07:00:00');
    await housekeeping();
    await at('2027-07-15T20:00:00');
    await housekeeping();
    await at('2027-07-16T07:00:00');
    await housekeeping();
    expect(await names(plan.id)).toEqual([
      '暑期每日·关爱走访（7月16日）',
      '暑期每日·关爱走访（7月15日）',
      '暑期每日·关爱走访（7月14日）',
    ]);
  });

  it('基层服务: one task a month; 普通计划: one task only', async () => {
    await at('2026-12-02T10:00:00');
    const service = await newPlan('基层服务');
    const ordinary = await newPlan('普通计划', []);
    await at('2026-12-31T23:59:00');
    await housekeeping();
    expect((await producedBy(service.id)).total).toBe(1);
    await at('2027-01-01T00:00:00');
    await housekeeping();
    await at('2027-02-10T00:00:00');
    await housekeeping();
    expect(await names(service.id)).toEqual([
      '基层服务·关爱服务（2027年2月）',
      '基层服务·关爱服务（2027年1月）',
      '基层服务·关爱服务（2026年12月）',
    ]);
    const once = await producedBy(ordinary.id);
    expect(once.total).toBe(1);
    // each task carries its plan's category, the ordinary grade and no points (a plan has none)
    const looks = (list: Task[]) =>
      list.map((t) => {
        const task = t as unknown as Task & { grade: string; information: { task_score?: number } };
        return [task.category, task.grade, task.information.task_score ?? 0];
      });
    expect(looks((await producedBy(service.id)).list)).toEqual(Array(3).fill(['基层服务', '普通', 0]));
    expect(looks(once.list)).toEqual([['普通计划', '普通', 0]]);
    expect(once.list[0].date_limit).toBe(new Date('2027-01-01T23:59:59.999+08:00').toISOString());
  });

  it("sends the plan's reminders to the volunteer with each task it gives", async () => {
    await at('2026-12-02T10:00:00');
    const plan = await newPlan('基层服务', ['每月第一周入户', '联系监护人']);
    const [task] = (await producedBy(plan.id)).list;
    const notices = (await h.call('GET', '/api/notification/list?size=100', volunteer)).json().list as {
      notification_title: string;
      notification_body: string;
      notification_link: string | null;
    }[];
    // the child named (masked), the period's task, the reminders and the next step; the link opens the task (issue 29)
    expect(notices).toContainEqual(
      expect.objectContaining({
        notification_title: '帮扶计划提醒',
        notification_body:
          '测*儿童的基层服务·关爱服务（2026年12月）：每月第一周入户；联系监护人。请按提醒走访并在工单中打卡。',
        notification_link: `/taskList/TaskDetail?id=${task.id}`,
      }),
    );
  });

  it('a deleted plan gives nothing more; another volunteer cannot read its tasks (404)', async () => {
    await at('2026-12-02T10:00:00');
    const plan = await newPlan('学期每周');
    expect((await h.call('GET', `/api/plan/tasks?id=${plan.id}`, otherVolunteer)).statusCode).toBe(404);
    expect((await h.call('GET', `/api/plan/tasks?id=${plan.id}`, director)).json().total).toBe(1);
    const week = '学期每周·关爱走访（12月7日—12月13日）';
    const weekTasks = async () =>
      ((await h.call('GET', `/api/task/list/for/mix?size=100&child=${child}`, director)).json().list as Task[]).filter(
        (t) => (t as unknown as { information: { task_name: string } }).information.task_name === week,
      ).length;
    const removed = await h.call('DELETE', '/api/plan', director, { id: plan.id, version: plan.version });
    expect(removed.statusCode, removed.body).toBe(200);
    await at('2026-12-09T10:00:00');
    await housekeeping();
    expect((await h.call('GET', `/api/plan/tasks?id=${plan.id}`, director)).statusCode).toBe(404);
    // every live 学期每周 plan of the child has its one task of the week, and the deleted one none
    const live = (
      (await h.call('GET', `/api/plan/list/for/child?child=${child}&size=50`, director)).json().list as {
        category: string;
      }[]
    ).filter((p) => p.category === '学期每周');
    expect(await weekTasks()).toBe(live.length);
    expect(live.length).toBeGreaterThan(0);
  });
});
