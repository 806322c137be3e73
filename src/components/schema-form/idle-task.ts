/**
 * Idle callbacks for the work a form does ahead of the user: building closed panes (use-pane-building.ts)
 * and giving built panes their style and layout (tabs-shell.tsx). Browsers have `requestIdleCallback`;
 * jsdom (the ui tests) has not, and there nothing is done ahead: a pane is built when its tab is opened.
 */

/** Whether this environment has idle callbacks (browsers; not jsdom). */
export const hasIdleCallbacks = (): boolean =>
  typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function';

/**
 * Runs `run` in an idle callback that offers at least `minMs` of idle time (an idle period between two busy
 * frames offers only what is left of the frame), or once `timeoutMs` have passed, whichever comes first;
 * answers a canceller. Must only be called where `hasIdleCallbacks()`.
 */
export function onIdle(run: () => void, opts: { minMs?: number; timeoutMs?: number } = {}): () => void {
  const { minMs = 0, timeoutMs } = opts;
  const start = performance.now();
  let handle = 0;
  const attempt = (deadline: IdleDeadline): void => {
    const late = timeoutMs !== undefined && performance.now() - start >= timeoutMs;
    if (deadline.didTimeout || late || deadline.timeRemaining() >= minMs) return run();
    handle = window.requestIdleCallback(
      attempt,
      timeoutMs === undefined ? undefined : { timeout: Math.max(1, timeoutMs - (performance.now() - start)) },
    );
  };
  handle = window.requestIdleCallback(attempt, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}
