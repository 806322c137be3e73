/**
 * The ow and gta rules through the API (req child-forms §5, req children §4; req gta §6, §6.1): a centre leader creates a
 * child with consistent values (all stored), then edits the trigger the way a user would (PUT with the
 * version read); the server's normalize() drops what the rule clears or hides, as GET /api/child/detail shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { freshIdNumber, place } from './fixtures';

let h: Harness;
let centre: string;
let shuiguan: { town: number; village: number };
beforeAll(async () => {
  h = await startHarness();
  centre = await h.login('中心领导');
  shuiguan = await place(h, '昭阳街道', '水关居委会');
});
afterAll(async () => {
  await h.close();
});

type Character = 'ow' | 'gta';
type Values = Record<string, unknown>;

/** A valid basic-information form in 水关居委会 (which has an active child director) plus `extra`. */
function baseForm(extra: Values = {}): Values {
  const address = (prefix: string) => ({
    [`${prefix}_province`]: '江苏省',
    [`${prefix}_city`]: '泰州市',
    [`${prefix}_area`]: '兴化市',
    [`${prefix}_community`]: shuiguan.town,
    [`${prefix}_rusticate`]: shuiguan.village,
    [`${prefix}_detail`]: '幸福路8号',
  });
  return {
    child_name: '测试儿童',
    child_race: '汉族',
    child_idnumber: freshIdNumber('20120612'),
    address_register: '农村',
    ...address('address_record'),
    ...address('address_residence'),
    ...extra,
  };
}

const body = (character: Character, form: Values) => ({
  character,
  information: { [`investigate_${character}`]: form },
});

async function stored(id: number, character: Character): Promise<{ form: Values; version: number; detail: Values }> {
  const res = await h.call('GET', `/api/child/detail?id=${id}`, centre);
  expect(res.statusCode).toBe(200);
  const detail = res.json().detail;
  return { form: detail.information[`investigate_${character}`], version: detail.version, detail };
}

