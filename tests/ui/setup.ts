/**
 * jsdom setup for the ui tests (STACK.md gotchas): matchMedia polyfill, ResizeObserver stub, a
 * getComputedStyle wrapper that drops the pseudo-element argument jsdom does not implement, and a longer
 * wait for waitFor / findBy.
 */
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { keepStylesheetsLean } from './support/lean-stylesheets';

afterEach(() => cleanup());
// A role query over the whole cs form takes over a second in jsdom, and a field or tab a rule reveals
// renders in a React transition after the change (create-schema-form.ts): waitFor / findBy get 10 s.
configure({ asyncUtilTimeout: 10_000 });

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

keepStylesheetsLean();
