/**
 * The checks every form's rule tests share (req child-forms §5, req gta §6): one table row per rule, checked in
 * normalize() (the server) and in a Formily form with the compiled effects (the browser).
 */
import { expect } from 'vitest';
import type { Form } from '@formily/core';
import { normalize, visibleFields } from '../../engine';
import type { FormSchema } from '../../engine/types';
import { harness, input } from './form-harness';

/** A rule: the values before, the user's choice of `trigger`, and what is cleared, kept, hidden and shown after. */
export interface RuleCase {
  rule: string;
  before: Record<string, unknown>;
  trigger: string;
  choose: unknown;
  cleared: string[];
  kept: string[];
  hidden: string[];
  shown: string[];
}

/** normalize() of `before` with the choice: the cleared fields are gone, the kept ones unchanged, and visibility follows. */
export function expectServerApplies(
  schema: FormSchema,
  { before, trigger, choose, cleared, kept, hidden, shown }: RuleCase,
): void {
  const values = { ...before, [trigger]: choose };
  const out = normalize(schema, values);
  for (const name of cleared) expect(out).not.toHaveProperty(name);
  for (const name of kept) expect(out[name]).toEqual(before[name]);
  const visible = visibleFields(schema, values);
  for (const name of hidden) expect(visible.has(name)).toBe(false);
  for (const name of shown) expect(visible.has(name)).toBe(true);
}

/**
 * The user choosing in a form made by `harness(schema, before)`: the same outcome in form values and field
 * display; choosing the first value again shows the cleared fields empty (they do not come back).
 */
export async function expectBrowserApplies(
  h: ReturnType<typeof harness>,
  { before, trigger, choose, cleared, kept, hidden, shown }: RuleCase,
): Promise<void> {
  const { form, field } = h;
  await input(field(trigger), choose);
  for (const name of cleared) expect(form.values[name]).toBeUndefined();
  for (const name of kept) expect(form.values[name]).toEqual(before[name]);
  for (const name of hidden) expect(field(name).display).toBe('none');
  for (const name of shown) expect(field(name).display).toBe('visible');
  await input(field(trigger), before[trigger]);
  for (const name of cleared) expect(form.values[name]).toBeUndefined();
}

/**
 * req child-forms §5 "changing the town clears the village" for the address `prefix`: loading keeps the village, the
 * user's change of town clears it. Answers the form for further checks.
 */
export async function expectTownClearsVillage(schema: FormSchema, prefix: string): Promise<Form> {
  const { form, field } = harness(schema, { [`${prefix}_community`]: 1, [`${prefix}_rusticate`]: 101 });
  expect(form.values[`${prefix}_rusticate`]).toBe(101); // loading never clears
  await input(field(`${prefix}_community`), 2);
  expect(form.values[`${prefix}_rusticate`]).toBeUndefined();
  return form;
}
