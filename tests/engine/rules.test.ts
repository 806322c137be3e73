/**
 * One table-driven test per dependent-field rule of req child-forms §5 that the forms declare so far: the rule in
 * normalize() (server) and the same rule as Formily effects (browser), without React.
 */
import { describe, expect, it } from 'vitest';
import { createForm } from '@formily/core';
import { buildEffects, normalize } from '../../engine';
import { FORM_SCHEMAS } from '../../schemas';
import { fixture } from './fixture-schema';
import { harness, input } from './form-harness';
import { expectTownClearsVillage } from './rule-case-checks';

const cs = FORM_SCHEMAS.investigate_cs;

/** A form of the fixture whose deferred changes (EffectOptions.defer) wait in `pending` until `flush()`. */
function deferredForm(values: Record<string, unknown>) {
  const pending: (() => void)[] = [];
  const form = createForm({
    values,
    effects: buildEffects(fixture, 'edit', { defer: (apply) => pending.push(apply) }),
  });
  return { form, pending, flush: () => pending.splice(0).forEach((apply) => apply()) };
}

describe('req child-forms §5 disability rules', () => {
  const cases: { rule: string; before: Record<string, unknown>; choose: string; cleared: string[]; kept: string[] }[] =
    [
      {
        rule: 'choosing 残疾 clears the disease name (and its proof)',
        before: {
          child_disability: '重病',
          child_disability_disease: '血友病',
          child_disability_disease_img: [{ image_url: 'd.jpg' }],
        },
        choose: '残疾',
        cleared: ['child_disability_disease', 'child_disability_disease_img'],
        kept: [],
      },
      {
        rule: 'choosing 重病 clears level and type (and the type proof)',
        before: {
          child_disability: '残疾',
          child_disability_level: '一级',
          child_disability_type: '肢体残疾',
          child_disability_type_img: [{ image_url: 't.jpg' }],
        },
        choose: '重病',
        cleared: ['child_disability_level', 'child_disability_type', 'child_disability_type_img'],
        kept: [],
      },
      {
        rule: 'choosing 健康 hides and drops level, type and disease',
        before: { child_disability: '残疾', child_disability_level: '二级', child_disability_type: '智力残疾' },
        choose: '健康',
        cleared: ['child_disability_level', 'child_disability_type', 'child_disability_disease'],
        kept: [],
      },
      {
        rule: 'staying 残疾 keeps level and type',
        before: { child_disability: '残疾', child_disability_level: '二级', child_disability_type: '智力残疾' },
        choose: '残疾',
        cleared: [],
        kept: ['child_disability_level', 'child_disability_type'],
      },
    ];

  it.each(cases)('normalize: $rule', ({ before, choose, cleared, kept }) => {
    const out = normalize(cs, { ...before, child_disability: choose });
    for (const name of cleared) expect(out).not.toHaveProperty(name);
    for (const name of kept) expect(out[name]).toEqual(before[name]);
  });

  it.each(cases)('browser: $rule', async ({ before, choose, cleared, kept }) => {
    const { form, field } = harness(cs, before);
    await input(field('child_disability'), choose);
    for (const name of cleared) expect(form.values[name]).toBeUndefined();
    for (const name of kept) expect(form.values[name]).toEqual(before[name]);
  });

  it('browser: a cleared field stays empty when shown again (Formily would restore a hidden value)', async () => {
    const { form, field } = harness(cs, { child_disability: '残疾', child_disability_level: '一级' });
    await input(field('child_disability'), '重病');
    await input(field('child_disability'), '残疾');
    expect(field('child_disability_level').display).toBe('visible');
    expect(form.values.child_disability_level).toBeUndefined();
  });

  it.each([
    [
      '残疾',
      ['child_disability_level', 'child_disability_type', 'child_disability_type_img'],
      ['child_disability_disease', 'child_disability_disease_img'],
    ],
    [
      '重病',
      ['child_disability_disease', 'child_disability_disease_img'],
      ['child_disability_level', 'child_disability_type', 'child_disability_type_img'],
    ],
    ['健康', [], ['child_disability_level', 'child_disability_disease']],
  ])('browser: %s shows %j and hides %j', (choice, shown, hidden) => {
    const { field } = harness(cs, { child_disability: choice });
    for (const name of shown) expect(field(name).display).toBe('visible');
    for (const name of hidden) expect(field(name).display).toBe('none');
  });
});

