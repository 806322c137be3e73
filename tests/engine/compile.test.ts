import { describe, expect, it } from 'vitest';
import type { ISchema } from '@formily/json-schema';
import { compileForm, KIND_COMPONENTS } from '../../engine';
import { OPTION_LISTS } from '../../option-lists';
import { FORM_SCHEMAS } from '../../schemas';
import { fixture } from './fixture-schema';
import { harness, input, node_ } from './form-harness';

const cs = FORM_SCHEMAS.investigate_cs;
const fieldsOf = (compiled: ISchema, tab: string) =>
  node_(compiled, 'tabs', tab, 'grid').properties as Record<string, ISchema>;

describe('compileForm structure', () => {
  const { schema } = compileForm(cs, { optionLists: OPTION_LISTS, mode: 'edit' });
  const fields = fieldsOf(schema, 'basic');

  it('puts tabs in FormTab panes and fields in a PaneGrid', () => {
    expect(node_(schema, 'tabs')['x-component']).toBe('FormTab');
    const pane = node_(schema, 'tabs', 'basic');
    expect(pane).toMatchObject({
      type: 'void',
      'x-component': 'FormTab.TabPane',
      'x-component-props': { tab: '儿童基本信息', key: 'basic' },
    });
    expect(node_(pane, 'grid')).toMatchObject({ type: 'void', 'x-component': 'PaneGrid' });
    expect(Object.keys(fields)[0]).toBe('rigistered_id');
  });

  it.each([
    ['child_name', 'Input'],
    ['child_gender', 'Radio.Group'],
    ['child_race', 'Select'],
    ['child_idnumber', 'Input'],
    ['address_register', 'Radio.Group'],
    ['address_record_community', 'TownSelect'],
    ['address_record_rusticate', 'VillageSelect'],
    ['address_same', 'SameAddressButton'],
    ['director_name', 'DirectorDisplay'],
    ['child_disability_type_img', 'ImageList'],
  ])('%s → %s in a FormItem', (name, component) => {
    expect(fields[name]['x-component']).toBe(component);
    if (name !== 'address_same') expect(fields[name]['x-decorator']).toBe('FormItem');
  });

  it('maps every kind of the fixture', () => {
    const f = fieldsOf(compileForm(fixture, { optionLists: OPTION_LISTS, mode: 'edit' }).schema, 'one');
    expect(f.birthday).toMatchObject({ 'x-component': 'DatePicker', 'x-component-props': { format: 'YYYY-MM-DD' } });
    expect(f.insured).toMatchObject({ type: 'boolean', 'x-component': 'Checkbox' });
    expect(f.days).toMatchObject({
      type: 'number',
      'x-component': 'NumberPicker',
      'x-component-props': { addonAfter: '天' },
    });
    expect(f.flags).toMatchObject({ 'x-component': 'Checkbox.Group' });
    expect(f.flags.type).toBeUndefined(); // a plain Field holding an array, not an ArrayField
    expect(f.members).toMatchObject({
      type: 'array',
      'x-component': 'ArrayTable',
      'x-decorator-props': { gridSpan: 3 },
    });
    const items = f.members.items as ISchema;
    expect(node_(items, 'column_name')).toMatchObject({
      'x-component': 'ArrayTable.Column',
      'x-component-props': { title: '成员姓名' },
    });
    expect(node_(items, 'column_name', 'name')['x-component']).toBe('Input');
    expect(node_(f.members, 'add')['x-component']).toBe('ArrayTable.Addition');
    expect(Object.values(KIND_COMPONENTS)).toContain('Input.TextArea');
  });

  it('carries option lists, village → town and required marks', () => {
    expect(fields.child_race.enum).toHaveLength(57);
    expect(fields.child_gender.enum).toEqual([
      { label: '男', value: '男' },
      { label: '女', value: '女' },
    ]);
    expect(fields.address_record_rusticate['x-component-props']).toMatchObject({ town: 'address_record_community' });
    expect(fields.child_name.required).toBe(true);
    expect(fields.child_race.required).toBeUndefined();
  });

  it('holds no {{ }} expression strings', () => {
    expect(JSON.stringify(schema)).not.toMatch(/\{\{/);
  });

  it('leaves the same-address button out in read mode', () => {
    expect(
      fieldsOf(compileForm(cs, { optionLists: OPTION_LISTS, mode: 'read' }).schema, 'basic').address_same,
    ).toBeUndefined();
  });
});

describe('compiled validators in a Formily form', () => {
  it('required fields left empty show 请填写{label} (issue 29), not 请确认{label}', async () => {
    const { field } = harness(cs);
    expect(field('child_name').required).toBe(true);
    await field('child_name')
      .validate()
      .catch(() => undefined);
    expect(field('child_name').selfErrors).toEqual(['请填写儿童姓名']);
  });

  it('a wrong ID number shows the domain message as typed', async () => {
    const { field } = harness(cs);
    await input(field('child_idnumber'), '12345');
    expect(field('child_idnumber').selfErrors).toEqual(['当前儿童身份证不合法。']);
    await input(field('child_idnumber'), '321281201503040131');
    expect(field('child_idnumber').selfErrors).toEqual([]);
  });

  it('checks the value as it will be stored: a ticked or cleared have-checkbox (true / false) is valid', async () => {
    const { field } = harness(cs, { child_education: '小学' });
    for (const name of ['tutorial_class', 'education_support_tuition', 'education_support_other']) {
      await input(field(name), true);
      expect(field(name).selfErrors).toEqual([]);
      await input(field(name), false);
      expect(field(name).selfErrors).toEqual([]);
    }
  });
});

describe('read mode effects', () => {
  it('keeps visibility but neither derives nor locks the gender', () => {
    const { form, field } = harness(
      cs,
      { child_disability: '健康', child_idnumber: '321281201503040131', child_gender: '女' },
      'read',
    );
    expect(field('child_disability_level').display).toBe('none');
    expect(form.values.child_gender).toBe('女');
    expect(field('child_gender').pattern).toBe('editable');
  });
});
