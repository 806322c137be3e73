/**
 * 与户籍地址相同 (req children §2.5 "Shared parts"): copies the registered address into the residence address,
 * then looks the director up again (the residence village changed).
 */
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { observer, useForm } from '@formily/react';
import { batch } from '@formily/reactive';
import { sameAddressPatch, setFormValue } from '../../../engine';
import type { FieldDef } from '../../../engine/types';
import { useFormSchema } from './context';
import { requestDirectorLookup } from './form-state';

/** The button of a sameAddress field; hidden in read mode. */
export const SameAddressButton = observer((props: { copy?: FieldDef['copy']; children?: ReactNode }) => {
  const form = useForm();
  const schema = useFormSchema();
  if (form.readPretty || !props.copy) return null;
  const onClick = (): void => {
    const patch = sameAddressPatch(schema, props.copy, form.values);
    batch(() => Object.entries(patch).forEach(([name, value]) => setFormValue(form, name, value)));
    requestDirectorLookup(form);
  };
  return <Button onClick={onClick}>{props.children}</Button>;
});
