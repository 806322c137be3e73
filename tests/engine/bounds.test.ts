/**
 * Issue 14 "Stored values are bounded", in the engine the browser and the server share: place references
 * within the database's integers, names and every free text within a length, dates of birth in the past
 * and a child under 18 on the day given (no clock read), tables and image lists within a count, and image
 * items naming a key of this server's storage.
 */
import { describe, expect, it } from 'vitest';
import {
  allFields,
  fieldCheck,
  fieldToSchema,
  hasReachedAge,
  normalize,
  PLACE_ID_MAX,
  validate,
  villageId,
  type ValidateOptions,
} from '../../engine';
import type { FieldDef, FormSchema } from '../../engine/types';
import { ID_MESSAGES, makeIdNumber } from '../../domain/id-number';
import { OPTION_LISTS } from '../../option-lists';
import { FORM_SCHEMAS } from '../../schemas';
import { fixture } from './fixture-schema';
import { imageUrl, ON } from './values';

const { investigate_cs: cs, investigate_ow: ow } = FORM_SCHEMAS;
const base = {
  child_name: '张三',
  child_idnumber: makeIdNumber('321281', '20150304', 13),
  director_name: '王主任',
  address_record_community: 1,
  address_record_rusticate: 101,
  address_residence_community: 1,
  address_residence_rusticate: 102,
};
type Values = Record<string, unknown>;
const errorsOf = (values: Values, schema: FormSchema = cs, opts: ValidateOptions = ON) =>
  validate(schema, normalize(schema, values), OPTION_LISTS, opts).map((e) => [e.field, e.message, e.tab]);

describe('place references are department ids within PostgreSQL integers', () => {
  it.each([
    ['2³¹', 2 ** 31],
    ['2³¹ as digits', '2147483648'],
    ['a huge string of digits', '9'.repeat(40)],
    ['a negative id', -3],
    ['a fraction', 1.5],
    ['zero', 0],
    ['a number beyond doubles', 1e308],
  ])('refuses %s in a town and in a village field with 请确认{label}', (_, bad) => {
    expect(errorsOf({ ...base, address_residence_community: bad })).toEqual([
      ['address_residence_community', '请确认现住乡镇（街道）', 'basic'],
    ]);
    expect(errorsOf({ ...base, address_record_rusticate: bad })).toEqual([
      ['address_record_rusticate', '请确认户籍村（居）', 'basic'],
    ]);
  });

  it('accepts the largest integer id, as number or digits', () => {
    expect(
      errorsOf({ ...base, address_record_rusticate: PLACE_ID_MAX, address_residence_rusticate: String(PLACE_ID_MAX) }),
    ).toEqual([]);
  });

  it('gives the director lookup no village beyond the bound', () => {
    expect([
      villageId(PLACE_ID_MAX),
      villageId(2 ** 31),
      villageId('2147483648'),
      villageId(2.5),
      villageId('12'),
    ]).toEqual([PLACE_ID_MAX, null, null, null, 12]);
  });
});

