/**
 * A user's own password (issue 15): 修改密码 from the header menu (a dialog), and the screen a user meets
 * after signing in with a temporary password (a new account or a reset), which offers nothing but the
 * change and 退出登录 (the server refuses every other call until then). Old and new password, the new one
 * typed twice, at least 8 characters and not all digits (PASSWORD_RULE, as the server checks); a success
 * keeps this session and ends the user's others.
 */
import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { changeOwnPassword, PASSWORD_RULE } from '../../../domain/contracts/account';
import { logout } from '../../../domain/contracts/auth';
import { errorMessage } from '../../api/http-error';
import { callWith, invalidateTags, useCallMutation } from '../../api/use-call';
import { feedback } from '../../core/feedback';
import { useContractFields } from '../../components/contract-form/contract-dialog';
import { putFieldErrors } from '../../components/contract-form/field-errors';
import { sessionStore } from '../../core/session/session-store';

type Values = { old_password: string; new_password: string; again: string };

function usePasswordForm(onDone: () => void) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { field } = useContractFields(changeOwnPassword);
  const change = useCallMutation(changeOwnPassword, { invalidates: [] });
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    setError(null);
    try {
      await change.mutateAsync({ body: { old_password: values.old_password, new_password: values.new_password } });
      feedback.message.success('密码已修改');
      onDone();
    } catch (e) {
      putFieldErrors(form, e);
      setError(errorMessage(e, '修改密码失败，请重试'));
    } finally {
      setBusy(false);
    }
  };
  const fields = (
    <Form form={form} layout="vertical" onFinish={submit}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form.Item {...field('old_password')} label="原密码">
        <Input.Password autoFocus autoComplete="current-password" />
      </Form.Item>
      <Form.Item {...field('new_password')} label="新密码" extra={PASSWORD_RULE}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="again"
        label="再次输入新密码"
        dependencies={['new_password']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: async (_, v) => {
              if (v && v !== getFieldValue('new_password')) throw new Error('两次输入的密码不一致');
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" onPressEnter={submit} />
      </Form.Item>
    </Form>
  );
  return { fields, submit, busy };
}

/** 修改密码 from the header menu. */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { fields, submit, busy } = usePasswordForm(onClose);
  return (
    <Modal
      open
      title="修改密码"
      okText="确定"
      cancelText="取消"
      okButtonProps={{ loading: busy }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {fields}
    </Modal>
  );
}

/** The whole page after a sign-in with a temporary password: the change, or 退出登录. */
export function ForcedPasswordChange() {
  const client = useQueryClient();
  const { fields, submit, busy } = usePasswordForm(() => {
    void invalidateTags(client, ['user']);
  });
  const signOut = async () => {
    await callWith(logout, undefined).catch(() => undefined);
    sessionStore.signOut('logout');
  };
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f0f2f5',
      }}
    >
      <Card
        title="请先修改初始密码"
        style={{ width: 420 }}
        actions={[
          <Button key="out" type="link" onClick={signOut}>
            退出登录
          </Button>,
        ]}
      >
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="您正在使用管理员设置的临时密码，修改后才能使用系统。"
        />
        {fields}
        <Button type="primary" block loading={busy} onClick={submit}>
          修改密码
        </Button>
      </Card>
    </div>
  );
}
