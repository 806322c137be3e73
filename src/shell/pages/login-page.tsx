/**
 * The login page (/user/login, req shell-and-accounts §3): cellphone + password, Chinese validation messages,
 * Enter submits, the server's message (e.g. 手机号或密码错误) shown above the button. On success the
 * session is stored and the login route follows the `redirect` parameter.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { CELLPHONE_PATTERN, login } from '../../../domain/contracts/auth';
import type { CallInput } from '../../../domain/contracts/define';
import { errorMessage } from '../../api/http-error';
import { useCallMutation } from '../../api/use-call';
import { useContractFields } from '../../components/contract-form/contract-dialog';
import { sessionStore } from '../../core/session/session-store';

// never wider than the screen (a 375 px phone; issue 29): 16 px of the background on either side
const PANEL = {
  width: 380,
  maxWidth: 'calc(100% - 32px)',
  background: '#fff',
  borderRadius: 8,
  border: '1px solid #f0f0f0',
} as const;
const PANEL_TITLE = {
  margin: 0,
  padding: '16px 24px',
  fontSize: 16,
  fontWeight: 600,
  borderBottom: '1px solid #f0f0f0',
} as const;

type LoginValues = CallInput<typeof login>['body'];

export function LoginPage() {
  const [failure, setFailure] = useState<string | null>(null);
  const { field } = useContractFields(login);
  const mutation = useCallMutation(login, {
    invalidates: [],
    onMutate: () => setFailure(null),
    onSuccess: (answer) => sessionStore.signIn(answer.token, answer.expires_at),
    onError: (error) => setFailure(errorMessage(error, '登录失败，请重试')),
  });

  return (
    // a plain panel drawn like antd's Card: Card brings Tabs and Menu, which the login route should not download (issue 30)
    <section style={PANEL} aria-labelledby="login-title">
      <h2 id="login-title" style={PANEL_TITLE}>
        账号登录
      </h2>
      <div style={{ padding: 24 }}>
        <Form<LoginValues>
          name="login"
          size="large"
          onFinish={(values) => mutation.mutate({ body: values })}
          autoComplete="on"
        >
          {/* the form of a cellphone is checked here only: the server answers any other 手机号或密码错误 */}
          <Form.Item
            name="cellphone"
            rules={[...field('cellphone').rules, { pattern: CELLPHONE_PATTERN, message: '请输入正确的手机号' }]}
          >
            <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} autoComplete="username" />
          </Form.Item>
          <Form.Item {...field('password')}>
            <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
          </Form.Item>
          {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 24 }} />}
          <Form.Item style={{ marginBottom: 0 }}>
            <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
              登录
            </Button>
          </Form.Item>
          <div style={{ marginTop: 12, textAlign: 'right' }}>
            <Link className="cw-link-action" to="/user/register">
              志愿人员注册
            </Link>
          </div>
        </Form>
      </div>
    </section>
  );
}
