/** The cs form's new fields validated and stored (req child-forms §6): phones, dates, have-ticks, numbers, periods. */
import { describe, expect, it } from 'vitest';
import { normalize, toFormValues, validate } from '../../engine';
import { OPTION_LISTS } from '../../option-lists';
import { ON } from './values';
import { cs } from './cs-form-fixtures';

describe('req child-forms §6 validation of the new fields', () => {
  it.each([
    ['parent_father_phone', '父亲联系电话'],
    ['parent_mother_phone', '母亲联系电话'],
    ['parent_other_phone', '监护人联系电话'],
  ])('%s must be 1[3-9] + 9 digits: 请确认%s', (name, label) => {
    expect(validate(cs, normalize(cs, { [name]: '12345678901' }), OPTION_LISTS, ON)).toContainEqual(
      expect.objectContaining({ field: name, message: `请确认${label}` }),
    );
    expect(
      validate(cs, normalize(cs, { [name]: '13912345678' }), OPTION_LISTS, ON).filter((e) => e.field === name),
    ).toEqual([]);
  });

  it('stores dates as yyyy-MM-dd, have-ticks as 有/无, numbers as numbers', () => {
    const out = normalize(cs, {
      parent_mother_health: '服刑在押',
      parent_mother_health_custody_start_at: '2020/3/4',
      parent_mother_health_custody_time_limit: '36',
      child_education: '义务教育',
      education_support: '是',
      education_support_books: true,
      education_support_books_limit: '300',
      education_support_orphan: false,
    });
    expect(out).toMatchObject({
      parent_mother_health_custody_start_at: '2020-03-04',
      parent_mother_health_custody_time_limit: 36,
      education_support_books: '有',
      education_support_books_limit: 300,
      education_support_orphan: '无',
    });
    expect(toFormValues(cs, out)).toMatchObject({ education_support_books: true, education_support_orphan: false });
  });

  it('a period that is not a number: 请确认{label}', () => {
    const out = normalize(cs, { parent_father_health: '服刑在押', parent_father_health_custody_time_limit: '三年' });
    expect(validate(cs, out, OPTION_LISTS, ON)).toContainEqual(
      expect.objectContaining({ field: 'parent_father_health_custody_time_limit', message: '请确认父亲刑期' }),
    );
  });
});
