/**
 * The risk forms' rules and scores (schemas/risk_origin.ts, schemas/risk_standard.ts; engine/score.ts), without React:
 * normalize a record, read what is stored and what validate answers. One row per rule of the forms.
 */
import { describe, expect, it } from 'vitest';
import { lintSchema, normalize, scoreOf, validate } from '../../engine';
import { OPTION_LISTS } from '../../option-lists';
import { RISK_SCHEMAS } from '../../schemas';

const { origin, standard } = RISK_SCHEMAS;
const TODAY = '2026-06-01';
const FACTORS = [
  'guardian_absent',
  'family_violence',
  'family_crime',
  'family_poverty',
  'health',
  'mental',
  'school',
  'conduct',
  'living',
  'bullying',
];
const rated = (...degrees: string[]) =>
  Object.fromEntries(FACTORS.map((f, i) => [`standard_${f}`, degrees[i] ?? '不存在']));

describe('risk forms', () => {
  it('lint clean', () => {
    expect(lintSchema(origin, OPTION_LISTS)).toEqual([]);
    expect(lintSchema(standard, OPTION_LISTS)).toEqual([]);
  });

  it.each([
    ['all 无', ['无', '无', '无', '无', '无', '无'], '无'],
    ['one 低', ['无', '低', '无', '无', '无', '无'], '低'],
    ['中 beats 低', ['低', '中', '低', '无', '无', '无'], '中'],
    ['one 高', ['低', '无', '无', '高', '无', '中'], '高'],
  ])('origin: the overall level is the highest dimension (%s)', (_, levels, want) => {
    const keys = ['family', 'guardianship', 'health', 'safety', 'school', 'economy'];
    const values = Object.fromEntries(keys.map((k, i) => [`origin_${k}`, levels[i]]));
    expect(normalize(origin, { ...values, origin_level: '无' }).origin_level).toBe(want);
  });

  it.each([
    [rated(), 0, '无'],
    [rated('轻度'), 1, '低'],
    [rated('严重', '严重', '轻度'), 7, '低'],
    [rated('严重', '严重', '中度'), 8, '中'],
    [rated('严重', '严重', '严重', '严重', '严重'), 15, '中'],
    [rated('严重', '严重', '严重', '严重', '严重', '轻度'), 16, '高'],
  ])('standard: the total and its band (%#)', (values, total, level) => {
    const stored = normalize(standard, { ...values, standard_score: 99 });
    expect([stored.standard_score, stored.standard_level]).toEqual([total, level]);
  });

  it('scores nothing while nothing is answered', () => {
    expect(scoreOf(standard.scores![0], {})).toEqual({});
    expect(normalize(standard, { standard_opinion: '无' })).toEqual({ standard_opinion: '无' });
  });

  it('drops a dimension note while it carries no risk, and asks for it while it does', () => {
    expect(normalize(origin, { origin_family: '无', origin_family_note: '旧说明' }).origin_family_note).toBeUndefined();
    const errors = validate(origin, normalize(origin, { origin_family: '中' }), OPTION_LISTS, { today: TODAY });
    expect(errors.find((e) => e.field === 'origin_family_note')?.message).toBe('请填写家庭风险说明');
  });

  it.each([
    ['origin no risk: no measures', origin, { origin_family: '无' }, ['origin_measures', 'origin_measures_other'], []],
    [
      'origin at risk: measures asked',
      origin,
      { origin_family: '低', origin_measures: ['其他'] },
      [],
      ['origin_measures_other'],
    ],
    [
      'standard 低: measures, no visit period',
      standard,
      { ...rated('轻度'), standard_visit_period: '每周' },
      ['standard_visit_period'],
      ['standard_measures'],
    ],
    [
      'standard 中: a visit period asked',
      standard,
      rated('严重', '严重', '严重'),
      [],
      ['standard_visit_period', 'standard_measures'],
    ],
    [
      'standard 无: measures cleared',
      standard,
      { ...rated(), standard_measures: ['定期走访'] },
      ['standard_measures'],
      [],
    ],
  ])('%s', (_, schema, values, gone, asked) => {
    const stored = normalize(schema, values as Record<string, unknown>);
    for (const name of gone) expect(stored[name], name).toBeUndefined();
    const fields = validate(schema, stored, OPTION_LISTS, { today: TODAY }).map((e) => e.field);
    for (const name of asked) expect(fields, name).toContain(name);
  });

  it('refuses a rating outside its list', () => {
    const errors = validate(standard, normalize(standard, rated('很严重')), OPTION_LISTS, { today: TODAY });
    expect(errors.some((e) => e.field === 'standard_guardian_absent')).toBe(true);
  });
});
