/**
 * jsdom setup for the ui tests (STACK.md gotchas): matchMedia polyfill, ResizeObserver stub, and a
 * getComputedStyle wrapper that drops the pseudo-element argument jsdom does not implement.
 */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());

if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  }) as MediaQueryList;
}
class ResizeObserverStub { observe() {} unobserve() {} disconnect() {} }
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver ??= ResizeObserverStub;
const original = window.getComputedStyle.bind(window);
window.getComputedStyle = ((elt: Element) => original(elt)) as typeof window.getComputedStyle;
