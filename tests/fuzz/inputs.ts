/**
 * Request inputs for the fuzz suite (issue 14 "The fuzz suite"), generated from a contract's zod schemas
 * through their JSON Schema (`z.toJSONSchema(schema, { io: 'input' })`):
 * - `arbitraryOf(jsonSchema)`: values the schema describes (objects, strings within their lengths, enums,
 *   integers within their bounds — often small, so that ids meet demo records —, arrays, unions, records);
 * - `ODD_VALUES`: what a careless client or an attacker sends (ids past 2³¹−1, NUL bytes, lone surrogates,
 *   LIKE wildcards, long strings, `__proto__` keys, paths, `javascript:` URLs, wrong types);
 * - `IMPOSSIBLE`: well-formed but impossible days, instants and times (2026-02-30, 2026-13-01, 9999-99-99, 24:61),
 *   sent wherever the JSON Schema says `format: date`, `date-time` or `time` (issue 26 "Real dates");
 * - `inputOf(jsonSchema)`: a valid value, or one of its mutants: a field (at the top or one level down)
 *   replaced by an odd value or removed, a date field given an impossible value, an extra key, or the whole
 *   input odd.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
};

/** Well-formed but impossible values of each date format: the shape is right, the calendar or the clock says no. */
export const IMPOSSIBLE: Record<'date' | 'date-time' | 'time', string[]> = {
  date: ['2026-02-30', '2026-13-01', '2025-02-29', '9999-99-99', '2026-00-10', '2026-04-31', '0000-01-01'],
  'date-time': [
    '2026-02-30T08:00:00+08:00',
    '2026-13-01T00:00:00Z',
    '2026-11-23T24:61:00+08:00',
    '2026-11-23T23:59:60Z',
    '9999-99-99T00:00:00Z',
    '0000-01-01T00:00:00Z',
  ],
  time: ['24:61', '24:00', '23:60', '99:99'],
};
const isDateFormat = (format: string | undefined): format is keyof typeof IMPOSSIBLE =>
  !!format && Object.hasOwn(IMPOSSIBLE, format);

const days = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2100-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const pad = (n: number) => String(n).padStart(2, '0');

/** Real values of each date format (China offset or Z for instants), and now and then an impossible one. */
function dateOf(format: keyof typeof IMPOSSIBLE): fc.Arbitrary<string> {
  const real: fc.Arbitrary<string> =
    format === 'date'
      ? days.map((d) => d.toISOString().slice(0, 10))
      : format === 'date-time'
        ? fc
            .tuple(days, fc.boolean())
            .map(([d, utc]) =>
              utc ? d.toISOString() : `${new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`,
            )
        : fc
            .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
            .map(([hh, mm]) => `${pad(hh)}:${pad(mm)}`);
  return fc.oneof({ arbitrary: real, weight: 4 }, { arbitrary: fc.constantFrom(...IMPOSSIBLE[format]), weight: 1 });
}

const INT_MAX = 2147483647;

/** Odd values, each a known way to reach a 500 or a leak in some server. */
export const ODD_VALUES: unknown[] = [
  2147483648,
  2 ** 53 + 2,
  -1,
  0,
  1.5,
  -2147483649,
  1e308,
  'a\u0000b',
  '\u0000',
  'a\ud800b',
  '\udfff',
  '%',
  '_',
  '%_%',
  '\\',
  "'; drop table children; --",
  'x'.repeat(5000),
  '',
  ' ',
  '../../etc/passwd',
  'javascript:alert(1)',
  'https://evil.example/x.jpg',
  '2147483648',
  'NaN',
  'Infinity',
  '1e400',
  ...IMPOSSIBLE.date.slice(0, 2),
  IMPOSSIBLE.time[0],
  '[',
  '["申请"',
  '{"a":1}',
  null,
  true,
  [],
  [null],
  {},
  { __proto__: { polluted: 1 } },
  JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'),
];

const small = (min: number, max: number) => fc.integer({ min, max: Math.min(max, min + 60) });

/** An arbitrary of the values `schema` describes (bounded sizes: the point is variety, not volume). */
export function arbitraryOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => arbitraryOf(s, depth)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = schema.minimum ?? -1000,
        max = schema.maximum ?? INT_MAX;
      return fc.oneof(small(min, max), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'string':
      if (isDateFormat(schema.format)) return dateOf(schema.format);
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 30, 30),
        unit: 'grapheme',
      });
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return objectOf(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const named = fc.record(Object.fromEntries(Object.entries(props).map(([k, s]) => [k, arbitraryOf(s, depth + 1)])), {
    requiredKeys: schema.required ?? [],
  });
  const extra = schema.additionalProperties;
  if (!extra || typeof extra !== 'object' || depth > 4) return named;
  const free = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), arbitraryOf(extra, depth + 1), { maxKeys: 3 });
  return fc.tuple(named, free).map(([a, b]) => ({ ...b, ...(a as object) }));
}

