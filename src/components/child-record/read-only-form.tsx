/** The investigation form in read mode (values displayed, nothing editable; req children §2). */
import { useMemo, type ReactNode } from 'react';
import type { FormSchema } from '../../../engine/types';
import { createSchemaForm, SchemaForm } from '../schema-form';
import { useChildFormContext } from './use-form-context';

/**
 * `imageUrls`: the `image_urls` of the loaded detail, so images show through their signed URLs. `renderTaskList`:
 * what a pane with `readModeFor: { show: 'taskList' }` shows (the child's work orders, on the child screen).
 * `renderPane`: what a tab with `screenPane` shows (the gta screen's own tabs).
 */
export function ReadOnlyForm({
  schema,
  values,
  imageUrls,
  renderTaskList,
  renderPane,
}: {
  schema: FormSchema;
  values: Record<string, unknown> | undefined;
  imageUrls?: Record<string, string>;
  renderTaskList?: () => ReactNode;
  renderPane?: (name: string) => ReactNode;
}) {
  const { context: base } = useChildFormContext(imageUrls);
  const context = useMemo(
    () => ({ ...base, ...(renderTaskList ? { renderTaskList } : {}), ...(renderPane ? { renderPane } : {}) }),
    [base, renderTaskList, renderPane],
  );
  const form = useMemo(() => createSchemaForm(schema, { initialValues: values ?? {}, mode: 'read' }), [schema, values]);
  return <SchemaForm schema={schema} form={form} mode="read" context={context} />;
}