describe('req child-forms §5 "changing the town clears the village" (user changes only)', () => {
  it.each(['address_record', 'address_residence'])(
    '%s: the user changing the town clears the village',
    async (prefix) => {
      const form = await expectTownClearsVillage(cs, prefix);
      expect(form.values[`${prefix}_community`]).toBe(2);
    },
  );

  it('a programmatic change of the town (a load or the same-address copy) keeps the village', () => {
    const { form } = harness(cs, { address_residence_community: 1, address_residence_rusticate: 101 });
    form.setValues({ address_residence_community: 2, address_residence_rusticate: 201 });
    expect(form.values.address_residence_rusticate).toBe(201);
  });

  it('changing the registered town leaves the residence village alone', async () => {
    const { form, field } = harness(cs, {
      address_record_community: 1,
      address_record_rusticate: 101,
      address_residence_rusticate: 102,
    });
    await input(field('address_record_community'), 2);
    expect(form.values.address_residence_rusticate).toBe(102);
  });
});

describe('fixture rule shapes', () => {
  it('when + set: 无 insurance sets the days to 0, in normalize and in the form', async () => {
    expect(normalize(fixture, { insured: '无', days: 5 }).days).toBe(0);
    const { form, field } = harness(fixture, { days: 5 });
    await input(field('insured'), false);
    expect(form.values.days).toBe(0);
  });

  it('on + when + copy: choosing the guardian copies the name, but not on load', async () => {
    const { form, field } = harness(fixture, { name: '张三', guardian: '是', guardian_name: '王五' });
    expect(form.values.guardian_name).toBe('王五');
    await input(field('guardian'), '否');
    expect(form.values.guardian_name).toBeUndefined();
    await input(field('guardian'), '是');
    expect(form.values.guardian_name).toBe('张三');
  });

  it('when + clear on a hidden field: the value Formily set aside is cleared too', async () => {
    const { form, field } = harness(fixture, { mode: '是', mode_detail: '说明' });
    await input(field('mode'), '否');
    expect(field('mode_detail').display).toBe('none');
    await input(field('flags'), ['否']);
    await input(field('flags'), []);
    await input(field('mode'), '是');
    expect(field('mode_detail').display).toBe('visible');
    expect(form.values.mode_detail).toBeUndefined();
  });

  it('a field hidden and shown again without a clearing rule gets its value back (Formily display none)', async () => {
    const { form, field } = harness(fixture, { mode: '是', mode_detail: '说明' });
    await input(field('mode'), '否');
    expect(form.values.mode_detail).toBeUndefined();
    await input(field('mode'), '是');
    expect(form.values.mode_detail).toBe('说明');
  });

  it('defer: a field is hidden at once; shown again through the scheduler, and stays hidden if hidden again first', async () => {
    const { form, pending, flush } = deferredForm({ mode: '是', mode_detail: '说明' });
    const mode = form.createField({ name: 'mode' });
    const detail = form.createField({ name: 'mode_detail' });
    expect(detail.display).toBe('visible'); // the first load is not deferred
    await input(mode, '否');
    expect(detail.display).toBe('none');
    await input(mode, '是');
    expect(detail.display).toBe('none');
    expect(pending).toHaveLength(1);
    flush();
    expect(detail.display).toBe('visible');
    await input(mode, '否');
    await input(mode, '是');
    await input(mode, '否');
    flush();
    expect(detail.display).toBe('none');
  });

  it('defer: a when-rule clears a shown field at once and a hidden one through the scheduler', async () => {
    const { form, pending, flush } = deferredForm({ mode: '是', mode_detail: '说明' });
    const [mode, detail, flags] = ['mode', 'mode_detail', 'flags'].map((name) => form.createField({ name }));
    await input(flags, ['否']);
    expect(form.values.mode_detail).toBeUndefined();
    expect(pending).toHaveLength(0);
    await input(flags, []);
    await input(detail, '新说明');
    await input(mode, '否');
    await input(flags, ['否']);
    expect(pending).toHaveLength(1); // mode_detail is hidden: its clear waits
    flush();
    await input(mode, '是');
    flush();
    expect(detail.display).toBe('visible');
    expect(form.values.mode_detail).toBeUndefined(); // not back from Formily's cache
  });

  it('defer: a pane is hidden and shown again through the scheduler; its fields follow it', async () => {
    const { form, flush } = deferredForm({ insured: true, insurance_note: 'x' });
    const insured = form.createField({ name: 'insured' });
    const pane = form.createVoidField({ name: 'two', basePath: form.createVoidField({ name: 'tabs' }).address });
    const note = form.createField({ name: 'insurance_note', basePath: pane.address });
    await input(insured, false);
    expect(pane.display).toBe('visible');
    expect(note.display).toBe('visible'); // hidden with its pane, not on its own first
    flush();
    expect(pane.display).toBe('none');
    expect(note.display).toBe('none');
    await input(insured, true);
    expect(pane.display).toBe('none');
    flush();
    expect(pane.display).toBe('visible');
  });

  it('visibleWhen on a tab hides its pane', async () => {
    const { form, field } = harness(fixture, { insured: true });
    const tabs = form.createVoidField({ name: 'tabs' });
    const pane = form.createVoidField({ name: 'two', basePath: tabs.address });
    expect(pane.display).toBe('visible');
    await input(field('insured'), false);
    expect(pane.display).toBe('none');
  });

  it('visibleWhen on a tab hides its fields', async () => {
    const { field } = harness(fixture, { insured: true, insurance_note: 'x' });
    expect(field('insurance_note').display).toBe('visible');
    await input(field('insured'), false);
    expect(field('insurance_note').display).toBe('none');
  });
});

