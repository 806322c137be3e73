/** The investigation form in read mode (values displayed, nothing editable; seed 001 §2). */
import { useMemo } from 'react';
import type { FormSchema } from '../../../engine/types';
import { createSchemaForm, SchemaForm } from '../schema-form';
import { useChildFormContext } from './use-form-context';

/** `imageUrls`: the `image_urls` of the loaded detail, so images show through their signed URLs. */
export function ReadOnlyForm({ schema, values, imageUrls }: { schema: FormSchema; values: Record<string, unknown> | undefined; imageUrls?: Record<string, string> }) {
  const { context } = useChildFormContext(imageUrls);
  const form = useMemo(() => createSchemaForm(schema, { initialValues: values ?? {}, mode: 'read' }), [schema, values]);
  return <SchemaForm schema={schema} form={form} mode="read" context={context} />;
}
