/**
 * The pages of the registration that need no login (req register §1): /user/Agreement (the user agreement),
 * /user/AgreementUser (the privacy notice about children's data), /user/register-result (what happens next).
 */
import { Button, Card, Result, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { PRIVACY_NOTICE, USER_AGREEMENT } from '../../../domain/registrations';

function TextPage({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  return (
    <Card style={{ width: 720, maxWidth: '92vw' }} title={title} extra={<Link to="/user/register">返回注册</Link>}>
      {paragraphs.map((p) => (
        <Typography.Paragraph key={p}>{p}</Typography.Paragraph>
      ))}
    </Card>
  );
}

export const AgreementPage = () => <TextPage title="用户协议" paragraphs={USER_AGREEMENT} />;
export const PrivacyPage = () => <TextPage title="儿童信息保护说明" paragraphs={PRIVACY_NOTICE} />;

export function RegisterResultPage() {
  const [params] = useSearchParams();
  const cellphone = params.get('cellphone');
  return (
    <Card style={{ width: 560 }}>
      <Result
        status="success"
        title="注册申请已提交"
        subTitle={`${cellphone ? `账号 ${cellphone} ` : ''}正在等待所在乡镇的分委领导审核。审核通过后即可用手机号和密码登录；未通过的，可联系所在乡镇或重新注册。`}
        extra={
          <Link to="/user/login">
            <Button type="primary">返回登录</Button>
          </Link>
        }
      />
    </Card>
  );
}
