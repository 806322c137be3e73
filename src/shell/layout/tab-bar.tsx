/**
 * The multi-tab bar under the header (req shell-and-accounts §2): one tab per opened address; a tab's close button
 * or its right-click menu (关闭当前 / 关闭右侧 / 关闭左侧 / 关闭全部) closes tabs.
 * It is the navigation among the opened pages (issue 29, WCAG 4.1.2; docs/decisions-a11y.md): a `nav` 已打开的页面
 * whose tabs are links (the current page `aria-current="page"`) each with its own 关闭 button, scrolled sideways when
 * they do not fit. antd's Tabs were a tablist without panels whose overflow button broke its roles.
 */
import { useEffect, useRef, type MouseEvent } from 'react';
import { Button, Dropdown, theme, type MenuProps } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import type { CloseHow, Tab } from './tab-model';

const CLOSE_ITEMS: MenuProps['items'] = [
  { key: 'current', label: '关闭当前' },
  { key: 'right', label: '关闭右侧' },
  { key: 'left', label: '关闭左侧' },
  { key: 'all', label: '关闭全部' },
];

/** The bar's height (px): 6 above the 32 px tabs (PAGE_HEADER_HEIGHT counts it). */
const BAR_HEIGHT = 38;

type Props = {
  tabs: Tab[];
  activeKey: string;
  onSelect: (key: string) => void;
  onClose: (how: CloseHow, key: string) => void;
};

export function TabBar({ tabs, activeKey, onSelect, onClose }: Props) {
  const { token } = theme.useToken();
  const bar = useRef<HTMLElement>(null);
  // the current page's tab stays in sight when the tabs do not fit
  useEffect(() => {
    const current = bar.current?.querySelector('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeKey, tabs.length]);
  return (
    <nav
      ref={bar}
      aria-label="已打开的页面"
      className="cw-tab-bar"
      style={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: 2,
        height: BAR_HEIGHT,
        padding: '6px 16px 0',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        boxSizing: 'border-box',
        overflowX: 'auto',
        overflowY: 'hidden',
        whiteSpace: 'nowrap',
      }}
    >
      {tabs.map((tab) => {
        const active = tab.key === activeKey;
        const go = (e: MouseEvent) => {
          // a plain click switches in place; a middle or modified click opens the address as the browser does
          if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
          e.preventDefault();
          onSelect(tab.key);
        };
        return (
          <Dropdown
            key={tab.key}
            trigger={['contextMenu']}
            menu={{ items: CLOSE_ITEMS, onClick: ({ key }) => onClose(key as CloseHow, tab.key) }}
          >
            <div
              style={{
                display: 'inline-flex',
                alignItems: 'center',
                flex: 'none',
                height: 32,
                boxSizing: 'border-box',
                padding: '0 4px 0 12px',
                gap: 4,
                border: `1px solid ${token.colorBorderSecondary}`,
                borderBottom: 'none',
                borderRadius: `${token.borderRadius}px ${token.borderRadius}px 0 0`,
                background: active ? token.colorBgContainer : token.colorFillAlter,
              }}
            >
              <a
                href={tab.key}
                aria-current={active ? 'page' : undefined}
                data-testid="tab-label"
                onClick={go}
                style={{ color: active ? token.colorPrimary : token.colorText, fontSize: token.fontSizeSM + 1 }}
              >
                {tab.title}
              </a>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined style={{ fontSize: 10 }} />}
                aria-label={`关闭 ${tab.title}`}
                onClick={() => onClose('current', tab.key)}
              />
            </div>
          </Dropdown>
        );
      })}
    </nav>
  );
}