async function create(character: Character, form: Values): Promise<number> {
  const res = await h.call('POST', '/api/child', centre, body(character, form));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

/** The user's change of `trigger` on a stored record: cleared fields are gone, kept fields remain. */
interface Case {
  rule: string;
  character: Character;
  before: Values;
  trigger: string;
  choose: unknown;
  cleared: string[];
  kept: string[];
}

const SUSPECTED = { child_crime: '涉嫌犯罪' };
const UNDERAGE = { ...SUSPECTED, child_crime_level: '未达刑事责任年龄' };
const OVERAGE = { ...SUSPECTED, child_crime_level: '移送司法机关' };
const pair = (stem: string) => ({ [`${stem}_resume`]: `${stem}情况`, [`${stem}_advise`]: 36 });
const names = (stem: string) => [`${stem}_resume`, `${stem}_advise`];

const cases: Case[] = [
  {
    rule: 'ow-stay-type-clears-disability (req child-forms §5 Left-behind)',
    character: 'ow',
    before: {
      child_stay_type: '一方外出务工另一方无监护能力',
      child_stay_type_disability: '母亲',
      child_stay_other: '随祖母生活',
    },
    trigger: 'child_stay_type',
    choose: '父母双方外出务工',
    cleared: ['child_stay_type_disability'],
    kept: ['child_stay_other'],
  },
  {
    rule: 'ow disability-disabled-clears-disease',
    character: 'ow',
    before: { child_disability: '重病', child_disability_disease: '血友病' },
    trigger: 'child_disability',
    choose: '残疾',
    cleared: ['child_disability_disease'],
    kept: [],
  },
  {
    rule: 'ow disability-ill-clears-level-type',
    character: 'ow',
    before: { child_disability: '残疾', child_disability_level: '一级', child_disability_type: '肢体残疾' },
    trigger: 'child_disability',
    choose: '重病',
    cleared: ['child_disability_level', 'child_disability_type'],
    kept: [],
  },
  {
    rule: 'gta disability-disabled-clears-disease',
    character: 'gta',
    before: { child_disability: '重病', child_disability_disease: '血友病' },
    trigger: 'child_disability',
    choose: '残疾',
    cleared: ['child_disability_disease'],
    kept: [],
  },
  {
    rule: 'gta disability-ill-clears-level-type',
    character: 'gta',
    before: { child_disability: '残疾', child_disability_level: '二级', child_disability_type: '智力残疾' },
    trigger: 'child_disability',
    choose: '重病',
    cleared: ['child_disability_level', 'child_disability_type'],
    kept: [],
  },
  {
    rule: 'living-condition-not-work-clears-work',
    character: 'gta',
    before: { child_living_condition: '务工', child_living_condition_work: '饭店帮工' },
    trigger: 'child_living_condition',
    choose: '学习',
    cleared: ['child_living_condition_work'],
    kept: [],
  },
  {
    rule: 'offence-crime-clears-level (and the chain under it)',
    character: 'gta',
    before: { ...OVERAGE, child_crime_level_overage: '不起诉', ...pair('overage_sue') },
    trigger: 'child_crime',
    choose: '违反治安管理',
    cleared: ['child_crime_level', 'child_crime_level_overage', ...names('overage_sue')],
    kept: [],
  },
  {
    rule: 'offence-level-clears-underage',
    character: 'gta',
    before: { ...UNDERAGE, child_crime_level_underage: '未满16周岁', ...pair('underage_sixteen') },
    trigger: 'child_crime_level',
    choose: '移送司法机关',
    cleared: ['child_crime_level_underage', ...names('underage_sixteen')],
    kept: ['child_crime'],
  },
  {
    rule: 'offence-level-clears-overage',
    character: 'gta',
    before: { ...OVERAGE, child_crime_level_overage: '不批捕', ...pair('overage_arrest') },
    trigger: 'child_crime_level',
    choose: '未达刑事责任年龄',
    cleared: ['child_crime_level_overage', ...names('overage_arrest')],
    kept: ['child_crime'],
  },
  ...(
    [
      ['underage_twelve', UNDERAGE, 'child_crime_level_underage', '未满12周岁', '未满14周岁'],
      ['underage_fourteen', UNDERAGE, 'child_crime_level_underage', '未满14周岁', '未满12周岁'],
      ['underage_sixteen', UNDERAGE, 'child_crime_level_underage', '未满16周岁', '未满14周岁'],
      ['overage_arrest', OVERAGE, 'child_crime_level_overage', '不批捕', '社区矫正'],
      ['overage_sue', OVERAGE, 'child_crime_level_overage', '不起诉', '不批捕'],
      ['overage_socialwork', OVERAGE, 'child_crime_level_overage', '社区矫正', '不起诉'],
      ['crime_regulation', {}, 'child_crime', '违反治安管理', '不良行为'],
      ['crime_misconduct', {}, 'child_crime', '不良行为', '涉嫌犯罪'],
    ] as const
  ).map(([stem, path, trigger, value, other]): Case => ({
    rule: `offence-${stem}-pair: ${value} → ${other}`,
    character: 'gta',
    before: { ...path, [trigger]: value, ...pair(stem) },
    trigger,
    choose: other,
    cleared: names(stem),
    kept: Object.keys(path),
  })),
];

describe('ow and gta dependent-field rules on the server (POST, then PUT changing the trigger)', () => {
  it.each(cases)('$rule', async ({ character, before, trigger, choose, cleared, kept }) => {
    const form = baseForm(before);
    const id = await create(character, form);
    const first = await stored(id, character);
    expect(first.detail[`character_${character}`]).toBe(true);
    expect(first.form).toMatchObject(before); // consistent values are stored as sent

    const res = await h.call('PUT', '/api/child', centre, {
      id,
      version: first.version,
      ...body(character, { ...form, [trigger]: choose }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await stored(id, character)).form;
    expect(after[trigger]).toBe(choose);
    for (const name of cleared) expect(after).not.toHaveProperty(name);
    for (const name of kept) expect(after[name]).toEqual(before[name]);
  });

  it('a create that sends dependents of another choice stores none of them', async () => {
    const sent = {
      child_crime: '不良行为',
      child_crime_level: '移送司法机关',
      child_crime_level_overage: '社区矫正',
      ...pair('overage_socialwork'),
      ...pair('crime_regulation'),
      ...pair('crime_misconduct'),
    };
    const { form } = await stored(await create('gta', baseForm(sent)), 'gta');
    expect(form).toMatchObject({ child_crime: '不良行为', ...pair('crime_misconduct') });
    for (const name of [
      'child_crime_level',
      'child_crime_level_overage',
      ...names('overage_socialwork'),
      ...names('crime_regulation'),
    ])
      expect(form).not.toHaveProperty(name);
  });
});

describe('ow actual guardian and phones through the API', () => {
  it('stores the other guardian as sent: the copy is a user-change rule of the browser, never the server', async () => {
    const guardian = {
      parent_father_name: '王大山',
      parent_father_phone: '13912345678',
      parent_guardian_actual: '父亲',
      parent_other_name: '王老汉',
      parent_other_relative: '祖孙',
      parent_other_phone: '13712345678',
      parent_other_location: '水关村3组',
    };
    const { form } = await stored(await create('ow', baseForm(guardian)), 'ow');
    expect(form).toMatchObject(guardian);
  });

  it.each([
    ['ow', 'parent_father_phone', '请确认父亲联系电话'],
    ['ow', 'parent_other_phone', '请确认监护人联系电话'],
    ['gta', 'parent_mother_phone', '请确认母亲联系电话'],
  ] as const)('%s rejects %s outside 1[3-9]\\d{9} with %s', async (character, name, message) => {
    const res = await h.call('POST', '/api/child', centre, body(character, baseForm({ [name]: '12345678901' })));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toContainEqual(expect.objectContaining({ field: name, message }));
  });

  it("stores the ow assessment and gta help flags as booleans; the case counts are not the form's (tests/server/gta-screen.test.ts)", async () => {
    const ow = await stored(
      await create(
        'ow',
        baseForm({ family_financial_work: true, help_none: '有', help_medical: false, family_custody: '一般' }),
      ),
      'ow',
    );
    expect(ow.form).toMatchObject({
      family_financial_work: true,
      help_none: true,
      help_medical: false,
      family_custody: '一般',
    });
    const gta = await stored(
      await create('gta', baseForm({ help_law: true, help_sermonize: 'true', escort_crime_number: '5' })),
      'gta',
    );
    expect(gta.form).toMatchObject({ help_law: true, help_sermonize: true });
    expect(gta.form.director_name).toBeTruthy();
    // a department's field sent with the investigation form is not written (only PUT /api/child/important writes it)
    expect(gta.form).not.toHaveProperty('escort_crime_number');
  });
});
