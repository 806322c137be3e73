/**
 * Renders a form's closed panes ahead of time, one pane each time the browser is idle, so that opening a tab
 * later shows a pane already built instead of building its fields on the click (docs/performance.md,
 * docs/decisions.md "form speed"). Idle time comes from `requestIdleCallback`: a pane is built only after
 * the page has finished its other work (the first paint, the user's typing), and never blocks a frame that
 * something else needs. Where the browser has no requestIdleCallback (jsdom in the tests) nothing is built
 * ahead: panes are built when opened, as before.
 */
import { useEffect, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * The keys among `keys` (in order) already given an idle turn; the caller renders those panes even while
 * closed (antd Tabs `forceRender`). One key is added per idle callback; stops on unmount or when `keys`
 * changes (it then starts again over the new keys).
 */
export function useIdlePrerender(keys: readonly string[]): ReadonlySet<string> {
  const [ready, setReady] = useState<ReadonlySet<string>>(NONE);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') return undefined;
    const pending = [...keys];
    let handle = 0;
    const next = (): void => {
      const key = pending.shift();
      if (key === undefined) return;
      setReady((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));
      handle = window.requestIdleCallback(next);
    };
    handle = window.requestIdleCallback(next);
    return () => window.cancelIdleCallback(handle);
  }, [keys]);
  return ready;
}
