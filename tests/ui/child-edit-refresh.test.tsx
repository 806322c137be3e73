/**
 * The modify screen while its record is fetched again (use-child.ts: signed image URLs renewed before they
 * expire, and on reconnect): what the user typed stays, even when the fetch brings a newer version (the
 * save then meets the version check; the newer version is announced, and 重新加载 asks first), and the
 * images take the renewed URLs. An image uploaded on the screen is shown from the picked file, whose
 * object URL does not expire, and that URL is revoked when the screen closes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

const DEPARTMENTS = {
  data: {
    镇街委员会: [{ id: 19, department_name: '昭阳街道', department_parent: 0 }],
    社区村居: [{ id: 101, department_name: '五里村', department_parent: 19 }],
  },
};
const PICTURE = 'storage/image/2024-05-03/17000000000002abcdef.png';

const UPLOADED = 'image/2026-11-23/17000000000001abcdef.png';
vi.mock('../../src/api/file', async (original) => ({
  ...(await original<typeof import('../../src/api/file')>()),
  uploadImage: vi.fn(async () => ({
    image_url: UPLOADED,
    image_suffix: 'png',
    url: `/files/${UPLOADED}?expires=1&signature=upload`,
  })),
}));

const detail = (version: number, childName: string, signature: string, pictures = true) => ({
  body: {
    detail: {
      id: 3,
      version,
      department_id: 19,
      village_id: 101,
      department_name: '昭阳街道',
      village_name: '五里村',
      level: '零级',
      updated_at: '2024-05-03T02:00:00.000Z',
      labels: [],
      character_cs: true,
      information: {
        important: { child_name: childName },
        investigate_cs: {
          child_name: childName,
          child_picture: pictures ? [{ image_url: PICTURE, image_name: '儿童照片', image_suffix: 'png' }] : [],
        },
      },
      image_urls: { [PICTURE]: `/files/${PICTURE}?expires=1&signature=${signature}` },
    },
  },
});

afterEach(() => vi.unstubAllGlobals());

const ROUTES = {
  'GET /api/user/info': { body: userInfo('儿童主任') },
  'GET /api/apply/count/for/auditor': { body: { count: 0 } },
  'GET /api/department/list/for/select': { body: DEPARTMENTS },
};

/** A reconnect: TanStack Query fetches the open screen's stale queries again. */
function reconnect(): void {
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('modifying a child while its record is fetched again', { timeout: 60_000 }, () => {
  it('keeps what the user typed and shows the images through the renewed URLs', async () => {
    const api = mockApi({ ...ROUTES, 'GET /api/child/detail': detail(2, '陈小华', 'first') });
    renderApp('/childDetail/childTables?id=3&state=修改&genre=cs', { signedIn: true });
    const name = await screen.findByDisplayValue('陈小华');
    expect((await screen.findByAltText('儿童照片')).getAttribute('src')).toContain('signature=first');
    fireEvent.change(name, { target: { value: '陈小明' } });

    api.set('GET /api/child/detail', detail(3, '王五', 'second'));
    reconnect();
    await waitFor(() => expect(api.callsTo('GET /api/child/detail')).toHaveLength(2));
    await waitFor(() => expect(screen.getByAltText('儿童照片').getAttribute('src')).toContain('signature=second'));
    expect(screen.getByDisplayValue('陈小明')).toBe(name);
    expect(screen.queryByDisplayValue('王五')).toBeNull();

    // the newer version is announced; 重新加载 discards the typed name, so it asks first
    const notice = screen.getByText(/该儿童的记录已被他人修改/).closest('.ant-alert') as HTMLElement;
    fireEvent.click(within(notice).getByRole('button', { name: '重新加载' }));
    const dialog = (await screen.findByText('重新加载将放弃尚未提交的修改，确定吗？')).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByDisplayValue('王五')).toBeTruthy();
    expect(screen.queryByDisplayValue('陈小明')).toBeNull();
    expect(screen.queryByText(/该儿童的记录已被他人修改/)).toBeNull();
  });

  it('shows an image uploaded on the screen from the picked file, not through its expiring signed URL', async () => {
    const created: Blob[] = [];
    const revoked: string[] = [];
    Object.assign(URL, {
      createObjectURL: (file: Blob) => {
        created.push(file);
        return `blob:picked-${created.length}`;
      },
      revokeObjectURL: (url: string) => {
        revoked.push(url);
      },
    });
    try {
      mockApi({ ...ROUTES, 'GET /api/child/detail': detail(2, '陈小华', 'first', false) });
      renderApp('/childDetail/childTables?id=3&state=修改&genre=cs', { signedIn: true });
      await screen.findByDisplayValue('陈小华');
      const item = screen.getByText('儿童照片').closest('.ant-formily-item') as HTMLElement;
      const picked = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '门口.png', { type: 'image/png' });
      fireEvent.change(item.querySelector('input[type=file]')!, { target: { files: [picked] } });

      expect((await screen.findByAltText('门口.png')).getAttribute('src')).toBe('blob:picked-1');
      expect(created).toEqual([picked]);
      cleanup();
      expect(revoked).toEqual(['blob:picked-1']);
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });
});
