/**
 * Formily without React (CONVENTIONS "create a form, set a value, assert the state"): a form with the
 * compiled effects and one field per schema field (nested tabs included), created the way the renderer does
 * (same name, flat path).
 */
import { createForm, type Field, type Form } from '@formily/core';
import type { ISchema } from '@formily/json-schema';
import { allFields, compileForm } from '../../engine';
import type { FormSchema, FormValues } from '../../engine/types';
import { OPTION_LISTS } from '../../option-lists';

export function harness(
  schema: FormSchema,
  values: FormValues = {},
  mode: 'edit' | 'read' = 'edit',
): { form: Form; field: (name: string) => Field } {
  const compiled = compileForm(schema, { optionLists: OPTION_LISTS, mode });
  const form = createForm({ values, effects: compiled.effects });
  for (const { field: f, tabPath } of allFields(schema)) {
    if (f.kind === 'sameAddress') continue;
    const node = node_(compiled.schema, ...tabPath.flatMap((key) => ['tabs', key]), 'grid', f.name);
    form.createField({
      name: f.name,
      title: f.label,
      required: node.required === true,
      validator: node['x-validator'] as never,
    });
  }
  return { form, field: (name) => form.query(name).take() as Field };
}

/** The compiled schema node at a path of property names. */
export function node_(schema: ISchema, ...names: string[]): ISchema {
  return names.reduce((s, name) => (s.properties as Record<string, ISchema>)[name], schema);
}

/** A user's typing or choosing: sets the value and fires the input-change effects. */
export async function input(field: Field, value: unknown): Promise<void> {
  await field.onInput(value);
}
