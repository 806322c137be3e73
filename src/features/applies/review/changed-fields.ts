/**
 * Marks the fields a reviewer's diff reports as changed (req applies-review §3 review; DESIGN "a reviewer sees before
 * and after side by side with changed fields marked"). The mark is set on the Formily field model, as
 * decorator props of its FormItem, when each field is created: no element cloning, no SchemaForm change,
 * and fields of tabs opened later are marked as they mount.
 */
import { onFieldInit, type Form } from '@formily/core';

/** Class of a changed field's FormItem (tests and styles find it by this or by `data-changed`). */
export const CHANGED_ITEM_CLASS = 'apply-changed-field';
/** The text under a changed field, so the mark does not rest on colour alone. */
export const CHANGED_TEXT = '已修改';

const CHANGED_DECORATOR = {
  className: CHANGED_ITEM_CLASS,
  'data-changed': 'true',
  extra: CHANGED_TEXT,
  style: { background: '#fffbe6', boxShadow: 'inset 3px 0 0 #faad14', paddingLeft: 8, borderRadius: 2 },
};

/**
 * Gives the FormItem of every top-level field of `form` named in `names` the changed mark (class, a
 * `data-changed` attribute, a highlight and the text 已修改). Call once, right after creating the form.
 */
export function markChangedFields(form: Form, names: readonly string[]): void {
  if (!names.length) return;
  const wanted = new Set(names);
  form.addEffects('apply-changed-fields', () => {
    onFieldInit('*', (field) => {
      if (wanted.has(field.path.toString())) field.setDecoratorProps(CHANGED_DECORATOR);
    });
  });
}
