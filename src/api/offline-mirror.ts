/**
 * The volunteer's open tasks without signal (issue 29 "Check-in without signal"; docs/decisions-offline.md): `call()`
 * (./client.ts) keeps the last answer of a few GET calls in IndexedDB (src/offline/db.ts) and, when the network fails
 * (an HttpError of status 0), answers the kept one instead. Kept: who is signed in (GET /api/user/info, so a reload
 * offline still opens the console), and for a volunteer (志愿人员) only, their task lists (GET /api/task/list/for/mix)
 * and the detail of a task that is theirs. Nothing else is kept. The store is emptied when the session changes
 * (sign-out, sign-in, another tab's sign-in), so one person's tasks never answer another's.
 * Which calls were last answered from the copy, and the copy's time, is told to the screens (`useOfflineCopy`): they
 * say so (离线副本，更新于 …, src/offline/offline-copy-banner.tsx) until a fresh answer of the same call arrives.
 */
import { useSyncExternalStore } from 'react';
import { getUserInfo } from '../../domain/contracts/user';
import { getTaskDetail, listTasksForMix } from '../../domain/contracts/task';
import { sessionStore } from '../core/session/session-store';
import { offlineDb } from '../offline/db';

const VOLUNTEER = '志愿人员';
let me: { id: number; role: string } | null = null;

/** Whether the answer of GET `path` may be kept for the signed-in user (see the module comment). */
function keeps(path: string, answer: unknown): boolean {
  if (path === getUserInfo.path) {
    noteUser(answer);
    return true;
  }
  if (me?.role !== VOLUNTEER) return false;
  if (path === listTasksForMix.path) return true;
  if (path === getTaskDetail.path) return (answer as { detail?: { volunteer?: number } }).detail?.volunteer === me.id;
  return false;
}

const keyOf = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** Notes who is signed in from an answer of GET /api/user/info (kept or fresh). */
function noteUser(answer: unknown): void {
  const info = (answer as { info?: { id?: number; role?: string } } | undefined)?.info;
  if (info?.id) me = { id: info.id, role: String(info.role ?? '') };
}

/** Keeps `answer` of GET `path` with `params` when it is one to keep; failures to write are ignored. */
export function rememberAnswer(path: string, params: Record<string, string>, answer: unknown): void {
  const db = offlineDb();
  if (!db || !keeps(path, answer)) return;
  void db
    .then((d) => d.put('mirror', { key: keyOf(path, params), answer, saved_at: new Date().toISOString() }))
    .catch(() => undefined);
}

/** The kept answer of GET `path` with `params` and when it was kept (ISO 8601), or undefined. */
export async function keptAnswer(
  path: string,
  params: Record<string, string>,
): Promise<{ answer: unknown; saved_at: string } | undefined> {
  const db = offlineDb();
  if (!db) return undefined;
  try {
    const kept = await (await db).get('mirror', keyOf(path, params));
    if (!kept) return undefined;
    if (path === getUserInfo.path) noteUser(kept.answer);
    return { answer: kept.answer, saved_at: kept.saved_at };
  } catch {
    return undefined;
  }
}

/** Path → the time of the offline copy that last answered it (absent: the last answer was the server's). */
const servedFromCopy = new Map<string, string>();
const copyListeners = new Set<() => void>();

/** Notes how GET `path` was last answered: from the copy kept at `savedAt`, or (null) by the server. */
export function noteAnswered(path: string, savedAt: string | null): void {
  if ((servedFromCopy.get(path) ?? null) === savedAt) return;
  if (savedAt === null) servedFromCopy.delete(path);
  else servedFromCopy.set(path, savedAt);
  copyListeners.forEach((l) => l());
}

/**
 * When GET `path` was last answered from the phone's copy: the copy's time (ISO 8601), or undefined when its last
 * answer came from the server (or it was never asked). Re-renders when that changes.
 */
export function useOfflineCopy(path: string): string | undefined {
  return useSyncExternalStore(
    (l) => (copyListeners.add(l), () => copyListeners.delete(l)),
    () => servedFromCopy.get(path),
  );
}

/** Empties the kept answers (a change of session). */
export async function forgetAnswers(): Promise<void> {
  me = null;
  servedFromCopy.clear();
  copyListeners.forEach((l) => l());
  const db = offlineDb();
  if (db) await (await db).clear('mirror').catch(() => undefined);
}

let lastToken = typeof window === 'undefined' ? null : sessionStore.getSnapshot().token;
sessionStore.subscribe(() => {
  const token = sessionStore.getSnapshot().token;
  if (token !== lastToken) void forgetAnswers();
  lastToken = token;
});
