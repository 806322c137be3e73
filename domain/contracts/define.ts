/**
 * One contract per call (DESIGN "A call is declared once"; issue 13 §1). A contract names the method, the
 * path under /api, the permission, and the zod schemas of the query, the body and the success response.
 * Both sides import it: the server registers its route from it (server/http/contract-route.ts: url, method,
 * schema, config.permission) and answers through its response schema, so no field the contract does not
 * name ever leaves the server (z.object strips unknown keys); the SPA calls it with `call(contract, input)`
 * (src/api/client.ts), typed by the same schemas. The OpenAPI document at /api/openapi.json is generated
 * from them.
 *
 * Error answers are `errorBody` for every 4xx and 5xx: `{ code, message, fieldErrors? }`, `message` in Chinese.
 * Importing this module switches zod's default messages to Chinese (`z.locales.zhCN`), on both sides.
 */
import { z } from 'zod';
import type { CallPermission } from '../permissions';
import { dateTimeAnswer } from './dates';

/** zod's type names in words a user reads (zod's own zh-CN locale leaves most of them in English). */
const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '是或否',
  array: '列表',
  object: '对象',
  record: '对象',
  date: '日期',
  null: '空值',
  undefined: '空',
  nan: '数字',
};
const typeName = (type: unknown) => TYPE_NAMES[String(type)] ?? '正确的值';

/**
 * Every message zod gives, in Chinese with no English type names (issue 14: "every message a client sees is
 * Chinese"): a per-parse error map (`schema.safeParse(input, { error: zhMessages })`) that the server's
 * validator (server/http/validator.ts) and the SPA's `call()` check pass, so their messages are Chinese even
 * where the global `z.config` below belongs to another zod module instance than the parsing one.
 */
export const zhMessages = (issue: z.core.$ZodRawIssue): string => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? '不能为空' : `应为${typeName(issue.expected)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `应为 ${String(issue.values[0])}`
        : `应为以下之一：${issue.values.map(String).join('、')}`;
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return `不能超过${max}个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `最多${max}项`;
      return issue.inclusive ? `不能大于${max}` : `应小于${max}`;
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') return min === '1' ? '不能为空' : `至少${min}个字符`;
      if (issue.origin === 'array' || issue.origin === 'set') return `至少${min}项`;
      return issue.inclusive ? `不能小于${min}` : `应大于${min}`;
    }
    case 'not_multiple_of':
      return `应为 ${String(issue.divisor)} 的倍数`;
    case 'unrecognized_keys':
      return `不允许的字段：${issue.keys.join('、')}`;
    case 'invalid_format':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    default:
      return '格式不正确';
  }
};

z.config({ localeError: zhMessages });

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Contract<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> = {
  method: Method;
  /** The full path, `/api/...` (seed paths, DESIGN "The server"). */
  path: `/api/${string}`;
  permission: CallPermission;
  /** One line for the API reference. */
  summary: string;
  /**
   * Why no screen calls it (a call kept for integrations, migrations or the old console's clients), in Chinese for
   * the API reference. Every call is either called by a screen of src/ or says here why not
   * (tests/domain/reachable-calls.test.ts): a call a user cannot reach is a decision, not an accident.
   */
  apiOnly?: string;
  /** The reference's group: the API domain (auth, user, department, child, apply, file). */
  tag: string;
  query?: Q;
  body?: B;
  /** The 200 answer. */
  response: R;
  /** `multipart/form-data` instead of a JSON body (the body is not described by a schema). */
  multipart?: boolean;
  /** The 200 answer is a file (e.g. an .xlsx export), not JSON: `response` only documents it. */
  binary?: boolean;
};

/** Declares a call; returns it as given (typed), so the schemas keep their exact types on both sides. */
export function defineCall<const C extends Contract<z.ZodType | undefined, z.ZodType | undefined, z.ZodType>>(
  contract: C,
): C {
  return contract;
}

/** A field-level error: `field` is a form field name (or a dotted path into the body), `tab` the form tab holding it. */
export const fieldError = z.object({ field: z.string(), message: z.string(), tab: z.string().optional() });
export type FieldError = z.infer<typeof fieldError>;

/** Every error answer: `{ code, message, fieldErrors? }`; `code` is ours (never a framework's `FST_…`), `message` Chinese. */
export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  fieldErrors: z.array(fieldError).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The largest id or version the database stores (PostgreSQL `integer`, 2³¹−1; issue 14 "Bad input"). */
export const DB_INT_MAX = 2_147_483_647;
const ID_MESSAGE = `须为 1 至 ${DB_INT_MAX} 之间的整数`;
/** `n` bounded as a record id (an integer in 1 … 2³¹−1, else 须为 1 至 … 之间的整数); `n` may carry its own missing-value message. */
export const intIn = (n: z.ZodNumber) => n.int(ID_MESSAGE).min(1, ID_MESSAGE).max(DB_INT_MAX, ID_MESSAGE);

/** A record id or reference in a body (a JSON number): an integer in 1 … 2³¹−1, else 400 须为 1 至 … 之间的整数. */
export const idField = intIn(z.number(ID_MESSAGE));
/**
 * `schema` with `message` for a missing value (a form's words: 请选择督查模板, 请输入金额), every other issue as before
 * and the same JSON Schema (its metadata kept): a field a dialog asks for, whose rules (src/components/contract-form/rules.ts) take this
 * message as their `required` one.
 */
