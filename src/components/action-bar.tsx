/**
 * The bar of a review screen's moves (issue 29 "Review buttons stay in reach"): 通过 / 打回 and the other moves of a
 * record, with the reason box when the moves need one. It sticks to the bottom of the window while the record above it
 * scrolls past (a child's form is 1,400 px and more), and rests in its place at the end of the record. One component
 * for the apply review, the risk review and the task review (src/features/applies/review/review-actions.tsx,
 * src/features/risk/risk-review.tsx, src/features/tasks/task-screen.tsx).
 *
 * It must be a direct child of the page's tall content (not inside a Space item or a card of its own height), or it
 * has no room to stick. A `region` landmark named by `label` (审核操作), left out of print.
 */
import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

type Props = {
  /** The landmark's name, read by screen readers (审核操作). */
  label: string;
  children: ReactNode;
  style?: CSSProperties;
};

export function ActionBar({ label, children, style }: Props) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={label}
      className="cw-action-bar cw-no-print"
      data-testid="action-bar"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 8,
        marginTop: 16,
        // room below for a text box's character count
        padding: '12px 24px 24px',
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        flexWrap: 'wrap',
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
        ...style,
      }}
    >
      {children}
    </section>
  );
}
