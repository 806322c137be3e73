/**
 * /user/register (req register §1, §2; domain/contracts/register.ts): a volunteer registers with their cellphone and the
 * SMS code sent to it, their name, town and village, a password (its strength shown while typing, the console's rule
 * checked here and by the server) and the acceptance of the user agreement and the privacy notice. The server's field
 * errors show on their fields; on success the page goes to /user/register-result.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Checkbox, Form, Input, Select, Space } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import type { CallInput } from '../../../domain/contracts/define';
import { registerAccount, registerPlaces, sendSmsCode } from '../../../domain/contracts/register';
import { errorMessage } from '../../api/http-error';
import { useCall, useCallMutation } from '../../api/use-call';
import { useContractFields } from '../../components/contract-form/contract-dialog';
import { putFieldErrors } from '../../components/contract-form/field-errors';
import { PasswordStrengthMeter } from './password-strength';

type Values = Omit<CallInput<typeof registerAccount>['body'], 'agreement'> & { confirm: string; agreement: boolean };

/** Seconds left before another code may be asked, counting down once a second. */
function useCountdown(): [number, (s: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

export function RegisterPage() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [left, setLeft] = useCountdown();
  const { field } = useContractFields(registerAccount);
  const places = useCall(registerPlaces, undefined, { select: (answer) => answer.towns, staleTime: 600_000 });
  const town = Form.useWatch('department_id', form);
  const password = Form.useWatch('password', form) ?? '';
  const villages = places.data?.find((t) => t.id === town)?.villages ?? [];

  const sms = useCallMutation(sendSmsCode, {
    invalidates: [],
    onMutate: () => {
      setFailure(null);
      setNotice(null);
    },
    onSuccess: (answer) => {
      setLeft(answer.resend_in);
      setNotice('验证码已发送，5 分钟内有效');
    },
    onError: (error) => setFailure(errorMessage(error, '验证码发送失败，请稍后再试')),
  });
  const submit = useCallMutation(registerAccount, {
    invalidates: [],
    onMutate: () => setFailure(null),
    onSuccess: (_answer, { body }) => navigate(`/user/register-result?cellphone=${encodeURIComponent(body.cellphone)}`),
    onError: (error) => {
      putFieldErrors(form, error);
      setFailure(errorMessage(error, '注册失败，请重试'));
    },
  });

  async function askCode() {
    try {
      const { cellphone } = await form.validateFields(['cellphone']);
      sms.mutate({ body: { cellphone } });
    } catch {
      /* the field shows its error */
    }
  }

  return (
    <Card style={{ width: 440 }} title="志愿人员注册">
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ confirm: _c, ...v }) => submit.mutate({ body: { ...v, agreement: true } })}
      >
        <Form.Item {...field('cellphone')} label="手机号">
          <Input maxLength={11} placeholder="11 位手机号" autoComplete="tel" />
        </Form.Item>
        <Form.Item label="验证码" required htmlFor="code">
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item {...field('code')} noStyle>
              <Input maxLength={6} placeholder="6 位验证码" />
            </Form.Item>
            <Button onClick={askCode} loading={sms.isPending} disabled={left > 0} style={{ width: 130 }}>
              {left > 0 ? `${left} 秒后重发` : '获取验证码'}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item {...field('nickname')} label="姓名">
          <Input placeholder="真实姓名" />
        </Form.Item>
        {places.isError && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message="乡镇和村居加载失败"
            action={
              <Button size="small" onClick={() => places.refetch()}>
                重试
              </Button>
            }
          />
        )}
        <Space style={{ display: 'flex' }} align="start">
          <Form.Item {...field('department_id')} label="所在乡镇" style={{ width: 186 }}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={places.isLoading}
              placeholder="请选择"
              onChange={() => form.setFieldValue('village_id', undefined)}
              options={(places.data ?? []).map((t) => ({ value: t.id, label: t.department_name }))}
            />
          </Form.Item>
          <Form.Item {...field('village_id')} label="所在村居" style={{ width: 186 }}>
            <Select
              showSearch
              optionFilterProp="label"
              disabled={!town}
              placeholder={town ? '请选择' : '请先选择乡镇'}
              options={villages.map((v) => ({ value: v.id, label: v.department_name }))}
            />
          </Form.Item>
        </Space>
        <Form.Item {...field('password')} label="密码" extra={<PasswordStrengthMeter value={password} />}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认密码"
          dependencies={['password']}
          rules={[
            { required: true, message: '请再次输入密码' },
            ({ getFieldValue }) => ({
              validator: async (_r, v: string) => {
                if (v && v !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item {...field('agreement')} valuePropName="checked">
          <Checkbox>
            我已阅读并同意{' '}
            <Link to="/user/Agreement" target="_blank">
              《用户协议》
            </Link>{' '}
            和{' '}
            <Link to="/user/AgreementUser" target="_blank">
              《儿童信息保护说明》
            </Link>
          </Checkbox>
        </Form.Item>
        {notice && !failure && <Alert type="info" showIcon message={notice} style={{ marginBottom: 16 }} />}
        {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={submit.isPending}>
          注册
        </Button>
        <div style={{ marginTop: 12, textAlign: 'right' }}>
          <Link to="/user/login">已有账号？去登录</Link>
        </div>
      </Form>
    </Card>
  );
}
