/**
 * What the phone walk (phone-walk.test.ts; issue 29 "Volunteers on a phone") checks on each page, measured in the
 * page as the volunteer's phone draws it:
 * - `sideways(page)`: how far the page scrolls sideways (document.scrollingElement's scrollWidth − clientWidth);
 * - `smallTargets(page)`: each visible interactive element (a, button, input, select, textarea, [role=button],
 *   [role=tab], [role=link], [role=checkbox], [role=switch], .ant-checkbox-input; not inside aria-hidden) whose tap
 *   target is under 24 × 24 px (WCAG 2.2 2.5.8 Target Size (Minimum)), as "text WxH" lines. The tap target is the
 *   element, except where antd puts the handler of a tap on a wrapper around a smaller focusable element: a pager's
 *   item (the li takes the tap; the a inside is its text), a tab (.ant-tabs-tab takes the tap; role=tab is its
 *   label), an input with prefix or suffix (the affix wrapper focuses it), a select's or a date picker's box, a
 *   check box's or radio's label, a number input. No inline link is exempted (WCAG allows a link in a sentence to
 *   be smaller; the volunteer's pages have none that needed it);
 * - `linesOf(locator)`: how many characters of an element's text sit on each line it is drawn in (a title that
 *   leaves one character on a line, a name drawn one character a line).
 */
import type { Locator, Page } from 'playwright-core';

const INTERACTIVE =
  'a[href], button, input, select, textarea, [role=button], [role=tab], [role=link], [role=checkbox], [role=switch], .ant-checkbox-input';
/** The wrappers that take the tap for the smaller focusable element inside them (see above). */
const TAP_WRAPPERS =
  '.ant-pagination-item, .ant-pagination-prev, .ant-pagination-next, .ant-tabs-tab, .ant-input-affix-wrapper, .ant-select, .ant-picker, .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-input-number';

export async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => {
    const s = document.scrollingElement!;
    return s.scrollWidth - s.clientWidth;
  });
}

export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ interactive, wrappers }) => {
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(interactive))) {
        if (el.closest('[aria-hidden=true]')) continue;
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        if (style.visibility === 'hidden' || rect.width === 0 || rect.height === 0) continue;
        if (style.opacity === '0' && !el.closest(wrappers)) continue;
        const target = (el.closest(wrappers) as HTMLElement | null) ?? el;
        const box = target.getBoundingClientRect();
        if (box.width < 24 - 0.5 || box.height < 24 - 0.5) {
          const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || '').trim();
          out.push(
            `${el.tagName.toLowerCase()} "${name.slice(0, 16)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
        }
      }
      return out;
    },
    { interactive: INTERACTIVE, wrappers: TAP_WRAPPERS },
  );
}

/** The number of characters on each drawn line of the element's text (lines from top to bottom). */
export async function linesOf(locator: Locator): Promise<number[]> {
  return locator.evaluate((el) => {
    const tops: number[] = [];
    const counts: number[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        if (!text[i].trim()) continue;
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.height === 0) continue;
        let line = tops.findIndex((t) => Math.abs(t - rect.top) < rect.height / 2);
        if (line < 0) {
          tops.push(rect.top);
          counts.push(0);
          line = tops.length - 1;
        }
        counts[line]++;
      }
    }
    return tops
      .map((t, i) => [t, counts[i]] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, c]) => c);
  });
}
