/**
 * The complete investigate_cs form in jsdom (req child-forms §1, req children §4, §8): its tabs by condition and by role, the
 * nested tabs of 医疗救助, the read-mode task list of tab 11 for centre roles, the school / grade pickers
 * (pick or type; grade + class joined) and the free text of 家庭教育指导.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderLean } from './support/lean-render';
import { describe, expect, it, vi } from 'vitest';
import { createSchemaForm, readFormValues, SchemaForm, type SchemaFormContext } from '../../src/components/schema-form';
import { FORM_SCHEMAS } from '../../schemas';

const cs = FORM_SCHEMAS.investigate_cs;

function renderForm(mode: 'edit' | 'read', initialValues: Record<string, unknown> = {}, role?: string) {
  const context: SchemaFormContext = {
    departments: { towns: [], villages: [] },
    lookupDirector: vi.fn(async () => null),
    role,
  };
  const form = createSchemaForm(cs, { initialValues, mode });
  renderLean(<SchemaForm schema={cs} form={form} mode={mode} context={context} />);
  return form;
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

async function choose(label: string, option: string): Promise<void> {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-formily-item') as HTMLElement;
  fireEvent.mouseDown(item.querySelector('.ant-select-selector')!);
  const dropdown = await waitFor(() => {
    const open = [
      ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
    ].at(-1);
    expect(open).toBeTruthy();
    return open!;
  });
  fireEvent.click(await within(dropdown).findByTitle(option));
}

describe('investigate_cs tabs', { timeout: 120_000 }, () => {
  it('shows the tabs whose condition holds and the role title of tab 11; a tab appears as its condition comes to hold', async () => {
    renderForm('edit', { child_disability: '健康' }, '儿童主任');
    expect(tabNames()).toEqual([
      '儿童基本信息',
      '家庭情况',
      '家庭经济状况',
      '家庭居住情况',
      '成长关爱需求',
      '生活保障情况',
      '医疗救助',
      '法律援助',
      '群团组织和社会关爱',
      '家庭教育指导',
      '补充说明',
    ]);
    fireEvent.click(screen.getByLabelText('残疾'));
    await waitFor(() => expect(tabNames()).toContain('康复救助'));
    expect(tabNames()).toHaveLength(12);
  });

  it('医疗救助 has nested tabs that follow the insurance', async () => {
    const form = renderForm('edit', { medical_insurance: '公费参保' });
    fireEvent.click(screen.getByRole('tab', { name: '医疗救助' }));
    expect(await screen.findByRole('tab', { name: '门诊报销' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '个人医疗费用' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '个人自付费用' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '门诊报销' }));
    expect(await screen.findByText('门诊医保报销')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('未参保'));
    await waitFor(() => expect(screen.queryByRole('tab', { name: '门诊报销' })).toBeNull());
    expect(await screen.findByRole('tab', { name: '个人自付费用' })).toBeTruthy(); // revealed in a transition
    expect(await screen.findByText('个人医疗总费用')).toBeTruthy(); // the hidden active pane gives way to the first shown one
    expect(readFormValues(cs, form).medical_insurance).toBe('未参保');
  });

  it.each([
    ['中心领导', true],
    ['儿童社工', false],
  ])('tab 11 in read mode for %s: task list %s', async (role, taskList) => {
    renderForm('read', { social_group_help_condition: '是', social_group_help_cover_resume: '每周探访' }, role);
    fireEvent.click(
      screen.getByRole('tab', { name: taskList ? '关爱保护（即群团组织和社会关爱）' : '群团组织和社会关爱' }),
    );
    if (taskList) {
      expect(await screen.findByText('暂无工单')).toBeTruthy();
      expect(screen.queryByText('每周探访')).toBeNull();
    } else {
      expect(await screen.findByText('每周探访')).toBeTruthy();
      expect(screen.queryByText('暂无工单')).toBeNull();
    }
  });
});

describe('school and grade pickers (req children §4)', { timeout: 120_000 }, () => {
  it('picks a school of the stage or types one, and joins grade and class', async () => {
    const form = renderForm('edit', { child_education: '义务教育' });
    await choose('就读学校', '兴化市实验小学');
    expect(form.values.tutorial_class_school).toBe('兴化市实验小学');
    const grade = screen.getByText('年级班级', { selector: 'label' }).closest('.ant-formily-item') as HTMLElement;
    fireEvent.mouseDown(
      within(grade).getAllByRole('combobox')[0].closest('.ant-select')!.querySelector('.ant-select-selector')!,
    );
    fireEvent.click(await screen.findByTitle('三年级'));
    fireEvent.mouseDown(
      within(grade).getAllByRole('combobox')[1].closest('.ant-select')!.querySelector('.ant-select-selector')!,
    );
    fireEvent.click(await screen.findByTitle('2班'));
    await waitFor(() => expect(form.values.tutorial_class_grade).toBe('三年级2班'));
    const school = screen.getByText('就读学校', { selector: 'label' }).closest('.ant-formily-item') as HTMLElement;
    fireEvent.click(within(school).getByRole('switch', { name: '手动输入' }));
    fireEvent.change(within(school).getByPlaceholderText('请选择或输入就读学校'), { target: { value: '外地某小学' } });
    expect(form.values.tutorial_class_school).toBe('外地某小学');
  });

  it('higher education is always typed; a typed value loads as typed', () => {
    renderForm('edit', { child_education: '高等教育', tutorial_class_school: '南京大学' });
    const school = screen.getByText('就读学校', { selector: 'label' }).closest('.ant-formily-item') as HTMLElement;
    expect(within(school).getByDisplayValue('南京大学')).toBeTruthy();
    expect(within(school).queryByRole('switch')).toBeNull();
  });
});

describe('家庭教育指导 free text (req child-forms §1 tab 12)', { timeout: 120_000 }, () => {
  it('is typed in input mode and shown as text in read mode', async () => {
    const form = renderForm('edit');
    fireEvent.click(screen.getByRole('tab', { name: '家庭教育指导' }));
    fireEvent.change(await screen.findByPlaceholderText('请输入家庭教育指导'), {
      target: { value: '每周陪伴阅读\n按时接送' },
    });
    expect(form.values.family_guide).toBe('每周陪伴阅读\n按时接送');
  });

  it('read mode has no text area', async () => {
    renderForm('read', { family_guide: '每周陪伴阅读' });
    fireEvent.click(screen.getByRole('tab', { name: '家庭教育指导' }));
    expect(await screen.findByText('每周陪伴阅读')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
