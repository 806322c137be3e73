/**
 * The tabs of a schema form (the 'FormTab' / 'FormTab.TabPane' nodes engine/compile.ts emits), on antd Tabs,
 * bound to the form's tab models (form-state.ts) so `validateForSubmit` can open the tab with the first
 * error. The top-level tabs use `formTabOf(form)`; nested ones (inside the pane of tab `tabKey`, req child-forms §1
 * tab 8) `nestedFormTabOf`. A pane hidden by a rule is left out of the tab bar, and when the active pane is
 * hidden (e.g. 门诊报销 once the child is 未参保) the first shown pane opens instead of an empty body. A tab's
 * title carries a badge with the number of errors on its fields.
 *
 * Written for the form's speed (docs/decisions-form-speed.md): each pane's content is one element made
 * once, and the panes are TabsShell's (tabs-shell.tsx), so switching tabs re-renders the tab bar and the
 * two panes whose state changed, not the fields of the panes already opened; closed panes are built ahead
 * straight after the first paint, one per React transition (use-pane-building.ts); the badge and the pane
 * visibility read single fields by name instead of scanning every field of the form. A pane opened before it
 * is built shows a placeholder (pane-placeholder.tsx) while its real fields render in a transition.
 */
import { useMemo } from 'react';
import { Badge } from 'antd';
import type { Field, Form } from '@formily/core';
import { observer, RecursionField, useField, useFieldSchema, useForm, type ISchema } from '@formily/react';
import { allFields } from '../../../engine';
import { useFormSchema } from './context';
import { formTabOf, nestedFormTabOf } from './form-state';
import type { Pane, PaneField } from './pane';
import { PanePlaceholder } from './pane-placeholder';
import { TabsShell } from './tabs-shell';
import { usePaneBuilding } from './use-pane-building';
import './schema-tabs.css';

/**
 * The pane void field `name` under `basePath`, created when missing (antd mounts a pane only once opened,
 * but the engine's visibility effects must reach it). Not inside `untracked`: the effects start their
 * reactions when the field is created, and a reaction started there would track nothing.
 */
function paneField(form: Form, basePath: string, name: string) {
  return form.fields[`${basePath}.${name}`] ?? form.createVoidField({ name, basePath, component: [TabPane] });
}

/**
 * The tab title with the number of errors shown on its fields: a field's own errors, and for a table those of
 * its cells too (the only lookup that scans the form's fields, so only tabs holding a table pay for it).
 */
const TabTitle = observer(({ title, fields }: { title: string; fields: PaneField[] }) => {
  const form = useForm();
  let errors = 0;
  for (const { name, table } of fields) {
    const field = form.query(name).take();
    if (field && 'selfErrors' in field) errors += table ? (field as Field).errors.length : field.selfErrors.length;
  }
  return errors ? (
    <Badge size="small" className="errors-badge" count={errors}>
      {title}
    </Badge>
  ) : (
    <>{title}</>
  );
});

const SchemaTabsBase = observer(({ tabKey }: { tabKey?: string }) => {
  const form = useForm();
  const field = useField();
  const schema = useFieldSchema();
  const formSchema = useFormSchema();
  const basePath = field.address.toString();
  const panes = useMemo(() => {
    const fieldsOf = new Map<string, PaneField[]>();
    for (const { field: f, tabPath } of allFields(formSchema)) {
      for (const key of tabPath)
        fieldsOf.set(key, [...(fieldsOf.get(key) ?? []), { name: f.name, table: f.kind === 'table' }]);
    }
    const out: Pane[] = [];
    schema.mapProperties((pane: ISchema, name) => {
      const key = String(name);
      const title = String((pane['x-component-props'] as { tab?: string } | undefined)?.tab ?? key);
      out.push({
        name: key,
        title,
        fields: fieldsOf.get(key) ?? [],
        content: <RecursionField schema={pane} name={key} />,
      });
    });
    return out;
  }, [schema, formSchema]);
  const formTab = tabKey ? nestedFormTabOf(form, tabKey) : formTabOf(form);
  const shown = panes.filter(({ name }) => {
    const display = paneField(form, basePath, name).display;
    return display !== 'none' && display !== 'hidden';
  });
  const active =
    formTab.activeKey && shown.some((p) => p.name === formTab.activeKey) ? formTab.activeKey : shown[0]?.name;
  const built = usePaneBuilding(
    shown.map((p) => p.name),
    active,
  );
  return (
    <TabsShell
      activeKey={active}
      onChange={(key) => formTab.setActiveKey(key)}
      panes={shown.map((p) => {
        const isBuilt = built.has(p.name);
        const content = isBuilt ? p.content : <PanePlaceholder title={p.title} fields={p.fields.length} />;
        return { key: p.name, label: <TabTitle title={p.title} fields={p.fields} />, content, forceRender: isBuilt };
      })}
    />
  );
});

/** A pane: its fields as they are (the title and key are read by SchemaTabs from the schema). */
function TabPane({ children }: { children?: React.ReactNode }) {
  return <>{children}</>;
}

/** Registered as 'FormTab'; `.TabPane` as 'FormTab.TabPane'. */
export const SchemaTabs = Object.assign(SchemaTabsBase, { TabPane });
