/**
 * The queued check-ins in IndexedDB (src/offline/db.ts `checkins`) and the one runner that sends them (issue 29):
 * `queueStore` is the CheckInStore of ./checkin-queue.ts (in memory where there is no IndexedDB, as in jsdom);
 * `sendWaiting(owner)` sends through the API (one run at a time); `useQueuedCheckIns(owner)` is the list as React
 * state, re-read after every change; `useSendWhenOnline` sends it again when the browser comes back online and every
 * 30 s while some wait (mounted once, at the console's level: ./checkin-status.tsx).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getTaskDetail, punchTask } from '../../domain/contracts/task';
import { callWith } from '../api/use-call';
import { uploadImage } from '../api/file';
import { offlineDb } from './db';
import {
  sendQueued,
  type CheckInSender,
  type CheckInStore,
  type QueuedCheckIn,
  type SendOutcome,
} from './checkin-queue';

const memory = new Map<string, QueuedCheckIn>();
const listeners = new Set<() => void>();
let revision = 0;
const changed = () => {
  revision++;
  listeners.forEach((l) => l());
};

/** The store of queued check-ins (IndexedDB, or memory without it); every write tells the screens. */
export const queueStore: CheckInStore = {
  async list(owner) {
    const db = offlineDb();
    if (!db) return [...memory.values()].filter((c) => c.owner === owner);
    return (await db).getAllFromIndex('checkins', 'owner', owner);
  },
  async put(item) {
    const db = offlineDb();
    if (db) await (await db).put('checkins', item);
    else memory.set(item.key, item);
    changed();
  },
  async remove(key) {
    const db = offlineDb();
    if (db) await (await db).delete('checkins', key);
    else memory.delete(key);
    changed();
  },
};

const apiSender: CheckInSender = {
  upload: async (photo, name) => (await uploadImage(new File([photo], name, { type: photo.type }))).image_url,
  version: async (task) => (await callWith(getTaskDetail, { query: { id: task } })).detail.version,
  punch: (body) => callWith(punchTask, { body }),
};

let running: Promise<Record<SendOutcome, number>> | null = null;
const sendingListeners = new Set<() => void>();

/** Sends `owner`'s waiting check-ins (one run at a time: a second call while one runs joins it). */
export function sendWaiting(owner: number): Promise<Record<SendOutcome, number>> {
  running ??= sendQueued(owner, queueStore, apiSender).finally(() => {
    running = null;
    sendingListeners.forEach((l) => l());
  });
  sendingListeners.forEach((l) => l());
  return running;
}

const RETRY_MS = 30_000;

/**
 * `owner`'s queued check-ins, oldest first, whether they were read yet (`loaded`) and whether a send is under way;
 * re-read after every change.
 */
export function useQueuedCheckIns(owner: number): { items: QueuedCheckIn[]; loaded: boolean; sending: boolean } {
  const [items, setItems] = useState<QueuedCheckIn[]>([]);
  const [loaded, setLoaded] = useState(false);
  const rev = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => revision,
  );
  const sending = useSyncExternalStore(
    (l) => (sendingListeners.add(l), () => sendingListeners.delete(l)),
    () => running !== null,
  );
  useEffect(() => {
    let live = true;
    void queueStore
      .list(owner)
      .then((list) => {
        if (!live) return;
        setItems(list.sort((a, b) => a.queued_at.localeCompare(b.queued_at)));
        setLoaded(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [owner, rev]);
  return { items, loaded, sending };
}

/**
 * While `waiting`, sends `owner`'s check-ins when the browser says `online`, every 30 s while it believes it is
 * online, and once at once. Mounted once for the whole console (src/offline/checkin-status.tsx, in the header).
 */
export function useSendWhenOnline(owner: number, waiting: boolean): void {
  useEffect(() => {
    if (!waiting) return;
    const send = () => void sendWaiting(owner).catch(() => undefined);
    window.addEventListener('online', send);
    const timer = window.setInterval(() => navigator.onLine && send(), RETRY_MS);
    if (navigator.onLine) send();
    return () => {
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [owner, waiting]);
}
