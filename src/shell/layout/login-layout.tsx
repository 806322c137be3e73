/**
 * The login layout (req shell-and-accounts §2): the platform name on top, the form, and a footer.
 */
import { Layout, Typography } from 'antd';
import { Outlet } from 'react-router-dom';
import { PLATFORM_TITLE } from '../../../domain/roles';

export function LoginLayout() {
  return (
    <Layout style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <Layout.Content style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', paddingTop: '12vh' }}>
        <Typography.Title level={2} style={{ marginBottom: 8 }}>
          {PLATFORM_TITLE}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ marginBottom: 32 }}>
          儿童关爱保护个案管理
        </Typography.Text>
        <Outlet />
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', background: 'transparent', color: 'rgba(0,0,0,.45)' }}>
        Copyright © {new Date().getFullYear()} {PLATFORM_TITLE}
      </Layout.Footer>
    </Layout>
  );
}
