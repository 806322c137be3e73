/**
 * The reviewer's comparison of a 儿童修改 apply (req applies-review §3 review; DESIGN "a reviewer sees before and after
 * side by side with changed fields marked"): the change list (tab, label, before → after), 修改前 / 修改后
 * in read mode with the changed fields marked on both sides, at the first and the final review; a
 * 儿童创建 apply keeps the single read form.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';
import { CHANGED_ITEM_CLASS } from '../../src/features/applies/review/changed-fields';

afterEach(() => vi.unstubAllGlobals());

const DEPARTMENTS = {
  data: {
    镇街委员会: [{ id: 19, department_name: '昭阳街道', department_parent: 0 }],
    社区村居: [
      { id: 101, department_name: '五里村', department_parent: 19 },
      { id: 102, department_name: '水关居委会', department_parent: 19 },
    ],
  },
};

const address = (prefix: string, village: number) => ({
  [`${prefix}_province`]: '江苏省',
  [`${prefix}_city`]: '泰州市',
  [`${prefix}_area`]: '兴化市',
  [`${prefix}_community`]: 19,
  [`${prefix}_rusticate`]: village,
  [`${prefix}_detail`]: '幸福路8号',
});
const BEFORE = {
  child_name: '陈小华',
  child_race: '汉族',
  child_idnumber: '321281201501010012',
  address_register: '农村',
  ...address('address_record', 101),
  ...address('address_residence', 101),
  director_name: '王主任',
  child_disability: '残疾',
  child_disability_level: '二级',
  child_disability_type: '肢体残疾',
  medical_insurance: '公费参保',
  medical_outpatient_total: 1000,
};
const AFTER = {
  ...BEFORE,
  child_name: '陈小明',
  address_residence_rusticate: 102,
  child_disability: '重病',
  child_disability_level: undefined,
  child_disability_type: undefined,
  child_disability_disease: '血友病',
  medical_outpatient_total: 1500,
};

function apply(
  genre: '儿童修改' | '儿童创建',
  state: string,
  extra: { base_version?: number; currentVersion?: number; passed?: boolean } = {},
) {
  return {
    detail: {
      id: 8,
      applicant: 2,
      applicant_name: '王主任',
      auditor: state === '申请' ? 0 : 4,
      link_id: genre === '儿童修改' ? 3 : 0,
      apply_genre: genre,
      apply_state: state,
      top: 0,
      department_id: 19,
      department_name: '昭阳街道',
      village_id: 101,
      village_name: '五里村',
      version: 2,
      created_at: '2024-05-02T01:00:00.000Z',
      updated_at: '2024-05-02T01:00:00.000Z',
      apply_information: {
        information: { child: { character: 'cs', information: { investigate_cs: AFTER } } },
        base_version: extra.base_version ?? 4,
        history: [
          {
            datetime: '2024-05-02T01:00:00.000Z',
            nickname: '王主任',
            operater: 2,
            state: '申请',
            content: `提交${genre}申请`,
            reason: '',
          },
        ],
      },
      ...(genre === '儿童修改'
        ? { current: { character: 'cs', information: { investigate_cs: BEFORE }, version: extra.currentVersion ?? 4 } }
        : {}),
      ...(extra.passed ? { current_recorded: true } : {}),
    },
  };
}

function routes(role: Parameters<typeof userInfo>[0], body: unknown) {
  return {
    'GET /api/user/info': { body: userInfo(role) },
    'GET /api/apply/count/for/auditor': { body: { count: 1 } },
    'GET /api/apply/list/for/auditor': { body: { list: [], total: 0 } },
    'GET /api/department/list/for/select': { body: DEPARTMENTS },
    'GET /api/apply/detail': { body },
  };
}

const REVIEW = `/childDetail/childTables?apply=8&state=${encodeURIComponent('审核')}&genre=cs`;

/**
 * Waits for an element matching `selector` with a plain querySelector: waitFor re-runs its check on every
 * DOM mutation, and a text query over two full forms on each of them is what made this file slow.
 */
async function element(selector: string): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitFor(() => {
    found = document.querySelector<HTMLElement>(selector);
    expect(found).not.toBeNull();
  });
  return found!;
}

/** The rows of the change list as [tab, label, before, after], once both forms have rendered. */
async function changeRows(): Promise<string[][]> {
  await element(`.${CHANGED_ITEM_CLASS}`);
  const card = screen.getByText(/^变更内容（共 \d+ 项）$/).closest('.ant-card') as HTMLElement;
  return [...card.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((c) => c.textContent ?? ''),
  );
}

/** The form items labelled `label` in the 修改前 and 修改后 cards, and whether each is marked changed. */
function marks(label: string): { before: boolean; after: boolean } {
  const inCard = (title: string) => {
    const card = screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
    const item = within(card)
      .getByText(label, { selector: '.ant-formily-item-label *' })
      .closest('.ant-formily-item') as HTMLElement;
    const marked = item.getAttribute('data-changed') === 'true';
    if (marked) expect(within(item).getByText('已修改')).toBeTruthy();
    else expect(within(item).queryByText('已修改')).toBeNull();
    return marked;
  };
  return { before: inCard('修改前'), after: inCard('修改后') };
}

