/**
 * Keeps jsdom's style cascade cheap: drops, from every stylesheet in the document, the rules that declare
 * none of the properties that decide whether a user can see or reach an element (`display`, `visibility`,
 * `pointer-events`, and `all`, which resets them).
 *
 * Why: Testing Library's `*ByRole` queries (and accessible names) ask `getComputedStyle` of every candidate
 * element and its ancestors whether it is hidden; jsdom answers by matching the element against every rule
 * of every sheet, after any DOM change. antd's CSS-in-JS puts about 2,200 rules in the page, more than the
 * 1,024 parsed selectors jsdom's selector engine (@asamuzakjp/dom-selector 6) keeps, so every check
 * re-parses its selector: 40-90 ms per element, and a role query over a form took seconds. About 1 rule in 10
 * sets one of these properties.
 *
 * What it keeps: the computed `display`, `visibility` and `pointer-events` of every element are the same
 * with or without the dropped rules (jsdom cascades by rule order, and no dropped rule declares them), so
 * what the queries count as hidden (an inactive tab pane, a closed dropdown, a hidden form item) does not
 * change. What it drops: colours, sizes, fonts... which jsdom does not lay out and no test reads from the
 * cascade (inline `style` attributes are untouched). Pruning runs when a sheet is added or rewritten, from a
 * MutationObserver on <head> (where antd injects): a query running before it merely pays the full cost.
 */
import type { Transformer } from '@ant-design/cssinjs';

const KEPT = ['display', 'visibility', 'pointer-events', 'all'];
const KEPT_KEYS = new Set(['display', 'visibility', 'pointerEvents', 'all']);

type Grouping = { cssRules: CSSRuleList; deleteRule: (index: number) => void };

function prune(list: Grouping): void {
  for (let i = list.cssRules.length - 1; i >= 0; i--) {
    const rule = list.cssRules[i] as CSSRule &
      Partial<Grouping> & { style?: CSSStyleDeclaration; selectorText?: string };
    if (rule.selectorText !== undefined && rule.style) {
      if (!KEPT.some((p) => rule.style!.getPropertyValue(p) !== '')) list.deleteRule(i);
    } else if (rule.cssRules && rule.deleteRule) {
      prune(rule as Grouping);
    }
  }
}

function pruneStyleElement(node: Node): void {
  if (node.nodeName !== 'STYLE') return;
  const sheet = (node as HTMLStyleElement).sheet;
  if (sheet) prune(sheet);
}

/** Prunes the sheets now in the document and every <style> added to or rewritten in <head> later. */
export function keepStylesheetsLean(doc: Document = document): void {
  doc.head.querySelectorAll('style').forEach(pruneStyleElement);
  new MutationObserver((records) => {
    const seen = new Set<Node>();
    for (const r of records) {
      const target = r.type === 'characterData' ? r.target.parentNode : r.target;
      if (target?.nodeName === 'STYLE') seen.add(target);
      r.addedNodes.forEach((n) => seen.add(n));
    }
    seen.forEach(pruneStyleElement);
  }).observe(doc.head, { childList: true, subtree: true, characterData: true });
}

/** A CSS property value of antd's CSS-in-JS (not a nested selector): a primitive, a keyframes reference, or
 *  a `{ value, _skip_check_ | _multi_value_ }` compound. */
function isPropertyValue(key: string, value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return (key === 'animationName' && '_keyframe' in value) || '_skip_check_' in value || '_multi_value_' in value;
}

/**
 * The same pruning one step earlier, for the screens the ui helpers render (renderApp): an antd CSS-in-JS
 * transformer (`<StyleProvider transformers>`) that keeps, at every level of a style object, the nested
 * selectors and the four properties above. antd then neither serializes nor injects the rest, and jsdom
 * does not parse it (parsing the full sheets was about a tenth of a screen test's time).
 */
export const visibilityOnly: Transformer = {
  visit: (style) => {
    const kept: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(style)) {
      if (!isPropertyValue(key, value) || KEPT_KEYS.has(key)) kept[key] = value;
    }
    return kept as typeof style;
  },
};
