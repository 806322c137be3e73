/**
 * Idle logout (req shell-and-accounts §5.2, §10): after `idleMs` (10 minutes) without mouse, keyboard, wheel, touch or
 * scroll activity the session ends on this side too (the server enforces the same limit). The last
 * activity time is shared through localStorage, so activity in another tab of the console counts.
 */
import { useEffect, useRef } from 'react';
import { SESSION_IDLE_MS } from '../../../domain/constants';

const ACTIVITY_KEY = 'cw.lastActivity';
const EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const WRITE_EVERY_MS = 5000;

export function useIdleLogout(onIdle: () => void, idleMs: number = SESSION_IDLE_MS): void {
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastWrite = 0;
    const lastActivity = () => Number(localStorage.getItem(ACTIVITY_KEY)) || Date.now();
    const mark = () => {
      const now = Date.now();
      if (now - lastWrite < WRITE_EVERY_MS) return;
      lastWrite = now;
      localStorage.setItem(ACTIVITY_KEY, String(now));
    };
    const check = () => {
      const idle = Date.now() - lastActivity();
      if (idle >= idleMs) onIdleRef.current();
      else timer = setTimeout(check, idleMs - idle);
    };
    lastWrite = Date.now();
    localStorage.setItem(ACTIVITY_KEY, String(lastWrite));
    timer = setTimeout(check, idleMs);
    EVENTS.forEach((name) => window.addEventListener(name, mark, { passive: true, capture: true }));
    return () => {
      clearTimeout(timer);
      EVENTS.forEach((name) => window.removeEventListener(name, mark, { capture: true }));
    };
  }, [idleMs]);
}
