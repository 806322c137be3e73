/**
 * The shape of a dependent-field rule case of the distress (cs) form (tests/engine/cs-rule-cases.ts, req child-forms §5).
 *
 * A `when` case: with the values `before` (where the rule does not hold, so nothing is cleared), setting
 * `set[0]` to `set[1]` makes rule `rule` hold: the fields of `cleared` are emptied, those of `kept` stay.
 * Values are valid for the form so the server accepts them; have-ticks are booleans (the form's values).
 */
export type Values = Record<string, unknown>;
export interface WhenCase {
  rule: string;
  before: Values;
  set: [string, unknown];
  cleared: string[];
  kept?: string[];
  hidden?: string[];
}
