/**
 * A pane preview: a tab's fields drawn as static markup (markup.ts) that looks like the built pane, shown
 * when a tab is opened before its pane has been built in idle time (docs/decisions-form-speed.md "pane previews").
 * Building a pane costs about 1.5–5 ms per field (antd controls and Formily's field layers); the preview
 * costs a few milliseconds for the whole pane, so a tab opens in the frame of its click.
 *
 * The preview holds no state and takes no input: the pane is built for real (`onBuild`) as soon as the
 * pointer moves over or presses it, or focus enters it (the control at the same place in the built pane
 * then gets the focus), or in idle time once the user is quiet (quiet-idle.ts). The pointer builds it at
 * once, not in a transition: a press that came while a transition was still rendering would fall on the
 * preview and be lost (docs/decisions-form-speed.md "tab panes of our own"). The fields shown are those
 * the engine's `visibility` shows for the current values, with those values.
 */
import { useEffect, useLayoutEffect, useRef, type FocusEvent } from 'react';
import { flushSync } from 'react-dom';
import { theme } from 'antd';
import { observer, useForm } from '@formily/react';
import { tabTitleFor, visibility, type Visibility } from '../../../../engine';
import { derivedGender } from '../../../../engine/derive';
import type { FieldDef, FormSchema, TabDef } from '../../../../engine/types';
import { OPTION_LISTS } from '../../../../option-lists';
import { useSchemaFormContext, type SchemaFormContext } from '../context';
import { nestedFormTabOf, pendingErrors } from '../form-state';
import { hasIdleCallbacks, whenQuiet } from '../quiet-idle';
import { TabsShell } from '../tabs-shell';
import { fieldMarkup, fitTextArea, type MarkupContext } from './markup';

const FOCUSABLE = 'input:not([type=hidden]), textarea, button, [tabindex]:not([tabindex="-1"])';

type Token = ReturnType<typeof theme.useToken>['token'];

/**
 * The height (px) of an antd text area showing `rows` lines, as its autoSize computes it (rc-textarea
 * calculateNodeHeight; paddings as antd's Input tokens): in a character-count wrapper (no border of its own)
 * or small (its own border).
 */
function autoSizeHeight(token: Token, rows: number, variant: 'count' | 'small'): number {
  const line = token.fontSize * token.lineHeight;
  const padding = (height: number) => Math.max(Math.round((height - line) / 2 * 10) / 10 - token.lineWidth, 0);
  return variant === 'count' ? rows * line + 2 * padding(token.controlHeight) : rows * line + 2 * padding(token.controlHeightSM) + 2 * token.lineWidth;
}

function markupContext(context: SchemaFormContext, token: Token, hash: string, values: Record<string, unknown>): MarkupContext {
  const names = new Map<number, string>();
  for (const d of [...context.departments.towns, ...context.departments.villages]) names.set(d.id, d.department_name);
  return {
    hash,
    options: (id) => (id ? OPTION_LISTS[id]?.options ?? [] : []),
    departmentName: (id) => names.get(Number(id)),
    imageSrc: (url) => (context.imageSrc ? context.imageSrc(url) : url),
    disabled: (field: FieldDef) => field.kind === 'gender' && !!field.deriveFrom && !!derivedGender(field, values),
    canUpload: !!context.uploadImage,
    autoSizeHeight: (rows, variant) => autoSizeHeight(token, rows, variant),
  };
}

/**
 * The markup of the fields of `tab` (its own fields) that `shown` (the engine's `visibility` of `values`)
 * shows, or null when they cannot be previewed: a field without markup, or errors waiting for a field (the
 * built pane shows them). `tab` must be shown.
 */
function fieldsMarkup(tab: TabDef, shown: Visibility, values: Record<string, unknown>, ctx: MarkupContext, waitingErrors: ReadonlyMap<string, unknown>): string | null {
  const parts: string[] = [];
  for (const field of tab.fields) {
    if (!shown.fields.has(field.name)) continue;
    if (waitingErrors.has(field.name)) return null;
    const html = fieldMarkup(field, values[field.name], ctx);
    if (html === null) return null;
    parts.push(html);
  }
  return parts.join('');
}

/**
 * The markup of the shown fields of a pane without nested tabs, or null when the pane cannot be previewed
 * (it has nested tabs, is hidden, has a field without markup or errors waiting for its fields).
 */
export function paneMarkup(schema: FormSchema, tab: TabDef, values: Record<string, unknown>, ctx: MarkupContext, waitingErrors: ReadonlyMap<string, unknown>): string | null {
  const shown = visibility(schema, values);
  if (tab.tabs?.length || !shown.tabs.has(tab.key)) return null;
  return fieldsMarkup(tab, shown, values, ctx, waitingErrors);
}

/** A pane preview: its own fields' markup (null: no grid) and its nested tab bar with the open pane's markup. */
export interface PaneView { own: string | null; nested?: { tabs: { key: string; title: string }[]; active: string; html: string } }

/**
 * What a preview of `tab` shows: its own fields' markup (null when it has none, as the built pane then has
 * no grid) and, for a pane with nested tabs (seed 001 §2 tab 8), the shown nested tabs (titles as `role`
 * sees them) with the open one's markup (`activeKey`, else the first shown). Null when the pane, or its
 * open nested pane, cannot be previewed (see `paneMarkup`; nested tabs inside nested tabs are not
 * previewed), or when no nested tab is shown.
 */
