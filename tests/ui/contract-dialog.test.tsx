/**
 * One way to ask (issue 27): a dialog's field rules come from its contract (domain/contracts/meeting.ts: the
 * messages and bounds), and the server's field errors land on their fields, in one place
 * (src/components/contract-form). Shown through the meeting dialog; the options of the dialogs ported later
 * (`okDanger`, `failureAs: 'message'`, `onFailure`, a bare `FormProblem`) through the children lists' 删除 and
 * the tasks' 批量改派.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';
import { fieldPath } from '../../src/components/contract-form/field-errors';

afterEach(() => vi.unstubAllGlobals());

const base = {
  'GET /api/user/info': { body: userInfo('中心领导') },
  'GET /api/apply/count/for/auditor': { body: { count: 0 } },
  'GET /api/denounce/count/for/sources/states': { body: { counts: [] } },
  'GET /api/department/list/for/select': { body: {} },
  'GET /api/meeting/list/for/mix': { body: { total: 0, list: [], image_urls: {} } },
};

async function openDialog() {
  renderApp('/meeting/MeetingList', { signedIn: true });
  fireEvent.click(await screen.findByRole('button', { name: /新增会议/ }));
  return screen.findByRole('dialog');
}
const errorsOf = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent);

describe('a contract dialog', () => {
  it("checks each field with its contract's messages and bounds before sending anything", async () => {
    const api = mockApi({ ...base, 'POST /api/meeting': { body: { id: 1, version: 1 } } });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('会议主题'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(errorsOf(dialog)).toEqual(
        expect.arrayContaining(['请输入会议主题', '请输入会议地点', '请输入主持人', '请输入参会人员']),
      ),
    );
    // the host's bound is the contract's max(20), with zod's Chinese message
    fireEvent.change(within(dialog).getByLabelText('主持人'), { target: { value: '主'.repeat(21) } });
    await waitFor(() => expect(errorsOf(dialog)).toContain('不能超过20个字符'));
    expect(api.callsTo('POST /api/meeting')).toHaveLength(0);
  });

  it("puts the server's field errors on their fields, keeps what was typed and says why", async () => {
    const api = mockApi({
      ...base,
      'POST /api/meeting': {
        status: 400,
        body: {
          code: 'INVALID',
          message: '请求参数不合法',
          fieldErrors: [{ field: 'meeting_place', message: '地点已停用' }],
        },
      },
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('会议主题'), { target: { value: '联席会议' } });
    fireEvent.change(within(dialog).getByLabelText('会议地点'), { target: { value: '旧会议室' } });
    fireEvent.change(within(dialog).getByLabelText('主持人'), { target: { value: '周主任' } });
    fireEvent.change(within(dialog).getByLabelText('参会人员'), { target: { value: '儿童主任' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.callsTo('POST /api/meeting')).toHaveLength(1));
    await waitFor(() => expect(errorsOf(dialog)).toEqual(['地点已停用']));
    expect(within(dialog).getByRole('alert').textContent).toContain('保存失败：请求参数不合法');
    expect((within(dialog).getByLabelText('会议主题') as HTMLInputElement).value).toBe('联席会议');
  });

  it('reads a dotted body path as a form path', () => {
    expect(fieldPath('rows.3.amount')).toEqual(['rows', 3, 'amount']);
    expect(fieldPath('meeting_title')).toEqual(['meeting_title']);
  });
});

const CHILD_LIST = 'GET /api/child/list/for/department/village/level/character/genre/keyword';
const childRow = {
  id: 7,
  child_name: '张小明',
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
};
const childBase = {
  'GET /api/user/info': { body: userInfo('中心管理') },
  'GET /api/apply/count/for/auditor': { body: { count: 0 } },
  'GET /api/department/list/for/select': { body: {} },
  'GET /api/child/reveal': { body: { expires_in: 0 } },
  [CHILD_LIST]: { body: { list: [childRow], total: 1 } },
};
async function openDelete() {
  renderApp('/children/ChildrenListCenter', { signedIn: true });
  const row = (await screen.findByText('张小明')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: '删除' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '重复录入' } });
  return dialog;
}

describe("a contract dialog's options", () => {
  it('okDanger: the OK button is red', async () => {
    mockApi(childBase);
    const dialog = await openDelete();
    expect(within(dialog).getByRole('button', { name: '删 除' }).className).toContain('ant-btn-dangerous');
    expect(within(dialog).getByRole('button', { name: '取 消' }).className).not.toContain('ant-btn-dangerous');
  });

  it("failureAs 'message' and onFailure: the server's reason as an error message, not an alert, and the list asked again", async () => {
    const api = mockApi({
      ...childBase,
      'DELETE /api/child': { status: 409, body: { code: 'CONFLICT', message: '该儿童已被他人修改，请刷新后重试' } },
    });
    const dialog = await openDelete();
    const before = api.callsTo(CHILD_LIST).length;
    fireEvent.click(within(dialog).getByRole('button', { name: '删 除' }));
    expect(await screen.findByText('该儿童已被他人修改，请刷新后重试')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(api.callsTo(CHILD_LIST).length).toBeGreaterThan(before));
    expect(screen.getByRole('dialog')).toBe(dialog); // still open, the reason kept
    expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe('重复录入');
  });

  it("failureAs 'message': the server's field errors still go onto their fields", async () => {
    mockApi({
      ...childBase,
      'DELETE /api/child': {
        status: 400,
        body: {
          code: 'INVALID',
          message: '请求参数不合法',
          fieldErrors: [{ field: 'reason', message: '原因含有不允许的字符' }],
        },
      },
    });
    const dialog = await openDelete();
    fireEvent.click(within(dialog).getByRole('button', { name: '删 除' }));
    await waitFor(() => expect(errorsOf(dialog)).toEqual(['原因含有不允许的字符']));
    expect(await screen.findByText('请求参数不合法')).toBeTruthy();
  });

  it('a bare FormProblem: its message alone above the form, nothing sent', async () => {
    const task = {
      id: 8,
      child: 3,
      manager: 2,
      volunteer: 40,
      grade: '普通',
      state: '办理',
      genre: '常规',
      audit: '未检',
      category: '普通计划',
      expire: '正常',
      date_begin: '2026-11-10T01:00:00.000Z',
      date_limit: '2026-12-17T01:00:00.000Z',
      date_end: null,
      department_name: '昭阳街道',
      village_name: '水关居委会',
      manager_name: '赵梓萱',
      version: 1,
      created_at: '2026-11-10T01:00:00.000Z',
      updated_at: '2026-11-10T01:00:00.000Z',
      deleted_at: null,
      image_urls: {},
      information: {
        task_code: 'GD8',
        task_name: '入户走访',
        task_description: '',
        task_address: '',
        task_longitude: null,
        task_latitude: null,
        task_score: 0,
        task_volunteer_name: '赵秀英',
        task_volunteer_cellphone: '13500000001',
        task_child_name: '陈*华',
        child_name: '陈*华',
        task_begin_timestamp: 1,
        task_limit_timestamp: 2,
        task_end_timestamp: null,
        task_punchs: [],
        verify_history: [],
      },
    };
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('中心管理') },
      'GET /api/apply/count/for/auditor': { body: { count: 0 } },
      'GET /api/department/list': { body: { list: [] } },
      'GET /api/task/list/for/mix': { body: { list: [task], total: 1 } },
      'GET /api/user/list/for/village/role/keyword': { body: { total: 0, list: [] } },
      'PUT /api/task/for/ids/with/volunteer': { body: { count: 1 } },
    });
    renderApp('/taskList/ProcessListCenter', { signedIn: true });
    fireEvent.click(within((await screen.findByText('入户走访')).closest('tr') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: '批量改派' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '改 派' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('选择志愿者');
    expect(api.callsTo('PUT /api/task/for/ids/with/volunteer')).toHaveLength(0);
  });
});
