/**
 * The one dialog that asks for input and sends it through a contract (issue 27 "One way to ask"; ant-design-pro's
 * `ModalForm` is the model): antd's Modal around antd's Form, owning what every dialog repeated:
 * - the form's own checks first (nothing is sent while a field is wrong), with each field's rules derived from
 *   the contract (`field(name)`, ./rules.ts);
 * - the busy OK button while the call runs; a failure shows `<failure>：<the server's reason>` above the form
 *   and keeps what was typed; the server's field errors go onto their fields (./field-errors.ts);
 * - on success: the success message (none with `success: false`), the contract's tag (or `invalidates`)
 *   refetched, `onDone(answer)`, then `onClose()`.
 * `toInput(values)` turns the form's values into the call's input ({ body } / { query }); it may throw a
 * `FormProblem` whose message is shown as the failure (e.g. 照片还在上传，请稍候), nothing being sent (with
 * `{ bare: true }`: the message alone, without the lead words). Children are the form's items, or a function
 * given `{ field, form }`.
 * Options for the dialogs that showed otherwise before they were ported (what a user sees stays): `okDanger` (a red
 * OK: 删除 / 退出 / 退回), `failureAs: 'message'` (the failure as an error message toast — the server's reason
 * alone, or `failure` when it gave none — instead of the alert; field errors still go onto their fields) and
 * `onFailure(error)` (e.g. reload a list after someone else's change, 409).
 */
import { useState, type ReactNode } from 'react';
import { Alert, Form, Modal, type FormInstance } from 'antd';
import type { Store } from 'antd/es/form/interface';
import type { Rule } from 'antd/es/form';
import type { CallInput, CallOutput, Contract } from '../../../domain/contracts/define';
import { errorMessage } from '../../api/http-error';
import { useCallMutation } from '../../api/use-call';
import { feedback, notifyError } from '../../core/feedback';
import { bodyField, maxLengthOf, rulesFor, type RuleOptions } from './rules';
import { putFieldErrors, type FieldMap } from './field-errors';

/** A reason not to send that the user can act on (thrown by `toInput`); its message is shown as the failure. */
export class FormProblem extends Error {
  /** `bare`: show the message without the failure's lead words (e.g. 请至少上传一张劝导照片). */
  constructor(
    message: string,
    readonly options: { bare?: boolean } = {},
  ) {
    super(message);
  }
}

/** What `field(name)` gives a Form.Item: its name and the contract's rules (spread it: `<Form.Item {...field('x')}>`). */
export type FieldProps = { name: string; rules: Rule[] };
export type FieldOf = (name: string, options?: RuleOptions & { schemaName?: string }) => FieldProps;

/** `field(name)` for a contract: the Form.Item props of a body field, and the field's max length. */
export function useContractFields(contract: Contract) {
  const field: FieldOf = (name, options = {}) => ({
    name,
    rules: rulesFor(bodyField(contract, options.schemaName ?? name), options),
  });
  const maxLength = (name: string) => maxLengthOf(bodyField(contract, name));
  return { field, maxLength };
}

export type ContractDialogProps<C extends Contract, V extends Store> = {
  title: ReactNode;
  contract: C;
  toInput: (values: V) => CallInput<C> | Promise<CallInput<C>>;
  onClose: () => void;
  onDone?: (answer: CallOutput<C>, values: V) => void | Promise<void>;
  initialValues?: Partial<V>;
  /** The tags refetched after a success (default: the contract's tag). */
  invalidates?: readonly string[];
  /** The message after a success (default 保存成功; false: none). */
  success?: string | false;
  /** The failure's lead words (default 保存失败); with `failureAs: 'message'`, the text shown when the server gave no reason. */
  failure?: string;
  /** Where the failure shows: the alert above the form (default) or an error message toast (`notifyError`). */
  failureAs?: 'alert' | 'message';
  /** Called after a failed call (not after the form's own checks or a FormProblem), e.g. to reload a list. */
  onFailure?: (error: unknown) => void;
  /** OK is a danger (red) button: 删除 / 退出 / 退回. */
  okDanger?: boolean;
  /** Renames a server field path whose form field is named otherwise (null: show it above the form). */
  fieldMap?: FieldMap;
  /** The form instance, when the caller needs it (dependent fields, values set from outside). */
  form?: FormInstance<V>;
  okText?: string;
  width?: number;
  /** OK is disabled (e.g. nothing chosen yet). */
  okDisabled?: boolean;
  /** A note above the form (an Alert, a summary of the rows acted on). */
  intro?: ReactNode;
  layout?: 'vertical' | 'horizontal';
  children:
    | ReactNode
    | ((ctx: { field: FieldOf; maxLength: (name: string) => number | undefined; form: FormInstance<V> }) => ReactNode);
};

export function ContractDialog<C extends Contract, V extends Store>(props: ContractDialogProps<C, V>) {
  const { contract, onClose } = props;
  const [own] = Form.useForm<V>();
  const form = props.form ?? own;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mutation = useCallMutation(contract, { invalidates: props.invalidates });
  const { field, maxLength } = useContractFields(contract);

  const ok = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    setError(null);
    try {
      const input = await props.toInput(values);
      const answer = await mutation.mutateAsync(input);
      if (props.success !== false) feedback.message.success(props.success ?? '保存成功');
      await props.onDone?.(answer, values);
      onClose();
    } catch (e) {
      if (e instanceof FormProblem) {
        if (props.failureAs === 'message') feedback.message.error(e.message);
        else setError(e.options.bare ? e.message : `${props.failure ?? '保存失败'}：${e.message}`);
        return;
      }
      const stray = putFieldErrors(form, e, props.fieldMap);
      if (props.failureAs === 'message') notifyError(e, props.failure ?? '保存失败，请重试');
      else setError(`${props.failure ?? '保存失败'}：${stray.length ? stray.join('；') : errorMessage(e, '请重试')}`);
      props.onFailure?.(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={props.title}
      okText={props.okText ?? '保存'}
      cancelText="取消"
      width={props.width ?? 560}
      maskClosable={false}
      okButtonProps={{ loading: busy, disabled: props.okDisabled, danger: props.okDanger }}
      onOk={ok}
      onCancel={onClose}
      destroyOnHidden
    >
      {props.intro}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout={props.layout ?? 'vertical'} initialValues={props.initialValues}>
        {typeof props.children === 'function' ? props.children({ field, maxLength, form }) : props.children}
      </Form>
    </Modal>
  );
}
