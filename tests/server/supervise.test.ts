/**
 * Supervision (req supervise §1 /supervise): 督查领导 keeps the checklist templates and assigns inspections; a 督查人员 sees and
 * fills in only their own (another's is 404) and submits it with photos this server issued; 督查领导 confirms or returns it;
 * the centre reads every inspection (the templates: supervise-templates.test.ts). Stale versions answer 409, bad input 400 with the field and nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '../../domain/roles';
import { users } from '../../server/db/schema';
import { uploadPng } from './issued-images';
import { DATE_MESSAGE } from '../../domain/contracts/dates';
import { future, ITEMS, startSupervise, type SuperviseSetup } from './supervise-setup';

let h: SuperviseSetup['h'];
let as: SuperviseSetup['as'];
let village: number, town: number, inspector: number, otherInspector: number;
let listIds: SuperviseSetup['listIds'];
let template: SuperviseSetup['template'];
let assign: SuperviseSetup['assign'];
let token: SuperviseSetup['token'];

beforeAll(async () => {
  ({ h, as, token, village, town, inspector, otherInspector, listIds, template, assign } = await startSupervise());
});
afterAll(async () => {
  await h.close();
});

describe('inspections', () => {
  it('are seen by their own inspector only, by 督查领导 and the centre all, and refused to the others', async () => {
    const tpl = await template('范围测试表');
    const mine = await assign(tpl.id),
      theirs = await assign(tpl.id, otherInspector);
    expect(await listIds('督查人员')).toContain(mine.id);
    expect(await listIds('督查人员')).not.toContain(theirs.id);
    expect((await as('督查人员').get(`/api/supervise/list/detail?id=${theirs.id}`)).statusCode).toBe(404);
    for (const role of ['督查领导', '中心领导', '中心管理'] as Role[])
      expect(await listIds(role), role).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const detail = (await as('中心领导').get(`/api/supervise/list/detail?id=${mine.id}`)).json().detail;
    expect(detail).toMatchObject({
      supervise_state: '待检查',
      supervise_village: village,
      supervise_department: town,
      inspector_name: expect.any(String),
      supervise_checklist: { title: '范围测试表', items: ITEMS },
    });
    expect(await listIds('中心领导', `&inspector=${otherInspector}`)).toEqual(expect.arrayContaining([theirs.id]));
    expect(await listIds('中心领导', `&inspector=${otherInspector}`)).not.toContain(mine.id);
    for (const role of ['分委领导', '儿童主任', '总委领导'] as Role[])
      expect((await as(role).get('/api/supervise/list/for/mix')).statusCode, role).toBe(403);
    for (const role of ['中心领导', '督查人员'] as Role[]) {
      const body = {
        supervise_template: tpl.id,
        supervise_inspector: inspector,
        supervise_village: village,
        supervise_deadline: future(3),
      };
      expect((await as(role).post('/api/supervise/list', body)).statusCode, role).toBe(403);
    }
    expect(
      (
        await as('督查领导').put('/api/supervise/list/record', {
          id: mine.id,
          version: mine.version,
          answers: {},
          submit: false,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps the checklist as it was when assigned', async () => {
    const tpl = await template('复制测试表');
    const made = await assign(tpl.id);
    await as('督查领导').put('/api/supervise/template', {
      id: tpl.id,
      version: tpl.version,
      template_title: '已改的表',
      template_items: [ITEMS[0]],
    });
    expect(
      (await as('督查人员').get(`/api/supervise/list/detail?id=${made.id}`)).json().detail.supervise_checklist,
    ).toEqual({ title: '复制测试表', items: ITEMS });
  });

  it('refuses a wrong assignment with the field, and assigns nothing', async () => {
    const tpl = await template('校验测试表');
    const before = (await as('督查领导').get('/api/supervise/list/for/mix')).json().total;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ supervise_village: town }, 'supervise_village', '请选择村居'],
      [
        {
          supervise_inspector: (await h.handle.db.select().from(users).where(eq(users.cellphone, '13900000001')))[0].id,
        },
        'supervise_inspector',
        '请选择在用的督查人员',
      ],
      [{ supervise_deadline: '2000-01-01' }, 'supervise_deadline', '截止日期不能早于今天'],
      [{ supervise_task: 2_147_483_000 }, 'supervise_task', '该工单不存在或您无权查看'],
    ];
    for (const [change, field, message] of cases) {
      const res = await as('督查领导').post('/api/supervise/list', {
        supervise_template: tpl.id,
        supervise_inspector: inspector,
        supervise_village: village,
        supervise_deadline: future(3),
        ...change,
      });
      expect([res.statusCode, res.json().fieldErrors?.[0]], field).toEqual([400, { field, message }]);
    }
    const badDay = await as('督查领导').post('/api/supervise/list', {
      supervise_template: tpl.id,
      supervise_inspector: inspector,
      supervise_village: village,
      supervise_deadline: '明天',
    });
    expect([badDay.statusCode, badDay.json().fieldErrors[0].message]).toEqual([400, DATE_MESSAGE]);
    expect((await as('督查领导').get('/api/supervise/list/for/mix')).json().total).toBe(before);
  });

  it('are filled in, submitted with issued photos, returned with a reason, submitted again and confirmed', async () => {
    const tpl = await template('流程测试表');
    let s = await assign(tpl.id);
    const record = (body: Record<string, unknown>) =>
      as('督查人员').put('/api/supervise/list/record', { id: s.id, version: s.version, ...body });
    const draft = await record({ answers: { a1: '是' }, remarks: '草稿', submit: false });
    expect([draft.statusCode, draft.json().supervise_state]).toEqual([200, '待检查']);
    s = draft.json();
    const unanswered = await record({
      answers: { a1: '是' },
      photos: [{ url: await uploadPng(h.app, token('督查人员')) }],
      submit: true,
    });
    expect([unanswered.statusCode, unanswered.json().fieldErrors.map((e: { field: string }) => e.field)]).toEqual([
      400,
      ['answers.a2', 'answers.a3'],
    ]);
    const answers = { a1: '是', a2: 4, a3: '档案齐全' };
    const outOfRange = await record({ answers: { ...answers, a2: 6 }, photos: [], submit: false });
    expect([outOfRange.statusCode, outOfRange.json().fieldErrors[0]]).toEqual([
      400,
      { field: 'answers.a2', message: '“活动开展情况”应为 1–5 分' },
    ]);
    const noPhoto = await record({ answers, submit: true });
    expect([noPhoto.statusCode, noPhoto.json().fieldErrors[0].message]).toEqual([400, '请至少上传1张现场照片']);
    const foreign = await record({
      answers,
      photos: [{ url: 'image/2026-01-01/1700000000000abcd.png' }],
      submit: true,
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'IMAGE_NOT_ISSUED']);
    expect((await as('督查人员').get(`/api/supervise/list/detail?id=${s.id}`)).json().detail).toMatchObject({
      supervise_state: '待检查',
      version: s.version,
      supervise_record: { answers: { a1: '是' } },
    });
    const photo = await uploadPng(h.app, token('督查人员'));
    const submitted = await record({ answers, remarks: '现场查看', photos: [{ url: photo }], submit: true });
    expect([submitted.statusCode, submitted.json().supervise_state]).toEqual([200, '已提交']);
    const stale = await record({ answers, photos: [{ url: photo }], submit: true });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_VERSION']);
    s = submitted.json();
    const late = await as('督查人员').put('/api/supervise/list/record', {
      id: s.id,
      version: s.version,
      answers,
      photos: [{ url: photo }],
      submit: true,
    });
    expect([late.statusCode, late.json().code]).toEqual([409, 'WRONG_STATE']);

    const noReason = await as('督查领导').put('/api/supervise/list/review', {
      id: s.id,
      version: s.version,
      move: 'return',
    });
    expect([noReason.statusCode, noReason.json().fieldErrors[0]]).toEqual([
      400,
      { field: 'reason', message: '请填写退回原因' },
    ]);
    expect(
      (await as('督查领导').put('/api/supervise/list/review', { id: s.id, version: s.version + 5, move: 'confirm' }))
        .statusCode,
    ).toBe(409);
    const returned = await as('督查领导').put('/api/supervise/list/review', {
      id: s.id,
      version: s.version,
      move: 'return',
      reason: '照片不清晰',
    });
    expect([returned.statusCode, returned.json().supervise_state]).toEqual([200, '退回']);
    s = returned.json();
    const again = await as('督查人员').put('/api/supervise/list/record', {
      id: s.id,
      version: s.version,
      answers,
      photos: [{ url: photo }],
      submit: true,
    });
    expect(again.json().supervise_state).toBe('已提交');
    const confirmed = await as('督查领导').put('/api/supervise/list/review', {
      id: s.id,
      version: again.json().version,
      move: 'confirm',
    });
    expect(confirmed.json().supervise_state).toBe('已确认');
    const detail = (await as('中心管理').get(`/api/supervise/list/detail?id=${s.id}`)).json();
    expect(detail.detail.supervise_history.map((x: { move: string; state: string }) => `${x.move}:${x.state}`)).toEqual(
      ['指派:待检查', '提交:已提交', '退回:退回', '提交:已提交', '确认:已确认'],
    );
    expect(detail.detail.supervise_history[2].reason).toBe('照片不清晰');
    expect(detail.detail.supervise_record).toMatchObject({ answers, photos: [{ url: photo }] });
    expect(detail.image_urls[photo]).toEqual(expect.any(String));
    expect(
      (await as('督查领导').get('/api/supervise/list/for/mix?state=已确认&size=100'))
        .json()
        .list.map((x: { id: number }) => x.id),
    ).toContain(s.id);
  });

  it('withdraws an inspection still 待检查 only', async () => {
    const tpl = await template('撤回测试表');
    const open = await assign(tpl.id);
    const stale = await as('督查领导').del('/api/supervise/list', { id: open.id, version: open.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect((await as('督查领导').del('/api/supervise/list', { id: open.id, version: open.version })).statusCode).toBe(
      200,
    );
    expect(await listIds('督查领导')).not.toContain(open.id);
    const done = await assign(tpl.id);
    const photo = await uploadPng(h.app, token('督查人员'));
    const submitted = (
      await as('督查人员').put('/api/supervise/list/record', {
        id: done.id,
        version: done.version,
        answers: { a1: '否', a2: 1, a3: '无' },
        photos: [{ url: photo }],
        submit: true,
      })
    ).json();
    const refused = await as('督查领导').del('/api/supervise/list', { id: done.id, version: submitted.version });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'WRONG_STATE']);
  });

  it('lists the active inspectors for 督查领导 only', async () => {
    const res = await as('督查领导').get('/api/supervise/inspectors');
    expect(res.json().list.map((u: { id: number }) => u.id)).toEqual(
      expect.arrayContaining([inspector, otherInspector]),
    );
    expect((await as('督查人员').get('/api/supervise/inspectors')).statusCode).toBe(403);
  });
});
