/**
 * FormTab bound to the form's FormTab model (form-state.ts), so `validateForSubmit` can switch to the tab
 * with the first error. Registered under the name 'FormTab' the compiler emits.
 */
import { FormTab, type IFormTabProps } from '@formily/antd-v5';
import { useForm } from '@formily/react';
import { formTabOf } from './form-state';

function BoundFormTabBase(props: IFormTabProps) {
  const form = useForm();
  return <FormTab {...props} formTab={formTabOf(form)} />;
}

/** FormTab reading its active key from `formTabOf(form)`; `.TabPane` as Formily's. */
export const BoundFormTab = Object.assign(BoundFormTabBase, { TabPane: FormTab.TabPane });
