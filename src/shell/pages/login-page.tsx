/**
 * The login page (/user/login, seed 000 §2.2): cellphone + password, Chinese validation messages,
 * Enter submits, the server's message (e.g. 手机号或密码错误) shown above the button. On success the
 * session is stored and the login route follows the `redirect` parameter.
 */
import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CELLPHONE_PATTERN, login, type LoginInput } from '../../api/auth';
import { errorMessage } from '../../api/http-error';
import { sessionStore } from '../../core/session/session-store';

export function LoginPage() {
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: login,
    onMutate: () => setFailure(null),
    onSuccess: (answer) => sessionStore.signIn(answer.token, answer.expires_at),
    onError: (error) => setFailure(errorMessage(error, '登录失败，请重试')),
  });

  return (
    <Card style={{ width: 380 }} title="账号登录">
      <Form<LoginInput> name="login" size="large" onFinish={(values) => mutation.mutate(values)} autoComplete="on">
        <Form.Item name="cellphone" rules={[
          { required: true, message: '请输入手机号' },
          { pattern: CELLPHONE_PATTERN, message: '请输入正确的手机号' },
        ]}>
          <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
        </Form.Item>
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 24 }} />}
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" block loading={mutation.isPending}>登录</Button>
        </Form.Item>
        <div style={{ marginTop: 12, textAlign: 'right' }}><Link to="/user/register">志愿人员注册</Link></div>
      </Form>
    </Card>
  );
}
