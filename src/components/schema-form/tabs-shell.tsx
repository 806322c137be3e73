/**
 * The frame of a form's tabs (SchemaTabs): antd Tabs draws the tab
 * bar only, and the panes are rendered here, each a memoised `role="tabpanel"` element, so switching tabs
 * re-renders the bar and the two panes whose `active` changed, and nothing else. antd's own panes re-render
 * all together on every switch (a motion wrapper each, and a context change that React carries through every
 * field of every opened pane), which was most of React's work in a tab click once the panes were built
 * (docs/decisions-form-speed.md "tab panes of our own").
 *
 * DOM: `.cw-schema-tabs` > [antd `.ant-tabs.cw-schema-tabs-bar` (its empty pane holder hidden by CSS),
 * `.cw-schema-panes` > `.cw-schema-pane` (`[data-open]` on the open one)]. A closed pane is
 * `content-visibility: hidden` (schema-tabs.css): out of the accessibility tree, the tab order and
 * find-in-page, and it keeps its style and layout, so opening it again costs a repaint. Panes built ahead
 * (use-pane-building.ts) are given their style and layout in idle time too (`warmPane`), so opening them the
 * first time costs no more. A pane's content is rendered from its first opening on, or before when
 * `forceRender`.
 */
import {
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { Tabs, theme } from 'antd';
import { hasIdleCallbacks, onIdle } from './idle-task';

/** One pane of a TabsShell: its key, tab label, content, and whether its content is rendered while never opened. */
export interface ShellPane {
  key: string;
  label: ReactNode;
  content: ReactNode;
  forceRender?: boolean;
}

interface PaneProps {
  id: string;
  labelledBy: string;
  active: boolean;
  forceRender?: boolean;
  children: ReactNode;
}

/**
 * The open pane is marked by an attribute, not a class: antd's reset rules (`[class^="ant-input"]
 * [class^="ant-input"]`, …) make Chromium restyle every descendant of an element whose class changes, which
 * would throw away the style a closed pane keeps.
 */
const OPEN = 'data-open';

/** One pane; renders its content from its first opening on (or at once with `forceRender`). */
const Pane = memo(function Pane({ id, labelledBy, active, forceRender, children }: PaneProps) {
  const opened = useRef(false);
  if (active) opened.current = true;
  return (
    <div
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
      tabIndex={active ? 0 : -1}
      className="cw-schema-pane"
      {...{ [OPEN]: active ? '' : undefined }}
    >
      {active || opened.current || forceRender ? children : null}
    </div>
  );
});

/** The first child each pane had when it was last given its style and layout. */
const warmed = new WeakMap<Element, Element>();

/**
 * Gives a closed pane's content its style and layout now (schema-tabs.css `[data-cw-warm]`: laid out out of
 * the flow at the pane's width within this task, so nothing is painted), which `content-visibility: hidden`
 * then keeps until the pane is opened. Answers whether there was anything to do.
 */
function warmPane(pane: Element): boolean {
  const first = pane.firstElementChild;
  if (!first || pane.hasAttribute(OPEN) || warmed.get(pane) === first) return false;
  pane.setAttribute('data-cw-warm', '');
  void (pane as HTMLElement).offsetHeight;
  pane.removeAttribute('data-cw-warm');
  warmed.set(pane, first);
  return true;
}

/**
 * Idle time (ms) an idle callback must offer before a pane is warmed: a forced layout of a whole pane cannot
 * be cut short, so it waits for a long idle period (no frame due), not the rest of a busy frame.
 */
const WARM_IDLE_MS = 30;

/** After each commit, warms the closed panes under `holder`, one per long idle period. */
function usePaneWarmup(holder: RefObject<HTMLElement>): void {
  useEffect(() => {
    if (!hasIdleCallbacks()) return undefined;
    let cancel = (): void => undefined;
    const next = (): void => {
      const panes = holder.current ? [...holder.current.children] : [];
      if (panes.some((pane) => warmPane(pane))) cancel = onIdle(next, { minMs: WARM_IDLE_MS });
    };
    cancel = onIdle(next, { minMs: WARM_IDLE_MS });
    return () => cancel();
  });
}

/**
 * The tab bar (antd Tabs: keyboard, overflow menu, ink bar) over the panes; `activeKey` must be one of the
 * panes' keys. A tab's `aria-controls` is pointed at this shell's pane (antd points it at its own, empty one).
 */
export function TabsShell({
  panes,
  activeKey,
  onChange,
}: {
  panes: ShellPane[];
  activeKey: string | undefined;
  onChange: (key: string) => void;
}) {
  const id = `cw-tabs${useId().replace(/:/g, '')}`;
  const holder = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const paneId = (key: string) => `${id}-pane-${key}`;
  useLayoutEffect(() => {
    for (const tab of bar.current?.querySelectorAll(':scope > .ant-tabs > .ant-tabs-nav [role=tab][id]') ?? []) {
      const key = tab.id.slice(`${id}-tab-`.length);
      if (tab.getAttribute('aria-controls') !== paneId(key)) tab.setAttribute('aria-controls', paneId(key));
    }
  });
  usePaneWarmup(holder);
  const { token } = theme.useToken();
  // antd's focus outline (genFocusOutline), as on its own tab panes
  const focus = { '--cw-pane-focus': `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}` } as CSSProperties;
  return (
    <div className="cw-schema-tabs" ref={bar} style={focus}>
      <Tabs
        className="cw-schema-tabs-bar"
        id={id}
        activeKey={activeKey}
        onChange={onChange}
        destroyOnHidden
        items={panes.map((p) => ({ key: p.key, label: p.label }))}
      />
      <div className="cw-schema-panes" ref={holder}>
        {panes.map((p) => (
          <Pane
            key={p.key}
            id={paneId(p.key)}
            labelledBy={`${id}-tab-${p.key}`}
            active={p.key === activeKey}
            forceRender={p.forceRender}
          >
            {p.content}
          </Pane>
        ))}
      </div>
    </div>
  );
}
