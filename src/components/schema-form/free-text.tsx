/**
 * Free text over the whole row (kind freeText, e.g. 家庭教育指导, req child-forms §1 tab 12): editable only in input
 * mode (a growing text area with a character count); in read mode the text as paragraphs, line breaks kept.
 */
import { Input, Typography } from 'antd';
import { observer, useField } from '@formily/react';
import type { Field } from '@formily/core';

interface FreeTextProps {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  autoSize?: { minRows?: number; maxRows?: number };
  disabled?: boolean;
}

/** The text area in edit mode, the text (or —) in read mode. */
export const FreeText = observer((props: FreeTextProps) => {
  const field = useField<Field>();
  if (field.pattern === 'readPretty' || field.pattern === 'readOnly') {
    return (
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
        {props.value?.trim() ? props.value : '—'}
      </Typography.Paragraph>
    );
  }
  return (
    <Input.TextArea
      value={props.value ?? ''}
      onChange={(e) => props.onChange?.(e.target.value)}
      placeholder={props.placeholder}
      maxLength={props.maxLength}
      showCount={!!props.maxLength}
      autoSize={props.autoSize}
      disabled={props.disabled}
      aria-label={String(field.title ?? '')}
    />
  );
});
