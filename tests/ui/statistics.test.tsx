/**
 * Statistics screens (issue 18): 区间统计 shows each town's figures with the sum and a chart, and a town picked asks for its
 * villages; 月度统计 sums the towns month by month; 暑期统计 shows the season's cards and period; a failure says why with 重试.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const base = {
  'GET /api/user/info': { body: userInfo('中心领导') },
  'GET /api/apply/count/for/auditor': { body: { count: 0 } },
  'GET /api/denounce/count/for/sources/states': { body: { counts: [] } },
  'GET /api/configuration/detail': { status: 404, body: { code: 'NOT_FOUND', message: '该设置不存在' } },
  'GET /api/department/list/for/select': {
    body: {
      data: {
        镇街委员会: [
          { id: 3, department_name: '昭阳街道', department_parent: 0 },
          { id: 4, department_name: '临城街道', department_parent: 0 },
        ],
      },
    },
  },
};
const place = (department: number, department_name: string, total: number, finished: number) => ({
  department,
  department_name,
  children: 10,
  total,
  finished,
  overdue: 1,
  late: 0,
  served: finished,
  percentage: total ? Math.round((finished / total) * 1000) / 10 : 0,
  coverage: finished * 10,
});
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('statistics', () => {
  it("show the towns of a period with their sum and chart, and a town's villages when one is picked", async () => {
    const api = mockApi({
      ...base,
      'GET /api/statistic/list/with/percentage/for/begin/end': {
        body: {
          begin: '2026-01-01',
          end: '2026-11-26',
          list: [place(3, '昭阳街道', 4, 3), place(4, '临城街道', 1, 1)],
          total: place(0, '合计', 5, 4),
        },
      },
      'GET /api/statistic/list/with/percentage/for/department/begin/end': {
        body: {
          begin: '2026-01-01',
          end: '2026-11-26',
          list: [place(31, '水关居委会', 4, 3)],
          total: place(0, '合计', 4, 3),
        },
      },
    });
    renderApp('/statistics/interval', { signedIn: true });
    const row = (await screen.findByRole('cell', { name: '昭阳街道' })).closest('tr') as HTMLElement;
    expect(cells(row)).toEqual(['昭阳街道', '10', '4', '3', '75%', '1', '0', '3', '30%']);
    const sum = screen.getByRole('cell', { name: '合计' }).closest('tr') as HTMLElement;
    expect(cells(sum).slice(0, 5)).toEqual(['合计', '10', '5', '4', '80%']);
    expect(screen.getByRole('img', { name: '区间统计：各地工单与办结' })).toBeTruthy();
    expect(api.callsTo('GET /api/statistic/list/with/percentage/for/begin/end')[0].query.get('begin')).toMatch(
      /^\d{4}-01-01$/,
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '乡镇' }));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="昭阳街道"]')).toBeTruthy());
    fireEvent.click(document.querySelector('.ant-select-item-option[title="昭阳街道"]') as HTMLElement);
    expect(await screen.findByRole('cell', { name: '水关居委会' })).toBeTruthy();
    expect(
      api.callsTo('GET /api/statistic/list/with/percentage/for/department/begin/end')[0].query.get('department'),
    ).toBe('3');
    expect(screen.getByRole('columnheader', { name: '村居' })).toBeTruthy();
  });

  it('sum the towns month by month for a year', async () => {
    const month = (department: number, m: string, total: number, finished: number) => ({
      department,
      department_name: '',
      month: m,
      total,
      finished,
      overdue: 0,
      late: 0,
      served: finished,
    });
    const api = mockApi({
      ...base,
      'GET /api/statistic/for/show': {
        body: {
          type: 'tasks',
          year: 2026,
          list: [month(3, '2026-03', 2, 1), month(4, '2026-03', 2, 2), month(3, '2026-07', 1, 0)],
        },
      },
    });
    renderApp('/statistics/monthly', { signedIn: true });
    const march = (await screen.findByRole('cell', { name: `${new Date().getFullYear()}-03` })).closest(
      'tr',
    ) as HTMLElement;
    expect(cells(march).slice(0, 4)).toEqual([`${new Date().getFullYear()}-03`, '4', '3', '75%']);
    expect(api.callsTo('GET /api/statistic/for/show')[0].query.get('type')).toBe('tasks');
  });

  it("show a season's cards and period, and say why a load failed with 重试", async () => {
    const total = place(0, '合计', 6, 3);
    const api = mockApi({
      ...base,
      'GET /api/statistic/for/summer': { status: 500, body: { code: 'INTERNAL', message: '服务器开小差了' } },
      'GET /api/statistic/with/summer/total': {
        body: { season: 'summer', begin: '2026-07-01', end: '2026-08-31', total },
      },
      'GET /api/statistic/summer/complex': {
        body: { season: 'summer', begin: '2026-07-01', end: '2026-08-31', list: [] },
      },
    });
    renderApp('/statistics/summer', { signedIn: true });
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    api.set('GET /api/statistic/for/summer', {
      body: { season: 'summer', begin: '2026-07-01', end: '2026-08-31', list: [place(3, '昭阳街道', 6, 3)], total },
    });
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('统计期间：2026-07-01 至 2026-08-31（系统设置中的暑期期间）')).toBeTruthy();
    const card = [...document.querySelectorAll('.ant-statistic')].find(
      (c) => c.querySelector('.ant-statistic-title')?.textContent === '办结率',
    );
    expect(card?.querySelector('.ant-statistic-content')?.textContent).toBe('50%');
    await waitFor(() => expect(screen.getByRole('cell', { name: '昭阳街道' })).toBeTruthy());
  });
});
