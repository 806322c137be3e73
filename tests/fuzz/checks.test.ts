/**
 * The fuzz suite's own checks (tests/fuzz/checks.ts) catch what they are for: a non-Chinese or ill-shaped
 * error, a key outside a contract, at any depth and through unions and records.
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { errorProblem, extraKeys } from './checks';
import type { JsonSchema } from './inputs';

const schemaOf = (s: z.ZodType) => z.toJSONSchema(s, { io: 'output', unrepresentable: 'any' }) as JsonSchema;

describe('errorProblem', () => {
  it('accepts our error shape in Chinese', () => {
    expect(errorProblem({ code: 'INVALID', message: '请求参数不合法', fieldErrors: [{ field: 'id', message: '不能为空' }] })).toBeNull();
  });
  it('refuses English, framework codes in place of a message, and keys besides code, message, fieldErrors', () => {
    expect(errorProblem({ code: 'INVALID', message: '请求参数不合法', fieldErrors: [{ field: 'id', message: 'Invalid input: expected number' }] })).toMatch(/not Chinese/);
    expect(errorProblem({ code: 'INVALID', message: '无效输入：期望 string，实际接收 undefined' })).toMatch(/not Chinese/);
    expect(errorProblem({ statusCode: 400, error: 'Bad Request', message: 'Body is not valid JSON' })).toMatch(/not \{code/);
    expect(errorProblem({ code: 'INTERNAL', message: '服务器内部错误', stack: 'at x' })).toMatch(/not \{code/);
  });
});

describe('extraKeys', () => {
  const item = z.object({ id: z.number(), tags: z.array(z.object({ name: z.string() })), extra: z.record(z.string(), z.unknown()), v: z.union([z.object({ a: z.number() }), z.null()]) });
  it('finds a key the contract does not name, nested in arrays and unions, but not in free records', () => {
    const schema = schemaOf(z.object({ list: z.array(item) }));
    expect(extraKeys({ list: [{ id: 1, tags: [{ name: 'x' }], extra: { anything: 1 }, v: null }] }, schema)).toEqual([]);
    expect(extraKeys({ list: [{ id: 1, password_hash: 'x', tags: [{ name: 'x', cellphone: '1' }], extra: {}, v: { a: 1, b: 2 } }] }, schema))
      .toEqual(['$.list[0].password_hash', '$.list[0].tags[0].cellphone', '$.list[0].v.b']);
  });
});
