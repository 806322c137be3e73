/**
 * FormTab bound to the form's FormTab models (form-state.ts), so `validateForSubmit` can switch to the tab
 * with the first error. Registered under the name 'FormTab' the compiler emits: the top-level FormTab uses
 * `formTabOf(form)`; a nested one (inside the pane of tab `tabKey`, seed 001 §2 tab 8) `nestedFormTabOf`.
 * A pane hidden by a rule is left out of the tab bar, and when the active pane is hidden (e.g. 门诊报销 once
 * the child is 未参保) the first visible pane is shown instead of an empty body.
 */
import { FormTab, type IFormTabProps } from '@formily/antd-v5';
import { observer, useField, useFieldSchema, useForm } from '@formily/react';
import { formTabOf, nestedFormTabOf } from './form-state';

const BoundFormTabBase = observer((props: IFormTabProps & { tabKey?: string }) => {
  const { tabKey, ...rest } = props;
  const form = useForm();
  const field = useField();
  const schema = useFieldSchema();
  const formTab = tabKey ? nestedFormTabOf(form, tabKey) : formTabOf(form);
  const shown: string[] = [];
  schema.mapProperties((_, name) => {
    // antd mounts only the open pane, so a pane never opened has no field yet and FormTab would list it
    // even when a rule hides it: create it (as Formily's VoidField would) so the engine effects set its display.
    const pane = form.query(field.address.concat(name)).take() ?? form.createVoidField({ name, basePath: field.address, component: [FormTab.TabPane] });
    if (pane?.display !== 'none' && pane?.display !== 'hidden') shown.push(String(name));
  });
  const active = formTab.activeKey && shown.includes(formTab.activeKey) ? formTab.activeKey : shown[0];
  return <FormTab {...rest} formTab={formTab} activeKey={active} />;
});

/** FormTab reading its active key from the form's FormTab models; `.TabPane` as Formily's. */
export const BoundFormTab = Object.assign(BoundFormTabBase, { TabPane: FormTab.TabPane });
