import { describe, expect, it } from 'vitest';
import { cleanNumericText, normalize, toDateString, toFormValues, withDefaults } from '../../engine';
import { makeIdNumber } from '../../domain/id-number';
import { FORM_SCHEMAS } from '../../schemas';
import { fixture } from './fixture-schema';

const cs = FORM_SCHEMAS.investigate_cs;
const boy = makeIdNumber('321281', '20150304', 13); // sequence digit 3: odd → 男
const girl = makeIdNumber('321281', '20150304', 24); // 4: even → 女

describe('toDateString', () => {
  it.each([
    ['2020-01-02', '2020-01-02'],
    ['2020/1/2', '2020-01-02'],
    ['2020-1-2', '2020-01-02'],
    ['2020.01.02', '2020-01-02'],
    ['2020-01-02T16:00:00.000Z', '2020-01-02'],
    ['2020-01-02 08:30:00', '2020-01-02'],
    ['20200102', '2020-01-02'],
    ['2020年1月2日', '2020-01-02'],
    [' 2020/12/31 ', '2020-12-31'],
    ['', undefined],
    [null, undefined],
    ['2020-02-30', '2020-02-30'],
    ['昨天', '昨天'],
  ])('%j → %j', (input, expected) => expect(toDateString(input)).toBe(expected));
  it('takes the local calendar date of a Date', () =>
    expect(toDateString(new Date(2021, 5, 7, 23, 59))).toBe('2021-06-07'));
});

describe('cleanNumericText (req child-forms §6.1 shared text cell)', () => {
  it.each([
    ['-12', '12'],
    ['012', '12'],
    ['0', '0'],
    ['0.5', '0.5'],
    ['12a', '12'],
    ['1.2.3', '1.23'],
    ['abc', ''],
    ['.5', '0.5'],
    ['  007 ', '7'],
  ])('%j → %j', (input, expected) => expect(cleanNumericText(input)).toBe(expected));
});

describe('normalize', () => {
  it('drops keys that are not fields, trims strings and removes empty values', () => {
    const out = normalize(fixture, { name: ' 张三 ', hacker: 'x', __controller: 5, phone: '   ', mode_detail: '' });
    expect(out).toEqual({ name: '张三' });
  });

  it('stores dates as yyyy-MM-dd', () => {
    expect(normalize(fixture, { birthday: '2015/3/4' }).birthday).toBe('2015-03-04');
    expect(normalize(fixture, { birthday: '2015-03-04T00:00:00+08:00' }).birthday).toBe('2015-03-04');
  });

  it.each([
    [true, '有'],
    [false, '无'],
    ['有', '有'],
    ['无', '无'],
    ['true', '有'],
  ])('stores have %j as %s', (input, stored) => {
    expect(normalize(fixture, { insured: input }).insured).toBe(stored);
  });

  it('cleans numeric text cells and keeps a value over maxLength whole (validate() refuses it, issue 14)', () => {
    expect(normalize(fixture, { amount: '-0012元', name: '欧阳长长的名字' })).toMatchObject({
      amount: '12',
      name: '欧阳长长的名字',
    });
    expect(normalize(fixture, { amount: '1234567' }).amount).toBe('1234567');
  });

  it('turns numeric strings into numbers for number and department fields', () => {
    expect(normalize(fixture, { days: '12' }).days).toBe(12);
    expect(normalize(cs, { address_record_community: '7', address_record_rusticate: '空' })).toMatchObject({
      address_record_community: 7,
    });
    expect(normalize(cs, { address_record_rusticate: '空' })).not.toHaveProperty('address_record_rusticate');
  });

  it('drops a field hidden by its visibleWhen', () => {
    expect(normalize(fixture, { mode: '否', mode_detail: '说明' })).toEqual({ mode: '否' });
    expect(normalize(fixture, { mode: '是', mode_detail: '说明' })).toEqual({ mode: '是', mode_detail: '说明' });
  });

  it('keeps only the four keys of an image item (imgs_url_list, internal and unknown keys dropped)', () => {
    const item = {
      image_url: '/storage/image/a.jpg',
      image_name: '调查照片',
      image_suffix: 'jpg',
      image_description: '门口',
    };
    const out = normalize(fixture, {
      insured: true,
      proof: [{ ...item, imgs_url_list: ['https://cdn/a.jpg'], __uid: 'x', extra: 1 }],
    });
    expect(out.proof).toEqual([item]);
  });

  it('drops every field of a hidden tab', () => {
    const out = normalize(fixture, { insured: false, insurance_note: '备注', proof: [{ image_url: 'a.jpg' }] });
    expect(out).not.toHaveProperty('insurance_note');
    expect(out).not.toHaveProperty('proof');
    expect(normalize(fixture, { insured: true, insurance_note: '备注' }).insurance_note).toBe('备注');
  });

  it('derives the gender from a valid ID number when missing or disagreeing', () => {
    expect(normalize(fixture, { idnumber: boy }).gender).toBe('男');
    expect(normalize(fixture, { idnumber: girl, gender: '男' }).gender).toBe('女');
    expect(normalize(cs, { child_idnumber: boy.slice(0, 17) + 'x'.repeat(1), child_gender: '女' }).child_gender).toBe(
      '女',
    );
    expect(normalize(cs, { child_idnumber: '321281*********123', child_gender: '女' }).child_gender).toBe('女');
  });

  it('upper-cases the X of an ID number', () => {
    expect(normalize(cs, { child_idnumber: ' 32128120150304001x ' }).child_idnumber).toBe('32128120150304001X');
  });

  it('cleans table rows: unknown cells and the ArrayTable index dropped, empty rows removed', () => {
    const out = normalize(fixture, {
      members: [{ name: ' 李四 ', __DO_NOT_USE_THIS_PROPERTY_index__: 0, extra: 1 }, { name: '' }],
    });
    expect(out.members).toEqual([{ name: '李四' }]);
  });

  it('never mutates its input and is idempotent', () => {
    const input = {
      name: ' 张三 ',
      insured: true,
      mode: '否',
      mode_detail: 'x',
      members: [{ name: 'a', __DO_NOT_USE_THIS_PROPERTY_index__: 0 }],
    };
    const copy = structuredClone(input);
    const once = normalize(fixture, input);
    expect(input).toEqual(copy);
    expect(normalize(fixture, once)).toEqual(once);
  });
});

describe('toFormValues / withDefaults', () => {
  it('turns 有/无 into booleans and drops unknown keys', () => {
    expect(toFormValues(fixture, { insured: '有', name: '张三', other: 1 })).toEqual({ insured: true, name: '张三' });
    expect(toFormValues(fixture, { insured: '无' })).toEqual({ insured: false });
  });
  it('fills the regional defaults of a new record', () => {
    expect(withDefaults(cs, {})).toMatchObject({
      address_record_province: '江苏省',
      address_record_city: '泰州市',
      address_residence_area: '兴化市',
    });
    expect(withDefaults(cs, { address_record_city: '扬州市' }).address_record_city).toBe('扬州市');
  });
});
