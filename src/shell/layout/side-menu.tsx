/**
 * The fixed dark side menu (req shell-and-accounts §2): the role's platform title on top, then the permitted entries.
 * On a phone-sized screen (issue 16: volunteers check in on the spot) the same menu slides in from the left
 * as a drawer, opened by the header's menu button and closed when an entry is chosen. The entries are a `nav`
 * landmark 主菜单 (issue 29).
 */
import { Drawer, Layout, Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { platformTitleFor, type Role } from '../../../domain/roles';
import { useBadgeCounts } from '../badges';
import { buildMenuItems, groupKeys } from './menu-items';

/** The side menu's width (px) at desktop: 儿童主任's 我交办的已办结工单 whole, not cut with … (issue 29). */
export const SIDER_WIDTH = 240;

type Props = { role: Role | undefined; drawer?: { open: boolean; onClose: () => void } };

export function SideMenu({ role, drawer }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const counts = useBadgeCounts(role);
  const content = (
    <>
      <div
        data-testid="platform-title"
        style={{
          color: '#fff',
          fontSize: 15,
          fontWeight: 600,
          lineHeight: 1.4,
          padding: '20px 8px',
          textAlign: 'center',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {platformTitleFor(role)}
      </div>
      <nav aria-label="主菜单">
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[location.pathname]}
          defaultOpenKeys={groupKeys()}
          items={buildMenuItems(role, counts)}
          onClick={({ key }) => {
            navigate(key);
            drawer?.onClose();
          }}
        />
      </nav>
    </>
  );
  if (drawer) {
    return (
      <Drawer
        rootClassName="cw-no-print"
        placement="left"
        open={drawer.open}
        onClose={drawer.onClose}
        closable={false}
        width={SIDER_WIDTH}
        title={null}
        styles={{ body: { padding: 0, background: '#001529' } }}
        aria-label="菜单"
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Layout.Sider
      className="cw-no-print"
      theme="dark"
      width={SIDER_WIDTH}
      style={{ position: 'fixed', left: 0, top: 0, bottom: 0, overflow: 'auto', zIndex: 10 }}
    >
      {content}
    </Layout.Sider>
  );
}
