/**
 * The phone's queue of check-ins (issue 29 "Check-in without signal"; src/offline/checkin-queue.ts), with an
 * in-memory store and a stand-in for the API: a check-in without signal waits and keeps its photos; sent later it
 * uploads its photos then, with the same idempotency key on every try; photos uploaded before a lost answer are
 * not uploaded again; a refusal of the server is kept with its message; a stale photo is uploaded again once; the
 * queue stops at the first that must wait. And the photo size rule of src/offline/photos.ts.
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/api/http-error';
import { sendQueued, type CheckInSender, type CheckInStore, type QueuedCheckIn } from '../../src/offline/checkin-queue';
import { fittedSize } from '../../src/offline/photos';

function memoryStore(items: QueuedCheckIn[]): CheckInStore & { items: Map<string, QueuedCheckIn> } {
  const map = new Map(items.map((i) => [i.key, i]));
  return {
    items: map,
    list: async (owner) => [...map.values()].filter((i) => i.owner === owner),
    put: async (item) => void map.set(item.key, item),
    remove: async (key) => void map.delete(key),
  };
}

const offline = () => new HttpError({ status: 0, code: 'NETWORK', message: '网络异常，请检查网络后重试' });

function queued(key: string, at: string, photos = 2): QueuedCheckIn {
  return {
    key,
    owner: 7,
    task: 40,
    task_name: '入户走访',
    punch: {
      check_address: '水关路8号',
      punch_address: '',
      check_description: '辅导作业',
      check_longitude: 119.8,
      check_latitude: 32.9,
      check_located: true,
      check_accuracy: 12,
      check_datetime: at,
    },
    photos: Array.from({ length: photos }, (_, i) => ({ blob: new Blob([`p${i}`]), name: `photo-${i + 1}.jpg` })),
    queued_at: at,
  };
}

/** A stand-in API: `online` decides whether anything gets through; records every upload and punch. */
function fakeApi(script: { punch?: (n: number) => Error | null } = {}) {
  const state = { online: false, uploads: 0, punches: [] as { idempotency_key: string; punch: unknown }[] };
  const sender: CheckInSender = {
    upload: async () => {
      if (!state.online) throw offline();
      state.uploads++;
      return `uploads/2026/11/${state.uploads}.jpg`;
    },
    version: async () => {
      if (!state.online) throw offline();
      return 3;
    },
    punch: async (body) => {
      if (!state.online) throw offline();
      const refusal = script.punch?.(state.punches.length);
      state.punches.push(body);
      if (refusal) throw refusal;
      return { id: body.id, version: body.version + 1 };
    },
  };
  return { state, sender };
}

describe('the check-in queue', () => {
  it('keeps a check-in without signal and sends it with its photos and visit time when the connection returns', async () => {
    const store = memoryStore([queued('k-1', '2026-11-20T09:00:00.000Z')]);
    const api = fakeApi();
    expect(await sendQueued(7, store, api.sender)).toEqual({ sent: 0, waiting: 1, refused: 0 });
    expect(store.items.get('k-1')?.photos).toHaveLength(2);
    api.state.online = true;
    expect(await sendQueued(7, store, api.sender)).toEqual({ sent: 1, waiting: 0, refused: 0 });
    expect(store.items.size).toBe(0);
    expect(api.state.punches).toHaveLength(1);
    expect(api.state.punches[0]).toMatchObject({
      idempotency_key: 'k-1',
      punch: {
        check_datetime: '2026-11-20T09:00:00.000Z',
        check_image: [{ url: 'uploads/2026/11/1.jpg' }, { url: 'uploads/2026/11/2.jpg' }],
      },
    });
  });

  it('sends the same key again after a lost answer without uploading the photos again', async () => {
    const store = memoryStore([queued('k-2', '2026-11-20T09:00:00.000Z')]);
    const api = fakeApi({ punch: (n) => (n === 0 ? offline() : null) });
    api.state.online = true;
    expect((await sendQueued(7, store, api.sender)).waiting).toBe(1);
    expect(store.items.get('k-2')?.uploaded).toEqual(['uploads/2026/11/1.jpg', 'uploads/2026/11/2.jpg']);
    expect((await sendQueued(7, store, api.sender)).sent).toBe(1);
    expect(api.state.uploads).toBe(2);
    expect(api.state.punches.map((p) => p.idempotency_key)).toEqual(['k-2', 'k-2']);
  });

  it('keeps a refused check-in with the server message and goes on with the next', async () => {
    const store = memoryStore([queued('k-3', '2026-11-20T09:00:00.000Z'), queued('k-4', '2026-11-20T10:00:00.000Z')]);
    const api = fakeApi({
      punch: (n) =>
        n === 0 ? new HttpError({ status: 404, code: 'NOT_FOUND', message: '工单不存在或您无权查看' }) : null,
    });
    api.state.online = true;
    expect(await sendQueued(7, store, api.sender)).toEqual({ sent: 1, waiting: 0, refused: 1 });
    expect(store.items.get('k-3')?.refused).toEqual({ message: '工单不存在或您无权查看', code: 'NOT_FOUND' });
    expect(store.items.get('k-3')?.punch.check_description).toBe('辅导作业');
    // a refused one is not sent again by itself
    expect(await sendQueued(7, store, api.sender)).toEqual({ sent: 0, waiting: 0, refused: 1 });
    expect(api.state.punches).toHaveLength(2);
  });

  it('uploads the photos again once when the server no longer takes the uploaded ones', async () => {
    const item = { ...queued('k-5', '2026-11-20T09:00:00.000Z', 1), uploaded: ['uploads/2026/11/old.jpg'] };
    const store = memoryStore([item]);
    const api = fakeApi({
      punch: (n) =>
        n === 0
          ? new HttpError({ status: 400, code: 'PHOTO_NOT_FRESH', message: '打卡照片须为您本人新上传的照片' })
          : null,
    });
    api.state.online = true;
    expect((await sendQueued(7, store, api.sender)).sent).toBe(1);
    expect(api.state.uploads).toBe(1);
  });

  it('stops at the first check-in that must wait, and shows another owner nothing', async () => {
    const store = memoryStore([queued('k-6', '2026-11-20T09:00:00.000Z'), queued('k-7', '2026-11-20T10:00:00.000Z')]);
    const api = fakeApi();
    expect(await sendQueued(7, store, api.sender)).toEqual({ sent: 0, waiting: 2, refused: 0 });
    expect(await sendQueued(8, store, api.sender)).toEqual({ sent: 0, waiting: 0, refused: 0 });
  });
});

describe('photo downscaling', () => {
  it('fits the longest side into 1600 px and never enlarges', () => {
    expect(fittedSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fittedSize(160, 120)).toEqual({ width: 160, height: 120 });
  });
});
