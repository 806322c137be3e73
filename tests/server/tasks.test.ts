/**
 * Work orders, first calls (issue 16; req tasks §7.1): a manager (the child's village staff, the town leader,
 * the centre) gives a volunteer a task for a child of their scope; the volunteer sees their own tasks and
 * nobody else's (404); the list filters by state, volunteer, place, keyword and expiry bucket computed from
 * the limit; the create checks what the form checks (交办标题不能为空, 选择志愿者) and more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can } from '../../domain/permissions';
import { ROLES } from '../../domain/roles';
import { helperCellphone, DEMO_PASSWORD } from '../../server/db/seed-demo';
import type { Harness } from './harness';
import { csForm, place } from './fixtures';
import { startHarness } from './harness';

let h: Harness;
let director: string, centre: string, volunteerToken: string, otherVolunteerToken: string;
let volunteerId: number, otherVolunteerId: number;
let shuiguanChild: number, otherTownChild: number;
const LIST = '/api/task/list/for/mix';
const day = 86_400_000;

async function login(cellphone: string) {
  const res = await h.call('POST', '/api/auth/login', undefined, { cellphone, password: DEMO_PASSWORD });
  return res.json().token as string;
}
const idOf = async (token: string) => (await h.call('GET', '/api/user/info', token)).json().info.id as number;
function task(child: number, volunteer: number, extra: Record<string, unknown> = {}, limitInDays = 10) {
  const begin = h.clock.now;
  return {
    child,
    volunteer,
    genre: '常规',
    category: '普通计划',
    date_begin: begin.toISOString(),
    date_limit: new Date(begin.getTime() + limitInDays * day).toISOString(),
    information: { task_name: '入户走访', task_description: '了解近况', task_score: 5 },
    ...extra,
  };
}
async function create(token: string, body: unknown): Promise<number> {
  const res = await h.call('POST', '/api/task', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

beforeAll(async () => {
  h = await startHarness();
  [director, centre] = await Promise.all([h.login('儿童主任'), h.login('中心管理')]);
  volunteerToken = await login(helperCellphone(1));
  otherVolunteerToken = await login(helperCellphone(2));
  [volunteerId, otherVolunteerId] = await Promise.all([idOf(volunteerToken), idOf(otherVolunteerToken)]);
  const shuiguan = await place(h, '昭阳街道', '水关居委会');
  const other = await place(h, '戴南镇');
  const make = async (p: { town: number; village: number }) =>
    (await h.call('POST', '/api/child', centre, { character: 'cs', information: { investigate_cs: csForm(p) } })).json()
      .id as number;
  [shuiguanChild, otherTownChild] = [await make(shuiguan), await make(other)];
});
afterAll(async () => {
  await h.close();
});

describe('creating a task', () => {
  it("lets the village director give their child's task to a volunteer, who then sees it and its child", async () => {
    const id = await create(director, task(shuiguanChild, volunteerId));
    const detail = (await h.call('GET', `/api/task/detail?id=${id}`, volunteerToken)).json().detail;
    expect(detail).toMatchObject({
      state: '办理',
      expire: '正常',
      child: shuiguanChild,
      volunteer: volunteerId,
      department_name: '昭阳街道',
      village_name: '水关居委会',
    });
    expect(detail.information.task_code).toMatch(/^GD\d{8}\d{6}$/);
    expect(detail.information.task_volunteer_name).toBeTruthy();
    expect(detail.information.child_name).toContain('*');
    expect((await h.call('GET', `/api/child/detail?id=${shuiguanChild}`, volunteerToken)).statusCode).toBe(200);
    expect((await h.call('GET', `/api/child/detail?id=${otherTownChild}`, volunteerToken)).statusCode).toBe(404);
  });

  it("refuses a child outside the caller's scope (404), a non-volunteer (400) and an empty title (400)", async () => {
    expect((await h.call('POST', '/api/task', director, task(otherTownChild, volunteerId))).statusCode).toBe(404);
    const directorId = await idOf(director);
    expect((await h.call('POST', '/api/task', director, task(shuiguanChild, directorId))).json().message).toBe(
      '请选择激活中的志愿者',
    );
    const untitled = await h.call(
      'POST',
      '/api/task',
      director,
      task(shuiguanChild, volunteerId, { information: { task_name: ' ' } }),
    );
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().fieldErrors[0].message).toBe('交办标题不能为空');
    const backwards = await h.call('POST', '/api/task', director, task(shuiguanChild, volunteerId, {}, -1));
    expect(backwards.json().fieldErrors[0].message).toBe('截止时间须晚于开始时间');
  });

  it('answers only the roles holding tasks:add (403 for the others)', async () => {
    for (const role of ROLES) {
      if (can(role, 'tasks', 'add')) continue;
      const res = await h.call('POST', '/api/task', await h.login(role), task(shuiguanChild, volunteerId));
      expect(res.statusCode, role).toBe(403);
    }
  });
});

describe('who sees which task', () => {
  it('shows a volunteer only their own tasks; another volunteer gets 404 on it', async () => {
    const mine = await create(centre, task(otherTownChild, volunteerId));
    const theirs = await create(centre, task(otherTownChild, otherVolunteerId));
    const listed = (await h.call('GET', `${LIST}?size=100`, volunteerToken)).json();
    expect(listed.list.every((t: { volunteer: number }) => t.volunteer === volunteerId)).toBe(true);
    expect(listed.list.map((t: { id: number }) => t.id)).toContain(mine);
    expect((await h.call('GET', `/api/task/detail?id=${theirs}`, volunteerToken)).statusCode).toBe(404);
    // the director of 水关居委会 does not see a task of another town's child
    expect((await h.call('GET', `/api/task/detail?id=${mine}`, director)).statusCode).toBe(404);
    expect((await h.call('GET', `/api/task/detail?id=${mine}`, centre)).statusCode).toBe(200);
  });

  it('keeps the girl-care conditions of a 女童 task as given, and refuses one too long', async () => {
    const girl = {
      task_name: '女童关爱走访',
      task_girl_live_condition: '正常',
      task_girl_mental_condition: '异常',
      task_girl_mental_condition_description: '情绪低落，需持续关注',
    };
    const id = await create(director, task(shuiguanChild, volunteerId, { genre: '女童', information: girl }));
    const shown = (await h.call('GET', `/api/task/detail?id=${id}`, volunteerToken)).json().detail.information;
    expect(shown).toMatchObject({
      task_girl_live_condition: '正常',
      task_girl_mental_condition: '异常',
      task_girl_mental_condition_description: '情绪低落，需持续关注',
    });
    expect(shown.task_girl_study_condition).toBeUndefined();
    const long = await h.call(
      'POST',
      '/api/task',
      director,
      task(shuiguanChild, volunteerId, {
        information: { task_name: '走访', task_girl_other_condition: '长'.repeat(501) },
      }),
    );
    expect(long.statusCode).toBe(400);
  });

  it('refuses the list to roles without tasks:query', async () => {
    for (const role of ROLES.filter((r) => !can(r, 'tasks', 'query'))) {
      expect((await h.call('GET', LIST, await h.login(role))).statusCode, role).toBe(403);
    }
  });
});

describe('the mixed list', () => {
  it('filters by expiry bucket computed from the limit, by keyword and by place', async () => {
    const soon = await create(
      director,
      task(shuiguanChild, volunteerId, { information: { task_name: '紧急探访' } }, 0.5),
    );
    const later = await create(director, task(shuiguanChild, volunteerId, {}, 5));
    const ids = async (q: string) =>
      (await h.call('GET', `${LIST}?size=100&${q}`, centre)).json().list.map((t: { id: number }) => t.id);
    expect(await ids(`expires=${encodeURIComponent(JSON.stringify(['24时']))}`)).toContain(soon);
    expect(await ids(`expires=${encodeURIComponent(JSON.stringify(['24时']))}`)).not.toContain(later);
    expect(await ids(`expires=${encodeURIComponent(JSON.stringify(['168时']))}`)).toContain(later);
    expect(await ids(`keyword=${encodeURIComponent('紧急')}`)).toEqual([soon]);
    const zhaoyang = await place(h, '昭阳街道');
    const inTown = (await h.call('GET', `${LIST}?size=100&department=${zhaoyang.town}`, centre)).json().list;
    expect(inTown.length).toBeGreaterThan(0);
    expect(inTown.every((t: { department_name: string }) => t.department_name === '昭阳街道')).toBe(true);
    h.clock.now = new Date(h.clock.now.getTime() + day); // a day later (a new sign-in: the old session idled out)
    const overdue = (await h.call('GET', `/api/task/detail?id=${soon}`, await h.login('中心管理'))).json().detail;
    expect(overdue.expire).toBe('超期');
  });
});
