/**
 * The masking pass over free text (domain/masking.ts, issue 26): full names of the given children and any ID number
 * become their masked forms; image keys are left as they are; the name keyword rule follows the reveal.
 */
import { describe, expect, it } from 'vitest';
import { mapTexts, maskDeep, maskInformation, maskInText, nameMatchFor } from '../../domain/masking';

const ID = '321281201405060012';

describe('maskInText', () => {
  it.each([
    ['走访龙志强', [{ child_name: '龙志强' }], '走访龙*强'],
    ['王涵和王涵', [{ child_name: '王涵' }], '王*和王*'],
    [`身份证${ID}。`, [], '身份证321281*********012。'],
    ['电话13900000001', [], '电话13900000001'],
    ['欧阳小明与欧阳小', [{ child_name: '欧阳小' }, { child_name: '欧阳小明' }], '欧*小明与欧*小'],
    ['龙', [{ child_name: '龙' }], '龙'],
    ['龙*强已经打码', [{ child_name: '龙志强' }], '龙*强已经打码'],
  ])('%s → %s', (text, secrets, want) => {
    expect(maskInText(text, secrets)).toBe(want);
  });
});

describe('mapTexts / maskDeep', () => {
  it('walks objects and arrays, leaving keys and image urls alone', () => {
    const v = {
      a: '走访龙志强',
      list: [{ check_description: '龙志强在家', url: 'img/龙志强.png' }],
      n: 3,
      image_urls: { 'k/龙志强': 'x' },
    };
    expect(maskDeep(v, [{ child_name: '龙志强' }])).toEqual({
      a: '走访龙*强',
      list: [{ check_description: '龙*强在家', url: 'img/龙志强.png' }],
      n: 3,
      image_urls: { 'k/龙志强': 'x' },
    });
    expect(mapTexts(['a', { b: 'c' }], (t) => t.toUpperCase())).toEqual(['A', { b: 'C' }]);
  });

  it("masks a form's name and ID number fields", () => {
    expect(maskInformation({ investigate_cs: { child_name: '龙志强', child_idnumber: ID, other: 'x' } })).toEqual({
      investigate_cs: { child_name: '龙*强', child_idnumber: '321281*********012', other: 'x' },
    });
  });
});

describe('nameMatchFor', () => {
  it('is whole without a reveal, contains with one', () => {
    expect(nameMatchFor(false)).toBe('whole');
    expect(nameMatchFor(true)).toBe('contains');
  });
});
