/**
 * The phone's own database for working without signal (issue 29; docs/decisions-offline.md), through idb:
 * - `mirror`: the last answers of the few GET calls a volunteer needs offline (src/api/offline-mirror.ts), by
 *   path and query;
 * - `checkins`: the check-ins waiting to be sent (src/offline/checkin-queue.ts), by idempotency key.
 * Undefined where the browser has no IndexedDB (jsdom in the UI tests): callers then work online only.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedCheckIn } from './checkin-queue';

type OfflineSchema = DBSchema & {
  mirror: { key: string; value: { key: string; answer: unknown; saved_at: string } };
  checkins: { key: string; value: QueuedCheckIn; indexes: { owner: number } };
};

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

/** The database, opened once; undefined without IndexedDB. */
export function offlineDb(): Promise<IDBPDatabase<OfflineSchema>> | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  opened ??= openDB<OfflineSchema>('cw-offline', 1, {
    upgrade(db) {
      db.createObjectStore('mirror', { keyPath: 'key' });
      db.createObjectStore('checkins', { keyPath: 'key' }).createIndex('owner', 'owner');
    },
  });
  return opened;
}
