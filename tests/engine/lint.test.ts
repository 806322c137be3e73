import { describe, expect, it } from 'vitest';
import { lintOptionLists, lintSchema } from '../../engine';
import type { FieldDef, FormSchema, OptionList, Rule } from '../../engine/types';
import { ALL_OPTION_LISTS, OPTION_LISTS } from '../../option-lists';
import { FORM_SCHEMAS } from '../../schemas';
import { fixture } from './fixture-schema';

const base = (fields: FieldDef[], rules: Rule[] = [], extraTabs: FormSchema['tabs'] = []): FormSchema => ({
  id: 'broken',
  genre: 'cs',
  title: '坏表',
  tabs: [{ key: 't', title: '页', fields }, ...extraTabs],
  rules,
});
const text = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, label: name, kind: 'text', ...extra });

describe('lintSchema', () => {
  it.each(Object.values(FORM_SCHEMAS))('$id is clean', (schema) =>
    expect(lintSchema(schema, OPTION_LISTS)).toEqual([]),
  );
  it('the test fixture is clean', () => expect(lintSchema(fixture, OPTION_LISTS)).toEqual([]));

  const cases: [string, FormSchema, RegExp][] = [
    [
      'missing option list',
      base([{ name: 'a', label: 'A', kind: 'select', options: 'nope' }]),
      /option list "nope", which does not exist/,
    ],
    ['choice without list', base([{ name: 'a', label: 'A', kind: 'radio' }]), /\(radio\) names no option list/],
    [
      'default outside list',
      base([{ name: 'a', label: 'A', kind: 'radio', options: 'yes_no', default: '或许' }]),
      /default "或许" is not in option list/,
    ],
    ['field without label', base([{ name: 'a', label: '', kind: 'text' }]), /field "a" has no label/],
    ['duplicate field', base([text('a'), text('a')]), /duplicate field name "a"/],
    ['empty tab', base([text('a')], [], [{ key: 'empty', title: '空', fields: [] }]), /tab "empty" has no fields/],
    [
      'duplicate tab key',
      base([text('a')], [], [{ key: 't', title: '页2', fields: [text('b')] }]),
      /duplicate tab key "t"/,
    ],
    [
      'condition names a missing field',
      base([text('a', { visibleWhen: { field: 'ghost', filled: true } })]),
      /visibleWhen names field "ghost"/,
    ],
    [
      'rule clears a missing field',
      base([text('a')], [{ id: 'r', when: { field: 'a', filled: true }, clear: ['ghost'] }]),
      /rule "r" names field "ghost"/,
    ],
    [
      'rule on a missing field',
      base([text('a')], [{ id: 'r', on: 'ghost', clear: ['a'] }]),
      /rule "r" names field "ghost"/,
    ],
    [
      'set names a missing field',
      base([text('a')], [{ id: 'r', when: { field: 'a', filled: true }, set: { ghost: 1 } }]),
      /rule "r" names field "ghost"/,
    ],
    [
      'copy lengths differ',
      base(
        [text('a'), text('b')],
        [{ id: 'r', on: 'a', when: { field: 'a', filled: true }, copy: { from: ['a'], to: [] } }],
      ),
      /copies 1 fields into 0/,
    ],
    [
      'village without town',
      base([{ name: 'v', label: 'V', kind: 'village' }]),
      /village field "v" names no town field/,
    ],
    ['a length of 0', base([text('a', { maxLength: 0 })]), /field "a" maxLength 0 is not a positive integer/],
    [
      'rows off a table',
      base([text('a', { maxRows: 5 })]),
      /field "a" \(text\) has maxRows, which only applies to other kinds/,
    ],
    [
      'a fractional image count',
      base([{ name: 'i', label: 'I', kind: 'images', maxCount: 2.5 }]),
      /field "i" maxCount 2.5 is not a positive integer/,
    ],
    [
      'an age off an ID number',
      base([{ name: 'd', label: 'D', kind: 'date', maxAge: 18 }]),
      /field "d" \(date\) has maxAge/,
    ],
    ['a birth date off a date', base([text('a', { birthDate: true })]), /field "a" \(text\) has birthDate/],
    [
      'village town missing',
      base([{ name: 'v', label: 'V', kind: 'village', town: 'ghost' }]),
      /town names field "ghost"/,
    ],
    [
      'village town of the wrong kind',
      base([text('t'), { name: 'v', label: 'V', kind: 'village', town: 't' }]),
      /which is not a town field/,
    ],
    [
      'lookup missing',
      base([{ name: 'd', label: 'D', kind: 'director', lookup: ['ghost'] }]),
      /lookup names field "ghost"/,
    ],
    [
      'deriveFrom missing',
      base([{ name: 'g', label: 'G', kind: 'gender', options: 'child_gender', deriveFrom: 'ghost' }]),
      /deriveFrom names field "ghost"/,
    ],
    [
      'copy prefix missing',
      base([{ name: 's', label: 'S', kind: 'sameAddress', copy: { from: 'x', to: 'y' } }]),
      /copies prefix "x", which no field has/,
    ],
    ['reserved field name', base([text('grid')]), /field name "grid" is reserved/],
    ['field named like a tab', base([text('t')]), /field name "t" is reserved/],
    [
      'duplicate rule id',
      base(
        [text('a'), text('b')],
        [
          { id: 'r', on: 'a', clear: ['b'] },
          { id: 'r', on: 'a', clear: ['b'] },
        ],
      ),
      /duplicate rule id "r"/,
    ],
    [
      'rule cycle',
      base(
        [text('a'), text('b')],
        [
          { id: 'a-clears-b', when: { field: 'a', filled: true }, clear: ['b'] },
          { id: 'b-sets-a', when: { field: 'b', filled: false }, set: { a: 'x' } },
        ],
      ),
      /rule cycle (a → b → a|b → a → b)/,
    ],
    ['self cycle', base([text('a')], [{ id: 'r', on: 'a', clear: ['a'] }]), /rule cycle a → a/],
    [
      'cycle through visibility',
      base([text('a', { visibleWhen: { field: 'b', filled: true } }), text('b')], [{ id: 'r', on: 'a', clear: ['b'] }]),
      /rule cycle/,
    ],
  ];
  it.each(cases)('detects: %s', (_, schema, problem) => {
    const problems = lintSchema(schema, OPTION_LISTS);
    expect(
      problems.some((p) => problem.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('a chain without a loop is no cycle', () => {
    const schema = base(
      [text('a'), text('b'), text('c')],
      [
        { id: 'a-clears-b', when: { field: 'a', filled: true }, clear: ['b'] },
        { id: 'b-clears-c', when: { field: 'b', filled: true }, clear: ['c'] },
      ],
    );
    expect(lintSchema(schema, OPTION_LISTS)).toEqual([]);
  });
});

describe('lintOptionLists', () => {
  const list = (id: string, options: [string, string][], label = id): OptionList => ({
    id,
    label,
    options: options.map(([value, l]) => ({ value, label: l })),
  });

  it('the option lists of option-lists/ are clean', () => expect(lintOptionLists(ALL_OPTION_LISTS)).toEqual([]));

  it.each([
    ['two lists with one id', [list('a', [['x', 'X']]), list('a', [['y', 'Y']])], /option list "a": defined twice/],
    ['a list without label', [list('a', [['x', 'X']], ' ')], /option list "a": has no label/],
    ['a list without options', [list('a', [])], /option list "a": has no options/],
    [
      'a value offered twice',
      [
        list('a', [
          ['x', 'X'],
          ['x', 'X2'],
        ]),
      ],
      /option list "a": value "x" appears twice/,
    ],
    ['an option without value', [list('a', [['', '空']])], /option list "a": an option \(空\) has no value/],
    ['an option without label', [list('a', [['x', '']])], /option list "a": value "x" has no label/],
  ])('reports %s', (_, lists, message) => {
    expect(lintOptionLists(lists)).toEqual([expect.stringMatching(message)]);
  });
});