export function paneView(schema: FormSchema, tab: TabDef, values: Record<string, unknown>, ctx: MarkupContext, waitingErrors: ReadonlyMap<string, unknown>, opts: { activeKey?: string; role?: string } = {}): PaneView | null {
  if (!tab.tabs?.length) {
    const own = paneMarkup(schema, tab, values, ctx, waitingErrors);
    return own === null ? null : { own };
  }
  const shown = visibility(schema, values);
  if (!shown.tabs.has(tab.key)) return null;
  const own = tab.fields.length ? fieldsMarkup(tab, shown, values, ctx, waitingErrors) : null;
  if (tab.fields.length && own === null) return null;
  const subs = tab.tabs.filter((sub) => shown.tabs.has(sub.key));
  if (!subs.length) return null;
  const active = subs.find((sub) => sub.key === opts.activeKey) ?? subs[0];
  const html = active.tabs?.length ? null : fieldsMarkup(active, shown, values, ctx, waitingErrors);
  if (html === null) return null;
  return { own, nested: { tabs: subs.map((sub) => ({ key: sub.key, title: tabTitleFor(sub, opts.role) })), active: active.key, html } };
}

/** Whether panes may be previewed here: only where panes are also built in idle time (not in jsdom). */
export const previewsEnabled = hasIdleCallbacks;

/**
 * Why a preview asks for its pane: the browser is idle (built in a transition, which gives way to input
 * while it renders), or the user reached it with the pointer or the focus (built at once, so a press or
 * typing that follows lands on the real control).
 */
export type BuildReason = 'idle' | 'user';
interface PanePreviewProps { view: PaneView; onBuild: (reason: BuildReason) => void; onNestedTab?: (key: string) => void }

/** A pane's own fields as the PaneGrid of the built pane. */
const Grid = ({ html }: { html: string }) => (
  <div className="cw-pane-grid"><div className="cw-pane-grid-layout" dangerouslySetInnerHTML={{ __html: html }} /></div>
);

/**
 * The preview of one pane (`view` from `paneView`); asks for its pane on pointer, focus or idle time. Nested
 * tabs are a TabsShell, as SchemaTabs renders them, whose open pane is a preview too.
 */
export const PanePreview = ({ view, onBuild, onNestedTab }: PanePreviewProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const done = useRef(false);
  const build = (reason: BuildReason = 'user'): void => {
    if (done.current && reason === 'idle') return;
    done.current = true;
    onBuild(reason);
  };
  useEffect(() => whenQuiet(() => build('idle')));
  // text areas growing with their text take their height before the preview is painted
  useLayoutEffect(() => ref.current?.querySelectorAll<HTMLTextAreaElement>('textarea[data-autosize]').forEach(fitTextArea));
  /** Builds the pane and focuses the control at the place the focus entered (same DOM order in both). */
  const onFocus = (e: FocusEvent): void => {
    const container = ref.current;
    const pane = container?.parentElement;
    if (!container || !pane) return build('user');
    const index = [...container.querySelectorAll(FOCUSABLE)].indexOf(e.target as Element);
    flushSync(() => build('user'));
    const targets = [...pane.querySelectorAll<HTMLElement>(FOCUSABLE)];
    (targets[Math.max(index, 0)] ?? targets[0])?.focus();
  };
  const { nested } = view;
  return (
    <div
      ref={ref} className="cw-pane-preview" data-testid="pane-preview"
      onPointerMove={() => flushSync(() => build('user'))} onPointerDown={() => flushSync(() => build('user'))} onFocus={onFocus} onClickCapture={(e) => e.preventDefault()}
    >
      {view.own !== null && <Grid html={view.own} />}
      {nested && (
        <TabsShell
          activeKey={nested.active} onChange={(key) => onNestedTab?.(key)}
          panes={nested.tabs.map((t) => ({ key: t.key, label: t.title, content: t.key === nested.active ? <Grid html={nested.html} /> : null }))}
        />
      )}
    </div>
  );
};

/**
 * `(tab) => view | null` for the form in context: the preview of `tab` for the current values and open
 * nested tab, null when it cannot be previewed (see `paneView`). Reads the form's values: inside an
 * observer the caller re-renders when they change.
 */
export function usePreviewView(schema: FormSchema): (tab: TabDef) => PaneView | null {
  const form = useForm();
  const context = useSchemaFormContext();
  const { hashId, token } = theme.useToken();
  return (tab) => {
    const values = form.values as Record<string, unknown>;
    const activeKey = tab.tabs?.length ? nestedFormTabOf(form, tab.key).activeKey : undefined;
    return paneView(schema, tab, values, markupContext(context, token, hashId, values), pendingErrors(form), { activeKey, role: context.role });
  };
}

interface ObservedPanePreviewProps { schema: FormSchema; tab: TabDef; onBuild: (reason: BuildReason) => void; active: boolean }

/**
 * The preview of `tab` with the current values. While its tab is open (`active`) it is an observer that
 * follows them; while closed it keeps its last markup and reads nothing, so a change elsewhere in the form
 * does not re-render closed previews (it is brought up to date when its tab opens again). When the pane can
 * no longer be previewed (e.g. a rule showed a field without markup) it asks for the pane to be built.
 */
export const ObservedPanePreview = observer(({ schema, tab, onBuild, active }: ObservedPanePreviewProps) => {
  const form = useForm();
  const viewOf = usePreviewView(schema);
  const last = useRef<PaneView | null>(null);
  const view = active || last.current === null ? viewOf(tab) : last.current;
  last.current = view;
  useEffect(() => { if (view === null) onBuild('user'); }, [view, onBuild]);
  const onNestedTab = (key: string) => nestedFormTabOf(form, tab.key).setActiveKey(key);
  return view === null ? null : <PanePreview view={view} onBuild={onBuild} onNestedTab={onNestedTab} />;
});