// Each case renders the whole app with two full read forms; under a loaded machine that takes a while.
const SLOW = 120_000;

describe('a 儿童修改 apply under review', () => {
  it(
    'lists the changes and shows 修改前 / 修改后 in read mode with the changed fields marked, tabs in step',
    async () => {
      mockApi(routes('分委领导', apply('儿童修改', '申请')));
      renderApp(REVIEW, { signedIn: true });
      expect(await changeRows()).toEqual([
        ['儿童基本信息', '儿童姓名', '陈小华', '陈小明'],
        ['儿童基本信息', '现住村（居）', '五里村', '水关居委会'],
        ['儿童基本信息', '健康状况', '残疾', '重病'],
        ['儿童基本信息', '残疾等级', '二级', '—'],
        ['儿童基本信息', '残疾类别', '肢体残疾', '—'],
        ['儿童基本信息', '重病名称', '—', '血友病'],
        ['医疗救助 › 门诊报销', '门诊报销总额', '1000 元', '1500 元'],
      ]);
      expect(screen.getByText('变更内容（共 7 项）')).toBeTruthy();

      expect(screen.getAllByText('陈小华').length).toBeGreaterThan(0);
      expect(screen.getAllByText('陈小明').length).toBeGreaterThan(0);
      expect(marks('儿童姓名')).toEqual({ before: true, after: true });
      expect(marks('健康状况')).toEqual({ before: true, after: true });
      expect(marks('现住村（居）')).toEqual({ before: true, after: true });
      expect(marks('民族')).toEqual({ before: false, after: false });
      expect(marks('户籍村（居）')).toEqual({ before: false, after: false });
      // read mode on both sides; the review controls below
      expect(screen.queryByPlaceholderText('请输入儿童姓名')).toBeNull();
      expect(screen.getByPlaceholderText('请填写审核结果')).toBeTruthy();

      // the tab of a change opens on both sides, nested tabs included
      fireEvent.click(screen.getByText('医疗救助 › 门诊报销', { selector: 'button *' }));
      const openTabs = (title: string) => {
        const card = screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
        return [...card.querySelectorAll('.ant-tabs-tab-active')].map((t) => t.textContent);
      };
      await waitFor(() => expect(openTabs('修改后')).toEqual(['医疗救助', '门诊报销']));
      expect(openTabs('修改前')).toEqual(['医疗救助', '门诊报销']);
      expect(marks('门诊报销总额')).toEqual({ before: true, after: true });
      expect(marks('医疗保险')).toEqual({ before: false, after: false });
    },
    SLOW,
  );

  it(
    'shows the same comparison at the final review, with the final-review buttons',
    async () => {
      mockApi(routes('中心领导', apply('儿童修改', '初过')));
      renderApp(REVIEW, { signedIn: true });
      expect((await changeRows()).map((r) => r[1])).toEqual([
        '儿童姓名',
        '现住村（居）',
        '健康状况',
        '残疾等级',
        '残疾类别',
        '重病名称',
        '门诊报销总额',
      ]);
      expect(marks('儿童姓名')).toEqual({ before: true, after: true });
      expect(marks('民族')).toEqual({ before: false, after: false });
      const buttons = [...document.querySelectorAll('button')].map((b) => (b.textContent ?? '').replace(/\s/g, ''));
      expect(buttons).toEqual(expect.arrayContaining(['通过', '打回']));
    },
    SLOW,
  );

  it(
    'names the 修改前 side as the record before the pass once the apply has passed',
    async () => {
      mockApi(routes('儿童主任', apply('儿童修改', '终过', { passed: true })));
      renderApp(`/childDetail/childTables?apply=8&state=${encodeURIComponent('仅查看')}&genre=cs`, { signedIn: true });
      expect((await changeRows()).map((r) => r[1])).toContain('儿童姓名');
      const before = screen
        .getByText('修改前', { selector: '.ant-card-head-title' })
        .closest('.ant-card-head') as HTMLElement;
      expect(before.textContent).toContain('通过前的记录');
      expect(screen.queryByPlaceholderText('请填写审核结果')).toBeNull();
    },
    SLOW,
  );

  it(
    'warns when the child changed after the apply was submitted',
    async () => {
      mockApi(routes('分委领导', apply('儿童修改', '申请', { base_version: 4, currentVersion: 5 })));
      renderApp(REVIEW, { signedIn: true });
      expect((await element('.ant-alert-warning')).textContent).toMatch(/该儿童的记录在申请提交后已被修改/);
    },
    SLOW,
  );
});

describe('a 儿童创建 apply', () => {
  it(
    'shows the one read form, without a change list or markers',
    async () => {
      mockApi(routes('分委领导', apply('儿童创建', '申请')));
      renderApp(REVIEW, { signedIn: true });
      await element('.ant-formily-item');
      expect(screen.getAllByText('陈小明').length).toBeGreaterThan(0);
      expect(screen.queryByText(/^变更内容/)).toBeNull();
      expect(screen.queryByText('修改前', { selector: '.ant-card-head-title' })).toBeNull();
      expect(document.querySelector('[data-changed]')).toBeNull();
    },
    SLOW,
  );
});
