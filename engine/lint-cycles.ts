/**
 * Cycle detection for `lintSchema` (DESIGN "npm run schemas:check ... no rule cycles"). The graph has an
 * edge from every field a rule reads (its `on` field and `when` condition fields) to every field it writes
 * (clear / set / copy targets), from a `visibleWhen`'s condition fields to the field (or every field of the
 * tab and of its nested tabs) it hides, and from an ID number to the gender derived from it.
 */
import { conditionFields } from './conditions';
import { allTabs, ruleTargets } from './fields';
import type { FormSchema } from './types';

function edgesOf(schema: FormSchema): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  const add = (from: string, to: string): void => {
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from)!.add(to);
  };
  for (const rule of schema.rules) {
    const triggers = [...(rule.on ? [rule.on] : []), ...(rule.when ? conditionFields(rule.when) : [])];
    for (const t of triggers) for (const target of ruleTargets(rule)) add(t, target);
  }
  const tabTriggers = new Map<string, string[]>();
  for (const { tab, path } of allTabs(schema)) {
    const own = tab.visibleWhen ? conditionFields(tab.visibleWhen) : [];
    const inherited = path.length > 1 ? (tabTriggers.get(path[path.length - 2]) ?? []) : [];
    tabTriggers.set(tab.key, [...inherited, ...own]);
  }
  for (const { tab } of allTabs(schema)) {
    for (const f of tab.fields) {
      const triggers = tabTriggers.get(tab.key) ?? [];
      for (const t of [...triggers, ...(f.visibleWhen ? conditionFields(f.visibleWhen) : [])]) add(t, f.name);
      if (f.deriveFrom) add(f.deriveFrom, f.name);
    }
  }
  return edges;
}

/**
 * Every elementary cycle found by depth-first search, each once, as the field names along it with the first
 * repeated at the end: `['a', 'b', 'a']`. Empty for an acyclic schema.
 */
export function ruleCycles(schema: FormSchema): string[][] {
  const edges = edgesOf(schema);
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = stack.slice(stack.indexOf(next));
        const key = [...cycle].sort().join('|');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...cycle, next]);
        }
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return cycles;
}
