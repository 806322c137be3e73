/**
 * `asking(schema, message)` (domain/contracts/define.ts): a dialog's words for a missing value live in the contract, and
 * nothing else about the field changes: its other messages, its JSON Schema (with its metadata) and what it accepts.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asking, idField, zhMessages } from '../../domain/contracts/define';
import { amountField, createAllowance } from '../../domain/contracts/allowance';
import { requiredOf } from '../../src/components/contract-form/rules';

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: zhMessages }).error?.issues[0]?.message;

describe('asking', () => {
  it("gives a missing value the dialog's words and keeps every other message", () => {
    const picked = asking(idField, '请选择督查模板');
    expect(messageOf(picked, undefined)).toBe('请选择督查模板');
    expect(messageOf(picked, 0)).toBe(messageOf(idField, 0));
    expect(messageOf(picked, 'x')).toBe(messageOf(idField, 'x'));
    expect(picked.parse(7)).toBe(7);
    expect(requiredOf(picked)).toEqual({ message: '请选择督查模板', text: false });
  });

  it("keeps the JSON Schema and its metadata (the amount's multipleOf)", () => {
    expect(z.toJSONSchema(asking(idField, '请选择儿童'), { io: 'input' })).toEqual(
      z.toJSONSchema(idField, { io: 'input' }),
    );
    expect(z.toJSONSchema(asking(amountField, '请输入金额'), { io: 'input' })).toEqual(
      z.toJSONSchema(amountField, { io: 'input' }),
    );
    expect(messageOf(createAllowance.body, { child: 1, allowance_month: '2031-01' })).toBe('请输入金额');
  });
});
