/**
 * Risk assessments (req risk §1 /risk): 服务领导's 初评审核 queue opens an assessment read-only with 通过 / 退回 (退回
 * needs a reason); the director sees a returned one with its reason, corrects it in the same form and submits it again;
 * the menu group 风险评估 shows each role its screens.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { addressOf, renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const VALUES = {
  origin_family: '中',
  origin_family_note: '父母外出务工',
  origin_guardianship: '高',
  origin_guardianship_note: '祖母卧病',
  origin_health: '无',
  origin_safety: '无',
  origin_school: '无',
  origin_economy: '无',
  origin_level: '高',
  origin_measures: ['定期走访'],
  origin_opinion: '需重点关注',
  origin_assessor: '王主任',
  origin_date: '2026-03-01',
};
const entry = (state: string, reason = '') => ({
  datetime: '2026-03-02T08:00:00.000Z',
  nickname: '王主任',
  operater: 7,
  state,
  content: `${state}内容`,
  reason,
});
const risk = (extra: Record<string, unknown> = {}) => ({
  id: 5,
  link_id: 11,
  apply_genre: '原始风险评估',
  apply_state: '申请',
  child_name: '李*明',
  department_name: '昭阳街道',
  village_name: '水关居委会',
  applicant: 7,
  applicant_name: '王主任',
  risk_level: '高',
  risk_score: null,
  history: [entry('申请')],
  version: 3,
  created_at: '2026-03-02T08:00:00.000Z',
  updated_at: '2026-03-02T08:00:00.000Z',
  ...extra,
});
const base = (role: '服务领导' | '儿童主任' | '中心领导') => ({
  'GET /api/user/info': { body: userInfo(role) },
  'GET /api/apply/count/for/auditor': { body: { count: 0 } },
  'GET /api/denounce/count/for/sources/states': { body: { counts: [] } },
  'GET /api/department/list/for/select': { body: {} },
});

describe('risk assessments', () => {
  it('gives 服务领导 the first review: the queue, the form read-only, and 退回 only with a reason', async () => {
    const api = mockApi({
      ...base('服务领导'),
      'GET /api/risk/list': { body: { total: 1, list: [risk()] } },
      'GET /api/risk/detail': { body: { detail: { ...risk(), values: VALUES } } },
      'PUT /api/risk/review': { body: { id: 5, version: 4, apply_state: '初拒' } },
    });
    const { router } = renderApp('/risk/RiskFirst', { signedIn: true });
    const row = (await screen.findByRole('cell', { name: '李*明' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('待初评')).toBeTruthy();
    expect(api.callsTo('GET /api/risk/list')[0].query.get('apply_states')).toBe('["申请"]');
    // the menu: 服务领导's two screens and the records, not 中心领导's
    expect(screen.getAllByText('初评退回').length).toBeGreaterThan(0);
    expect(screen.queryByText('复评审核')).toBeNull();
    fireEvent.click(within(row).getByRole('link', { name: '审核' }));
    await waitFor(() => expect(addressOf(router)).toBe('/risk/RiskDetail?id=5'));
    expect(await screen.findByText('家庭风险说明')).toBeTruthy();
    expect(screen.getByText('父母外出务工')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '家庭风险说明' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /退\s*回/ }));
    expect(await screen.findByText('请填写退回原因')).toBeTruthy();
    expect(api.callsTo('PUT /api/risk/review')).toHaveLength(0);
    fireEvent.change(screen.getByPlaceholderText('请填写审核意见（退回时必填）'), { target: { value: '说明不全' } });
    fireEvent.click(screen.getByRole('button', { name: /退\s*回/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.callsTo('PUT /api/risk/review')).toHaveLength(1));
    expect(api.callsTo('PUT /api/risk/review')[0].body).toEqual({
      id: 5,
      version: 3,
      apply_state: '初拒',
      reason: '说明不全',
    });
    await waitFor(() => expect(addressOf(router)).toBe('/risk/RiskFirst'));
  });

  it('lets the director correct a returned assessment and submit it again', async () => {
    const returned = risk({ apply_state: '初拒', history: [entry('申请'), entry('初拒', '评估日期有误')] });
    const api = mockApi({
      ...base('儿童主任'),
      'GET /api/risk/detail': { body: { detail: { ...returned, values: VALUES } } },
      'PUT /api/risk': { body: { id: 5, version: 4 } },
    });
    renderApp('/risk/RiskDetail?id=5', { signedIn: true });
    expect(await screen.findByText('初评退回：评估日期有误')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /通\s*过/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '修改并重新提交' }));
    fireEvent.click(await screen.findByRole('button', { name: '重新提交' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.callsTo('PUT /api/risk')).toHaveLength(1));
    expect(api.callsTo('PUT /api/risk')[0].body).toMatchObject({
      id: 5,
      version: 3,
      values: { origin_family: '中', origin_level: '高', origin_date: '2026-03-01' },
    });
    expect(await screen.findByText('已重新提交，等待服务领导初评')).toBeTruthy();
  });

  it('shows the load error with 重试', async () => {
    const api = mockApi({
      ...base('中心领导'),
      'GET /api/risk/list': { status: 500, body: { code: 'INTERNAL', message: '服务器错误' } },
    });
    renderApp('/risk/RiskSecond', { signedIn: true });
    expect(await screen.findByRole('button', { name: /重\s*试/ })).toBeTruthy();
    expect(api.callsTo('GET /api/risk/list')[0].query.get('apply_states')).toBe('["初过"]');
  });
});
