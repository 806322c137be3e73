/**
 * Checks of the option lists themselves (`npm run schemas:check`, DESIGN "The form engine"): the lists are
 * looked up by id, so two lists with one id would silently leave only the last; a list must say what it is,
 * offer something, and offer each stored word once with a label.
 */
import type { OptionList } from './types';

/**
 * Problems of `lists` (every list, before they are keyed by id), one line each, e.g.
 * `option list "yes_no": defined twice (ids must be unique)`; [] when clean. Pure.
 */
export function lintOptionLists(lists: readonly OptionList[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const list of lists) {
    const name = `option list "${list.id}"`;
    if (!list.id) problems.push(`an option list (${list.label || 'no label'}) has no id`);
    if (ids.has(list.id)) problems.push(`${name}: defined twice (ids must be unique)`);
    ids.add(list.id);
    if (!list.label?.trim()) problems.push(`${name}: has no label`);
    if (!list.options.length) problems.push(`${name}: has no options`);
    const values = new Set<string>();
    for (const option of list.options) {
      if (!String(option.value ?? '').trim())
        problems.push(`${name}: an option (${option.label || 'no label'}) has no value`);
      else if (values.has(option.value)) problems.push(`${name}: value "${option.value}" appears twice`);
      values.add(option.value);
      if (!option.label?.trim()) problems.push(`${name}: value "${option.value}" has no label`);
    }
  }
  return problems;
}
