/**
 * Rule shapes (engine/types.ts `Rule`) split by when they run: `when` rules hold continuously (browser
 * reactions and `normalize()`), `on` rules answer a user's change in the browser only.
 */
import type { Rule } from './types';

/** `when` + `clear` or `when` + `set`: applied while the condition holds. */
export type WhenRule = Extract<Rule, { on?: undefined }>;
/** `on` + `clear` or `on` + `when` + `copy`: applied when the user changes field `on`. */
export type OnRule = Exclude<Rule, WhenRule>;

/** True for a rule that holds continuously (has no `on`). */
export function isWhenRule(rule: Rule): rule is WhenRule {
  return rule.on === undefined;
}

/** True for a rule triggered by a user's change of field `on`. */
export function isOnRule(rule: Rule): rule is OnRule {
  return typeof rule.on === 'string';
}
