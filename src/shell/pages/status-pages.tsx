/**
 * Status pages: 404 for unknown addresses (req shell-and-accounts §3), 403 for a known page the role may not open
 * (req shell-and-accounts §4.1), and the error shown when a lazily loaded page part fails to load (req shell-and-accounts §9).
 */
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../core/session/login-paths';

function BackHome() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate(HOME_PATH)}>
      返回工作台
    </Button>
  );
}

export function NotFoundPage() {
  return <Result status="404" title="404" subTitle="抱歉，您访问的页面不存在。" extra={<BackHome />} />;
}

export function ForbiddenPage() {
  return <Result status="403" title="403" subTitle="抱歉，您无权访问此页面。" extra={<BackHome />} />;
}

export function RouteErrorPage() {
  return (
    <Result
      status="error"
      title="页面加载失败"
      subTitle="网络异常或版本已更新，请刷新页面后重试。"
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      }
    />
  );
}
