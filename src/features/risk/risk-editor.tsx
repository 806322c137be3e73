/**
 * An assessment form in edit mode (the one schema renderer, schemas/risk_*.ts): the engine's rules and scores run as
 * the user answers; 提交 checks every tab with the engine first (jumping to the first error), asks for confirmation,
 * then calls `onSubmit` with the stored values. A refusal shows the server's message (its field errors on the
 * fields); a 409 offers to go back to the list. The form keeps what was typed.
 */
import { useMemo, useState } from 'react';
import { App, Button, Card, Space } from 'antd';
import type { FormSchema, FormValues } from '../../../engine/types';
import { isHttpError } from '../../api/http-error';
import { notifyError } from '../../core/feedback';
import { useChildFormContext } from '../../components/child-record/use-form-context';
import {
  createSchemaForm,
  markServerErrors,
  readFormValues,
  SchemaForm,
  validateForSubmit,
} from '../../components/schema-form';

type Props = {
  schema: FormSchema;
  values?: FormValues;
  title: string;
  submitLabel: string;
  onSubmit: (values: FormValues) => Promise<unknown>;
  onCancel: () => void;
  onConflict: () => void;
};

export function RiskEditor({ schema, values, title, submitLabel, onSubmit, onCancel, onConflict }: Props) {
  const { message, modal } = App.useApp();
  const { context } = useChildFormContext();
  const form = useMemo(() => createSchemaForm(schema, { initialValues: values ?? {}, mode: 'edit' }), [schema, values]);
  const [saving, setSaving] = useState(false);

  const submit = () => {
    if (validateForSubmit(schema, form).length) {
      message.error('请检查表单中标红的项');
      return;
    }
    modal.confirm({
      title: '提示',
      content: `确认${submitLabel}吗？提交后由服务领导初评。`,
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        setSaving(true);
        try {
          await onSubmit(readFormValues(schema, form));
        } catch (error) {
          markServerErrors(schema, form, error);
          if (isHttpError(error) && error.status === 409)
            modal.confirm({
              title: '提示',
              content: error.message,
              okText: '返回列表',
              cancelText: '取消',
              onOk: onConflict,
            });
          else notifyError(error, '提交评估失败，请重试');
        } finally {
          setSaving(false);
        }
      },
    });
  };

  return (
    <Card
      title={title}
      variant="borderless"
      extra={
        <Space>
          <Button onClick={onCancel}>取消</Button>
          <Button type="primary" loading={saving} onClick={submit}>
            {submitLabel}
          </Button>
        </Space>
      }
    >
      <SchemaForm schema={schema} form={form} mode="edit" context={context} />
    </Card>
  );
}
