/**
 * Scores and prizes (issue 18): the centre redeems a prize for a volunteer from 积分汇总 (only prizes the balance
 * covers and in stock are offered) and a volunteer sees their balance on 我的积分.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const base = (role: Parameters<typeof userInfo>[0]) => ({
  'GET /api/user/info': { body: userInfo(role) },
  'GET /api/apply/count/for/auditor': { body: { count: 0 } },
  'GET /api/denounce/count/for/sources/states': { body: { counts: [] } },
  'GET /api/department/list/for/select': { body: {} },
});
const prize = (id: number, name: string, points: number, stock: number) => ({
  id,
  prize_name: name,
  prize_points: points,
  prize_stock: stock,
  prize_information: {},
  version: 1,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
});

describe('scores', () => {
  it('lets the centre redeem a prize the volunteer can afford', async () => {
    const api = mockApi({
      ...base('中心领导'),
      'GET /api/score/totals': {
        body: { total: 1, list: [{ volunteer: 9, nickname: '叶玉兰', earned: 30, spent: 0, balance: 30, tasks: 3 }] },
      },
      'GET /api/prize/list/for/max/min': {
        body: { total: 2, list: [prize(1, '文具礼包', 10, 3), prize(2, '书包', 20, 0)] },
      },
      'POST /api/prize/redeem': { body: { id: 40, balance: 20 } },
    });
    renderApp('/score/ScoreListCount', { signedIn: true });
    const row = (await screen.findByText('叶玉兰')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('兑换奖品'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(api.callsTo('GET /api/prize/list/for/max/min')[0].query.get('max')).toBe('30'));
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    expect(await screen.findByTitle('文具礼包（10 分，库存 3）')).toBeTruthy();
    expect(screen.queryByTitle(/书包/)).toBeNull();
    fireEvent.click(screen.getByTitle('文具礼包（10 分，库存 3）'));
    fireEvent.click(within(dialog).getByRole('button', { name: /兑\s*换/ }));
    await waitFor(() => expect(api.callsTo('POST /api/prize/redeem')).toHaveLength(1));
    expect(api.callsTo('POST /api/prize/redeem')[0].body).toEqual({ prize: 1, volunteer: 9 });
    expect(await screen.findByText('兑换成功，剩余积分 20')).toBeTruthy();
  });

  it('shows a volunteer their own balance and ledger', async () => {
    mockApi({
      ...base('志愿人员'),
      'GET /api/score/list/for/sources/prizestates/begin/end': {
        body: {
          total: 1,
          balance: 15,
          list: [
            {
              id: 3,
              score_volunteer: 9,
              volunteer_name: '叶玉兰',
              score_source: '工单',
              score_points: 15,
              score_task: 77,
              score_prize: 0,
              score_prizestate: '',
              score_information: {},
              created_by: 0,
              created_by_name: null,
              version: 1,
              created_at: '2026-11-20T01:00:00.000Z',
            },
          ],
        },
      },
    });
    renderApp('/score/MyScore', { signedIn: true });
    expect(await screen.findByText('我的积分：15 分')).toBeTruthy();
    expect(await screen.findByText('工单 #77')).toBeTruthy();
  });
});
