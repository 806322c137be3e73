/**
 * Accessible check boxes for antd's Table row selection (issue 29, WCAG 4.1.2 and 2.4.3; docs/decisions-a11y.md):
 * - each row's check box is named 选择此行 (antd leaves it without a name);
 * - the select-all check box of the header is left out of antd's hidden measuring row: a table that scrolls sideways
 *   renders its column titles a second time in an `aria-hidden` row of zero height, where that check box would be
 *   an invisible stop of the Tab key.
 * Spread into a Table's `rowSelection`.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { CheckboxProps } from 'antd';
import type { TableRowSelection } from 'antd/es/table/interface';

/** Renders `children` unless it sits inside an `aria-hidden` subtree (antd's measuring row). */
function OutsideHidden({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [hidden, setHidden] = useState(false);
  useLayoutEffect(() => {
    if (ref.current?.closest('[aria-hidden="true"]')) setHidden(true);
  }, []);
  return <span ref={ref}>{hidden ? null : children}</span>;
}

export const ACCESSIBLE_SELECTION: Pick<TableRowSelection<object>, 'columnTitle' | 'getCheckboxProps'> = {
  columnTitle: (checkbox: ReactNode) => <OutsideHidden>{checkbox}</OutsideHidden>,
  // antd's Checkbox hands attributes it does not know to its <input>; its type only lacks aria-label
  getCheckboxProps: () => ({ 'aria-label': '选择此行' }) as Partial<CheckboxProps>,
};
