/**
 * What each pane of SchemaTabs shows: the built pane, or its preview (pane-preview.tsx) while it is open
 * before it has been built. Edit mode only (where browsers have idle callbacks). Rules:
 * - a pane built in a committed render stays built (its fields keep their React state);
 * - the pane open when the form's top-level tabs first render is built: the form opens on real fields (and
 *   with them the styles of Formily's FormItem); nested tabs may preview their first pane;
 * - a pane opened before it is built shows its preview when it can be previewed, else it is built on the click;
 * - an open pane that cannot be previewed (now) is built: e.g. the submit check opens a tab whose fields
 *   have errors waiting (form-state.ts pendingErrors), which only built fields show;
 * - a previewed pane keeps its preview, even when its tab is left, until it is built: at once when the pointer
 *   moves over it or focus enters it, or in idle time once the user is quiet (quiet-idle.ts), in a React
 *   transition (rendered in slices that give way to input; its commit cannot be cut short), or when the idle
 *   pre-building (use-idle-prerender.ts) reaches it.
 * The decisions of a render are recorded on commit only: a transition render that React throws away changes
 * nothing.
 */
import { startTransition, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm } from '@formily/react';
import { untracked } from '@formily/reactive';
import { tabByKey } from '../../../../engine';
import { useFormSchema } from '../context';
import type { Pane } from '../pane';
import { ObservedPanePreview, previewsEnabled, usePreviewView, type BuildReason } from './pane-preview';

/**
 * `(pane, active) => content` for SchemaTabs' items; `prerendered` are the panes the idle pre-building has
 * reached; `buildFirst`: build the pane active on the first render (the top-level tabs).
 */
export function usePaneContent(panes: Pane[], prerendered: ReadonlySet<string>, buildFirst: boolean): (pane: Pane, active: boolean) => React.ReactNode {
  const formSchema = useFormSchema();
  const viewOf = usePreviewView(formSchema);
  const [requested, setRequested] = useState<ReadonlySet<string>>(() => new Set());
  const built = useRef(new Set<string>());
  const previewed = useRef(new Set<string>());
  const rendered = { built: new Set<string>(), previewed: new Set<string>() };
  useLayoutEffect(() => {
    rendered.built.forEach((name) => built.current.add(name));
    rendered.previewed.forEach((name) => previewed.current.add(name));
  });
  const builders = useMemo(() => new Map(panes.map((p) => [p.name, (reason: BuildReason) => {
    const add = () => setRequested((prev) => (prev.has(p.name) ? prev : new Set(prev).add(p.name)));
    if (reason === 'idle') startTransition(add);
    else add();
  }])), [panes]);
  const form = useForm();
  // edit mode only: read mode shows text, which the preview markup does not imitate
  const enabled = previewsEnabled() && untracked(() => form.editable);
  const first = useRef(true);
  const isFirst = first.current;
  useLayoutEffect(() => { first.current = false; }, []);
  return (pane, active) => {
    const { name } = pane;
    const tab = tabByKey(formSchema, name);
    const isBuilt = built.current.has(name) || requested.has(name) || prerendered.has(name);
    if (isBuilt || !enabled || !tab || (!active && !previewed.current.has(name)) || (active && isFirst && buildFirst)) {
      if (isBuilt || active) rendered.built.add(name);
      return pane.content;
    }
    // checked again whenever the pane is open: e.g. a submit that found errors on its fields opens it
    if (active && untracked(() => viewOf(tab)) === null) {
      rendered.built.add(name);
      return pane.content;
    }
    rendered.previewed.add(name);
    return <ObservedPanePreview schema={formSchema} tab={tab} onBuild={builders.get(name)!} active={active} />;
  };
}
