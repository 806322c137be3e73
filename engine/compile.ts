/**
 * Schema → Formily (DESIGN "The engine compiles a schema to Formily ISchema + effects").
 */
import type { Form } from '@formily/core';
import type { ISchema } from '@formily/json-schema';
import { fieldToSchema } from './compile-field';
import { buildEffects, TABS_NODE } from './effects';
import type { FormSchema, OptionList } from './types';

/** `optionLists` resolves field `options` (OPTION_LISTS); `mode` picks the effects (see effects.ts). */
export interface CompileOptions { optionLists: Record<string, OptionList>; mode: 'edit' | 'read' }
/** The Formily JSON schema for `<SchemaField schema>` and the effects for `createForm({ effects })`. */
export interface CompiledForm { schema: ISchema; effects: (form: Form) => void }

/** Grid of each pane: up to 3 columns of at least 240 px (3 columns in the content area of a 1280 px screen). */
export const GRID_PROPS = { maxColumns: 3, minColumns: 1, minWidth: 240, columnGap: 24, rowGap: 0 } as const;

/**
 * Compiles a form schema for Formily:
 * `{ type: 'object', properties: { tabs: { x-component: 'FormTab', properties: { <tab.key>: { x-component:
 * 'FormTab.TabPane', x-component-props: { tab: title, key }, properties: { grid: { x-component: 'FormGrid',
 * properties: { <field.name>: fieldToSchema(field) } } } } } } } }`. Tabs and grids are void nodes, so the
 * form values stay one flat object keyed by field name. In 'read' mode the same-address button is left out
 * (render the form readPretty). `effects` carries every rule (see effects.ts). Pure; no `{{ }}` strings.
 */
export function compileForm(schema: FormSchema, opts: CompileOptions): CompiledForm {
  const panes: Record<string, ISchema> = {};
  schema.tabs.forEach((tab, index) => {
    const fields: Record<string, ISchema> = {};
    for (const field of tab.fields) {
      if (opts.mode === 'read' && field.kind === 'sameAddress') continue;
      fields[field.name] = fieldToSchema(field, opts.optionLists);
    }
    panes[tab.key] = {
      type: 'void', 'x-index': index, 'x-component': 'FormTab.TabPane', 'x-component-props': { tab: tab.title, key: tab.key },
      properties: { grid: { type: 'void', 'x-component': 'FormGrid', 'x-component-props': { ...GRID_PROPS }, properties: fields } },
    };
  });
  return {
    schema: { type: 'object', properties: { [TABS_NODE]: { type: 'void', 'x-component': 'FormTab', properties: panes } } },
    effects: buildEffects(schema, opts.mode),
  };
}
