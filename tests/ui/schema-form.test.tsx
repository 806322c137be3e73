/**
 * The investigate_cs form rendered in jsdom as a user sees it: typing, the town → village pickers, the
 * director lookup, the town change clearing the village, submit validation, and read mode.
 */
import { StrictMode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderLean } from './support/lean-render';
import { describe, expect, it, vi } from 'vitest';
import {
  createSchemaForm,
  directorControllerOf,
  markFieldErrors,
  readFormValues,
  SchemaForm,
  validateForSubmit,
  type SchemaFormContext,
} from '../../src/components/schema-form';
import { FORM_SCHEMAS } from '../../schemas';
import { makeIdNumber } from '../../domain/id-number';

const cs = FORM_SCHEMAS.investigate_cs;

function stubContext(overrides: Partial<SchemaFormContext> = {}): SchemaFormContext {
  return {
    departments: {
      towns: [
        { id: 1, department_name: '昭阳街道' },
        { id: 2, department_name: '戴南镇' },
      ],
      villages: [
        { id: 101, department_name: '城东社区', department_parent: 1 },
        { id: 102, department_name: '城西社区', department_parent: 1 },
        { id: 201, department_name: '戴南村', department_parent: 2 },
      ],
    },
    lookupDirector: vi.fn(async (village: number) =>
      village === 201 ? null : { director_name: '王主任', director_cellphone: '13912345678', controller: 42 },
    ),
    onDirectorMissing: vi.fn(),
    ...overrides,
  };
}

/** Renders the form; `strict` wraps it in StrictMode as the SPA does (slower: React renders twice). */
function renderForm(
  mode: 'edit' | 'read',
  initialValues: Record<string, unknown> = {},
  context = stubContext(),
  strict = false,
) {
  const form = createSchemaForm(cs, { initialValues, mode });
  const ui = <SchemaForm schema={cs} form={form} mode={mode} context={context} />;
  renderLean(strict ? <StrictMode>{ui}</StrictMode> : ui);
  return { form, context };
}

/** Opens the select showing `placeholder` (or the select element) and clicks the option `label`. */
async function choose(select: HTMLElement, label: string): Promise<void> {
  const root = select.closest('.ant-select') as HTMLElement;
  fireEvent.mouseDown(root.querySelector('.ant-select-selector')!);
  const dropdowns = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')];
    expect(open.length).toBeGreaterThan(0);
    return open;
  });
  const option = await within(dropdowns.at(-1)!).findByTitle(label);
  fireEvent.click(option);
}

const selectOf = (label: string): HTMLElement => {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-formily-item') as HTMLElement;
  return item.querySelector('.ant-select') as HTMLElement;
};

