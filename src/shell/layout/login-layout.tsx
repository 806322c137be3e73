/**
 * The login layout (req shell-and-accounts §2): the platform name on top, the form, and a footer.
 */
import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { PLATFORM_TITLE } from '../../../domain/roles';

export function LoginLayout() {
  return (
    <Layout style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <Layout.Content style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', paddingTop: '12vh' }}>
        {/* plain elements drawn like antd's Typography: its copy, edit and ellipsis code stays off the login route (issue 30) */}
        {/* on a phone (issue 29) the name shrinks to stay on one line (30 px from a 500 px screen up), and a name that
            must still wrap wraps in balanced lines, never leaving one character alone */}
        <h2
          style={{
            margin: '0 0 8px',
            padding: '0 16px',
            fontSize: 'clamp(20px, 6vw, 30px)',
            fontWeight: 600,
            lineHeight: 1.35,
            color: 'rgba(0,0,0,.88)',
            textAlign: 'center',
            textWrap: 'balance',
          }}
        >
          {PLATFORM_TITLE}
        </h2>
        <span style={{ marginBottom: 32, color: 'rgba(0,0,0,.45)' }}>儿童关爱保护个案管理</span>
        <Outlet />
      </Layout.Content>
      <Layout.Footer
        style={{ textAlign: 'center', textWrap: 'balance', background: 'transparent', color: 'rgba(0,0,0,.45)' }}
      >
        Copyright © {new Date().getFullYear()} {PLATFORM_TITLE}
      </Layout.Footer>
    </Layout>
  );
}
