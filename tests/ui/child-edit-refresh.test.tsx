/**
 * The modify screen while its record is fetched again (use-child.ts: signed image URLs renewed before they
 * expire, and on reconnect): what the user typed stays, even when the fetch brings a newer version (the
 * save then meets the version check), and the images take the renewed URLs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

const DEPARTMENTS = { data: { 镇街委员会: [{ id: 19, department_name: '昭阳街道', department_parent: 0 }], 社区村居: [{ id: 101, department_name: '五里村', department_parent: 19 }] } };
const PICTURE = 'storage/image/2024-05-03/1.png';

const detail = (version: number, childName: string, signature: string) => ({
  body: {
    detail: {
      id: 3, version, department_id: 19, village_id: 101, department_name: '昭阳街道', village_name: '五里村', level: '零级',
      updated_at: '2024-05-03T02:00:00.000Z', character_cs: true,
      information: {
        important: { child_name: childName },
        investigate_cs: { child_name: childName, child_picture: [{ image_url: PICTURE, image_name: '儿童照片', image_suffix: 'png' }] },
      },
      image_urls: { [PICTURE]: `/files/${PICTURE}?expires=1&signature=${signature}` },
    },
  },
});

afterEach(() => vi.unstubAllGlobals());

/** A reconnect: TanStack Query fetches the open screen's stale queries again. */
function reconnect(): void {
  act(() => { window.dispatchEvent(new Event('offline')); });
  act(() => { window.dispatchEvent(new Event('online')); });
}

describe('modifying a child while its record is fetched again', { timeout: 60_000 }, () => {
  it('keeps what the user typed and shows the images through the renewed URLs', async () => {
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('儿童主任') },
      'GET /api/apply/count/for/auditor': { body: { count: 0 } },
      'GET /api/department/list/for/select': { body: DEPARTMENTS },
      'GET /api/child/detail': detail(2, '陈小华', 'first'),
    });
    renderApp('/childDetail/childTables?id=3&state=修改&genre=cs', { signedIn: true });
    const name = await screen.findByDisplayValue('陈小华', undefined, { timeout: 20_000 });
    expect((await screen.findByAltText('儿童照片')).getAttribute('src')).toContain('signature=first');
    fireEvent.change(name, { target: { value: '陈小明' } });

    api.set('GET /api/child/detail', detail(3, '王五', 'second'));
    reconnect();
    await waitFor(() => expect(api.callsTo('GET /api/child/detail')).toHaveLength(2));
    await waitFor(() => expect(screen.getByAltText('儿童照片').getAttribute('src')).toContain('signature=second'));
    expect(screen.getByDisplayValue('陈小明')).toBe(name);
    expect(screen.queryByDisplayValue('王五')).toBeNull();
  });
});