describe('SchemaForm investigate_cs, edit mode', () => {
  it('types a name, picks town then village, and the director is filled', async () => {
    const { form, context } = renderForm('edit');
    expect(screen.getByRole('tab', { name: '儿童基本信息' })).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('请输入儿童姓名'), { target: { value: '张三' } });
    expect((screen.getByPlaceholderText('请输入儿童姓名') as HTMLInputElement).value).toBe('张三');
    expect(screen.getAllByDisplayValue('江苏省')).toHaveLength(2);

    await choose(selectOf('户籍乡镇（街道）'), '昭阳街道');
    expect(within(selectOf('户籍乡镇（街道）')).getByTitle('昭阳街道')).toBeTruthy();
    await choose(selectOf('户籍村（居）'), '城西社区');
    expect(within(selectOf('户籍村（居）')).getByTitle('城西社区')).toBeTruthy();

    expect(await screen.findByDisplayValue('王主任')).toBeTruthy();
    expect(screen.getByDisplayValue('13912345678')).toBeTruthy();
    expect(context.lookupDirector).toHaveBeenLastCalledWith(102);
    expect(directorControllerOf(form)).toBe(42);
    expect(readFormValues(cs, form)).toMatchObject({
      child_name: '张三',
      address_record_community: 1,
      address_record_rusticate: 102,
      director_name: '王主任',
    });
    expect(readFormValues(cs, form)).not.toHaveProperty('__controller');
  });

  it('changing the town clears the village (and the director found through it)', async () => {
    const { form } = renderForm('edit', {
      address_record_community: 1,
      address_record_rusticate: 102,
      director_name: '王主任',
      director_cellphone: '13912345678',
    });
    expect(within(selectOf('户籍村（居）')).getByTitle('城西社区')).toBeTruthy();
    expect(screen.getByDisplayValue('王主任')).toBeTruthy();

    await choose(selectOf('户籍乡镇（街道）'), '戴南镇');
    await waitFor(() => expect(within(selectOf('户籍村（居）')).queryByTitle('城西社区')).toBeNull());
    expect(within(selectOf('户籍村（居）')).getByText('请选择户籍村（居）')).toBeTruthy();
    await waitFor(() => expect(screen.queryByDisplayValue('王主任')).toBeNull());
    expect(readFormValues(cs, form)).toMatchObject({ address_record_community: 2 });
    expect(readFormValues(cs, form)).not.toHaveProperty('address_record_rusticate');
  });

  it('offers only the villages of the chosen town', async () => {
    renderForm('edit');
    await choose(selectOf('户籍乡镇（街道）'), '戴南镇');
    fireEvent.mouseDown(selectOf('户籍村（居）').querySelector('.ant-select-selector')!);
    const open = await waitFor(() => {
      const el = [
        ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
      ].at(-1);
      expect(el).toBeTruthy();
      return el!;
    });
    expect(within(open).getByTitle('戴南村')).toBeTruthy();
    expect(within(open).queryByTitle('城东社区')).toBeNull();
  });

  it('a village without a director clears the director and tells the screen', async () => {
    const { context, form } = renderForm('edit', { director_name: '旧主任', director_cellphone: '13800000000' });
    expect(screen.getByDisplayValue('旧主任')).toBeTruthy();
    await choose(selectOf('现住乡镇（街道）'), '戴南镇');
    await choose(selectOf('现住村（居）'), '戴南村');
    await waitFor(() => expect(context.onDirectorMissing).toHaveBeenCalled());
    expect(screen.queryByDisplayValue('旧主任')).toBeNull();
    expect(directorControllerOf(form)).toBeNull();
  });

  it('与户籍地址相同 copies the registered address and looks the director up', async () => {
    const { form, context } = renderForm(
      'edit',
      { address_record_community: 1, address_record_rusticate: 101, address_record_detail: '人民路1号' },
      stubContext(),
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: '与户籍地址相同' }));
    expect(await within(selectOf('现住村（居）')).findByTitle('城东社区')).toBeTruthy();
    expect(screen.getAllByDisplayValue('人民路1号')).toHaveLength(2);
    await waitFor(() => expect(context.lookupDirector).toHaveBeenCalledWith(101));
    expect(await screen.findByDisplayValue('王主任')).toBeTruthy();
    expect(form.values.address_residence_rusticate).toBe(101);
  });

  it('shows the disability details only for 残疾, and 残疾 clears the disease', async () => {
    const { form } = renderForm(
      'edit',
      { child_disability: '重病', child_disability_disease: '血友病' },
      stubContext(),
      true,
    );
    expect(screen.getByTitle('血友病')).toBeTruthy();
    expect(screen.queryByText('残疾等级')).toBeNull();
    fireEvent.click(screen.getByLabelText('残疾'));
    expect(await screen.findByText('残疾等级')).toBeTruthy();
    expect(form.values.child_disability_disease).toBeUndefined();
    fireEvent.click(screen.getByLabelText('重病'));
    await waitFor(() => expect(screen.queryByText('残疾等级')).toBeNull());
    expect(await screen.findByText('重病名称')).toBeTruthy(); // shown again in a transition
    expect(screen.queryByTitle('血友病')).toBeNull();
  });

  it('validateForSubmit asks for the missing fields with 请填写 / 请选择{label} (issue 29)', async () => {
    const { form } = renderForm('edit');
    let errors: ReturnType<typeof validateForSubmit> = [];
    act(() => {
      errors = validateForSubmit(cs, form);
    });
    expect(errors.map((e) => e.field)).toContain('child_name');
    expect(await screen.findByText('请填写儿童姓名')).toBeTruthy();
    // the placeholder and, under it, the message
    expect(screen.getAllByText('请选择户籍村（居）')).toHaveLength(2);
    expect(screen.queryByText(/^请确认/)).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('请输入儿童姓名'), { target: { value: '张三' } });
    await waitFor(() => expect(screen.queryByText('请填写儿童姓名')).toBeNull());
  });

  it('a field the user cannot change shows no error: the director, filled by the lookup (issue 29)', async () => {
    const { form } = renderForm('edit');
    let errors: ReturnType<typeof validateForSubmit> = [];
    act(() => {
      errors = validateForSubmit(cs, form);
    });
    await screen.findByText('请填写儿童姓名');
    // the director's error is returned, last (for the submit's notice), but not shown on the read-only field
    expect(errors.at(-1)).toMatchObject({
      field: 'director_name',
      message: '请确认现住或户籍村居是否有激活中的儿童主任',
    });
    expect(screen.queryByText('请确认现住或户籍村居是否有激活中的儿童主任')).toBeNull();
    const director = screen.getByLabelText('儿童主任').closest('.ant-formily-item') as HTMLElement;
    expect(director.className).not.toMatch(/error/);
    const name = screen.getByPlaceholderText('请输入儿童姓名').closest('.ant-formily-item') as HTMLElement;
    expect(name.className).toMatch(/error/);
    // a server error naming it is not shown either
    act(() => markFieldErrors(form, [{ field: 'director_name', message: '服务器说的错误', tab: 'basic' }]));
    expect(screen.queryByText('服务器说的错误')).toBeNull();
  });

  it('a read view shows no error, whatever the fields hold (issue 29)', async () => {
    const { form } = renderForm('read', { child_name: '张三' });
    await screen.findByText('张三');
    act(() =>
      markFieldErrors(form, [
        { field: 'child_name', message: '请填写儿童姓名', tab: 'basic' },
        { field: 'address_record_rusticate', message: '请确认户籍村（居）', tab: 'basic' },
      ]),
    );
    expect(screen.queryByText('请填写儿童姓名')).toBeNull();
    expect(screen.queryByText('请确认户籍村（居）')).toBeNull();
    expect(document.querySelector('.ant-formily-item-error')).toBeNull();
  });

  it('validateForSubmit shows the engine bounds the server applies (issue 14)', async () => {
    // a stored name longer than the input allows, and an ID number born in 2099: checked on the browser's date
    const { form } = renderForm('edit', {
      child_name: '名'.repeat(31),
      child_idnumber: makeIdNumber('321281', '20990101', 101),
    });
    let errors: ReturnType<typeof validateForSubmit> = [];
    act(() => {
      errors = validateForSubmit(cs, form);
    });
    expect(errors.map((e) => e.message)).toEqual(
      expect.arrayContaining(['儿童姓名不能超过30个字符', '当前儿童身份证中的出生日期不存在，请核对后重新输入。']),
    );
    expect(await screen.findByText('儿童姓名不能超过30个字符')).toBeTruthy();
  });

  it('validateForSubmit does not repeat a message the field already shows from its own check', async () => {
    const { form } = renderForm('edit');
    const input = screen.getByPlaceholderText('请输入身份证号码');
    fireEvent.change(input, { target: { value: '321281200501010138' } });
    fireEvent.blur(input);
    const message = '当前儿童身份证校验位不正确，请核对后重新输入。';
    expect(await screen.findByText(message)).toBeTruthy();
    act(() => {
      validateForSubmit(cs, form);
    });
    await waitFor(() => expect(screen.getByText('请填写儿童姓名')).toBeTruthy());
    const item = input.closest('.ant-formily-item') as HTMLElement;
    expect(item.textContent?.split(message).length).toBe(2);
  });

  it('a masked name is emptied on first focus', async () => {
    renderForm('edit', { child_name: '张*' }, stubContext(), true);
    const input = screen.getByPlaceholderText('请输入儿童姓名') as HTMLInputElement;
    expect(input.value).toBe('张*');
    fireEvent.focus(input);
    await waitFor(() => expect(input.value).toBe(''));
  });
});