describe('gender derived from the ID number (req children §4)', () => {
  it('fills and locks the gender from a valid number; unlocks when the number is not valid', async () => {
    const { form, field } = harness(cs, {});
    expect(field('child_gender').pattern).toBe('editable');
    await input(field('child_idnumber'), '321281201503040131');
    expect(form.values.child_gender).toBe('男');
    expect(field('child_gender').pattern).toBe('disabled');
    await input(field('child_idnumber'), '32128120150304');
    expect(field('child_gender').pattern).toBe('editable');
  });
});

describe('masked values (req children §4)', () => {
  it('a masked value is emptied on the first focus only', async () => {
    const { form, field } = harness(cs, { child_name: '张*', child_idnumber: '321281*********131' });
    await field('child_name').onFocus();
    expect(form.values.child_name).toBe('');
    await input(field('child_name'), '张*');
    await field('child_name').onBlur();
    await field('child_name').onFocus();
    expect(form.values.child_name).toBe('张*');
    expect(form.values.child_idnumber).toBe('321281*********131');
  });
});

describe('numeric text cells (req children §4)', () => {
  it('drop what is not numeric as the user types', async () => {
    const { form, field } = harness(fixture, {});
    await input(field('amount'), '-012a');
    expect(form.values.amount).toBe('12');
  });
});

describe('same as registered address (req children §2)', () => {
  it('copies each address_record_* part into address_residence_*', async () => {
    const { sameAddressPatch } = await import('../../engine');
    const patch = sameAddressPatch(
      cs,
      { from: 'address_record', to: 'address_residence' },
      {
        address_record_province: '江苏省',
        address_record_community: 1,
        address_record_rusticate: 101,
        address_record_detail: '一号',
        child_name: 'x',
      },
    );
    expect(patch).toEqual({
      address_residence_province: '江苏省',
      address_residence_city: undefined,
      address_residence_area: undefined,
      address_residence_community: 1,
      address_residence_rusticate: 101,
      address_residence_detail: '一号',
    });
  });
});