describe('names and free text have a length limit', () => {
  it.each([
    ['child_name', '儿童姓名'],
    ['dominator_name', '儿童督导员'],
    ['parent_father_name', '父亲姓名'],
    ['parent_other_name', '监护人姓名'],
  ])('%s: 30 characters are kept, 31 are refused with %s不能超过30个字符', (name, label) => {
    const extra = name.startsWith('parent_other') ? { parent_guardian_actual: '其他' } : {};
    expect(errorsOf({ ...base, ...extra, [name]: '买'.repeat(30) })).toEqual([]);
    expect(errorsOf({ ...base, ...extra, [name]: '买'.repeat(31) })).toEqual([
      [name, `${label}不能超过30个字符`, expect.any(String)],
    ]);
  });

  it('counts characters as a user does (a character outside the BMP counts once) and keeps the value whole', () => {
    expect(errorsOf({ ...base, child_name: '𠀀'.repeat(30) })).toEqual([]);
    expect(normalize(cs, { child_name: '名'.repeat(40) }).child_name).toBe('名'.repeat(40));
  });

  it('bounds a masked name too (a masked value is never stored, a long one is refused)', () => {
    expect(errorsOf({ ...base, child_name: `王*${'明'.repeat(40)}` })).toEqual([
      ['child_name', '儿童姓名不能超过30个字符', 'basic'],
    ]);
  });

  it('bounds the names of a table row, with the row in the path', () => {
    const members = [{ name: '李四' }, { name: '李'.repeat(31) }];
    expect(errorsOf({ ...base, family_members: members })).toEqual([
      ['family_members.1.name', '姓名不能超过30个字符', 'family'],
    ]);
  });

  it('gives a field without maxLength the default of its kind: 200 a line, 2000 a text area', () => {
    const values = { name: '张三', insured: '有' };
    expect(errorsOf({ ...values, guardian_name: 'x'.repeat(200), insurance_note: 'y'.repeat(2000) }, fixture)).toEqual(
      [],
    );
    expect(errorsOf({ ...values, guardian_name: 'x'.repeat(201), insurance_note: 'y'.repeat(2001) }, fixture)).toEqual([
      ['guardian_name', '监护人姓名不能超过200个字符', 'one'],
      ['insurance_note', '参保说明不能超过2000个字符', 'two'],
    ]);
  });

  /** Every field of every form that can hold a value, table cells included. */
  const everyField = Object.values(FORM_SCHEMAS).flatMap((schema) =>
    allFields(schema)
      .flatMap(({ field }) => [field, ...(field.columns ?? [])])
      .filter((f) => f.kind !== 'sameAddress')
      .map((f): [string, FieldDef] => [`${schema.id}.${f.name}`, f]),
  );

  it.each(everyField)('%s refuses a 1 MB string', (_, field) => {
    const check = fieldCheck(field, OPTION_LISTS);
    expect(check?.safeParse('字'.repeat(1 << 20)).success).toBe(false);
  });

  it('stops the browser input at the same bound, and its field check shows the same message', () => {
    const childName = allFields(cs).find((f) => f.field.name === 'child_name')!.field;
    const node = fieldToSchema(childName, OPTION_LISTS);
    expect(node['x-component-props']).toMatchObject({ maxLength: 30 });
    const rules = node['x-validator'] as unknown[];
    const formatCheck = rules.find((r): r is (v: unknown) => string => typeof r === 'function')!;
    expect(formatCheck('名'.repeat(31))).toBe('儿童姓名不能超过30个字符');
    expect(formatCheck('名'.repeat(30))).toBe('');
  });
});

describe('dates of birth lie in the past and a child is under 18, on the day the caller gives', () => {
  const born = (date: string) => ({ ...base, child_idnumber: makeIdNumber('321281', date.replaceAll('-', ''), 13) });

  it('refuses an ID number born after the given day, and accepts it on a later one (no clock is read)', () => {
    expect(errorsOf(born('2026-06-02'), cs, { today: '2026-06-01' })).toEqual([
      ['child_idnumber', ID_MESSAGES.birthdate, 'basic'],
    ]);
    expect(errorsOf(born('2026-06-02'), cs, { today: '2026-06-02' })).toEqual([]);
    expect(errorsOf(born('2020-01-01'), cs, { today: '2019-12-31' })).toEqual([
      ['child_idnumber', ID_MESSAGES.birthdate, 'basic'],
    ]);
  });

  it('takes a Date as its local calendar day', () => {
    expect(errorsOf(born('2026-06-02'), cs, { today: new Date(2026, 5, 1, 23, 59) })).toEqual([
      ['child_idnumber', ID_MESSAGES.birthdate, 'basic'],
    ]);
    expect(errorsOf(born('2026-06-02'), cs, { today: new Date(2026, 5, 2, 0, 1) })).toEqual([]);
    expect(() => validate(cs, {}, OPTION_LISTS, { today: 'someday' })).toThrow(TypeError);
  });

  it('refuses a child who has reached 18 周岁 (from the day after the 18th birthday)', () => {
    const tooOld = '当前儿童身份证显示已满18周岁，请核对后重新输入。';
    expect(errorsOf(born('2008-06-01'), cs, { today: '2026-06-01' })).toEqual([]);
    expect(errorsOf(born('2008-06-01'), cs, { today: '2026-06-02' })).toEqual([['child_idnumber', tooOld, 'basic']]);
    expect(errorsOf(born('2008-06-01'), ow, { today: '2026-06-02' })).toEqual([['child_idnumber', tooOld, 'basic']]);
    expect(errorsOf(born('1990-01-01'), FORM_SCHEMAS.investigate_gta, ON)).toEqual([
      ['child_idnumber', tooOld, 'basic'],
    ]);
  });

  it('does not hold the stored ID number of a record being modified to the age limit (a registered child who turned 18)', () => {
    const tooOld = '当前儿童身份证显示已满18周岁，请核对后重新输入。';
    const stored = born('2008-06-01').child_idnumber as string;
    expect(errorsOf(born('2008-06-01'), cs, { today: '2026-06-02', registeredIdnumber: stored })).toEqual([]);
    expect(errorsOf(born('2008-06-01'), cs, { today: '2026-06-02', registeredIdnumber: '321281200801010011' })).toEqual(
      [['child_idnumber', tooOld, 'basic']],
    );
  });

  it('counts 周岁 from the day after the birthday, a 29 February birthday reached on 1 March', () => {
    expect([hasReachedAge('2008-02-29', 18, '2026-02-28'), hasReachedAge('2008-02-29', 18, '2026-03-01')]).toEqual([
      false,
      true,
    ]);
    expect([hasReachedAge('2010-12-31', 16, '2026-12-31'), hasReachedAge('2010-12-31', 16, '2027-01-01')]).toEqual([
      false,
      true,
    ]);
  });

  it('refuses a parent or grandparent born after today or before 1900', () => {
    const owBase = { ...base };
    expect(
      errorsOf(
        { ...owBase, parent_father_birthday: '2026-06-01', family_father_grandfather_birthday: '1900-01-01' },
        ow,
      ),
    ).toEqual([]);
    expect(errorsOf({ ...owBase, parent_father_birthday: '2026-06-02' }, ow)).toEqual([
      ['parent_father_birthday', '父亲出生日期不能晚于今天', 'family'],
    ]);
    expect(errorsOf({ ...owBase, family_father_grandfather_birthday: '1899-12-31' }, ow)).toEqual([
      ['family_father_grandfather_birthday', '请确认祖父出生日期', 'family'],
    ]);
  });

  it('leaves dates that are no dates of birth alone (an enrolment may be planned)', () => {
    expect(errorsOf({ ...base, child_education: '义务教育', tutorial_class_period: '2030-09-01' })).toEqual([]);
  });
});

