/**
 * Testing Library's `render` with antd writing only the style rules that decide what is hidden
 * (`visibilityOnly`, lean-stylesheets.ts) and without hashed class prefixes (shorter selectors for jsdom to
 * match). What a test sees and queries is the same; role queries over a big form get several times cheaper.
 * `LeanStyles` is the wrapper, so `rerender` keeps it.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import { visibilityOnly } from './lean-stylesheets';

export function LeanStyles({ children }: { children?: ReactNode }) {
  return (
    <StyleProvider transformers={[visibilityOnly]}>
      <ConfigProvider theme={{ hashed: false }}>{children}</ConfigProvider>
    </StyleProvider>
  );
}

/** `render(ui)` inside `LeanStyles`. */
export function renderLean(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  return render(ui, { ...options, wrapper: LeanStyles });
}
