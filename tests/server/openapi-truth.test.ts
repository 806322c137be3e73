/**
 * The OpenAPI document says what the server does (issue 26): every 2xx answer has its content declared (the
 * .xlsx exports as spreadsheets), every date and time has its `format`, list parameters are described as the
 * arrays they are validated as (`?states=abc` is a 400, so the document must not say "any string"), required id
 * lists have `minItems: 1`, and money, the password rule and non-zero points are in the document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from '../../domain/contracts';
import { zhMessages } from '../../domain/contracts/define';
import { RECORD_STATES } from '../../domain/records';
import { startHarness, type Harness } from './harness';

type Schema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  items?: Schema;
  minItems?: number;
  multipleOf?: number;
  not?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
};
type Parameter = { name: string; in: string; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A field holding a day or an instant, by its name (the spec's names: begin, end_start, date_limit, *_datetime, …_at). */
const DATE_NAME =
  /^(begin|end|begin_start|begin_finish|end_start|end_finish|date_begin|date_limit|supervise_deadline|happened_at)$|_datetime$/;

let h: Harness;
let doc: OpenApi;
beforeAll(async () => {
  h = await startHarness();
  const res = await h.call('GET', '/api/openapi.json');
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await h.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
const operationOf = (method: string, path: string): Operation => doc.paths[path][method.toLowerCase()];
const bodyOf = (method: string, path: string): Schema =>
  operationOf(method, path).requestBody!.content!['application/json'].schema!;
const paramOf = (method: string, path: string, name: string): Schema =>
  operationOf(method, path).parameters!.find((p) => p.name === name)!.schema;

/** Every named property (of objects, arrays and unions, at any depth) of `schema`, with its name. */
function properties(schema: Schema | undefined, out: [string, Schema][] = []): [string, Schema][] {
  if (!schema) return out;
  for (const [name, inner] of Object.entries(schema.properties ?? {})) {
    out.push([name, inner]);
    properties(inner, out);
  }
  properties(schema.items, out);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    properties(branch, out);
  return out;
}

describe('the OpenAPI document', () => {
  it('declares the content of every 2xx answer of every operation', () => {
    const bare = operations().flatMap(({ path, method, op }) =>
      Object.entries(op.responses ?? {})
        .filter(([status, answer]) => /^2/.test(status) && !Object.keys(answer.content ?? {}).length)
        .map(([status]) => `${method} ${path} ${status}`),
    );
    expect(bare).toEqual([]);
  });

  it('declares the exports (and the allowance import template) as 200 with the .xlsx content type, binary', () => {
    const exports = ALL_CONTRACTS.filter((c) => c.binary)
      .map((c) => `${c.method} ${c.path}`)
      .sort();
    expect(exports).toEqual([
      'GET /api/allowance/export',
      'GET /api/allowance/import/template',
      'GET /api/child/export',
      'GET /api/record/export',
      'GET /api/statistic/export',
      'GET /api/task/export',
      'GET /api/warning/export',
    ]);
    for (const call of exports) {
      const [method, path] = call.split(' ');
      expect(operationOf(method, path).responses?.['200']?.content?.[XLSX]?.schema, call).toEqual({
        type: 'string',
        format: 'binary',
      });
    }
  });

  it('gives every date and time of every query and body its format', () => {
    const seen: string[] = [];
    const missing = operations().flatMap(({ path, method, op }) => {
      const fields: [string, Schema][] = [
        ...(op.parameters ?? []).map((p): [string, Schema] => [p.name, p.schema]),
        ...properties(op.requestBody?.content?.['application/json']?.schema),
      ];
      return fields
        .filter(([name]) => DATE_NAME.test(name))
        .flatMap(([name, schema]) => {
          seen.push(`${method} ${path} ${name}`);
          return schema.format === 'date' || schema.format === 'date-time'
            ? []
            : [`${method} ${path} ${name}: ${JSON.stringify(schema).slice(0, 80)}`];
        });
    });
    expect(missing).toEqual([]);
    expect(seen.length).toBeGreaterThan(30);
    expect(paramOf('GET', '/api/record/list', 'begin').format).toBe('date');
    expect(bodyOf('POST', '/api/supervise/list').properties!.supervise_deadline.format).toBe('date');
    expect(bodyOf('POST', '/api/task').properties!.date_begin.format).toBe('date-time');
  });

  it('describes every list parameter as the array it is validated as, and accepts exactly what it describes', () => {
    const states = paramOf('GET', '/api/record/list/for/mix', 'states');
    expect(states.type).toBe('array');
    expect(states.items?.enum).toEqual([...RECORD_STATES]);
    // a free-text query parameter is one the validator takes any text for: 'abc' must pass where the document says "string"
    const wrong = ALL_CONTRACTS.filter((c) => c.query).flatMap((c) =>
      (operationOf(c.method, c.path).parameters ?? [])
        .filter(
          (p) =>
            p.in === 'query' && p.schema.type === 'string' && !p.schema.enum && !p.schema.pattern && !p.schema.format,
        )
        .filter((p) => {
          const parsed = c.query!.safeParse({ [p.name]: 'abc' }, { error: zhMessages });
          return !parsed.success && parsed.error.issues.some((issue) => issue.path[0] === p.name);
        })
        .map((p) => `${c.method} ${c.path} ${p.name}`),
    );
    expect(wrong).toEqual([]);
    // and no parameter is described as "an array or any string"
    const loose = operations().flatMap(({ path, method, op }) =>
      (op.parameters ?? [])
        .filter((p) => (p.schema.anyOf ?? []).some((b) => b.type === 'array'))
        .map((p) => `${method} ${path} ${p.name}`),
    );
    expect(loose).toEqual([]);
  });

  it('answers ?states=abc with 400, as the document says', async () => {
    const token = await h.login('系统管理');
    const res = await h.call('GET', '/api/record/list/for/mix?states=abc', token);
    expect(res.statusCode).toBe(400);
  });

  it('gives required id lists minItems 1', () => {
    for (const path of [
      '/api/child/list/for/ids',
      '/api/record/list/for/ids',
      '/api/sin/list/for/ids',
      '/api/filetransfer/list/for/ids',
    ]) {
      const ids = operationOf('GET', path).parameters!.find((p) => p.name === 'ids')!;
      expect(ids.required, path).toBe(true);
      expect(ids.schema.minItems, path).toBe(1);
    }
    expect(paramOf('GET', '/api/child/list/for/idnumbers', 'idnumbers').minItems).toBe(1);
  });

  it('states money in cents, the password rule and non-zero points', () => {
    expect(bodyOf('POST', '/api/allowance').properties!.allowance_amount.multipleOf).toBe(0.01);
    const password = bodyOf('PUT', '/api/user/password').properties!.new_password as Schema & { minLength?: number };
    expect(password.minLength).toBe(8);
    expect(new RegExp(password.pattern!).test('12345678')).toBe(false);
    expect(new RegExp(password.pattern!).test('abc12345')).toBe(true);
    expect(bodyOf('POST', '/api/score').properties!.points.not).toEqual({ enum: [0] });
  });
});
