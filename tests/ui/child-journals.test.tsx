/**
 * 审核日志 on a child's screen (issue 28 "Journals are shown"): the tab lists the journals of the child's applies —
 * type as a tag, reviewer, time, the apply's genre and the reason — asked for that child 10 a page, with 共有 N 条数据,
 * paging, a loading state, an empty state and the server's message on a failure; a role without journals:query
 * (儿童主任) has no such tab.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '../../domain/roles';
import { formatDateTime } from '../../src/components/datetime';
import { mockApi, type MockRoute } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const journal = (id: number, type: string, genre: string, reason?: string, creator = '李审核') => ({
  id,
  journal_creator: 9,
  creator_name: creator,
  journal_type: type,
  journal_link: 50 + id,
  journal_datetime: `2026-11-2${id % 10}T02:00:00.000Z`,
  journal_information: { apply_genre: genre, apply_state: type.slice(2), ...(reason ? { reason } : {}) },
});

function routes(role: Role, journals: MockRoute): Record<string, MockRoute> {
  return {
    'GET /api/user/info': { body: userInfo(role) },
    'GET /api/apply/count/for/auditor': { body: { count: 0 } },
    'GET /api/task/list/for/mix': { body: { list: [], total: 0 } },
    'GET /api/child/detail': {
      body: {
        detail: {
          id: 3,
          version: 1,
          department_name: '昭阳街道',
          village_name: '水关居委会',
          level: '零级',
          updated_at: '2026-11-20T01:00:00.000Z',
          labels: [],
          character_cs: true,
          information: { important: { child_name: '陈*华' }, investigate_cs: {} },
          image_urls: {},
        },
      },
    },
    'GET /api/journal/list/for/child': journals,
  };
}
const open = () => renderApp('/childDetail/childTables?id=3&state=仅查看&genre=cs', { signedIn: true });
/** The 审核日志 tab's pane (the form has tab panes of its own). */
const tabPanel = () => screen.getAllByRole('tabpanel').find((p) => p.id.endsWith('-panel-journals')) as HTMLElement;

describe('审核日志 on the child screen', () => {
  it("lists the child's journals with type, reviewer, time, genre and reason, and pages", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const api = mockApi(
      routes('分委领导', async (req) => {
        if (req.query.get('page') === '1') await held;
        return req.query.get('page') === '1'
          ? {
              body: {
                total: 12,
                list: [
                  journal(3, '儿双初拒', '儿童修改', '陈*华的残疾证明缺失', '王分委'),
                  journal(2, '儿双终过', '儿童创建', '材料齐全', '赵中心'),
                  journal(1, '儿双初过', '儿童创建'),
                ],
              },
            }
          : { body: { total: 12, list: [journal(4, '儿双初拒', '儿童创建', '照片不清晰')] } };
      }),
    );
    open();
    fireEvent.click(await screen.findByRole('tab', { name: '审核日志' }));
    // loading while the answer is held
    await waitFor(() => expect(tabPanel().querySelector('.ant-spin-spinning')).toBeTruthy());
    release();
    const row = (await screen.findByText('陈*华的残疾证明缺失')).closest('tr') as HTMLElement;
    expect(within(row).getByText('初审退回').closest('.ant-tag')).toBeTruthy(); // 儿双初拒 in words (issue 29)
    expect(row.textContent).toContain('王分委');
    expect(row.textContent).toContain('儿童修改');
    expect(row.textContent).toContain(formatDateTime('2026-11-23T02:00:00.000Z'));
    const passed = screen.getByText('材料齐全').closest('tr') as HTMLElement;
    expect([within(passed).getByText('终审通过'), within(passed).getByText('赵中心')]).toHaveLength(2);
    // a step without a reason shows a dash
    const firstPass = [...tabPanel().querySelectorAll('.ant-tag')].find((t) => t.textContent === '初审通过');
    expect((firstPass?.closest('tr') as HTMLElement).textContent).toContain('—');
    expect(within(tabPanel()).getByText('共有 12 条数据')).toBeTruthy();
    const q = api.callsTo('GET /api/journal/list/for/child')[0].query;
    expect([q.get('child'), q.get('page'), q.get('size')]).toEqual(['3', '1', '10']);

    fireEvent.click(within(tabPanel()).getByTitle('2'));
    expect(await screen.findByText('照片不清晰')).toBeTruthy();
    expect(api.callsTo('GET /api/journal/list/for/child').at(-1)!.query.get('page')).toBe('2');
    expect(screen.queryByText('陈*华的残疾证明缺失')).toBeNull();
  });

  it('shows an empty state when the child has no journals', async () => {
    mockApi(routes('中心领导', { body: { total: 0, list: [] } }));
    open();
    fireEvent.click(await screen.findByRole('tab', { name: '审核日志' }));
    expect(await within(tabPanel()).findByText('暂无审核日志')).toBeTruthy();
  });

  it("shows the server's message when the journals fail to load", async () => {
    mockApi(routes('中心管理', { status: 404, body: { code: 'NOT_FOUND', message: '该儿童不存在或不在您的范围内' } }));
    open();
    fireEvent.click(await screen.findByRole('tab', { name: '审核日志' }));
    expect(await within(tabPanel()).findByText('该儿童不存在或不在您的范围内')).toBeTruthy();
  });

  it('has no 审核日志 tab for a role without journals:query', async () => {
    const api = mockApi(routes('儿童主任', { body: { total: 0, list: [] } }));
    open();
    expect(await screen.findByRole('tab', { name: '历史工单' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '审核日志' })).toBeNull();
    expect(api.callsTo('GET /api/journal/list/for/child')).toHaveLength(0);
  });
});
