/**
 * The fuzz suite's own checks (tests/fuzz/checks.ts) catch what they are for: a non-Chinese or ill-shaped
 * error, a key outside a contract, at any depth and through unions and records; and its inputs reach every date
 * field with an impossible day, instant or time.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS } from '../../domain/contracts';
import { errorProblem, extraKeys } from './checks';
import { datePaths, IMPOSSIBLE, inputOf, type JsonSchema } from './inputs';

const schemaOf = (s: z.ZodType) => z.toJSONSchema(s, { io: 'output', unrepresentable: 'any' }) as JsonSchema;

describe('errorProblem', () => {
  it('accepts our error shape in Chinese', () => {
    expect(
      errorProblem({ code: 'INVALID', message: '请求参数不合法', fieldErrors: [{ field: 'id', message: '不能为空' }] }),
    ).toBeNull();
  });
  it('refuses English, framework codes in place of a message, and keys besides code, message, fieldErrors', () => {
    expect(
      errorProblem({
        code: 'INVALID',
        message: '请求参数不合法',
        fieldErrors: [{ field: 'id', message: 'Invalid input: expected number' }],
      }),
    ).toMatch(/not Chinese/);
    expect(errorProblem({ code: 'INVALID', message: '无效输入：期望 string，实际接收 undefined' })).toMatch(
      /not Chinese/,
    );
    expect(errorProblem({ statusCode: 400, error: 'Bad Request', message: 'Body is not valid JSON' })).toMatch(
      /not \{code/,
    );
    expect(errorProblem({ code: 'INTERNAL', message: '服务器内部错误', stack: 'at x' })).toMatch(/not \{code/);
  });
});

describe('extraKeys', () => {
  const item = z.object({
    id: z.number(),
    tags: z.array(z.object({ name: z.string() })),
    extra: z.record(z.string(), z.unknown()),
    v: z.union([z.object({ a: z.number() }), z.null()]),
  });
  it('finds a key the contract does not name, nested in arrays and unions, but not in free records', () => {
    const schema = schemaOf(z.object({ list: z.array(item) }));
    expect(extraKeys({ list: [{ id: 1, tags: [{ name: 'x' }], extra: { anything: 1 }, v: null }] }, schema)).toEqual(
      [],
    );
    expect(
      extraKeys(
        { list: [{ id: 1, password_hash: 'x', tags: [{ name: 'x', cellphone: '1' }], extra: {}, v: { a: 1, b: 2 } }] },
        schema,
      ),
    ).toEqual(['$.list[0].password_hash', '$.list[0].tags[0].cellphone', '$.list[0].v.b']);
  });
});

describe('the inputs (issue 26 "Real dates")', () => {
  const dated = ALL_CONTRACTS.flatMap((c) =>
    (['query', 'body'] as const)
      .filter((part) => c[part])
      .map((part) => {
        const schema = z.toJSONSchema(c[part]!, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
        return { call: `${c.method} ${c.path} ${part}`, schema, paths: datePaths(schema) };
      }),
  ).filter((d) => d.paths.length);

  it('find the date fields of the contracts by their JSON Schema format', () => {
    const calls = dated.map((d) => d.call);
    for (const call of [
      'GET /api/record/list query',
      'GET /api/task/list/for/mix query',
      'POST /api/supervise/list body',
      'POST /api/task body',
      'GET /api/record/export query',
    ]) {
      expect(calls).toContain(call);
    }
    expect(calls.length).toBeGreaterThan(15);
  });

  it('send a well-formed but impossible value to every date field of every call', () => {
    for (const { call, schema, paths } of dated) {
      const sent = fc.sample(inputOf(schema), { numRuns: 400, seed: 20261126 });
      for (const { path, format } of paths) {
        const values = sent.map(({ value }) =>
          path.reduce<unknown>(
            (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
            value,
          ),
        );
        expect(
          values.some((v) => IMPOSSIBLE[format].includes(v as string)),
          `${call} ${path.join('.')}`,
        ).toBe(true);
      }
    }
  });
});
