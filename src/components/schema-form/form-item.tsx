/**
 * The decorator of every schema-form field (the engine compiles `x-decorator: 'FormItem'`): Formily's FormItem,
 * except that a field the user cannot change never shows an error (issue 29 "Plain words": "a read-only field never
 * shows an error"). Such a field — read mode (readPretty), a field of another department (x-pattern readPretty),
 * a disabled one, or one filled by the system (the child director, a computed score: `readOnly` in its component
 * props) — shows its label and value only: no message under it and no red border, whatever feedback it holds. The
 * message that concerns it is said where the user can act (the submit's notice; for the director, the village
 * pickers and the spec's notification 请确认现住或户籍村居是否有激活中的儿童主任).
 */
import { FormItem } from '@formily/antd-v5';
import type { Field, GeneralField } from '@formily/core';
import { isField } from '@formily/core';
import { connect, mapProps, observer, useField } from '@formily/react';
import type { ComponentProps } from 'react';

/**
 * Whether `field` is one the user cannot change here: not editable (readOnly, readPretty or disabled, by its
 * own pattern or the form's) or rendered read-only by its component (`readOnly` in x-component-props).
 */
export function isQuietField(field: GeneralField | undefined): boolean {
  if (!field || !isField(field)) return false;
  return !field.editable || (field.componentProps as { readOnly?: unknown } | undefined)?.readOnly === true;
}

type ItemProps = ComponentProps<typeof FormItem>;

/** FormItem's frame with the label, asterisk and extra of the field, and no feedback at all. */
const QuietItem = connect(
  FormItem.BaseItem,
  mapProps((props: ItemProps, field) => {
    if (!field || !isField(field)) return props;
    const f = field as Field;
    return {
      label: props.label || f.title,
      asterisk: 'asterisk' in props ? props.asterisk : f.required && f.pattern !== 'readPretty',
      extra: props.extra || f.description,
      feedbackStatus: undefined,
      feedbackText: undefined,
    };
  }),
);

/** FormItem for a field the user can change, QuietItem for one they cannot (see `isQuietField`). */
export const SchemaFormItem = observer((props: ItemProps) => {
  const field = useField();
  return isQuietField(field) ? <QuietItem {...props} /> : <FormItem {...props} />;
});
