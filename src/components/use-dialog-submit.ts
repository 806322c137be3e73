/**
 * The submit of a dialog's form (创建交办, a plan, an evaluation): the form's own checks first (nothing is sent
 * while a field is wrong), then the action with the OK button busy; a failure shows `<failure>：<the server's
 * reason>` in the dialog and keeps what was typed (`onError` may also mark the fields the server named).
 */
import { useState } from 'react';
import type { FormInstance } from 'antd';
import { errorMessage } from '../api/http-error';

export function useDialogSubmit<V>(form: FormInstance<V>, failure: string, onError?: (error: unknown) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (act: (values: V) => Promise<unknown>) => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    setError(null);
    try {
      await act(values);
    } catch (e) {
      onError?.(e);
      setError(`${failure}：${errorMessage(e, '请重试')}`);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, submit };
}