describe('tables and image lists have a maximum of rows', () => {
  it('refuses a 51st family member with 家庭成员最多填写50行', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `成员${i}` }));
    expect(errorsOf({ ...base, family_members: rows(50) })).toEqual([]);
    expect(errorsOf({ ...base, family_members: rows(51) })).toEqual([
      ['family_members', '家庭成员最多填写50行', 'family'],
    ]);
  });

  it('limits photos to 8 (req gta §10) and an image list without maxCount to 8 as well', () => {
    const images = (n: number) => Array.from({ length: n }, (_, i) => ({ image_url: imageUrl(i) }));
    expect(errorsOf({ ...base, images: images(8) })).toEqual([]);
    expect(errorsOf({ ...base, images: images(9) })).toEqual([['images', '调查照片最多上传8张', 'supplement']]);
    const unbounded: FieldDef = { name: 'photos', label: '照片', kind: 'images' };
    expect(fieldCheck(unbounded, OPTION_LISTS)!.safeParse(images(9)).error?.issues[0].message).toBe('照片最多上传8张');
  });
});

describe("an image item's image_url is a key of this server's storage", () => {
  const withProof = (item: Values) => ({
    ...base,
    child_disability: '残疾',
    child_disability_type_img: [{ image_url: imageUrl(0), image_suffix: 'jpg' }, item],
  });

  it.each([
    '../../etc/passwd',
    'javascript:alert(1)',
    'https://evil.example/x.jpg',
    '/storage/image/2026-05-01/1780000000000abcd.jpg',
    'image/2026-05-01/../../../etc/passwd.jpg',
    'image/2026-05-01/1780000000000abcd.svg',
    'image/2026-05-01/a.jpg',
    '',
  ])('refuses %j with 请重新上传{label}', (url) => {
    expect(errorsOf(withProof({ image_url: url }))).toEqual([
      ['child_disability_type_img', '请重新上传残疾证明', 'basic'],
    ]);
  });

  it('refuses an item without image_url, a suffix other than jpg or png, and a title over 255 characters', () => {
    expect(errorsOf(withProof({ image_name: '证明' }))).toEqual([
      ['child_disability_type_img', '请重新上传残疾证明', 'basic'],
    ]);
    expect(errorsOf(withProof({ image_url: imageUrl(1), image_suffix: 'html' }))).toEqual([
      ['child_disability_type_img', '请重新上传残疾证明', 'basic'],
    ]);
    expect(errorsOf(withProof({ image_url: imageUrl(1), image_name: 'n'.repeat(256) }))).toEqual([
      ['child_disability_type_img', '请确认残疾证明', 'basic'],
    ]);
  });

  it('accepts keys of local storage and of the OSS bucket', () => {
    expect(
      errorsOf(withProof({ image_url: imageUrl(1, 'png'), image_suffix: 'png', image_name: 'n'.repeat(255) })),
    ).toEqual([]);
    expect(errorsOf(withProof({ image_url: 'storage/image/2026-05-01/1780000000000k3j9x2.jpg' }))).toEqual([]);
  });
});