export function asking<T extends z.ZodType>(schema: T, message: string): T {
  const def = (schema as unknown as { _zod: { def: { error?: (issue: z.core.$ZodRawIssue) => unknown } } })._zod.def;
  const error = (issue: z.core.$ZodRawIssue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? message : def.error?.(issue);
  const copy = (schema as unknown as { clone: (d: object) => T }).clone({ ...def, error });
  const meta = schema.meta();
  return meta ? (copy.meta(meta) as T) : copy;
}
/** A record's version in a body (optimistic locking): an integer in 1 … 2³¹−1. */
export const versionField = idField;
/** An id a form picks from a list (a Select): as idField, with `message` when none was picked (what the form shows). */
export const pickedIdField = (message: string) =>
  intIn(z.number({ error: (issue) => (issue.input === undefined ? message : ID_MESSAGE) }));
/** A positive integer id in a query string (it arrives as text): 1 … 2³¹−1, else 400 with a Chinese message. */
export const idParam = intIn(z.coerce.number<number>(ID_MESSAGE));
/** A 1-based page number of a query (default 1). */
export const pageParam = z.coerce.number<number>().int().min(1).max(1_000_000).default(1);
/** A page size of a query, at most 100. */
export const sizeParam = (fallback: number) => z.coerce.number<number>().int().min(1).max(100).default(fallback);

/** A yes/no of a query string: `true`/`false` (also 1/0). */
export const boolParam = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Marks a list parameter for the reference (server/http/api-docs.ts): zod describes it as "an array or a string",
 * the reference shows the array it is validated as (`type: array`, its items' enum or bounds, `minItems`), which
 * is what a generated client sends (`?states=申请&states=初过`); a comma list or a JSON array in one value is
 * accepted too, as the description says (issue 26 "Describe each parameter as it is validated").
 */
export const LIST_PARAM_MARK = 'x-list-param';

/** A list of ids in a query, at least `min` of them (see idListParam). */
function idListOf(min: number) {
  const ids = z.array(idParam).min(min).max(100);
  return z
    .union([
      ids,
      z
        .string()
        .max(1200)
        .transform((v, ctx) => {
          try {
            const parsed: unknown = v.trim().startsWith('[')
              ? JSON.parse(v)
              : v
                  .split(',')
                  .map((x) => x.trim())
                  .filter(Boolean);
            if (Array.isArray(parsed)) return parsed;
          } catch {
            /* the issue below */
          }
          ctx.addIssue({ code: 'custom', message: '列表参数格式不正确' });
          return z.NEVER;
        })
        .pipe(ids),
    ])
    .describe('id 列表：重复参数（ids=1&ids=2）、JSON 数组（[1,2]）或逗号分隔（1,2）')
    .meta({ [LIST_PARAM_MARK]: true });
}

/** A list of ids in a query: a JSON array (`[1,2]`) or a comma list (`1,2`), at most 100 ids, each 1 … 2³¹−1. */
export const idListParam = idListOf(0);
/** An id list a call cannot do without (`?ids=` of a "these records" call): at least one id, else 400 至少1项. */
export const requiredIdListParam = idListOf(1);

/**
 * A list parameter of a query: the SPA passes an array, which travels JSON-encoded (`["申请"]`) as the old
 * console sent it; a comma list (`申请,初过`) is accepted too. The server reads an array of `item`, at least
 * `minItems` (1 for a list the call cannot do without).
 */
export function listParam<T extends z.ZodType<string, string>>(item: T, minItems = 0) {
  const fromText = z
    .string()
    .max(500)
    .transform((v, ctx) => {
      try {
        const parsed: unknown = v.trim().startsWith('[') ? JSON.parse(v) : v.split(',');
        if (Array.isArray(parsed) && parsed.every((x) => typeof x === 'string'))
          return parsed.map((x: string) => x.trim()).filter(Boolean);
      } catch {
        /* not JSON: the issue below */
      }
      ctx.addIssue({ code: 'custom', message: '列表参数格式不正确' });
      return z.NEVER;
    })
    .pipe(z.array(item).min(minItems).max(50));
  return z
    .union([z.array(item).min(minItems).max(50), fromText])
    .describe('列表：重复参数（states=申请&states=初过）、JSON 数组（如 ["申请"]）或逗号分隔')
    .meta({ [LIST_PARAM_MARK]: true });
}

/** An ISO 8601 timestamp as the API sends it (`2026-11-23T08:00:00.000Z`); presenters turn drizzle's `Date`s into these. `format: date-time` in the reference. */
export const timestamp = dateTimeAnswer;

/**
 * A JSON object whose keys the contract does not fix (a form's values, `important`, a helper slot). Keys are
 * at most 100 characters; NUL bytes, lone surrogates and nesting deeper than the request layer allows are
 * refused before any schema runs (server/http/validator.ts), for this and every other string.
 */
export const looseObject = z.record(z.string().max(100), z.unknown());

/** The input a call takes: its query and/or body, as the caller writes them. */
export type CallInput<C extends Contract> = (C['query'] extends z.ZodType
  ? { query: z.input<C['query']> }
  : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: z.input<C['body']> } : { body?: undefined });

/** The success answer of a call. */
export type CallOutput<C extends Contract> = z.output<C['response']>;
