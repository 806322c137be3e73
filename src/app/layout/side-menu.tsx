/**
 * The fixed dark side menu (seed 000 §2.1): the role's platform title on top, then the permitted entries.
 */
import { Layout, Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { platformTitleFor, type Role } from '../../../domain/roles';
import { useBadgeCounts } from '../badges';
import { buildMenuItems, groupKeys } from './menu-items';

export const SIDER_WIDTH = 220;

export function SideMenu({ role }: { role: Role | undefined }) {
  const location = useLocation();
  const navigate = useNavigate();
  const counts = useBadgeCounts(role);
  return (
    <Layout.Sider
      theme="dark"
      width={SIDER_WIDTH}
      style={{ position: 'fixed', left: 0, top: 0, bottom: 0, overflow: 'auto', zIndex: 10 }}
    >
      <div
        data-testid="platform-title"
        style={{ color: '#fff', fontSize: 15, fontWeight: 600, lineHeight: 1.4, padding: '20px 8px', textAlign: 'center', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {platformTitleFor(role)}
      </div>
      <Menu
        theme="dark"
        mode="inline"
        selectedKeys={[location.pathname]}
        defaultOpenKeys={groupKeys()}
        items={buildMenuItems(role, counts)}
        onClick={({ key }) => navigate(key)}
      />
    </Layout.Sider>
  );
}
