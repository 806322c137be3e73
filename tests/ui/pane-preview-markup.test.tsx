/**
 * The markup of pane previews (src/components/schema-form/preview/markup.ts, pane-preview.tsx): what a
 * user sees in a pane opened before it is built. Parsed into the DOM and read as a user would: labels,
 * values, the chosen option; user text never becomes markup; a pane that cannot be imitated is not
 * previewed. (That the preview looks like the built pane pixel for pixel is tests/e2e/pane-preview.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { FieldDef, FormSchema } from '../../engine/types';
import { fieldMarkup, type MarkupContext } from '../../src/components/schema-form/preview/markup';
import { paneMarkup, paneView } from '../../src/components/schema-form/preview/pane-preview';

const OPTIONS: Record<string, { label: string; value: string }[]> = {
  health: [{ label: '健康', value: '健康' }, { label: '残疾', value: '残疾' }],
  yesno: [{ label: '是', value: '是' }, { label: '否', value: '否' }],
};
const ctx: MarkupContext = {
  hash: 'css-test',
  options: (id) => (id ? OPTIONS[id] ?? [] : []),
  departmentName: (id) => (id === 7 ? '昭阳街道' : undefined),
  imageSrc: (url) => `/signed/${url}`,
  disabled: () => false,
  canUpload: false,
  autoSizeHeight: (rows, variant) => (variant === 'count' ? rows * 22 + 8 : rows * 22 + 2),
};

function dom(html: string | null): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html ?? '';
  return div;
}
const text = (field: FieldDef, value: unknown) => dom(fieldMarkup(field, value, ctx));

describe('pane preview markup', () => {
  it('shows a text field with its label, required mark and value, read-only', () => {
    const item = text({ name: 'child_name', label: '儿童姓名', kind: 'text', required: true, maxLength: 20 }, '王小明');
    expect(item.querySelector('label')?.textContent).toBe('儿童姓名');
    expect(item.querySelector('.ant-formily-item-asterisk')).not.toBeNull();
    const input = item.querySelector('input')!;
    expect(input.value).toBe('王小明');
    expect(input.readOnly).toBe(true);
    expect(input.placeholder).toBe('请输入儿童姓名');
    expect(input.maxLength).toBe(20);
  });

  it('never turns typed text into markup', () => {
    const evil = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
    const item = text({ name: 'note', label: '说明<b>', kind: 'textarea' }, evil);
    expect(item.querySelector('img, script, b')).toBeNull();
    expect(item.querySelector('textarea')!.value).toBe(evil);
    expect(item.querySelector('label')!.textContent).toBe('说明<b>');
    const select = text({ name: 'father_health', label: '健康状况', kind: 'select', options: 'health' }, evil);
    expect(select.querySelector('img, script')).toBeNull();
    expect(select.querySelector('.ant-select-selection-item')!.textContent).toBe(evil);
  });

  it('shows a select by its option label, or its placeholder when empty', () => {
    const field: FieldDef = { name: 'father_health', label: '父亲健康状况', kind: 'select', options: 'health' };
    expect(text(field, '残疾').querySelector('.ant-select-selection-item')!.textContent).toBe('残疾');
    expect(text(field, undefined).querySelector('.ant-select-selection-placeholder')!.textContent).toBe('请选择父亲健康状况');
    expect(text({ name: 'town', label: '乡镇', kind: 'town' }, 7).querySelector('.ant-select-selection-item')!.textContent).toBe('昭阳街道');
  });

  it('checks the chosen radio option and a ticked have-field', () => {
    const radios = text({ name: 'live_together', label: '是否共同生活', kind: 'radio', options: 'yesno' }, '否');
    const checked = [...radios.querySelectorAll('[role=radio][aria-checked=true]')].map((r) => r.closest('label')!.textContent);
    expect(checked).toEqual(['否']);
    expect([...radios.querySelectorAll('.ant-radio-wrapper-checked')].map((l) => l.textContent)).toEqual(['否']);
    const have = text({ name: 'economy_low', label: '低保', kind: 'have' }, true);
    expect(have.querySelector('[role=checkbox]')!.getAttribute('aria-checked')).toBe('true');
    expect(have.querySelector('.ant-checkbox-wrapper-checked')).not.toBeNull();
    expect(text({ name: 'economy_low', label: '低保', kind: 'have' }, false).querySelector('[role=checkbox]')!.getAttribute('aria-checked')).toBe('false');
    expect(have.querySelector('.ant-formily-item-label')).toBeNull();
    expect(have.textContent).toBe('低保');
  });

  it('shows dates, numbers with their unit, and images through their signed address', () => {
    expect(text({ name: 'd', label: '日期', kind: 'date' }, '2020-05-06').querySelector('input')!.value).toBe('2020-05-06');
    const money = text({ name: 'm', label: '保障金额', kind: 'number', unit: '元' }, 12);
    expect(money.querySelector('input')!.value).toBe('12');
    expect(money.querySelector('.ant-input-number-group-addon')!.textContent).toBe('元');
    const images = text({ name: 'images', label: '贫困证明', kind: 'images', maxCount: 9 }, [{ image_url: 'a/b.png', image_name: '证明' }]);
    expect(images.querySelector('img')!.getAttribute('src')).toBe('/signed/a/b.png');
    expect(images.textContent).toContain('最多9张');
  });

  it('shows free text with its character count, keeping the text as typed', () => {
    const guide: FieldDef = { name: 'family_guide', label: '家庭教育指导', kind: 'freeText', maxLength: 5000 };
    const item = dom(fieldMarkup(guide, '\n第一段\n第二段', ctx));
    const area = item.querySelector('textarea')!;
    expect(area.value).toBe('\n第一段\n第二段');
    expect(area.readOnly).toBe(true);
    expect(area.getAttribute('aria-label')).toBe('家庭教育指导');
    // it starts at its least height (6 rows) and is fitted to its text in the browser (fitTextArea)
    expect(area.style.height).toBe('140px');
    expect(area.style.minHeight).toBe('140px');
    expect(area.style.maxHeight).toBe('536px');
    expect(item.querySelector('.ant-input-data-count')!.textContent).toBe('8 / 5000');
    expect(dom(fieldMarkup(guide, undefined, ctx)).querySelector('.ant-input-data-count')!.textContent).toBe('0 / 5000');
  });

  it('shows evidence photos with their title and description, and the upload button while there is room', () => {
    const sized = { ...ctx, canUpload: true };
    const photos: FieldDef = { name: 'images', label: '调查照片', kind: 'images', evidence: true, maxCount: 2 };
    const one = dom(fieldMarkup(photos, [{ image_url: 'x/1.jpg', image_name: '入户', image_description: '<b>屋内</b>' }], sized));
    expect(one.querySelector<HTMLInputElement>('input[aria-label=图片标题]')!.value).toBe('入户');
    expect(one.querySelector<HTMLTextAreaElement>('textarea[aria-label=图片描述]')!.value).toBe('<b>屋内</b>');
    expect(one.querySelector('b')).toBeNull();
    expect(one.querySelector('img')!.getAttribute('src')).toBe('/signed/x/1.jpg');
    expect([...one.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['删除', '上传图片']);
    const full = dom(fieldMarkup(photos, [{ image_url: 'x/1.jpg' }, { image_url: 'x/2.jpg' }], sized));
    expect([...full.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['删除', '删除']);
    expect(full.textContent).toContain('最多2张');
  });

  it('has no markup for pickers, empty tables, or free text without a maximum length', () => {
    expect(fieldMarkup({ name: 's', label: '学校', kind: 'school' }, '', ctx)).toBeNull();
    expect(fieldMarkup({ name: 'g', label: '指导', kind: 'freeText' }, '', ctx)).toBeNull();
    expect(fieldMarkup({ name: 't', label: '成员', kind: 'table', columns: [] }, [], ctx)).toBeNull();
  });
});

describe('paneMarkup', () => {
  const schema: FormSchema = {
    id: 'investigate_test', title: '测试', genre: 'cs', rules: [],
    tabs: [
      { key: 'basic', title: '基本', fields: [{ name: 'child_disability', label: '是否残疾', kind: 'radio', options: 'yesno' }] },
      {
        key: 'family', title: '家庭', fields: [
          { name: 'father_name', label: '父亲姓名', kind: 'text' },
          { name: 'father_note', label: '残疾说明', kind: 'text', visibleWhen: { field: 'child_disability', in: ['是'] } },
        ],
      },
      {
        key: 'medical', title: '医疗', fields: [], tabs: [
          { key: 'cost', title: '费用', fields: [{ name: 'cost', label: '费用', kind: 'number' }] },
          { key: 'outpatient', title: '门诊', fields: [{ name: 'outpatient', label: '门诊报销', kind: 'number' }], visibleWhen: { field: 'child_disability', in: ['是'] } },
          { key: 'note', title: '说明', fields: [{ name: 'note_guide', label: '说明', kind: 'freeText' }] },
        ],
      },
      { key: 'guide', title: '指导', fields: [{ name: 'family_guide', label: '指导', kind: 'freeText' }] },
    ],
  };
  const tab = (key: string) => schema.tabs.find((t) => t.key === key)!;

  it('holds the shown fields of the pane only, following the values', () => {
    const hidden = dom(paneMarkup(schema, tab('family'), { father_name: '王大' }, ctx, new Map()));
    expect([...hidden.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['父亲姓名']);
    const shown = dom(paneMarkup(schema, tab('family'), { child_disability: '是' }, ctx, new Map()));
    expect([...shown.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['父亲姓名', '残疾说明']);
  });

  it('is null for a pane with nested tabs, a field without markup, or errors waiting for its fields', () => {
    expect(paneMarkup(schema, tab('medical'), {}, ctx, new Map())).toBeNull();
    expect(paneMarkup(schema, tab('guide'), {}, ctx, new Map())).toBeNull();
    expect(paneMarkup(schema, tab('family'), {}, ctx, new Map([['father_name', ['请确认父亲姓名']]]))).toBeNull();
    expect(paneMarkup(schema, tab('family'), {}, ctx, new Map())).not.toBeNull();
  });

  it('previews a pane with nested tabs as its shown nested tabs and the open one\'s fields', () => {
    const view = paneView(schema, tab('medical'), { cost: 5 }, ctx, new Map());
    expect(view?.own).toBeNull();
    expect(view?.nested?.tabs.map((t) => t.title)).toEqual(['费用', '说明']);
    expect(view?.nested?.active).toBe('cost');
    expect(dom(view?.nested?.html ?? null).querySelector('input')!.value).toBe('5');
    const outpatient = paneView(schema, tab('medical'), { child_disability: '是', outpatient: 7 }, ctx, new Map(), { activeKey: 'outpatient' });
    expect(outpatient?.nested?.tabs.map((t) => t.title)).toEqual(['费用', '门诊', '说明']);
    expect(dom(outpatient?.nested?.html ?? null).querySelector('input')!.value).toBe('7');
    // the open nested pane has free text, which has no markup: the whole pane is built instead
    expect(paneView(schema, tab('medical'), {}, ctx, new Map(), { activeKey: 'note' })).toBeNull();
  });
});
