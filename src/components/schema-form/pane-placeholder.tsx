/**
 * What an open pane shows while its real fields are being built (use-pane-building.ts): antd's Skeleton,
 * a light placeholder that copies no control. It holds nothing focusable; when keyboard focus sits on the
 * pane (its `tabpanel`, reached by Tab from the tab bar) as the real fields replace the placeholder, focus
 * moves to the pane's first control.
 */
import { useLayoutEffect, useRef } from 'react';
import { Skeleton } from 'antd';

const FOCUSABLE =
  'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The placeholder of pane `title`, sized by its number of fields (`fields`, three to a row). */
export function PanePlaceholder({ title, fields }: { title: string; fields: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const pane = ref.current?.closest<HTMLElement>('[role=tabpanel]');
    return () => {
      if (!pane || document.activeElement !== pane) return;
      // runs while React removes the placeholder; the real fields are in the DOM once this commit is done
      queueMicrotask(() => {
        // the first control that takes focus (a hidden file input, say, does not)
        for (const control of pane.querySelectorAll<HTMLElement>(FOCUSABLE)) {
          if (document.activeElement !== pane) return;
          control.focus();
        }
      });
    };
  }, []);
  const rows = Math.min(8, Math.max(3, Math.ceil(fields / 3)));
  return (
    <div
      ref={ref}
      className="cw-pane-placeholder"
      data-pane-placeholder=""
      aria-busy="true"
      aria-label={`${title} 加载中`}
    >
      <Skeleton active title={false} paragraph={{ rows, width: '100%' }} />
    </div>
  );
}
