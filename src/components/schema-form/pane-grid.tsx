/**
 * The grid of one form pane (the 'PaneGrid' node engine/compile.ts emits): a CSS grid of up to
 * 3 columns whose column count follows the pane's width through a container query, so laying out a pane
 * costs no script. Formily's FormGrid measured every pane in script on each DOM change (about a tenth of
 * the time of opening the tabs in the bench; docs/decisions-form-speed.md).
 */
import type { ReactNode } from 'react';
import './pane-grid.css';

/** Children are FormItems (their `gridSpan` decorator prop becomes data-grid-span, read by the CSS). */
export function PaneGrid({ children }: { children?: ReactNode }) {
  return (
    <div className="cw-pane-grid">
      <div className="cw-pane-grid-layout">{children}</div>
    </div>
  );
}
