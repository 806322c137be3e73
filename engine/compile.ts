/**
 * Schema → Formily (DESIGN "The engine compiles a schema to Formily ISchema + effects").
 */
import type { Form } from '@formily/core';
import type { ISchema } from '@formily/json-schema';
import { fieldToSchema } from './compile-field';
import { buildEffects } from './effects';
import { GRID_NODE, paneReplacement, SCREEN_PANE_NODE, TABS_NODE, TASK_LIST_NODE, tabTitleFor } from './layout';
import type { FormSchema, OptionList, TabDef } from './types';

/**
 * `optionLists` resolves field `options` (OPTION_LISTS); `mode` picks the effects (see effects.ts); `role`
 * (the viewer's role, e.g. 中心领导) picks role-dependent tab titles and read-mode panes. normalize() never
 * depends on the role.
 */
export interface CompileOptions {
  optionLists: Record<string, OptionList>;
  mode: 'edit' | 'read';
  role?: string;
}
/** The Formily JSON schema for `<SchemaField schema>` and the effects for `createForm({ effects })`. */
export interface CompiledForm {
  schema: ISchema;
  effects: (form: Form) => void;
}

function paneOf(tab: TabDef, index: number, opts: CompileOptions): ISchema {
  const properties: Record<string, ISchema> = {};
  if (tab.screenPane) {
    properties[SCREEN_PANE_NODE] = {
      type: 'void',
      'x-component': 'ScreenPane',
      'x-component-props': { name: tab.screenPane },
    };
  } else if (paneReplacement(tab, opts.mode, opts.role) === 'taskList') {
    properties[TASK_LIST_NODE] = { type: 'void', 'x-component': 'ChildTaskList' };
  } else {
    const fields: Record<string, ISchema> = {};
    for (const field of tab.fields) {
      if (opts.mode === 'read' && field.kind === 'sameAddress') continue;
      fields[field.name] = fieldToSchema(field, opts.optionLists, opts.role);
    }
    if (tab.fields.length)
      properties[GRID_NODE] = { type: 'void', 'x-index': 0, 'x-component': 'PaneGrid', properties: fields };
    if (tab.tabs?.length) properties[TABS_NODE] = { type: 'void', 'x-index': 1, ...tabsNode(tab.tabs, opts, tab.key) };
  }
  return {
    type: 'void',
    'x-index': index,
    'x-component': 'FormTab.TabPane',
    'x-component-props': { tab: tabTitleFor(tab, opts.role), key: tab.key },
    properties,
  };
}

function tabsNode(tabs: TabDef[], opts: CompileOptions, parent?: string): ISchema {
  const panes: Record<string, ISchema> = {};
  tabs.forEach((tab, index) => {
    if (opts.mode === 'read' || !tab.screenPane) panes[tab.key] = paneOf(tab, index, opts);
  });
  return {
    type: 'void',
    'x-component': 'FormTab',
    ...(parent ? { 'x-component-props': { tabKey: parent } } : {}),
    properties: panes,
  };
}

/**
 * Compiles a form schema for Formily:
 * `{ type: 'object', properties: { tabs: { x-component: 'FormTab', properties: { <tab.key>: { x-component:
 * 'FormTab.TabPane', x-component-props: { tab: title, key }, properties: { grid: { x-component: 'PaneGrid' (up to 3 columns),
 * properties: { <field.name>: fieldToSchema(field) } }, tabs?: <nested FormTab, x-component-props: { tabKey:
 * <parent key> }> } } } } } }`. Tabs and grids are void nodes, so the form values stay one flat object keyed by
 * field name. A tab's title is the one `opts.role` sees (`titleFor`); in 'read' mode a tab whose
 * `readModeFor` names the role shows `{ task_list: { x-component: 'ChildTaskList' } }` instead of its fields,
 * and the same-address button is left out (render the form readPretty). A tab with `screenPane` shows
 * `{ screen_pane: { x-component: 'ScreenPane', x-component-props: { name } } }` in read mode and is left out in
 * edit mode; a field another role owns (`owners`) is readPretty for this viewer. `effects` carries every rule
 * (see effects.ts). Pure; no `{{ }}` strings.
 */
export function compileForm(schema: FormSchema, opts: CompileOptions): CompiledForm {
  return {
    schema: { type: 'object', properties: { [TABS_NODE]: tabsNode(schema.tabs, opts) } },
    effects: buildEffects(schema, opts.mode),
  };
}
