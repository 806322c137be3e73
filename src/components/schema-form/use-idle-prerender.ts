/**
 * Renders a form's closed panes ahead of time, one pane per idle time, so that opening a tab later shows a
 * pane already built instead of building its fields (docs/performance.md, docs/decisions-form-speed.md "form speed",
 * "pane previews"). Idle time is `whenQuiet` (quiet-idle.ts): an idle callback once the user has been quiet
 * for a moment, counted from the form's opening, so building never competes with the first paint, a run of
 * tab clicks or typing. Each pane is built in a React transition: React renders it in slices and sets it
 * aside for an input that comes meanwhile. Where the browser has no requestIdleCallback (jsdom in the tests)
 * nothing is built ahead: panes are built when opened.
 */
import { startTransition, useEffect, useState } from 'react';
import { hasIdleCallbacks, noteActivity, whenQuiet } from './quiet-idle';

const NONE: ReadonlySet<string> = new Set();

/**
 * The keys among `keys` (in order) already given an idle turn; the caller renders those panes even while
 * closed (antd Tabs `forceRender`). One key is added per idle turn; stops on unmount or when `keys`
 * changes (it then starts again over the new keys).
 */
export function useIdlePrerender(keys: readonly string[]): ReadonlySet<string> {
  const [ready, setReady] = useState<ReadonlySet<string>>(NONE);
  useEffect(() => {
    if (!hasIdleCallbacks()) return undefined;
    noteActivity();
    const pending = [...keys];
    let cancel = (): void => undefined;
    const next = (): void => {
      const key = pending.shift();
      if (key === undefined) return;
      startTransition(() => setReady((prev) => (prev.has(key) ? prev : new Set(prev).add(key))));
      cancel = whenQuiet(next);
    };
    cancel = whenQuiet(next);
    return () => cancel();
  }, [keys]);
  return ready;
}
