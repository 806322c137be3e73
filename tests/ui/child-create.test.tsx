/**
 * Saving a new child from the detail screen (req child-forms §5, req children §4, §9, §10). The form's own validation and
 * value reading are the schema-form's (tested with it); here they are stubbed so the screen's flow is
 * under test: the duplicate check, the call chosen by role, the messages, navigation, and server field
 * errors shown on the fields. Also the director lookup's choice of user.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import * as schemaForm from '../../src/components/schema-form';
import { lookupDirector, pickDirector } from '../../src/components/child-record/director-lookup';
import { mockApi } from './support/api-mock';
import { addressOf, renderApp, userInfo } from './support/render-app';

vi.mock('../../src/components/schema-form', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/components/schema-form')>();
  return { ...original, validateForSubmit: vi.fn(() => []), readFormValues: vi.fn(() => ({})) };
});

const VALUES = { child_name: '陈小华', child_idnumber: '321281201501010012', address_record_rusticate: 101 };
const CREATE = `/childDetail/childTables?state=${encodeURIComponent('创建')}&genre=cs`;
const DEPARTMENTS = {
  data: {
    镇街委员会: [{ id: 19, department_name: '昭阳街道', department_parent: 0 }],
    社区村居: [{ id: 101, department_name: '五里村', department_parent: 19 }],
  },
};

beforeEach(() => {
  vi.mocked(schemaForm.validateForSubmit).mockReturnValue([]);
  vi.mocked(schemaForm.readFormValues).mockReturnValue({ ...VALUES });
});
afterEach(() => vi.unstubAllGlobals());

function routes(role: Parameters<typeof userInfo>[0], count = 0) {
  return {
    'GET /api/user/info': { body: userInfo(role) },
    'GET /api/apply/count/for/auditor': { body: { count: 0 } },
    'GET /api/apply/list/for/auditor': { body: { list: [], total: 0 } },
    'GET /api/child/list/for/department/village/level/character/genre/keyword': { body: { list: [], total: 0 } },
    'GET /api/department/list/for/select': { body: DEPARTMENTS },
    'GET /api/child/count/for/idnumber': { body: { count, mergeable: false } },
    'GET /api/user/list/for/village/role/keyword': { body: { list: [DIRECTOR], total: 1 } },
  };
}

const DIRECTOR = {
  id: 7,
  nickname: '赵主任',
  state: '激活',
  role: '儿童主任',
  information: { contact_cellphone: '13900000001' },
};

const submit = async () => fireEvent.click(await screen.findByRole('button', { name: /提\s*交/ }));

describe('creating a child', () => {
  it("opens with a child director's own town and village in both addresses, and their director (issue 29)", async () => {
    const api = mockApi(routes('儿童主任'));
    renderApp(CREATE, { signedIn: true });
    // the director of the preselected village is looked up without a pick
    await waitFor(() => expect(api.callsTo('GET /api/user/list/for/village/role/keyword')).toHaveLength(1));
    expect(api.callsTo('GET /api/user/list/for/village/role/keyword')[0].query.get('village')).toBe('101');
    // the session's town 昭阳街道 (19) and village 五里村 (101), household and residence alike
    await waitFor(() => expect(screen.getAllByTitle('五里村')).toHaveLength(2));
    expect(screen.getAllByTitle('昭阳街道')).toHaveLength(2);
    await waitFor(() => expect((screen.getByLabelText('儿童主任') as HTMLInputElement).value).toBe('赵主任'));
  });

  it('opens empty for a centre leader, whose scope is no one place', async () => {
    const api = mockApi(routes('中心领导'));
    renderApp(CREATE, { signedIn: true });
    await waitFor(() => expect(api.callsTo('GET /api/department/list/for/select')).toHaveLength(1));
    expect(await screen.findByText('请选择户籍乡镇（街道）')).toBeTruthy();
    expect(screen.getByText('请选择现住村（居）')).toBeTruthy();
    expect(screen.queryAllByTitle('昭阳街道')).toHaveLength(0);
    expect(screen.queryAllByTitle('五里村')).toHaveLength(0);
    expect(api.callsTo('GET /api/user/list/for/village/role/keyword')).toHaveLength(0);
  });

  it('submits an application for a child director and goes to their applications', async () => {
    const api = mockApi({ ...routes('儿童主任'), 'POST /api/apply': { body: { id: 9 } } });
    const { router } = renderApp(CREATE, { signedIn: true });
    await submit();
    expect(await screen.findByText('提交成功，等待审核')).toBeTruthy();
    await waitFor(() => expect(addressOf(router)).toBe('/children/childCheck'));
    expect(api.callsTo('GET /api/child/count/for/idnumber')[0].query.get('idnumber')).toBe(VALUES.child_idnumber);
    expect(api.callsTo('POST /api/apply')[0].body).toEqual({
      apply_genre: '儿童创建',
      apply_information: { information: { child: { character: 'cs', information: { investigate_cs: VALUES } } } },
    });
    expect(api.callsTo('POST /api/child')).toHaveLength(0);
  });

  it('writes directly for a centre leader and opens the new child', async () => {
    const api = mockApi({ ...routes('中心领导'), 'POST /api/child': { body: { id: 12 } } });
    const { router } = renderApp(CREATE, { signedIn: true });
    await submit();
    expect(await screen.findByText('创建成功')).toBeTruthy();
    await waitFor(() => expect(addressOf(router)).toMatch(/^\/childDetail\/childTables\?id=12&state=.+&genre=cs$/));
    expect(api.callsTo('POST /api/child')[0].body).toEqual({
      character: 'cs',
      information: { investigate_cs: VALUES },
    });
    expect(api.callsTo('POST /api/apply')).toHaveLength(0);
  });

  it('stops at 该儿童已存在系统 when the ID number is taken', async () => {
    const api = mockApi({ ...routes('儿童主任', 1), 'POST /api/apply': { body: { id: 9 } } });
    const { router } = renderApp(CREATE, { signedIn: true });
    await submit();
    expect((await screen.findAllByText('该儿童已存在系统')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/apply')).toHaveLength(0);
    expect(addressOf(router)).toBe(CREATE);
  });

  it('saves into a child of that ID number lacking the category, and says so (a merge, req child-forms §5)', async () => {
    const api = mockApi({
      ...routes('中心领导'),
      'GET /api/child/count/for/idnumber': { body: { count: 0, mergeable: true } },
      'POST /api/child': { body: { id: 7 } },
    });
    const { router } = renderApp(CREATE, { signedIn: true });
    await submit();
    expect(await screen.findByText('该儿童已在系统中，保存后将为其增加「困境儿童」类别')).toBeTruthy();
    await waitFor(() => expect(addressOf(router)).toMatch(/^\/childDetail\/childTables\?id=7&/));
    expect(api.callsTo('GET /api/child/count/for/idnumber')[0].query.get('character')).toBe('cs');
    expect(api.callsTo('POST /api/child')).toHaveLength(1);
  });

  it('does not call the server while the form has errors', async () => {
    vi.mocked(schemaForm.validateForSubmit).mockReturnValue([
      { field: 'child_name', message: '请填写儿童姓名', tab: 'basic' },
    ]);
    const api = mockApi(routes('儿童主任'));
    renderApp(CREATE, { signedIn: true });
    await submit();
    expect((await screen.findAllByText('请填写儿童姓名')).length).toBeGreaterThan(0);
    expect(api.callsTo('GET /api/child/count/for/idnumber')).toHaveLength(0);
  });

  it('shows the server message and its field errors, and keeps the form', async () => {
    mockApi({
      ...routes('儿童主任'),
      'POST /api/apply': {
        status: 400,
        body: {
          code: 'INVALID',
          message: '请求参数不合法',
          fieldErrors: [
            {
              field: 'apply_information.information.child.information.investigate_cs.child_name',
              message: '儿童姓名不能包含数字',
            },
          ],
        },
      },
    });
    const { router } = renderApp(CREATE, { signedIn: true });
    await submit();
    expect(await screen.findByText('请求参数不合法')).toBeTruthy();
    expect(await screen.findByText('儿童姓名不能包含数字')).toBeTruthy();
    expect(addressOf(router)).toBe(CREATE);
    expect(screen.getByRole('button', { name: /提\s*交/ })).toBeTruthy();
  });

  it('falls back to 提交申请失败，请重试 when the server gives no message', async () => {
    mockApi({ ...routes('儿童主任'), 'POST /api/apply': { status: 502, body: {} } });
    renderApp(CREATE, { signedIn: true });
    await submit();
    expect(await screen.findByText('提交申请失败，请重试')).toBeTruthy();
  });

  it('refuses the create mode to a role that may not create', async () => {
    mockApi(routes('分委领导'));
    renderApp(CREATE, { signedIn: true });
    expect(await screen.findByText('抱歉，您无权创建儿童。')).toBeTruthy();
  });
});

describe('director lookup', () => {
  it('takes the first active director that is not a test account', () => {
    expect(
      pickDirector([
        {
          id: 1,
          nickname: '停用主任',
          state: '停用',
          role: '儿童主任',
          information: { contact_cellphone: '13900000001' },
        },
        {
          id: 2,
          nickname: 'fake主任',
          state: '激活',
          role: '儿童主任',
          information: { contact_cellphone: '13900000002' },
        },
        {
          id: 3,
          nickname: '李主任',
          state: '激活',
          role: '儿童主任',
          information: '{"contact_cellphone":"13900000003"}',
        },
        {
          id: 4,
          nickname: '赵主任',
          state: '激活',
          role: '儿童主任',
          information: { contact_cellphone: '13900000004' },
        },
      ]),
    ).toEqual({ director_name: '李主任', director_cellphone: '13900000003', controller: 3 });
    expect(
      pickDirector([{ id: 1, nickname: '停用主任', state: '停用', role: '儿童主任', information: null }]),
    ).toBeNull();
  });

  it("asks for the village's 儿童主任 users, page 1 of 20", async () => {
    const api = mockApi({ 'GET /api/user/list/for/village/role/keyword': { body: { total: 0, list: [] } } });
    expect(await lookupDirector(101)).toBeNull();
    const q = api.calls[0].query;
    expect([q.get('village'), q.get('role'), q.get('page'), q.get('size')]).toEqual(['101', '儿童主任', '1', '20']);
  });
});
