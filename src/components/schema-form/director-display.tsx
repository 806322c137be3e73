/**
 * A child-director field (director_name, director_cellphone): never typed, filled by the director lookup
 * (use-director-lookup.ts, req children §5).
 */
import { Input } from 'antd';
import { PreviewText } from '@formily/antd-v5';
import { observer, useField } from '@formily/react';
import type { Field } from '@formily/core';

/** Read-only text of the field's value; in read mode the preview text ('—' when empty). */
export const DirectorDisplay = observer((props: { value?: string; placeholder?: string }) => {
  const field = useField<Field>();
  if (field.pattern === 'readPretty') return <PreviewText.Input value={props.value} />;
  return (
    <Input
      readOnly
      value={props.value ?? ''}
      placeholder="选择村（居）后自动填写"
      aria-label={String(field.title ?? '')}
    />
  );
});
