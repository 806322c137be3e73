/**
 * The generated field reference of docs/schemas.md (scripts/schemas-docs-render.ts): the committed section
 * is the fresh rendering of FORM_SCHEMAS, and the rendering says what a form maintainer needs per field.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FormSchema, TabDef } from '../../engine/types';
import { OPTION_LISTS } from '../../option-lists';
import { ALL_SCHEMAS as FORM_SCHEMAS } from '../../schemas';
import {
  currentSection,
  END_MARKER,
  renderFieldReference,
  renderForm,
  replaceSection,
  START_MARKER,
} from '../../scripts/schemas-docs-render';
import { fixture } from './fixture-schema';

const DOC = resolve(import.meta.dirname, '../../docs/schemas.md');

describe('docs/schemas.md field reference', () => {
  it('is current (run npm run schemas:docs after changing schemas/ or option-lists/)', () => {
    const section = currentSection(readFileSync(DOC, 'utf8'));
    expect(section, 'docs/schemas.md has no field-reference section: run npm run schemas:docs').not.toBeNull();
    expect(section, 'docs/schemas.md field reference is stale: run npm run schemas:docs').toBe(
      renderFieldReference(FORM_SCHEMAS, OPTION_LISTS),
    );
  });

  it('has a table for every form', () => {
    const section = currentSection(readFileSync(DOC, 'utf8')) ?? '';
    for (const schema of Object.values(FORM_SCHEMAS))
      expect(section).toContain(`### ${schema.title} (\`${schema.id}\`)`);
  });
});

describe('renderForm', () => {
  const text = renderForm(fixture, OPTION_LISTS);
  const rowOf = (name: string) => text.split('\n').find((l) => l.startsWith(`| \`${name}\` |`)) ?? '';

  it('gives name, label, kind, tab, options and constraints', () => {
    expect(rowOf('name')).toBe(
      '| `name` | 姓名 | text (≤4) | 第一页 |  | required | guardian-copies-name (copies from) |',
    );
    expect(rowOf('days')).toContain('| number (天) |');
    expect(rowOf('flags')).toContain('`yes_no`: 是、否');
    expect(rowOf('mode_detail')).toContain('visible when mode in [是]');
    expect(rowOf('proof')).toContain('| 第二页 |');
    expect(text).toContain('2. 第二页 (`two`) — visible when insured in [有]');
  });

  it('names the rules that touch each field and how', () => {
    expect(rowOf('guardian')).toMatch(/\| guardian-copies-name \(on, reads\), guardian-clears-name \(on, reads\) \|$/);
    expect(rowOf('guardian_name')).toContain('guardian-copies-name (copies to), guardian-clears-name (clears)');
    expect(rowOf('phone')).toMatch(/\| {2}\|$/);
    expect(rowOf('days')).toContain('insured-none-sets-days (sets)');
    expect(rowOf('insured')).toContain('insured-none-sets-days (reads)');
  });

  it('lists table cells and abbreviates long option lists', () => {
    expect(rowOf('members.name')).toContain('| 成员姓名 | text (≤200) | 第一页 |');
    const race: FormSchema = {
      ...fixture,
      tabs: [
        { key: 'r', title: '民族', fields: [{ name: 'race', label: '民族', kind: 'select', options: 'child_race' }] },
      ],
      rules: [],
    };
    expect(renderForm(race, OPTION_LISTS)).toMatch(
      /`child_race`: 汉族、蒙古族、回族、藏族、维吾尔族、苗族、彝族、壮族 … \(\+49\)/,
    );
  });

  it('escapes pipes and shows a nested tab by its path', () => {
    const inner: TabDef = { key: 'out', title: '门诊|报销', fields: [{ name: 'x', label: 'a|b', kind: 'text' }] };
    const nested = {
      ...fixture,
      rules: [],
      tabs: [{ key: 'med', title: '医疗救助', fields: [], tabs: [inner] } as TabDef],
    };
    const out = renderForm(nested, OPTION_LISTS);
    expect(out).toContain('| `x` | a\\|b | text (≤200) | 医疗救助 › 门诊\\|报销 |');
    expect(out).toContain('2. 医疗救助 › 门诊|报销 (`out`)');
  });
});

describe('replaceSection', () => {
  it('appends the markers once and then replaces only between them', () => {
    const doc = '# 手写\n\ntext\n';
    const first = replaceSection(doc, `${START_MARKER}\nA\n${END_MARKER}`);
    expect(first).toBe(`# 手写\n\ntext\n\n${START_MARKER}\nA\n${END_MARKER}\n`);
    const second = replaceSection(first, `${START_MARKER}\nB\n${END_MARKER}`);
    expect(second).toBe(`# 手写\n\ntext\n\n${START_MARKER}\nB\n${END_MARKER}\n`);
    expect(currentSection(second)).toBe(`${START_MARKER}\nB\n${END_MARKER}`);
  });
});