describe('SchemaForm investigate_cs, read mode', () => {
  it('shows the values as text and — for empty fields', () => {
    renderForm('read', {
      child_name: '张三',
      child_gender: '男',
      address_record_community: 1,
      address_record_rusticate: 101,
      child_disability: '健康',
    });
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.getByText('昭阳街道')).toBeTruthy();
    expect(screen.getByText('城东社区')).toBeTruthy();
    expect(screen.getAllByText('—').length).toBeGreaterThan(3);
    expect(screen.queryByPlaceholderText('请输入儿童姓名')).toBeNull();
    expect(screen.queryByRole('button', { name: '与户籍地址相同' })).toBeNull();
    expect(screen.queryByText('N/A')).toBeNull();
  });
});

describe('validateForSubmit across tabs', () => {
  it('switches to the first tab with an error and marks its field when it mounts', async () => {
    const { fixture } = await import('../engine/fixture-schema');
    const images = [1, 2, 3].map((i) => ({ image_url: `${i}.jpg` }));
    const form = createSchemaForm(fixture, {
      initialValues: { name: '张三', insured: '有', proof: images },
      mode: 'edit',
    });
    renderLean(<SchemaForm schema={fixture} form={form} mode="edit" context={stubContext()} />);
    expect(screen.getByRole('tab', { name: '第一页', selected: true })).toBeTruthy();
    let errors: ReturnType<typeof validateForSubmit> = [];
    act(() => {
      errors = validateForSubmit(fixture, form);
    });
    expect(errors).toEqual([{ field: 'proof', message: '证明最多上传2张', tab: 'two' }]);
    await waitFor(() => expect(screen.getByRole('tab', { name: /第二页/, selected: true })).toBeTruthy());
    expect(await screen.findByText('证明最多上传2张')).toBeTruthy();
    const badge = () => screen.getByRole('tab', { name: /第二页/ }).querySelector('.errors-badge');
    await waitFor(() => expect(badge()?.textContent).toContain('1'));
    expect(screen.getByRole('tab', { name: /第一页/ }).querySelector('.errors-badge')).toBeNull();
  });
});
