/**
 * The children lists of issue 15 as users see them: each role's menu offers its own lists (the specs of
 * src/features/children/lists), a list asks its fixed query with the filters, 删除 asks for a reason, 恢复
 * confirms, 导出 downloads the filtered list, 显示全名 reveals for a limited time, and the 帮扶人员 review passes
 * an apply at the caller's stage.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/child/list/for/department/village/level/character/genre/keyword';
const DEPARTMENTS = {
  data: {
    镇街委员会: [{ id: 19, department_name: '昭阳街道', department_parent: 0 }],
    社区村居: [{ id: 101, department_name: '五里村', department_parent: 19 }],
  },
};

function child(id: number, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    child_name: name,
    child_idnumber: '321281*********234',
    child_gender: '男',
    department_id: 19,
    village_id: 101,
    department_name: '昭阳街道',
    village_name: '五里村',
    genre: '正常',
    level: '零级',
    ranking: '零级',
    emphasis: false,
    top: 0,
    character_cs: true,
    character_ow: false,
    character_gta: false,
    character_gta_quit: false,
    girl_level: null,
    escort_level: null,
    deleted_at: null,
    deleted_by_name: null,
    director_name: '赵梓萱',
    helper_names: {},
    version: 3,
    created_at: '2026-01-01T08:00:00.000Z',
    updated_at: '2026-05-01T08:30:00.000Z',
    ...extra,
  };
}

const base = (role: Parameters<typeof userInfo>[0]) => ({
  'GET /api/user/info': { body: userInfo(role) },
  'GET /api/apply/count/for/auditor': { body: { count: 0 } },
  'GET /api/department/list/for/select': { body: DEPARTMENTS },
  'GET /api/child/reveal': { body: { expires_in: 0 } },
});

async function menuTexts(): Promise<string> {
  const sider = await waitFor(() => {
    const el = document.querySelector('.ant-layout-sider');
    if (!el?.textContent?.includes('工作台')) throw new Error('no menu yet');
    return el as HTMLElement;
  });
  return sider.textContent ?? '';
}

describe('children lists by role', () => {
  it('offers each role its own lists in the menu', async () => {
    mockApi({ ...base('分委领导'), [LIST]: { body: { list: [], total: 0 } } });
    renderApp('/dashboard/workplace', { signedIn: true });
    const leader = await menuTexts();
    for (const title of [
      '本镇儿童',
      '留守女童',
      '出界儿童',
      '疑似重复儿童',
      '帮扶人员',
      '帮扶人员审核',
      '初审通过',
      '儿童信息初审',
    ])
      expect(leader).toContain(title);
    expect(leader).not.toContain('已删除儿童');
    expect(leader).not.toContain('未成年人列表');
  });

  it('gives a police escort the gta lists only, asked with their fixed query', async () => {
    const api = mockApi({
      ...base('公安护航'),
      [LIST]: { body: { list: [child(5, '孙*明', { character_gta: true, escort_level: '紫色' })], total: 1 } },
    });
    renderApp('/children/ChildrenListGTAPolice', { signedIn: true });
    expect(await screen.findByText('孙*明')).toBeTruthy();
    expect(screen.getByText('紫色')).toBeTruthy();
    const menu = await menuTexts();
    expect(menu).toContain('已退出未成年人');
    expect(menu).not.toContain('儿童列表');
    const q = api.callsTo(LIST)[0].query;
    expect(q.get('character')).toBe('gta');
    expect(q.get('gta_quit')).toBe('false');
    // no write actions for an escort role, and no reveal (no full-name permission)
    expect(screen.queryByRole('button', { name: '退出' })).toBeNull();
    expect(screen.queryByRole('button', { name: /显示全名/ })).toBeNull();
  });
});

describe('row actions', () => {
  it('asks a reason before deleting, and sends it with the version read', async () => {
    const api = mockApi({
      ...base('中心管理'),
      [LIST]: { body: { list: [child(7, '张小明')], total: 1 } },
      'DELETE /api/child': { body: { id: 7, version: 4 } },
    });
    renderApp('/children/ChildrenListCenter', { signedIn: true });
    const row = (await screen.findByText('张小明')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '删 除' }));
    expect(await within(dialog).findByText('请填写原因')).toBeTruthy();
    expect(api.callsTo('DELETE /api/child')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '重复录入' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '删 除' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/child')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/child')[0].body).toEqual({ id: 7, version: 3, reason: '重复录入' });
    expect(await screen.findByText('已删除，可在「已删除儿童」中恢复')).toBeTruthy();
  });

  it('lists the deleted children with who deleted them, and restores one after a confirm', async () => {
    const api = mockApi({
      ...base('中心领导'),
      [LIST]: {
        body: {
          list: [child(9, '李小红', { deleted_at: '2026-11-20T02:00:00.000Z', deleted_by_name: '王管理' })],
          total: 1,
        },
      },
      'PUT /api/child/restore': { body: { id: 9, version: 4 } },
    });
    renderApp('/children/ChildrenListDelete', { signedIn: true });
    const row = (await screen.findByText('李小红')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('王管理');
    expect(api.callsTo(LIST)[0].query.get('deleted')).toBe('true');
    fireEvent.click(within(row).getByRole('button', { name: '恢复' }));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.callsTo('PUT /api/child/restore')[0]?.body).toEqual({ id: 9, version: 3 }));
  });
});

describe('export and reveal', () => {
  it('exports the list as filtered, with its fixed query', async () => {
    const api = mockApi({
      ...base('检察领导'),
      [LIST]: { body: { list: [], total: 0 } },
      'GET /api/child/export': { body: {} },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    renderApp('/children/ChildrenListGTA', { signedIn: true });
    await screen.findByText('暂无未成年人');
    fireEvent.change(screen.getByPlaceholderText('完整姓名或身份证号'), { target: { value: '孙' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)!.query.get('keyword')).toBe('孙'));
    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(api.callsTo('GET /api/child/export')).toHaveLength(1));
    const q = api.callsTo('GET /api/child/export')[0].query;
    expect([q.get('keyword'), q.get('character'), q.get('gta_quit')]).toEqual(['孙', 'gta', 'false']);
    expect(q.has('page')).toBe(false);
  });

  it('reveals full names after a confirm, counts down, and masks again on 隐藏全名', async () => {
    let left = 0;
    const api = mockApi({
      ...base('中心领导'),
      'GET /api/child/reveal': () => ({ body: { expires_in: left } }),
      'POST /api/child/reveal': () => {
        left = 900_000;
        return { body: { expires_in: left } };
      },
      'DELETE /api/child/reveal': () => {
        left = 0;
        return { body: { expires_in: 0 } };
      },
      [LIST]: () => ({ body: { list: [child(1, left ? '张小明' : '张*明')], total: 1 } }),
    });
    renderApp('/children/ChildrenListCenter', { signedIn: true });
    expect(await screen.findByText('张*明')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /显示全名/ }));
    fireEvent.click(await screen.findByRole('button', { name: '显 示' }));
    expect(await screen.findByText('张小明')).toBeTruthy();
    expect(await screen.findByText(/全名显示中 · 剩余 1[45]:\d\d/)).toBeTruthy();
    expect(api.callsTo('POST /api/child/reveal')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /隐藏全名/ }));
    expect(await screen.findByText('张*明')).toBeTruthy();
    expect(api.callsTo('DELETE /api/child/reveal')).toHaveLength(1);
  });
});

const helperApply = {
  id: 31,
  applicant: 2,
  applicant_name: '赵梓萱',
  auditor: 0,
  link_id: 7,
  apply_genre: '帮扶人员',
  apply_state: '申请',
  top: 0,
  department_id: 19,
  department_name: '昭阳街道',
  village_id: 101,
  village_name: '五里村',
  child_name: '张小明',
  character: 'cs',
  apply_information: {
    information: { helpers: [{ slot: 'teacher', user: 40, nickname: '钱老师', career: '班主任' }] },
    history: [],
  },
  version: 1,
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
};

describe('帮扶人员 review', () => {
  it('shows the proposed helpers and passes the apply at the first stage', async () => {
    const apply = helperApply;
    const api = mockApi({
      ...base('分委领导'),
      'GET /api/apply/list/for/auditor': { body: { list: [apply], total: 1 } },
      'PUT /api/apply': { body: { id: 31, version: 2, apply_state: '初过' } },
    });
    renderApp('/children/HelpCheck', { signedIn: true });
    const row = (await screen.findByText('张小明')).closest('tr') as HTMLElement;
    const q = api.callsTo('GET /api/apply/list/for/auditor')[0].query;
    expect([JSON.parse(q.get('apply_genres')!), JSON.parse(q.get('apply_states')!)]).toEqual([['帮扶人员'], ['申请']]);
    fireEvent.click(within(row).getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('钱老师');
    fireEvent.click(within(dialog).getByRole('button', { name: '通 过' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/apply')[0]?.body).toEqual({ id: 31, version: 1, apply_state: '初过' }),
    );
  });

  it('refuses only with a reason: 不通过 without one says so and sends nothing', async () => {
    const api = mockApi({
      ...base('分委领导'),
      'GET /api/apply/list/for/auditor': { body: { list: [helperApply], total: 1 } },
      'PUT /api/apply': { body: { id: 31, version: 2, apply_state: '初拒' } },
    });
    renderApp('/children/HelpCheck', { signedIn: true });
    const row = (await screen.findByText('张小明')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '不通过' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('不通过原因');
    fireEvent.click(within(dialog).getByRole('button', { name: '不通过' }));
    expect(await within(dialog).findByText('请填写退回原因，申请人将按此修改后重新提交')).toBeTruthy();
    expect(api.callsTo('PUT /api/apply')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '人选不合适' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '不通过' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/apply')[0]?.body).toEqual({
        id: 31,
        version: 1,
        apply_state: '初拒',
        reason: '人选不合适',
      }),
    );
  });
});
