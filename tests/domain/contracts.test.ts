/**
 * The contracts as both sides read them (domain/contracts): list parameters, the apply review body
 * decided in docs/decisions.md (issue 13), Chinese validation messages, and the one category list.
 */
import { describe, expect, it } from 'vitest';
import { countAppliesForAuditor, reviewApply } from '../../domain/contracts/apply';
import { listChildren } from '../../domain/contracts/child';
import { ALL_CONTRACTS } from '../../domain/contracts';
import { CHARACTER_LABELS, CHARACTERS } from '../../domain/child-genre';
import { REVIEW_STATES } from '../../domain/apply-states';

describe('list parameters', () => {
  const query = countAppliesForAuditor.query;
  it('take an array, a JSON array or a comma list, and give an array', () => {
    expect(query.parse({ apply_states: ['申请'] }).apply_states).toEqual(['申请']);
    expect(query.parse({ apply_states: '["申请","初过"]' }).apply_states).toEqual(['申请', '初过']);
    expect(query.parse({ apply_states: '申请, 初过' }).apply_states).toEqual(['申请', '初过']);
  });
  it('refuse a state the spec does not know, and text that is not a list', () => {
    expect(query.safeParse({ apply_states: '["已删除"]' }).success).toBe(false);
    expect(query.safeParse({ apply_states: '[1' }).success).toBe(false);
  });
});

describe('the apply review body (req child-forms §5)', () => {
  const body = reviewApply.body;
  it('takes the four review states and a version from 1, the reason optional', () => {
    for (const apply_state of REVIEW_STATES)
      expect(body.safeParse({ id: 1, version: 1, apply_state }).success).toBe(true);
    expect(body.safeParse({ id: 1, version: 2, apply_state: '初拒', reason: '材料不全' }).success).toBe(true);
  });
  it('refuses 申请 (where a submit starts, never a review) and version 0', () => {
    expect(body.safeParse({ id: 1, version: 1, apply_state: '申请' }).success).toBe(false);
    expect(body.safeParse({ id: 1, version: 0, apply_state: '初过' }).success).toBe(false);
  });
});

describe('validation messages', () => {
  it('are Chinese', () => {
    const result = listChildren.query.safeParse({ page: 'x', character: 'edu' });
    expect(result.success).toBe(false);
    for (const issue of result.error!.issues) expect(issue.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('declared once', () => {
  it('labels gta 边缘未成年人 (req shell-and-accounts §1.3 "marginal"), and every category has a label', () => {
    expect(CHARACTER_LABELS.gta).toBe('边缘未成年人');
    expect(Object.keys(CHARACTER_LABELS).sort()).toEqual([...CHARACTERS].sort());
  });
  it('has one contract per method and path', () => {
    const keys = ALL_CONTRACTS.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('ids and versions are bounded to the database integer (issue 14)', () => {
  it('accept 1 … 2147483647 and refuse 0, 2147483648 and fractions, in queries and bodies', async () => {
    const { getChildDetail, updateChild } = await import('../../domain/contracts/child');
    const { DB_INT_MAX } = await import('../../domain/contracts/define');
    expect(getChildDetail.query.safeParse({ id: String(DB_INT_MAX) }).success).toBe(true);
    for (const id of ['0', '2147483648', '1.5', '1e20'])
      expect(getChildDetail.query.safeParse({ id }).success, id).toBe(false);
    const shape = updateChild.body.shape;
    expect(shape.id.safeParse(DB_INT_MAX).success).toBe(true);
    expect(shape.id.safeParse(DB_INT_MAX + 1).success).toBe(false);
    expect(shape.version.safeParse(DB_INT_MAX + 1).success).toBe(false);
    expect(reviewApply.body.safeParse({ id: DB_INT_MAX + 1, version: 1, apply_state: '初过' }).success).toBe(false);
  });

  it('give Chinese messages with zhMessages even when the global zod config is English (the SPA call() check)', async () => {
    const { z } = await import('zod');
    const { zhMessages } = await import('../../domain/contracts/define');
    z.config(z.locales.en());
    try {
      const result = reviewApply.body.safeParse({ id: 'x' }, { error: zhMessages });
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues) expect(issue.message).toMatch(/[\u4e00-\u9fff]/);
    } finally {
      z.config(z.locales.zhCN());
    }
  });
});
