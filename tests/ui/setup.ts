/**
 * jsdom setup for the ui tests (STACK.md gotchas): matchMedia polyfill, ResizeObserver stub, a
 * getComputedStyle wrapper that drops the pseudo-element argument jsdom does not implement, a longer
 * wait for waitFor / findBy, and stylesheets pruned to the rules that decide visibility
 * (support/lean-stylesheets.ts).
 */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { keepStylesheetsLean } from './support/lean-stylesheets';

afterEach(() => cleanup());
// The one wait of waitFor / findBy for every ui test (no per-call timeouts): a lazily loaded page's first
// visit, or a field or tab a rule reveals (rendered in a React transition, create-schema-form.ts), can take
// seconds on a loaded 2-core machine. A passing query returns as soon as it matches; only a failing one
// waits this long.
configure({ asyncUtilTimeout: 15_000 });

// width queries answer for window.innerWidth (jsdom's 1024 px: a desktop, so antd's breakpoints up to lg hold)
const widthMatches = (query: string): boolean => {
  const min = /min-width:\s*(\d+)px/.exec(query),
    max = /max-width:\s*(\d+)px/.exec(query);
  if (!min && !max) return false;
  return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
};
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: widthMatches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver ??= ResizeObserverStub;
const original = window.getComputedStyle.bind(window);
window.getComputedStyle = ((elt: Element) => original(elt)) as typeof window.getComputedStyle;

keepStylesheetsLean();
