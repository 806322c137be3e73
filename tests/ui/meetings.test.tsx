/**
 * Meetings (issue 18): 会议统计 shows each town's meetings by month as a chart and a table with totals; 会议记录 adds a
 * meeting with the attendees typed in one line.
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
  'GET /api/department/list/for/select': { body: {} },
};

describe('meetings', () => {
  it("counts each town's meetings by month, with totals and a chart", async () => {
    const api = mockApi({
      ...base,
      'GET /api/meeting/statistic': {
        body: {
          list: [
            { department: 3, department_name: '昭阳街道', month: '2026-10', count: 1 },
            { department: 3, department_name: '昭阳街道', month: '2026-11', count: 2 },
            { department: 0, department_name: '中心', month: '2026-11', count: 1 },
          ],
        },
      },
    });
    renderApp('/meeting/MeetingStatistic', { signedIn: true });
    const row = (await screen.findByRole('cell', { name: '昭阳街道' })).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['昭阳街道', '1', '2', '3']);
    expect(screen.getByRole('img', { name: '各乡镇每月会议数' })).toBeTruthy();
    expect(api.callsTo('GET /api/meeting/statistic')[0].query.get('begin')).toMatch(/^\d{4}-01-01$/);
  });

  it('adds a meeting with its attendees', async () => {
    const api = mockApi({
      ...base,
      'GET /api/meeting/list/for/mix': { body: { total: 0, list: [], image_urls: {} } },
      'POST /api/meeting': { body: { id: 1, version: 1 } },
    });
    renderApp('/meeting/MeetingList', { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: /新增会议/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('会议主题'), { target: { value: '联席会议' } });
    fireEvent.change(within(dialog).getByLabelText('会议地点'), { target: { value: '会议室' } });
    fireEvent.change(within(dialog).getByLabelText('主持人'), { target: { value: '周主任' } });
    fireEvent.change(within(dialog).getByLabelText('参会人员'), { target: { value: '儿童主任、民警' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.callsTo('POST /api/meeting')).toHaveLength(1));
    expect(api.callsTo('POST /api/meeting')[0].body).toMatchObject({
      meeting_title: '联席会议',
      meeting_attendees: ['儿童主任', '民警'],
      meeting_images: [],
    });
  });
});
