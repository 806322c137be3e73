/**
 * Renders a FormSchema with Formily (DESIGN "Formily renders every investigation form from schemas/").
 * Edit mode: inputs with the engine's rules and the director lookup. Read mode: the same schema
 * readPretty, empty values shown as '—' (STACK.md: readPretty would show N/A).
 */
import { useEffect, useMemo } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { Form as FormilyForm } from '@formily/antd-v5';
import { setValidateLanguage, type Form } from '@formily/core';
import { compileForm } from '../../../engine';
import type { FormSchema } from '../../../engine/types';
import { OPTION_LISTS } from '../../../option-lists';
import { FormSchemaValue, SchemaFormContextValue, type SchemaFormContext } from './context';
import { SchemaField } from './schema-field';
import { useDirectorLookup } from './use-director-lookup';

setValidateLanguage('zh-CN');

/** Props of SchemaForm; `form` and `mode` must come from the same `createSchemaForm` call. */
export interface SchemaFormProps {
  schema: FormSchema;
  /** From `createSchemaForm(schema, { initialValues, mode })`, with the same mode. */
  form: Form;
  mode: 'edit' | 'read';
  context: SchemaFormContext;
}

const compiled = new WeakMap<FormSchema, Map<string, ReturnType<typeof compileForm>['schema']>>();

/** The compiled Formily schema of `schema` for a mode and a viewer's role, cached per schema. */
function compiledSchema(schema: FormSchema, mode: 'edit' | 'read', role: string | undefined) {
  const byKey = compiled.get(schema) ?? new Map();
  compiled.set(schema, byKey);
  const key = `${mode}|${role ?? ''}`;
  if (!byKey.has(key)) byKey.set(key, compileForm(schema, { optionLists: OPTION_LISTS, mode, role }).schema);
  return byKey.get(key)!;
}

/**
 * The form of `schema` in tabs (FormTab) of 3-column grids; `context` reaches the pickers and lookups, and
 * `context.role` picks the role-dependent tab titles and read-mode panes.
 */
export function SchemaForm({ schema, form, mode, context }: SchemaFormProps) {
  const jsonSchema = useMemo(() => compiledSchema(schema, mode, context.role), [schema, mode, context.role]);
  useDirectorLookup(schema, form, context, mode === 'edit');
  useEffect(() => {
    form.readPretty = mode === 'read';
  }, [form, mode]);
  return (
    <ConfigProvider locale={zhCN}>
      <App component={false}>
        <FormSchemaValue.Provider value={schema}>
          <SchemaFormContextValue.Provider value={context}>
            <FormilyForm form={form} layout="vertical" component="div" previewTextPlaceholder="—">
              <SchemaField schema={jsonSchema} />
            </FormilyForm>
          </SchemaFormContextValue.Provider>
        </FormSchemaValue.Provider>
      </App>
    </ConfigProvider>
  );
}
