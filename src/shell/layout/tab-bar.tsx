/**
 * The multi-tab bar under the header (req shell-and-accounts §2): one tab per opened address; a tab's close button
 * or its right-click menu (关闭当前 / 关闭右侧 / 关闭左侧 / 关闭全部) closes tabs.
 */
import { Dropdown, Tabs, type MenuProps } from 'antd';
import type { CloseHow, Tab } from './tab-model';

const CLOSE_ITEMS: MenuProps['items'] = [
  { key: 'current', label: '关闭当前' },
  { key: 'right', label: '关闭右侧' },
  { key: 'left', label: '关闭左侧' },
  { key: 'all', label: '关闭全部' },
];

type Props = {
  tabs: Tab[];
  activeKey: string;
  onSelect: (key: string) => void;
  onClose: (how: CloseHow, key: string) => void;
};

export function TabBar({ tabs, activeKey, onSelect, onClose }: Props) {
  return (
    <Tabs
      className="cw-tab-bar"
      type="editable-card"
      size="small"
      hideAdd
      activeKey={activeKey}
      onChange={onSelect}
      onEdit={(key, action) => action === 'remove' && typeof key === 'string' && onClose('current', key)}
      tabBarStyle={{ margin: 0, padding: '6px 16px 0', background: '#fff' }}
      items={tabs.map((tab) => ({
        key: tab.key,
        closable: true,
        label: (
          <Dropdown
            trigger={['contextMenu']}
            menu={{ items: CLOSE_ITEMS, onClick: ({ key }) => onClose(key as CloseHow, tab.key) }}
          >
            <span data-testid="tab-label">{tab.title}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
