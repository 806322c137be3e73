/**
 * The engine constructs the cs form needs (req child-forms §1, §5, §9): compileForm's nested tabs, role-dependent
 * titles and read-mode panes, school / grade pickers, free text; and lintSchema on those constructs.
 */
import { describe, expect, it } from 'vitest';
import type { ISchema } from '@formily/json-schema';
import { compileForm, lintSchema } from '../../engine';
import type { FormSchema } from '../../engine/types';
import { OPTION_LISTS } from '../../option-lists';
import { node_ } from './form-harness';
import { cs } from './cs-form-fixtures';

describe('compileForm: nested tabs, roles, pickers, free text', () => {
  const compile = (mode: 'edit' | 'read', role?: string) =>
    compileForm(cs, { optionLists: OPTION_LISTS, mode, role }).schema;
  const pane = (s: ISchema, ...path: string[]) => node_(s, ...path.flatMap((k) => ['tabs', k]));

  it("puts nested tabs in a FormTab inside the pane, after the pane's own fields", () => {
    const medical = pane(compile('edit'), 'medical');
    expect(Object.keys(medical.properties as object)).toEqual(['grid', 'tabs']);
    expect(node_(medical, 'tabs')).toMatchObject({
      'x-component': 'FormTab',
      'x-component-props': { tabKey: 'medical' },
    });
    expect(pane(compile('edit'), 'medical', 'medical_outpatient')['x-component-props']).toEqual({
      tab: '门诊报销',
      key: 'medical_outpatient',
    });
    expect(
      node_(pane(compile('edit'), 'medical', 'medical_cost'), 'grid', 'medical_cost_days')['x-component-props'],
    ).toMatchObject({ addonAfter: '天' });
  });

  it.each([
    ['中心领导', '关爱保护（即群团组织和社会关爱）'],
    ['中心管理', '关爱保护（即群团组织和社会关爱）'],
    ['儿童主任', '群团组织和社会关爱'],
    [undefined, '群团组织和社会关爱'],
  ])('tab 11 for %s is titled %s', (role, title) => {
    expect(pane(compile('edit', role), 'care')['x-component-props']).toMatchObject({ tab: title });
  });

  it('tab 11 in read mode shows the task list to centre roles, the fields to others and in edit mode', () => {
    expect(Object.keys(pane(compile('read', '中心领导'), 'care').properties as object)).toEqual(['task_list']);
    expect(node_(pane(compile('read', '中心管理'), 'care'), 'task_list')['x-component']).toBe('ChildTaskList');
    expect(Object.keys(pane(compile('read', '儿童主任'), 'care').properties as object)).toEqual(['grid']);
    expect(Object.keys(pane(compile('edit', '中心领导'), 'care').properties as object)).toEqual(['grid']);
  });

  it('school and grade pickers carry the stage field and the lists per stage; higher education has none (typed)', () => {
    const grid = node_(pane(compile('edit'), 'basic'), 'grid').properties as Record<string, ISchema>;
    const school = grid.tutorial_class_school['x-component-props'] as {
      stage: string;
      options: Record<string, unknown[]>;
    };
    expect(grid.tutorial_class_school['x-component']).toBe('SchoolPicker');
    expect(school.stage).toBe('child_education');
    expect(school.options['学前教育']).toContainEqual({ label: '兴化市实验幼儿园', value: '兴化市实验幼儿园' });
    expect(school.options['高等教育']).toBeUndefined();
    const grade = grid.tutorial_class_grade['x-component-props'] as {
      options: Record<string, { value: string }[]>;
      classes: unknown[];
    };
    expect(grid.tutorial_class_grade['x-component']).toBe('GradePicker');
    expect(grade.options['义务教育'].map((o) => o.value)).toContain('九年级');
    expect(grade.classes).toHaveLength(20);
  });

  it('family guide is free text over the whole row', () => {
    const guide = node_(pane(compile('edit'), 'guide'), 'grid', 'family_guide');
    expect(guide).toMatchObject({ 'x-component': 'FreeText', 'x-decorator-props': { gridSpan: 3 } });
  });
});

describe('lintSchema: the new constructs', () => {
  it('the cs form is clean', () => expect(lintSchema(cs, OPTION_LISTS)).toEqual([]));

  const base = (over: Partial<FormSchema>): FormSchema => ({
    id: 'x',
    genre: 'cs',
    title: 'x',
    tabs: [],
    rules: [],
    ...over,
  });
  it.each<[string, FormSchema, RegExp]>([
    [
      'a nested tab without fields',
      base({ tabs: [{ key: 'a', title: 'A', fields: [], tabs: [{ key: 'b', title: 'B', fields: [] }] }] }),
      /tab "b" has no fields/,
    ],
    [
      'a nested tab key twice',
      base({
        tabs: [
          {
            key: 'a',
            title: 'A',
            fields: [{ name: 'f', label: 'F', kind: 'text' }],
            tabs: [{ key: 'a', title: 'B', fields: [{ name: 'g', label: 'G', kind: 'text' }] }],
          },
        ],
      }),
      /duplicate tab key "a"/,
    ],
    [
      'a school field without picker',
      base({ tabs: [{ key: 'a', title: 'A', fields: [{ name: 's', label: 'S', kind: 'school' }] }] }),
      /"s" \(school\) has no picker/,
    ],
    [
      'a picker list that does not exist',
      base({
        tabs: [
          {
            key: 'a',
            title: 'A',
            fields: [
              { name: 'st', label: 'ST', kind: 'text' },
              { name: 's', label: 'S', kind: 'school', picker: { stage: 'st', lists: { x: 'nope' } } },
            ],
          },
        ],
      }),
      /option list "nope"/,
    ],
    [
      'a picker stage that does not exist',
      base({
        tabs: [
          {
            key: 'a',
            title: 'A',
            fields: [{ name: 's', label: 'S', kind: 'school', picker: { stage: 'ghost', lists: {} } }],
          },
        ],
      }),
      /picker stage names field "ghost"/,
    ],
    [
      'a grade without classes',
      base({
        tabs: [
          {
            key: 'a',
            title: 'A',
            fields: [
              { name: 'st', label: 'ST', kind: 'text' },
              { name: 'g', label: 'G', kind: 'grade', picker: { stage: 'st', lists: {} } },
            ],
          },
        ],
      }),
      /grade field "g" names no classes list/,
    ],
    [
      'a condition of a nested tab naming a missing field',
      base({
        tabs: [
          {
            key: 'a',
            title: 'A',
            fields: [],
            tabs: [
              {
                key: 'b',
                title: 'B',
                visibleWhen: { field: 'ghost', filled: true },
                fields: [{ name: 'f', label: 'F', kind: 'text' }],
              },
            ],
          },
        ],
      }),
      /tab "b" visibleWhen names field "ghost"/,
    ],
    [
      'a cycle through a nested tab',
      base({
        tabs: [
          {
            key: 'a',
            title: 'A',
            fields: [{ name: 'f', label: 'F', kind: 'text' }],
            tabs: [
              {
                key: 'b',
                title: 'B',
                visibleWhen: { field: 'f', filled: true },
                fields: [{ name: 'g', label: 'G', kind: 'text' }],
              },
            ],
          },
        ],
        rules: [{ id: 'g-clears-f', when: { field: 'g', filled: true }, clear: ['f'] }],
      }),
      /rule cycle/,
    ],
  ])('reports %s', (_, schema, problem) => {
    const problems = lintSchema(schema, OPTION_LISTS);
    expect(
      problems.some((p) => problem.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });
});
