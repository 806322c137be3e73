/**
 * The demo data of a first start (issue 15 "Demo data"), read through the API as the centre reads it:
 * children of all three categories in several towns, left-behind girls with girl levels, gta minors with
 * every escort level (紫色 included), three gta exits, four deleted children with who deleted them, helpers
 * assigned (the volunteer helpers among them, who can sign in), and applies waiting at both stages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESCORT_LEVELS, GIRL_LEVELS } from '../../domain/child-levels';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, demoCellphone, helperCellphone } from '../../server/db/seed-demo';
import { users } from '../../server/db/schema';
import { startHarness, type Harness } from './harness';

let h: Harness;
let centre: string;
const LIST = '/api/child/list/for/department/village/level/character/genre/keyword';
type Row = {
  department_name: string;
  girl_level: string | null;
  escort_level: string | null;
  level: string;
  deleted_by_name: string | null;
  helper_names: Record<string, { nickname: string; state: string }>;
};

beforeAll(async () => {
  h = await startHarness();
  centre = await h.login('中心领导');
});
afterAll(async () => {
  await h.close();
});

const list = async (q: string): Promise<{ total: number; list: Row[] }> => {
  const res = await h.call('GET', `${LIST}?size=100&${q}`, centre);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('demo data', () => {
  it('holds children of the three categories in several towns, with varied levels', async () => {
    const cs = await list('character=cs');
    const ow = await list('character=ow');
    const gta = await list('character=gta');
    expect(cs.total).toBeGreaterThanOrEqual(45);
    expect(ow.total).toBeGreaterThanOrEqual(30);
    expect(gta.total).toBeGreaterThanOrEqual(20);
    expect(new Set(cs.list.map((r) => r.department_name)).size).toBeGreaterThanOrEqual(7);
    expect(new Set(cs.list.map((r) => r.level)).size).toBeGreaterThanOrEqual(3);
  });

  it('has its levels, rankings, 重点 and girl levels set through 调整分级, each in the child history with its reason (issue 28)', async () => {
    const levelled = await list(`level=${encodeURIComponent('三级')}`);
    expect(levelled.total).toBeGreaterThan(0);
    expect((await list(`ranking=${encodeURIComponent('二级')}`)).total).toBeGreaterThan(0);
    expect((await list('emphasis=true')).total).toBeGreaterThan(0);
    const id = (levelled.list[0] as Row & { id: number }).id;
    const history = (await h.call('GET', `/api/child/classification/list?id=${id}`, centre)).json().list as {
      changes: { field: string; to: unknown }[];
      reason: string;
    }[];
    // the entry that set the level (the child's 督导员 may have been named in the same second: issue 28)
    const levelled3 = history.find((e) => e.changes.some((c) => c.field === 'level' && c.to === '三级'));
    expect(levelled3?.reason).toBeTruthy();
    // the demo town leader (分委领导) is the 儿童督导员 of eight children of their town, named through 设置督导员
    const [leader] = await h.handle.db
      .select()
      .from(users)
      .where(eq(users.cellphone, demoCellphone(2)));
    const supervised = await h.call(
      'GET',
      `/api/child/list/for/dominator/genres/keyword?dominator=${leader.id}&size=100`,
      centre,
    );
    expect(supervised.json().total).toBe(8);
  });

  it('has left-behind girls with each girl level and gta minors with each escort level, 紫色 included', async () => {
    const girls = await list('character=ow&gender=%E5%A5%B3');
    expect(new Set(girls.list.map((r) => r.girl_level))).toEqual(new Set(GIRL_LEVELS));
    const gta = await list('character=gta');
    expect(new Set(gta.list.map((r) => r.escort_level))).toEqual(new Set(ESCORT_LEVELS));
    expect((await list(`escort_level=${encodeURIComponent('紫色')}`)).total).toBeGreaterThan(0);
  });

  it('has three gta exits, four deleted children with who deleted them, and helpers assigned', async () => {
    expect((await list('character=gta&gta_quit=true')).total).toBe(3);
    const deleted = await list('deleted=true');
    expect(deleted.total).toBe(4);
    expect(deleted.list.every((r) => r.deleted_by_name)).toBe(true);
    const helped = (await list('')).list.filter((r) => r.helper_names.associator);
    expect(helped.length).toBeGreaterThanOrEqual(10);
    expect(helped.every((r) => r.helper_names.associator.state === '同意')).toBe(true);
  });

  it('lets a volunteer helper sign in', async () => {
    const res = await h.call('POST', '/api/auth/login', undefined, {
      cellphone: helperCellphone(1),
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('has applies waiting at each stage, returned at each stage, and withdrawn', async () => {
    const count = async (token: string, genres: string[], states: string[], extra = '') => {
      const q = `apply_genres=${encodeURIComponent(JSON.stringify(genres))}&apply_states=${encodeURIComponent(JSON.stringify(states))}${extra}`;
      return (await h.call('GET', `/api/apply/list/for/auditor?${q}`, token)).json().total as number;
    };
    const leader = await h.login('分委领导');
    expect(await count(leader, ['儿童创建', '儿童修改'], ['申请'])).toBeGreaterThanOrEqual(2);
    expect(await count(leader, ['帮扶人员'], ['申请'])).toBe(1);
    expect(await count(centre, ['儿童创建'], ['初过'])).toBeGreaterThanOrEqual(1);
    expect(await count(centre, ['帮扶人员'], ['初过'])).toBe(1);
    expect(await count(centre, ['儿童创建'], ['初拒'])).toBe(1);
    expect(await count(centre, ['儿童创建'], ['终拒'])).toBe(1);
    expect(await count(centre, ['儿童创建'], ['申请'], '&deleted=true')).toBe(1);
  });

  it('gives the purple-level minors a task force with the demo volunteer as liaison, persuasion logs with photos, and evaluations from two roles (issue 17)', async () => {
    const prosecutor = await h.login('检察领导');
    const volunteer = await h.login('志愿人员');
    const purple = (await list('character=gta&escort_level=紫色&gta_quit=false')).list as unknown as { id: number }[];
    expect(purple.length).toBeGreaterThanOrEqual(2);
    let logged = 0;
    for (const { id } of purple) {
      const detail = (await h.call('GET', `/api/child/detail?id=${id}`, prosecutor)).json().detail;
      expect(detail.helpers.escort_group_leader).toMatchObject({ escort: true, state: '同意' });
      expect(detail.information.important).toMatchObject({ escort_genre: '专班' });
      const logs = (await h.call('GET', `/api/record/persuasion/list?child=${id}`, volunteer)).json();
      if (!logs.total) continue;
      logged++;
      expect(
        new Set(
          logs.list.map((l: { record_information: { record_source: string } }) => l.record_information.record_source),
        ),
      ).toEqual(new Set(['检察领导', '教育块', '联络员']));
      expect(
        logs.list.every(
          (l: { record_information: { record_images: unknown[] } }) => l.record_information.record_images.length > 0,
        ),
      ).toBe(true);
      const roles = (await h.call('GET', `/api/child/appraise/list?id=${id}`, prosecutor))
        .json()
        .list.map((e: { role: string }) => e.role);
      expect(new Set(roles)).toEqual(new Set(['检察领导', '公安护航']));
    }
    expect(logged).toBe(2);
    // dynamic management: the minors named in the demo's cases are in SinList, the purple ones among them
    const sinList = (await list('character=gta&sins=true')).list as unknown as { id: number }[];
    expect(sinList.length).toBeGreaterThanOrEqual(5);
    expect(sinList.map((c) => c.id)).toEqual(expect.arrayContaining(purple.slice(0, 2).map((c) => c.id)));
    const records = (await h.call('GET', `/api/subsin/list/for/mix?child=${purple[0].id}`, prosecutor)).json();
    expect(records.total).toBeGreaterThanOrEqual(2);
  });

  it('holds clues at every step, with the edge-child one for 检察领导 only (issue 18)', async () => {
    const byState = async (token: string, path: string) =>
      Object.fromEntries(
        (await h.call('GET', path, token))
          .json()
          .counts.map((c: Record<string, unknown>) => [c.state ?? c.State, c.count ?? c.Count]),
      );
    // with a dispatch the department returned (back to 录入) and one the centre sent back (办理), issue 28, and one
    // waiting for 兴化市民政局 to receive it (issue 29)
    expect(await byState(centre, '/api/denounce/count/for/sources/states')).toEqual({
      录入: 3,
      办理: 7,
      办结: 3,
      拒办: 2,
    });
    // the edge-child clues: one waiting, three turned into escort work orders and handled by them (the one whose task
    // passed its final review, then 护航正常, is 办结), one dispatched and waiting for the police, one closed and one
    // rejected (issue 28)
    expect(await byState(await h.login('检察领导'), '/api/denounce/count/for/sources/states')).toEqual({
      录入: 1,
      办理: 3,
      办结: 2,
      拒办: 1,
    });
    const waiting = (await h.call('GET', '/api/denounce/count/for/sources/states', centre)).json().adjunct_counts;
    expect(waiting).toEqual(expect.arrayContaining([{ state: '申结', count: 1 }]));
    expect(await byState(await h.login('部门领导'), '/api/denounce/adjunct/counts/for/department/sources')).toEqual({
      待收: 1,
      办理: 1,
      申结: 1,
      退回: 1,
    });
  });
  it('has work orders in each outcome and spot-check state, with grades, categories and points (issue 28)', async () => {
    const count = async (q: string) =>
      (await h.call('GET', `/api/task/list/for/mix?size=1&${q}`, centre)).json().total as number;
    for (const state of ['护正', '护异', '女正', '女异', '终过', '评价'])
      expect(await count(`states=${state}`), state).toBeGreaterThan(0);
    for (const audit of ['未检', '疑似', '真实', '虚假'])
      expect(await count(`audits=${audit}`), audit).toBeGreaterThan(0);
    expect(await count('grades=公安&categorys=学期每周')).toBeGreaterThan(0);
    const girl = (await h.call('GET', '/api/task/list/for/mix?size=1&states=女异', centre)).json().list[0];
    expect(girl.information.task_girl_live_condition).toBe('正常');
    expect(girl.information.task_score).toBeGreaterThan(0);
  });

  it('has escort work orders in every state of their loop, and a corrected case (issue 28)', async () => {
    const prosecutor = await h.login('检察领导');
    const escort = (await h.call('GET', '/api/task/list/for/mix?genres=护航&size=50', prosecutor)).json().list as {
      grade: string;
      state: string;
    }[];
    // three turned from clues (办理, 办结, 护正) and six given from 护航工单 in the loop's other states (issue 28)
    expect(escort.map((t) => `${t.grade}:${t.state}`).sort()).toEqual(
      [
        '公安:办理',
        '司法:护正',
        '教育:办结',
        '检察:初过',
        '乡镇:终退',
        '检察:终过',
        '乡镇:终拒',
        '教育:评价',
        '司法:护异',
      ].sort(),
    );
    const police = (await h.call('GET', '/api/task/list/for/mix?size=50', await h.login('公安护航'))).json();
    expect(police.list.map((t: { grade: string }) => t.grade)).toEqual(['公安']);
    const cases = (await h.call('GET', '/api/sin/list/for/mix?size=50', prosecutor)).json().list;
    expect(cases.map((c: { sin_information: { sin_title: string } }) => c.sin_information.sin_title)).toContain(
      '校外聚集斗殴处置（已更正）',
    );
  });
});
