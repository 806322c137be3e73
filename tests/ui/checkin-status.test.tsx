/**
 * The check-ins waiting on the phone, seen from anywhere in the console (issue 29 "Check-in without signal";
 * src/offline/checkin-status.tsx): on 工作台, far from 我的工单 and the task screen, the header says 待发送 1 条打卡
 * (a link to 我的工单) while the server cannot be reached, and the check-in is sent by itself when the browser says
 * `online` (with its idempotency key and the visit's time), after which the header says nothing. A check-in the
 * server refuses (the task was reassigned) is told once by a notification naming the task and the server's message,
 * and the header then says 1 条打卡未被接受.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, type MockRoute } from './support/api-mock';
import { addressOf, renderApp, userInfo } from './support/render-app';
import { queueStore } from '../../src/offline/checkin-store';
import type { QueuedCheckIn } from '../../src/offline/checkin-queue';

const me = userInfo('志愿人员');

afterEach(async () => {
  vi.unstubAllGlobals();
  for (const c of await queueStore.list(me.info.id)) await queueStore.remove(c.key);
});

/** A check-in queued on the phone whose photos were uploaded before the signal went (so only the punch is left). */
const queued = (key: string): QueuedCheckIn => ({
  key,
  owner: me.info.id,
  task: 8,
  task_name: '入户走访',
  punch: {
    check_address: '水关路8号',
    punch_address: '',
    check_description: '辅导作业',
    check_longitude: 119.8356,
    check_latitude: 32.9313,
    check_located: true,
    check_accuracy: 25,
    check_datetime: '2026-11-27T01:00:00.000Z',
  },
  photos: [{ blob: new Blob(['p']), name: 'photo-1.jpg' }],
  uploaded: ['uploads/2026/11/1.jpg'],
  queued_at: '2026-11-27T01:00:00.000Z',
});

const noSignal: MockRoute = () => {
  throw new TypeError('Failed to fetch');
};

function volunteerApi(punch: MockRoute) {
  return mockApi({
    'GET /api/user/info': { body: me },
    'GET /api/task/detail': noSignal,
    'PUT /api/task/punch': punch,
  });
}

describe('the check-ins waiting on the phone, in the header', () => {
  it('says what waits on any screen and sends it by itself when the connection returns', async () => {
    const api = volunteerApi(noSignal);
    await queueStore.put(queued('k-online-1'));
    const { router } = renderApp('/dashboard/workplace', { signedIn: true });
    const status = await screen.findByTestId('checkin-status');
    expect(status.textContent).toBe('待发送 1 条打卡');
    expect(api.callsTo('PUT /api/task/punch')).toHaveLength(0);

    api.set('GET /api/task/detail', { body: { detail: { version: 4 } } });
    api.set('PUT /api/task/punch', { body: { id: 8, version: 5 } });
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('checkin-status')).toBeNull());
    const sent = api.callsTo('PUT /api/task/punch');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({
      id: 8,
      version: 4,
      idempotency_key: 'k-online-1',
      punch: { check_datetime: '2026-11-27T01:00:00.000Z', check_image: [{ url: 'uploads/2026/11/1.jpg' }] },
    });
    expect(addressOf(router)).toBe('/dashboard/workplace');
  });

  it('links to 我的工单, where the waiting list is', async () => {
    volunteerApi(noSignal);
    await queueStore.put(queued('k-link-1'));
    const { router } = renderApp('/dashboard/workplace', { signedIn: true });
    fireEvent.click(await screen.findByText('待发送 1 条打卡'));
    await waitFor(() => expect(addressOf(router)).toBe('/taskList/MyTaskList'));
  });

  it('tells a refusal of the server once, wherever the user is, and keeps it as not accepted', async () => {
    const api = volunteerApi(noSignal);
    await queueStore.put(queued('k-refused-1'));
    renderApp('/dashboard/workplace', { signedIn: true });
    await screen.findByText('待发送 1 条打卡');

    api.set('GET /api/task/detail', { body: { detail: { version: 4 } } });
    api.set('PUT /api/task/punch', { status: 404, body: { code: 'NOT_FOUND', message: '工单已改派给其他人员' } });
    act(() => void window.dispatchEvent(new Event('online')));
    expect((await screen.findByTestId('checkin-status')).textContent).toBe('1 条打卡未被接受');
    await waitFor(() => expect(screen.getAllByText('打卡未被接受')).toHaveLength(1));
    expect(screen.getByText(/入户走访：工单已改派给其他人员/)).toBeTruthy();
    const [kept] = await queueStore.list(me.info.id);
    expect(kept.refused?.message).toBe('工单已改派给其他人员');
    expect(kept.punch.check_description).toBe('辅导作业');

    // the connection comes and goes again: a refused check-in is not sent again, nor told again
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((r) => setTimeout(r, 50));
    expect(api.callsTo('PUT /api/task/punch')).toHaveLength(1);
    expect(screen.getAllByText('打卡未被接受')).toHaveLength(1);
  });
});
