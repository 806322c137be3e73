/**
 * A form field's antd rules derived from its contract (issue 27 "One way to ask": a bound changes in the contract
 * only). `rulesFor(schema)` reads a zod field schema by parsing, never by restating it:
 * - required: the field does not accept `undefined`; its message is the one the contract gives an empty value
 *   (`min(1, '请输入会议主题')` for '', `.min(1, '请输入参会人员')` for []), else its message for a missing value;
 * - every other bound (length, range, pattern, format, enum): a validator that parses the value (converted with
 *   `from` when the form holds another shape, e.g. a Dayjs or a 、-joined list) and rejects with the contract's
 *   first message, in Chinese (domain/contracts/define.ts `zhMessages`).
 * `bodyField(contract, name)` finds a field's schema in a contract's body (or query) object; `maxLengthOf`
 * gives a text field's `max` for the input's counter.
 */
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { zhMessages, type Contract } from '../../../domain/contracts/define';

type Def = {
  type?: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  checks?: { _zod: { def: { check?: string; maximum?: number } } }[];
};
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object shape of a schema, looking through pipes (transforms), optionals, defaults and refinements. */
function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  let s = schema;
  for (let i = 0; s && i < 10; i++) {
    const def = defOf(s);
    if (def.shape) return def.shape;
    s = def.in ?? def.innerType;
  }
  return undefined;
}

/** The schema of field `name` (a top-level key) of the contract's body, else of its query. Throws when absent. */
export function bodyField(contract: Contract, name: string): z.ZodType {
  const field = shapeOf(contract.body)?.[name] ?? shapeOf(contract.query)?.[name];
  if (!field) throw new Error(`${contract.path} has no field ${name}`);
  return field;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const r = schema.safeParse(value, { error: zhMessages });
  return r.success ? null : (r.error.issues[0]?.message ?? '格式不正确');
}

/**
 * The message the contract gives an empty field, or null when the field may be left empty; `text` when the
 * empty value it refuses is '' (a text field, where blanks alone count as empty).
 */
export function requiredOf(schema: z.ZodType): { message: string; text: boolean } | null {
  const missing = firstIssue(schema, undefined);
  if (missing === null) return null;
  for (const empty of ['', []]) {
    const r = schema.safeParse(empty, { error: zhMessages });
    if (!r.success && r.error.issues[0]?.code === 'too_small')
      return { message: r.error.issues[0].message, text: empty === '' };
  }
  return { message: missing, text: false };
}

export type RuleOptions = {
  /** Converts the form's value to the body's (a Dayjs to its text, a 、-joined line to an array). */
  from?: (value: never) => unknown;
  /** Overrides whether the field is required on this form (a field the contract leaves optional but the screen asks for). */
  required?: boolean;
};

/** The antd rules of a field whose body schema is `schema` (see the module comment). */
export function rulesFor(schema: z.ZodType, options: RuleOptions = {}): Rule[] {
  const empty = requiredOf(schema);
  const required = options.required ?? empty !== null;
  const convert = (options.from ?? ((v: unknown) => v)) as (v: unknown) => unknown;
  const rules: Rule[] = [];
  // (only a text field's rule names `whitespace`: any key beside `required` makes antd's validator check the type)
  if (required)
    rules.push(
      empty?.text
        ? { required: true, whitespace: true, message: empty.message }
        : { required: true, message: empty?.message ?? '请填写此项' },
    );
  rules.push({
    validator: async (_rule, value: unknown) => {
      if (isEmpty(value)) return;
      const problem = firstIssue(schema, convert(value));
      if (problem) throw new Error(problem);
    },
  });
  return rules;
}

/** The largest length a text field accepts (its `max`), for an input's `maxLength` / counter; undefined if none. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  let s: z.ZodType | undefined = schema;
  for (let i = 0; s && i < 10; i++) {
    const def = defOf(s);
    const max = def.checks?.map((c) => c._zod.def).find((d) => d.check === 'max_length')?.maximum;
    if (max !== undefined) return max;
    s = def.in ?? def.innerType;
  }
  return undefined;
}
