/**
 * The check-ins waiting on the phone (issue 29 "Check-in without signal"; docs/decisions-offline.md). A check-in is
 * queued with the visit's own time and position, its photos already downscaled (./photos.ts), and an idempotency key;
 * `sendQueued` sends what waits, oldest first: it uploads the photos then (not when queuing: a photo is the caller's
 * own fresh upload, used once, PHOTO_NOT_FRESH), reads the task's version, and sends PUT /api/task/punch with the key
 * (the server records a key once and answers the first result to a retry). A failure to reach the server (or a
 * server error, 429, a session to renew) leaves it waiting; a refusal by the server (the task was reassigned,
 * closed, the visit too old …) marks it refused with the server's message, kept until the user discards it.
 * The storage and the calls are given (`CheckInStore`, `CheckInSender`), so the logic is tested without a browser.
 */
import { ImageRejected } from '../../domain/images';
import { isHttpError } from '../api/http-error';

/** The check-in's fields as PUT /api/task/punch takes them (`punch`), with the visit's time. */
export type QueuedPunch = {
  check_address: string;
  punch_address: string;
  check_description: string;
  check_longitude: number;
  check_latitude: number;
  check_located: boolean;
  check_accuracy?: number;
  /** The visit's time (ISO 8601), taken when the volunteer pressed 打卡. */
  check_datetime: string;
};

export type QueuedCheckIn = {
  /** The idempotency key, also the record's key. */
  key: string;
  /** The user id who checked in: only they see and send it. */
  owner: number;
  task: number;
  task_name: string;
  punch: QueuedPunch;
  /** The downscaled photos (JPEG). */
  photos: { blob: Blob; name: string }[];
  /** The image_url of each photo once uploaded (kept so a retry does not upload again). */
  uploaded?: string[];
  queued_at: string;
  /** The server's refusal, shown until the user discards the check-in. */
  refused?: { message: string; code: string };
};

export interface CheckInStore {
  list(owner: number): Promise<QueuedCheckIn[]>;
  put(item: QueuedCheckIn): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface CheckInSender {
  /** Uploads one photo, resolving to its image_url. */
  upload(photo: Blob, name: string): Promise<string>;
  /** The task's current version (GET /api/task/detail). */
  version(task: number): Promise<number>;
  /** PUT /api/task/punch. */
  punch(body: {
    id: number;
    version: number;
    idempotency_key: string;
    punch: QueuedPunch & { check_image: { url: string }[] };
  }): Promise<unknown>;
}

export type SendOutcome = 'sent' | 'waiting' | 'refused';

/** Whether `error` means "try again later" (no answer, a server error, 429, 401) rather than a refusal. */
export function isTransient(error: unknown): boolean {
  if (error instanceof ImageRejected) return false;
  if (!isHttpError(error)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 429 || error.status === 401;
}

const PHOTO_REFUSED = (error: unknown) =>
  isHttpError(error) &&
  error.status === 400 &&
  (error.code === 'PHOTO_NOT_FRESH' || !!error.fieldErrors?.some((f) => f.field === 'punch.check_image'));

/**
 * Sends one queued check-in (see the module comment). Photos the server no longer takes (a day-old upload it
 * removed) are uploaded again once; a stale version is read again once. Resolves to what became of it.
 */
export async function sendOne(item: QueuedCheckIn, store: CheckInStore, sender: CheckInSender): Promise<SendOutcome> {
  if (item.refused) return 'refused';
  let current = item;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      if (!current.uploaded) {
        const urls: string[] = [];
        for (const photo of current.photos) urls.push(await sender.upload(photo.blob, photo.name));
        current = { ...current, uploaded: urls };
        await store.put(current);
      }
      const version = await sender.version(current.task);
      await sender.punch({
        id: current.task,
        version,
        idempotency_key: current.key,
        punch: { ...current.punch, check_image: current.uploaded!.map((url) => ({ url })) },
      });
      await store.remove(current.key);
      return 'sent';
    } catch (error) {
      if (isTransient(error)) return 'waiting';
      if (attempt === 0 && PHOTO_REFUSED(error) && current.uploaded) {
        current = { ...current, uploaded: undefined };
        continue;
      }
      if (attempt === 0 && isHttpError(error) && error.code === 'STALE_VERSION') continue;
      const message = error instanceof Error && error.message ? error.message : '发送失败';
      const code = isHttpError(error) ? error.code : 'ERROR';
      await store.put({ ...current, refused: { message, code } });
      return 'refused';
    }
  }
  return 'waiting';
}

/**
 * Sends every waiting check-in of `owner`, oldest first; stops at the first that must wait (no signal: the rest
 * would wait too). Resolves to the count of each outcome.
 */
export async function sendQueued(
  owner: number,
  store: CheckInStore,
  sender: CheckInSender,
): Promise<Record<SendOutcome, number>> {
  const counts: Record<SendOutcome, number> = { sent: 0, waiting: 0, refused: 0 };
  const items = (await store.list(owner)).sort((a, b) => a.queued_at.localeCompare(b.queued_at));
  let offline = false;
  for (const item of items) {
    if (item.refused) {
      counts.refused++;
      continue;
    }
    if (offline) {
      counts.waiting++;
      continue;
    }
    const outcome = await sendOne(item, store, sender);
    counts[outcome]++;
    if (outcome === 'waiting') offline = true;
  }
  return counts;
}

/** A new idempotency key: a UUID where the browser makes one, else 32 random hex digits. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
