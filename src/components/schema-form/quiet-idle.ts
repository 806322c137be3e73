/**
 * Idle time for building panes ahead (use-idle-prerender.ts, preview/pane-preview.tsx): an idle callback
 * that runs only once the user has been quiet for QUIET_MS: no click, key, pointer press or wheel, and no
 * form opened (`noteActivity`). Building a pane takes tens of milliseconds and its commit cannot be cut
 * short, so it waits while the user is clicking through tabs or typing and runs when they pause.
 */

/** How long the user must have been quiet before a pane is built ahead (ms). */
export const QUIET_MS = 500;

let lastActivity = Number.NEGATIVE_INFINITY;
let listening = false;

/** Records activity now (e.g. a form opened). */
export function noteActivity(): void {
  lastActivity = performance.now();
}

function listen(): void {
  if (listening) return;
  listening = true;
  for (const type of ['pointerdown', 'keydown', 'click', 'wheel']) window.addEventListener(type, noteActivity, { capture: true, passive: true });
}

/** Whether this environment has idle callbacks (browsers; not jsdom). */
export const hasIdleCallbacks = (): boolean => typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function';

/**
 * Runs `run` in an idle callback once the user has been quiet for QUIET_MS; answers a canceller. Must only
 * be called where `hasIdleCallbacks()`.
 */
export function whenQuiet(run: () => void): () => void {
  listen();
  let handle = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = (): void => {
    const wait = lastActivity + QUIET_MS - performance.now();
    if (wait > 0) {
      timer = setTimeout(() => { handle = window.requestIdleCallback(attempt); }, wait);
      return;
    }
    run();
  };
  handle = window.requestIdleCallback(attempt);
  return () => {
    window.cancelIdleCallback(handle);
    clearTimeout(timer);
  };
}
