/**
 * The cross-department information of a marginal minor (schemas/important_gta.ts; req gta §2.2 tab 2, §3.1,
 * §6.2, §7.3): its department tabs and owners, the case-count bound, the school rule, which changes a role
 * may make (engine/owners.ts), and how the compiled form shows another department's field and the screen panes.
 */
import { describe, expect, it } from 'vitest';
import type { ISchema } from '@formily/json-schema';
import { allFields, compileForm, normalize, ownedFields, refusedChanges, validate } from '../../engine';
import { lintSchema } from '../../engine/lint';
import type { FormSchema } from '../../engine/types';
import { OPTION_LISTS } from '../../option-lists';
import { FORM_SCHEMAS, IMPORTANT_SCHEMAS } from '../../schemas';
import { harness } from './form-harness';
import { expectBrowserApplies, expectServerApplies, type RuleCase } from './rule-case-checks';
import { ON } from './values';

const important = IMPORTANT_SCHEMAS.gta;
const names = (fields: { name: string }[]) => fields.map((f) => f.name).sort();

describe('important_gta: a tab per department, each field owned by its escort role', () => {
  it("keeps information.important's spec names in the tabs 检察院, 公安局, 教育局, 司法局", () => {
    expect(important).toMatchObject({ id: 'important', genre: 'gta' });
    expect(important.tabs.map((t) => t.title)).toEqual(['检察院', '公安局', '教育局', '司法局']);
    expect(allFields(important).map((f) => f.field.name)).toEqual([
      'escort_genre',
      'escort_department',
      'escort_level',
      'escort_serpent_info',
      'escort_noncrime_number',
      'escort_crime_number',
      'escort_school_register',
      'escort_school_register_school',
      'escort_swine_info',
    ]);
  });

  it.each([
    ['公安护航', ['escort_crime_number', 'escort_noncrime_number']],
    ['教育护航', ['escort_school_register', 'escort_school_register_school']],
    ['司法护航', ['escort_swine_info']],
    ['检察护航', ['escort_department', 'escort_genre', 'escort_level', 'escort_serpent_info']],
    ['检察领导', ['escort_department', 'escort_genre', 'escort_level', 'escort_serpent_info']],
    ['乡镇护航', []],
    ['中心领导', []],
  ])('%s owns %j', (role, fields) => expect(names(ownedFields(important, role))).toEqual([...fields].sort()));

  it('keeps case counts numeric and refuses more than 10 characters (req gta §6.2)', () => {
    const out = normalize(important, { escort_noncrime_number: '-0012a', escort_crime_number: '123456789012345' });
    expect(out).toMatchObject({ escort_noncrime_number: '12', escort_crime_number: '123456789012345' });
    expect(validate(important, out, OPTION_LISTS, ON)).toEqual([
      { field: 'escort_crime_number', message: '犯罪案件数不能超过10个字符', tab: 'police' },
    ]);
  });

  const school: RuleCase = {
    rule: 'school-register-not-enrolled-clears-school',
    before: {
      escort_school_register: '在籍在校',
      escort_school_register_school: '兴化市第一中学',
      escort_level: '紫色',
    },
    trigger: 'escort_school_register',
    choose: '辍学',
    cleared: ['escort_school_register_school'],
    kept: ['escort_level'],
    hidden: ['escort_school_register_school'],
    shown: [],
  };
  it('the school only while 在籍在校 (req gta §6.2), on the server', () => expectServerApplies(important, school));
  it('the school only while 在籍在校 (req gta §6.2), in the browser', async () => {
    await expectBrowserApplies(harness(important, school.before), school);
  });
});

describe('refusedChanges: a write may change only the fields its role owns', () => {
  const before = { escort_level: '红色', escort_crime_number: '2', escort_swine_info: '社区矫正中' };

  it('lets the owner change its fields and anyone send the others unchanged', () => {
    expect(
      refusedChanges(important, '公安护航', before, {
        ...before,
        escort_crime_number: '3',
        escort_noncrime_number: '1',
      }),
    ).toEqual([]);
    expect(refusedChanges(important, '司法护航', before, { ...before })).toEqual([]);
  });

  it('names each field of another department the write would change, set or cleared', () => {
    const refused = refusedChanges(important, '公安护航', before, {
      escort_crime_number: '3',
      escort_level: '紫色',
      escort_serpent_info: '新',
    });
    expect(refused.map((f) => f.label)).toEqual(['护航等级', '检察院信息', '司法局信息']);
  });

  it('treats every empty value as the same', () => {
    expect(
      refusedChanges(
        important,
        '教育护航',
        { escort_swine_info: '' },
        { escort_swine_info: null, escort_level: undefined },
      ),
    ).toEqual([]);
  });
});

/** The node at a path of a compiled schema. */
function at(schema: ISchema, ...path: string[]): ISchema | undefined {
  return path.reduce<ISchema | undefined>(
    (node, key) => (node?.properties as Record<string, ISchema> | undefined)?.[key],
    schema,
  );
}

describe('compileForm with owners and screen panes', () => {
  it("shows another department's field read-only in edit mode and the viewer's own as an input", () => {
    const { schema } = compileForm(important, { optionLists: OPTION_LISTS, mode: 'edit', role: '公安护航' });
    expect(at(schema, 'tabs', 'police', 'grid', 'escort_crime_number')?.['x-pattern']).toBeUndefined();
    expect(at(schema, 'tabs', 'procuratorate', 'grid', 'escort_level')?.['x-pattern']).toBe('readPretty');
    expect(at(schema, 'tabs', 'justice', 'grid', 'escort_swine_info')?.['x-pattern']).toBe('readPretty');
  });

  it('fills a screen pane in read mode and leaves it out in edit mode', () => {
    const gta = FORM_SCHEMAS.investigate_gta;
    const read = compileForm(gta, { optionLists: OPTION_LISTS, mode: 'read' }).schema;
    expect(at(read, 'tabs', 'persuasion', 'screen_pane')).toMatchObject({
      'x-component': 'ScreenPane',
      'x-component-props': { name: 'persuasion' },
    });
    const edit = compileForm(gta, { optionLists: OPTION_LISTS, mode: 'edit' }).schema;
    expect(Object.keys(at(edit, 'tabs')?.properties ?? {})).toEqual(['basic', 'family', 'offence', 'help']);
  });

  it('lints a screen pane with fields and owners without a role', () => {
    const broken: FormSchema = {
      id: 'broken',
      title: 'x',
      genre: 'gta',
      rules: [],
      tabs: [
        { key: 'a', title: 'A', fields: [{ name: 'x', label: 'X', kind: 'text', owners: [] }] },
        { key: 'b', title: 'B', fields: [{ name: 'y', label: 'Y', kind: 'text' }], screenPane: 'p' },
      ],
    };
    expect(lintSchema(broken, OPTION_LISTS)).toEqual(
      expect.arrayContaining([
        'broken tab "a": field "x" has owners without a role',
        'broken tab "b" is a screen pane and has fields or tabs',
      ]),
    );
  });
});
