/**
 * Risk assessments (domain/contracts/risk.ts; req risk §1 /risk): the village staff submit an assessment of a
 * child of their village, 服务领导 reviews it first and 中心领导 second; either may return it with a reason and its
 * applicant corrects and submits it again; a passed one is stored on the child (information.origin / .standard with
 * its timestamp). Who may call what, the scope, 400 with nothing changed, 409 on a stale version or a second open one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { childInScope, childScopeFor } from '../../domain/scope';
import { children, users } from '../../server/db/schema';
import { demoCellphone } from '../../server/db/seed-demo';
import { ROLES } from '../../domain/roles';
import { startHarness, type Harness } from './harness';

let h: Harness;
const tokens = new Map<Role, string>();
const ROLE_LIST: Role[] = ['儿童主任', '儿童社工', '服务领导', '中心领导', '中心管理', '分委领导', '志愿人员'];
let mine: number[] = [];
let foreign = 0;

const ORIGIN = {
  origin_family: '中',
  origin_family_note: '父母外出务工',
  origin_guardianship: '高',
  origin_guardianship_note: '祖母卧病',
  origin_health: '无',
  origin_safety: '低',
  origin_safety_note: '临河居住',
  origin_school: '无',
  origin_economy: '无',
  origin_measures: ['定期走访'],
  origin_opinion: '需重点关注',
  origin_assessor: '王主任',
  origin_date: '2026-03-01',
};
const STANDARD = {
  standard_guardian_absent: '严重',
  standard_family_violence: '不存在',
  standard_family_crime: '不存在',
  standard_family_poverty: '中度',
  standard_health: '轻度',
  standard_mental: '中度',
  standard_school: '不存在',
  standard_conduct: '不存在',
  standard_living: '轻度',
  standard_bullying: '不存在',
  standard_measures: ['心理疏导'],
  standard_visit_period: '每月',
  standard_opinion: '继续跟踪',
  standard_assessor: '王主任',
  standard_date: '2026-03-02',
};

const post = (role: Role, body: unknown) => h.call('POST', '/api/risk', tokens.get(role), body);
const review = (role: Role, body: unknown) => h.call('PUT', '/api/risk/review', tokens.get(role), body);
const detail = (role: Role, id: number) => h.call('GET', `/api/risk/detail?id=${id}`, tokens.get(role));
const list = async (role: Role, q = '') =>
  (await h.call('GET', `/api/risk/list?size=100${q}`, tokens.get(role))).json();

beforeAll(async () => {
  h = await startHarness();
  for (const role of ROLE_LIST) tokens.set(role, await h.login(role));
  const accounts = await h.handle.db.select().from(users);
  const director = accounts.find((u) => u.cellphone === demoCellphone(ROLES.indexOf('儿童主任')))!;
  const scope = childScopeFor({
    id: director.id,
    role: '儿童主任',
    department_id: director.department_id,
    village_id: director.village_id,
  });
  const all = (await h.handle.db.select().from(children)).filter((c) => !c.deleted_at);
  // children of the director's village without a demo assessment yet
  const assessed = new Set((await list('中心领导')).list.map((r: { link_id: number }) => r.link_id));
  mine = all.filter((c) => childInScope(scope, c) && !assessed.has(c.id)).map((c) => c.id);
  foreign = all.find((c) => !childInScope(scope, c))!.id;
});
afterAll(async () => {
  await h.close();
});

describe('risk assessments', () => {
  it('go from the director through 服务领导 and 中心领导 onto the child, with the computed level and score', async () => {
    const made = await post('儿童主任', { apply_genre: '标准风险评估', link_id: mine[0], values: STANDARD });
    expect(made.statusCode, made.body).toBe(200);
    const seen = (await detail('服务领导', made.json().id)).json().detail;
    // 3 + 2 + 1 + 2 + 1 = 9 points: 中 (8 to 15)
    expect(seen).toMatchObject({
      apply_state: '申请',
      risk_score: 9,
      risk_level: '中',
      values: { standard_score: 9, standard_level: '中' },
    });
    expect(seen.child_name).toContain('*');
    // the second stage is not 服务领导's, and 中心领导 cannot take the first
    expect((await review('中心领导', { id: made.json().id, version: 1, apply_state: '初过' })).statusCode).toBe(403);
    const first = await review('服务领导', { id: made.json().id, version: 1, apply_state: '初过' });
    expect(first.json()).toMatchObject({ apply_state: '初过' });
    expect(
      (await review('服务领导', { id: made.json().id, version: first.json().version, apply_state: '终过' })).statusCode,
    ).toBe(403);
    const second = await review('中心领导', { id: made.json().id, version: first.json().version, apply_state: '终过' });
    expect(second.json()).toMatchObject({ apply_state: '终过' });
    const child = (await h.call('GET', `/api/child/detail?id=${mine[0]}`, tokens.get('中心领导'))).json().detail;
    expect(child.information.standard).toMatchObject({
      standard_score: 9,
      standard_level: '中',
      standard_guardian_absent: '严重',
    });
    expect(child.information.important.standard_timestamp).toBe(Math.floor(h.clock.now.getTime() / 1000));
    const history = (await detail('儿童主任', made.json().id))
      .json()
      .detail.history.map((e: { state: string }) => e.state);
    expect(history).toEqual(['申请', '初过', '终过']);
  });

  it('are returned with a reason, corrected and submitted again by the applicant only', async () => {
    const made = (await post('儿童主任', { apply_genre: '原始风险评估', link_id: mine[1], values: ORIGIN })).json();
    expect((await detail('中心领导', made.id)).json().detail).toMatchObject({ risk_level: '高', risk_score: null });
    const noReason = await review('服务领导', { id: made.id, version: made.version, apply_state: '初拒' });
    expect([noReason.statusCode, noReason.json().fieldErrors[0]]).toEqual([
      400,
      { field: 'reason', message: '请填写退回原因' },
    ]);
    const back = (
      await review('服务领导', { id: made.id, version: made.version, apply_state: '初拒', reason: '说明不全' })
    ).json();
    expect(back.apply_state).toBe('初拒');
    expect((await list('服务领导', '&apply_states=初拒')).list.map((r: { id: number }) => r.id)).toContain(made.id);
    // a social worker of the same village is not its applicant
    const other = await h.call('PUT', '/api/risk', tokens.get('儿童社工'), {
      id: made.id,
      version: back.version,
      values: ORIGIN,
    });
    expect(other.statusCode).toBe(404);
    const again = await h.call('PUT', '/api/risk', tokens.get('儿童主任'), {
      id: made.id,
      version: back.version,
      values: { ...ORIGIN, origin_guardianship: '中' },
    });
    expect(again.statusCode, again.body).toBe(200);
    const now = (await detail('儿童主任', made.id)).json().detail;
    expect(now).toMatchObject({ apply_state: '申请', risk_level: '中' });
    expect(now.history.map((e: { state: string; reason: string }) => [e.state, e.reason])).toEqual([
      ['申请', ''],
      ['初拒', '说明不全'],
      ['申请', ''],
    ]);
    // not returned now: no second resubmission
    expect(
      (
        await h.call('PUT', '/api/risk', tokens.get('儿童主任'), {
          id: made.id,
          version: again.json().version,
          values: ORIGIN,
        })
      ).json().code,
    ).toBe('ILLEGAL_TRANSITION');
  });

  it('answers 409 on a stale version and on a second open assessment of a child', async () => {
    const made = (await post('儿童社工', { apply_genre: '原始风险评估', link_id: mine[2], values: ORIGIN })).json();
    const twice = await post('儿童主任', { apply_genre: '原始风险评估', link_id: mine[2], values: ORIGIN });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'PENDING_RISK']);
    // another genre of the same child is no conflict
    expect(
      (await post('儿童主任', { apply_genre: '标准风险评估', link_id: mine[2], values: STANDARD })).statusCode,
    ).toBe(200);
    expect((await review('服务领导', { id: made.id, version: made.version, apply_state: '初过' })).statusCode).toBe(
      200,
    );
    const stale = await review('服务领导', { id: made.id, version: made.version, apply_state: '初拒', reason: '重复' });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_VERSION']);
  });

  it('refuses bad values with 400 and the field, and changes nothing', async () => {
    const before = (await list('中心领导')).total;
    const bad = await post('儿童主任', {
      apply_genre: '原始风险评估',
      link_id: mine[3],
      values: { ...ORIGIN, origin_family_note: '', origin_assessor: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.map((e: { field: string; message: string }) => [e.field, e.message])).toEqual(
      expect.arrayContaining([
        ['origin_family_note', '请填写家庭风险说明'],
        ['origin_assessor', '请填写评估人'],
      ]),
    );
    const badOption = await post('儿童主任', {
      apply_genre: '标准风险评估',
      link_id: mine[3],
      values: { ...STANDARD, standard_health: '很严重' },
    });
    expect(badOption.statusCode).toBe(400);
    expect((await list('中心领导')).total).toBe(before);
  });

  it('is scoped: the director only a child of their village and their own assessments; the reviewers all', async () => {
    expect((await post('儿童主任', { apply_genre: '原始风险评估', link_id: foreign, values: ORIGIN })).statusCode).toBe(
      404,
    );
    const director = (await list('儿童主任')).list as { applicant_name: string; id: number }[];
    const centre = (await list('中心领导')).list as { id: number }[];
    const social = (await list('儿童社工')).list as { id: number }[];
    expect(director.length).toBeGreaterThan(0);
    expect(social.length).toBeGreaterThan(0);
    expect(new Set(director.map((r) => r.applicant_name)).size).toBe(1);
    expect(social.some((r) => director.some((d) => d.id === r.id))).toBe(false);
    expect(centre.length).toBe(director.length + social.length);
    expect((await detail('儿童社工', director[0].id)).statusCode).toBe(404);
    // the demo: one of each state of each screen
    const states = new Set(centre.map((r) => (r as unknown as { apply_state: string }).apply_state));
    expect([...states].sort()).toEqual(['初过', '初拒', '申请', '终拒', '终过'].sort());
  });

  it('is refused to the roles without the calls, and kept out of the child review queues', async () => {
    for (const role of ['中心管理', '分委领导', '志愿人员'] as Role[]) {
      expect((await h.call('GET', '/api/risk/list', tokens.get(role))).statusCode, role).toBe(403);
    }
    expect((await post('服务领导', { apply_genre: '原始风险评估', link_id: mine[4], values: ORIGIN })).statusCode).toBe(
      403,
    );
    // the director reads their own assessments, but reviews none
    const own = (await list('儿童主任', '&apply_states=申请')).list[0] as { id: number; version: number };
    const self = await review('儿童主任', { id: own.id, version: own.version, apply_state: '初过' });
    expect([self.statusCode, self.json().code]).toEqual([403, 'FORBIDDEN_REVIEW']);
    // the centre's child queue (review_final) holds no assessment; the child genres answer as before
    const queue = (await h.call('GET', '/api/apply/list/for/auditor?size=100', tokens.get('中心管理'))).json().list as {
      apply_genre: string;
    }[];
    expect(queue.length).toBeGreaterThan(0);
    expect(queue.some((a) => a.apply_genre.includes('风险'))).toBe(false);
    // nor in the director's own applies (我的申请), and the apply detail does not show one
    const applied = (await h.call('GET', '/api/apply/list/for/auditor?size=100', tokens.get('儿童主任'))).json();
    expect(applied.list.some((a: { apply_genre: string }) => a.apply_genre.includes('风险'))).toBe(false);
    expect((await h.call('GET', `/api/apply/detail?id=${own.id}`, tokens.get('儿童主任'))).statusCode).toBe(404);
  });
});