/** The key paths a mutant may break: every top-level key, and the keys of nested objects one level down. */
function keyPaths(schema: JsonSchema): string[][] {
  const out: string[][] = [];
  for (const [key, inner] of Object.entries(schema.properties ?? {})) {
    out.push([key]);
    for (const sub of Object.keys(inner.properties ?? {})) out.push([key, sub]);
  }
  return out;
}

export function setPath(value: unknown, path: string[], replacement: unknown, remove: boolean): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const [head, ...rest] = path;
  if (rest.length) copy[head] = setPath(copy[head], rest, replacement, remove);
  else if (remove) delete copy[head];
  else copy[head] = replacement;
  return copy;
}

/** The key paths (as keyPaths) of the fields holding a date, instant or time, with their format. */
export function datePaths(schema: JsonSchema): { path: string[]; format: keyof typeof IMPOSSIBLE }[] {
  const out: { path: string[]; format: keyof typeof IMPOSSIBLE }[] = [];
  const formatOf = (s: JsonSchema): string | undefined =>
    s.format ?? (s.anyOf ?? s.oneOf)?.find((b) => isDateFormat(b.format))?.format;
  for (const [key, inner] of Object.entries(schema.properties ?? {})) {
    const format = formatOf(inner);
    if (isDateFormat(format)) out.push({ path: [key], format });
    for (const [sub, innerSub] of Object.entries(inner.properties ?? {})) {
      const subFormat = formatOf(innerSub);
      if (isDateFormat(subFormat)) out.push({ path: [key, sub], format: subFormat });
    }
  }
  return out;
}

export type Mutation = 'valid' | 'odd field' | 'missing field' | 'extra key' | 'odd whole' | 'impossible date';

/** A valid input of `schema` or one of its mutants, with what was done to it. */
export function inputOf(schema: JsonSchema): fc.Arbitrary<{ value: unknown; mutation: Mutation }> {
  const valid = arbitraryOf(schema);
  const paths = keyPaths(schema);
  const odd = fc.constantFrom(...ODD_VALUES);
  const choices: fc.Arbitrary<{ value: unknown; mutation: Mutation }>[] = [
    valid.map((value) => ({ value, mutation: 'valid' as const })),
    odd.map((value) => ({ value, mutation: 'odd whole' as const })),
    fc
      .tuple(valid, fc.constantFrom(...(ODD_VALUES.filter((v) => typeof v === 'string') as string[])), odd)
      .map(([value, key, o]) => ({
        value: value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [key || 'x']: o } : value,
        mutation: 'extra key' as const,
      })),
  ];
  if (paths.length) {
    choices.push(
      fc
        .tuple(valid, fc.constantFrom(...paths), odd)
        .map(([value, path, o]) => ({ value: setPath(value, path, o, false), mutation: 'odd field' as const })),
    );
    choices.push(
      fc
        .tuple(valid, fc.constantFrom(...paths))
        .map(([value, path]) => ({ value: setPath(value, path, undefined, true), mutation: 'missing field' as const })),
    );
  }
  const dated = datePaths(schema);
  if (dated.length) {
    const impossible = fc
      .constantFrom(...dated)
      .chain(({ path, format }) => fc.tuple(fc.constant(path), fc.constantFrom(...IMPOSSIBLE[format])));
    choices.push(
      fc.tuple(valid, impossible).map(([value, [path, text]]) => ({
        value: setPath(value, path, text, false),
        mutation: 'impossible date' as const,
      })),
    );
  }
  return fc.oneof(...choices);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** URL-encodes text; a lone surrogate (which UTF-8 cannot carry) travels as the raw bytes ED A0 80. */
function encodeText(text: string): string {
  return text.split(LONE_SURROGATE).map(encodeURIComponent).join('%ED%A0%80');
}

/** A query object as the URL carries it: arrays and objects as JSON, the rest as text; undefined dropped. */
export function queryString(value: unknown): string {
  if (value === undefined) return '';
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return `q=${encodeText(JSON.stringify(value) ?? '')}`;
  const parts: string[] = [];
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (v === undefined) continue;
    const text =
      typeof v === 'string'
        ? v
        : typeof v === 'number' || typeof v === 'boolean' || v === null
          ? String(v)
          : JSON.stringify(v);
    parts.push(`${encodeText(key)}=${encodeText(text)}`);
  }
  return parts.join('&');
}
