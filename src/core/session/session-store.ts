/**
 * The session: the bearer token and its absolute expiry, kept in localStorage so a reload (or another
 * browser tab) stays signed in (req shell-and-accounts §7 "Stored locally", §10). React reads it through
 * `useSessionToken()`; the API client reads `sessionStore.token()` for its Authorization header.
 *
 * Signing out records why (`logout` = the user asked, else expired / idle / error): the route guard
 * sends a deliberate logout to the plain login page and every other reason to login with a redirect
 * back to the page the user was on (req shell-and-accounts §4.1).
 */
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'cw.session';

export type SignOutReason = 'logout' | 'expired' | 'idle' | 'error';
export type SessionState = { token: string | null; expiresAt: string | null; signOutReason: SignOutReason | null };

const EMPTY: SessionState = { token: null, expiresAt: null, signOutReason: null };

function readStored(): SessionState {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as { token?: unknown; expires_at?: unknown };
    if (typeof parsed.token !== 'string' || !parsed.token) return EMPTY;
    const expiresAt = typeof parsed.expires_at === 'string' ? parsed.expires_at : null;
    if (expiresAt && Date.parse(expiresAt) <= Date.now()) return { ...EMPTY, signOutReason: 'expired' };
    return { token: parsed.token, expiresAt, signOutReason: null };
  } catch {
    return EMPTY;
  }
}

let state: SessionState = readStored();
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  listeners.forEach((l) => l());
}

if (typeof window !== 'undefined') {
  // Another tab signed in or out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) emit(readStored());
  });
}

export const sessionStore = {
  /** The current token, or null when signed out or past its absolute expiry. */
  token(): string | null {
    if (state.token && state.expiresAt && Date.parse(state.expiresAt) <= Date.now())
      emit({ ...EMPTY, signOutReason: 'expired' });
    return state.token;
  },
  getSnapshot(): SessionState {
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Stores the answer of POST /api/auth/login (`expires_at` is an ISO date-time). */
  signIn(token: string, expiresAt: string | null): void {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ token, expires_at: expiresAt }));
    emit({ token, expiresAt, signOutReason: null });
  },
  signOut(reason: SignOutReason): void {
    localStorage.removeItem(STORAGE_KEY);
    if (state.token || state.signOutReason !== reason) emit({ ...EMPTY, signOutReason: reason });
  },
  /** Re-reads localStorage (tests, and after another tab changed it). */
  reload(): void {
    emit(readStored());
  },
};

/** The session as React state; re-renders on sign-in and sign-out. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getSnapshot);
}
