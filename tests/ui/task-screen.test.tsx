/**
 * The task screen (issue 16): a volunteer with a task in hand sees the check-in form and 办结 (disabled until a
 * check-in exists), and a check-in without photos is stopped before it is sent; a first reviewer sees 初审通过
 * and 退回 (which asks a reason) and sends the move with the task id; a volunteer sees no review; a check-in made
 * without a position reads 未定位, and one sent later from the phone's queue shows when it arrived (issue 29).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const task = (state: string, volunteer: number, punches = 0) => ({
  id: 8,
  child: 3,
  manager: 2,
  volunteer,
  grade: '普通',
  state,
  genre: '常规',
  audit: '未检',
  category: '普通计划',
  expire: '72时',
  date_begin: '2026-11-20T01:00:00.000Z',
  date_limit: '2026-11-27T01:00:00.000Z',
  date_end: null,
  department_name: '昭阳街道',
  village_name: '水关居委会',
  manager_name: '赵梓萱',
  version: 2,
  created_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
  information: {
    task_code: 'GD20261120000008',
    task_name: '入户走访',
    task_description: '',
    task_address: '',
    task_longitude: null,
    task_latitude: null,
    task_score: 0,
    task_volunteer_name: '赵秀英',
    task_volunteer_cellphone: '13500000001',
    task_child_name: '陈*华',
    child_name: '陈*华',
    task_begin_timestamp: 1,
    task_limit_timestamp: 2,
    task_end_timestamp: null,
    verify_history: [],
    task_punchs: Array.from({ length: punches }, () => ({
      check_datetime: '2026-11-21T02:00:00.000Z',
      check_address: '家中',
      punch_address: '',
      check_description: '辅导',
      check_image: [],
      check_longitude: 1,
      check_latitude: 1,
    })),
  },
  image_urls: {},
});

describe('the task screen', () => {
  it('gives the volunteer the check-in form, stops a check-in without photos, and keeps 办结 until a check-in', async () => {
    const me = userInfo('志愿人员');
    const api = mockApi({
      'GET /api/user/info': { body: me },
      'GET /api/task/detail': { body: { detail: task('办理', me.info.id) } },
    });
    renderApp('/taskList/TaskDetail?id=8', { signedIn: true });
    expect(await screen.findByText('GD20261120000008')).toBeTruthy();
    expect((screen.getByRole('button', { name: /办\s*结/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '初审通过' })).toBeNull();
    fireEvent.change(screen.getByLabelText('服务地点'), { target: { value: '水关路8号' } });
    fireEvent.change(screen.getByLabelText('服务内容'), { target: { value: '辅导作业' } });
    fireEvent.click(screen.getByRole('button', { name: /^打\s*卡$/ }));
    expect(await screen.findByText('请至少上传一张照片')).toBeTruthy();
    expect(api.callsTo('PUT /api/task/punch')).toHaveLength(0);
  });

  it('gives a first reviewer 初审通过 and 退回 with a reason', async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('儿童主任') },
      'GET /api/apply/count/for/auditor': { body: { count: 0 } },
      'GET /api/task/detail': { body: { detail: task('办结', 40, 1) } },
      'PUT /api/task/for/ids/with/state': { body: { count: 1 } },
    });
    renderApp('/taskList/TaskDetail?id=8', { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: /^退\s*回$/ }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('button', { name: /确\s*定/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '照片不清楚' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/task/for/ids/with/state')[0]?.body).toEqual({
        ids: [8],
        state: '终退',
        reason: '照片不清楚',
      }),
    );
    expect(screen.getByRole('button', { name: '初审通过' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '终审通过' })).toBeNull();
  });

  it('shows the reviewer a check-in made without a position as 未定位, and when a queued one arrived', async () => {
    const detail = task('办结', 40, 1);
    const punch = detail.information.task_punchs[0];
    Object.assign(punch, { check_located: false, received_datetime: '2026-11-21T08:00:00.000Z' });
    mockApi({
      'GET /api/user/info': { body: userInfo('儿童主任') },
      'GET /api/apply/count/for/auditor': { body: { count: 0 } },
      'GET /api/task/detail': { body: { detail } },
    });
    renderApp('/taskList/TaskDetail?id=8', { signedIn: true });
    expect(await screen.findByText('未定位')).toBeTruthy();
    expect(screen.getByText('上传时间')).toBeTruthy();
    expect(screen.getByText(/^2026-11-21 (08|16):00:00$/)).toBeTruthy(); // the arrival, in the test's time zone
  });
});
