/**
 * The main layout (req shell-and-accounts §2): fixed dark side menu, header, multi-tab bar, and the page under a
 * watermark of the user's name and phone. Ends the session after 10 minutes without activity.
 * Below antd's `md` breakpoint (768 px: a phone, where volunteers check in, issue 16) the menu is a drawer
 * opened from the header, the tab bar is left out and the page takes the whole width. Printed (print.css), only
 * the page is on the paper.
 * Landmarks (issue 29, WCAG 1.3.1 / 2.4.1): the header (banner), the menu and the tab bar (nav) and the page (main),
 * which starts with the page's title as its h1 (read by screen readers; the tab bar shows it on the screen).
 */
import { useState, type CSSProperties } from 'react';
import { App, Grid, Layout, Watermark } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { titleForLocation } from '../page-titles';
import { useCurrentUser } from '../../core/session/current-user';
import { sessionStore } from '../../core/session/session-store';
import { useIdleLogout } from '../session/use-idle-logout';
import { HeaderBar } from './header-bar';
import { PAGE_HEADER_HEIGHT } from '../../core/layout-sizes';
import { RecordTitleProvider } from '../../core/page-title';
import { SideMenu, SIDER_WIDTH } from './side-menu';
import { TabBar } from './tab-bar';
import './print.css';
import { useTabs } from './use-tabs';
import { ForcedPasswordChange } from '../../features/accounts/own-password';

/** Read by assistive technology, not drawn (the usual clip pattern). */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function MainLayout() {
  const { info, role } = useCurrentUser();
  const { notification } = App.useApp();
  const { tabs, activeKey, select, close, nameRecord } = useTabs(role);
  const { pathname, search } = useLocation();
  const title = titleForLocation(pathname, search, role);
  const narrow = Grid.useBreakpoint().md === false;
  const [menuOpen, setMenuOpen] = useState(false);

  useIdleLogout(() => {
    notification.info({ key: 'idle-logout', message: '长时间未操作，已自动退出登录' });
    sessionStore.signOut('idle');
  });

  // a temporary password (new account, reset): the server answers nothing else until it is changed
  if (info.must_change_password) return <ForcedPasswordChange />;
  const mark = [info.nickname ?? '', info.cellphone ?? ''].filter(Boolean);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SideMenu role={role} drawer={narrow ? { open: menuOpen, onClose: () => setMenuOpen(false) } : undefined} />
      <Layout
        className="cw-main-column"
        style={narrow ? undefined : { marginLeft: SIDER_WIDTH, minWidth: 1280 - SIDER_WIDTH - 20 }}
      >
        <div className="cw-no-print" style={{ position: 'sticky', top: 0, zIndex: 9 }}>
          <HeaderBar nickname={info.nickname} onMenu={narrow ? () => setMenuOpen(true) : undefined} />
          {!narrow && <TabBar tabs={tabs} activeKey={activeKey} onSelect={select} onClose={close} />}
        </div>
        {/* overflow: clip, not antd's hidden: clips the same but is no scroll container, so a page's sticky parts stick to the window */}
        <Watermark content={mark} gap={[120, 120]} font={{ color: 'rgba(0,0,0,.08)' }} style={{ overflow: 'clip' }}>
          <Layout.Content style={{ padding: narrow ? 8 : 16, minHeight: `calc(100vh - ${PAGE_HEADER_HEIGHT}px)` }}>
            {title && <h1 style={VISUALLY_HIDDEN}>{title}</h1>}
            <RecordTitleProvider value={nameRecord}>
              <Outlet />
            </RecordTitleProvider>
          </Layout.Content>
        </Watermark>
      </Layout>
    </Layout>
  );
}
