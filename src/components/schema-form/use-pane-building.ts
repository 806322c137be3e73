/**
 * Which panes of a tab bar are built (their real fields rendered), and the building of the others ahead of
 * the user (DESIGN "One renderer": speed from rendering less and earlier, never from copies of a library's
 * markup; docs/decisions-form-speed.md "one renderer").
 *
 * - The pane open when the tab bar first renders is built with it: the form opens on real fields.
 * - Straight after the first paint, the closed panes are built ahead, one pane per React transition, in tab
 *   order: each starts from an idle callback after the previous one has committed. React renders a
 *   transition in slices and gives way to a click or a keystroke between them, so the user does not feel
 *   the building; between two panes the browser paints and handles input.
 * - A tab opened before its pane is built shows a placeholder (the caller's) at once, and its pane is built
 *   next, still in a transition, without waiting for idle time. A transition already queued builds the open
 *   pane instead of the one it was queued for (the choice is made when React renders it).
 * - Without idle callbacks (jsdom) nothing is built ahead; an opened pane is still built in a transition.
 */
import { startTransition, useEffect, useReducer, useRef } from 'react';
import { hasIdleCallbacks, onIdle } from './idle-task';

/** What the next build should pick: the open pane first, then the first unbuilt key in order. */
interface Wanted {
  keys: readonly string[];
  active: string | undefined;
  ahead: boolean;
}

/** The pane to build next, or undefined when none is wanted. */
function nextToBuild(built: ReadonlySet<string>, { keys, active, ahead }: Wanted): string | undefined {
  if (active !== undefined && !built.has(active)) return active;
  return ahead ? keys.find((key) => !built.has(key)) : undefined;
}

/** Longest wait (ms) for an idle callback before the next pane is built anyway. */
const IDLE_TIMEOUT_MS = 100;

/**
 * The keys among `keys` (the shown panes, in tab order) whose panes are built; `active` is the open pane.
 * A key once built stays built. Pass `ahead: false` to build only opened panes.
 */
export function usePaneBuilding(
  keys: readonly string[],
  active: string | undefined,
  ahead = true,
): ReadonlySet<string> {
  // read by the reducer when React renders the build, so a queued build picks the pane open by then
  const wanted = useRef<Wanted>({ keys, active, ahead });
  wanted.current = { keys, active, ahead: ahead && hasIdleCallbacks() };
  // a reducer, not a state updater: React runs it while rendering (a state updater may run once, when
  // dispatched, and keep that answer), and again when an urgent update restarts the transition
  const [built, buildNext] = useReducer(
    (prev: ReadonlySet<string>): ReadonlySet<string> => {
      const key = nextToBuild(prev, wanted.current);
      // a new set even when nothing is left, so the commit ends `queued`
      return key === undefined ? new Set(prev) : new Set(prev).add(key);
    },
    active,
    (first) => new Set(first === undefined ? [] : [first]),
  );
  const queued = useRef(false);
  // keys by content: the caller makes a new array on each render
  const keysKey = keys.join('\n');

  useEffect(() => {
    queued.current = false;
  }, [built]);

  useEffect(() => {
    if (queued.current || nextToBuild(built, wanted.current) === undefined) return undefined;
    const build = (): void => {
      queued.current = true;
      startTransition(() => buildNext());
    };
    if (active !== undefined && !built.has(active)) {
      build();
      return undefined;
    }
    return onIdle(build, { timeoutMs: IDLE_TIMEOUT_MS });
  }, [built, keysKey, active]);

  return built;
}
