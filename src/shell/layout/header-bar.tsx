/**
 * The header (req shell-and-accounts §2): greeting by hour, the nickname (未登录 when none) with a dropdown: 修改密码
 * (issue 15: a dialog) and 退出登录, which asks 提示 / 确认退出登录吗, then calls POST /api/auth/logout, clears
 * the session and goes to login (the cache of server data is dropped on every sign-out, see app-providers.tsx).
 * With `onMenu` (a phone-sized screen) a 菜单 button on the left opens the side menu and the greeting is left out.
 * Before them, the check-ins waiting on the phone (待发送 N 条打卡, src/offline/checkin-status.tsx, issue 29), which
 * also sends them from wherever the user is.
 */
import { useState } from 'react';
import { App, Avatar, Button, Dropdown, Layout, Space, Typography } from 'antd';
import { KeyOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { ChangePasswordModal } from '../../features/accounts/own-password';
import { greetingFor } from '../../../domain/greeting';
import { logout } from '../../../domain/contracts/auth';
import { callWith } from '../../api/use-call';
import { sessionStore } from '../../core/session/session-store';
import { CheckInStatus } from '../../offline/checkin-status';

export function HeaderBar({ nickname, onMenu }: { nickname: string | null | undefined; onMenu?: () => void }) {
  const { modal } = App.useApp();
  const [changing, setChanging] = useState(false);
  const name = nickname || '未登录';

  const confirmLogout = () => {
    modal.confirm({
      title: '提示',
      content: '确认退出登录吗',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        await callWith(logout, undefined).catch(() => undefined);
        sessionStore.signOut('logout');
      },
    });
  };

  return (
    <Layout.Header
      style={{
        background: '#fff',
        padding: '0 16px',
        height: 56,
        lineHeight: '56px',
        display: 'flex',
        alignItems: 'center',
        justifyContent: onMenu ? 'space-between' : 'flex-end',
        boxShadow: '0 1px 4px rgba(0,21,41,.08)',
      }}
    >
      {onMenu && <Button type="text" icon={<MenuOutlined />} aria-label="菜单" onClick={onMenu} />}
      <Space size="middle">
        <CheckInStatus />
        {!onMenu && (
          <Typography.Text type="secondary">{`${greetingFor(new Date().getHours())}，${name}`}</Typography.Text>
        )}
        <Dropdown
          menu={{
            items: [
              { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
              { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
            ],
            onClick: ({ key }) => (key === 'logout' ? confirmLogout() : setChanging(true)),
          }}
        >
          <Space style={{ cursor: 'pointer' }} data-testid="user-menu">
            <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: '#0958d9' }} />
            <span>{name}</span>
          </Space>
        </Dropdown>
      </Space>
      {changing && <ChangePasswordModal onClose={() => setChanging(false)} />}
    </Layout.Header>
  );
}
