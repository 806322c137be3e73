/**
 * Registration and data warnings: /user/register shows the password's strength while typing, asks the SMS code, puts the
 * server's field errors on their fields and, once accepted, says what happens next; the town leader passes a
 * registration after a confirm (with the version read); 数据预警 shows a card per warning, opens the list behind one with
 * links to the children, and says when the counts cannot be read, with 重试.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const PLACES = {
  towns: [{ id: 3, department_name: '昭阳街道', villages: [{ id: 9, department_name: '水关居委会' }] }],
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('volunteer registration', () => {
  it("shows the strength while typing, sends a code, shows the server's field error, then the result", async () => {
    let tries = 0;
    const api = mockApi({
      'GET /api/account/register/places': { body: PLACES },
      'POST /api/account/sms': { body: { ok: true, resend_in: 60 } },
      'POST /api/account/register': () =>
        ++tries === 1
          ? {
              status: 400,
              body: {
                code: 'BAD_CODE',
                message: '验证码错误或已过期，请重新获取',
                fieldErrors: [{ field: 'code', message: '验证码错误或已过期，请重新获取' }],
              },
            }
          : { body: { state: '待审核' } },
    });
    renderApp('/user/register');
    await screen.findByText('志愿人员注册');
    type('手机号', '13712345678');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(api.callsTo('POST /api/account/sms')[0]?.body).toEqual({ cellphone: '13712345678' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeTruthy();
    type('验证码', '123456');
    type('姓名', '李志愿');
    await pick('所在乡镇', '昭阳街道');
    await pick('所在村居', '水关居委会');
    type('密码', 'abc');
    expect(screen.getByText('强度：太短')).toBeTruthy();
    type('密码', 'abcd1234');
    expect(screen.getByText('强度：中')).toBeTruthy();
    type('密码', 'Volunteer#2026');
    expect(screen.getByText('强度：强')).toBeTruthy();
    type('确认密码', 'Volunteer#2026');
    fireEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect(await screen.findByText('请阅读并同意《用户协议》和《儿童信息保护说明》')).toBeTruthy();
    expect(api.callsTo('POST /api/account/register')).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    expect((await screen.findAllByText('验证码错误或已过期，请重新获取')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/account/register')[0].body).toEqual({
      cellphone: '13712345678',
      code: '123456',
      nickname: '李志愿',
      department_id: 3,
      village_id: 9,
      password: 'Volunteer#2026',
      agreement: true,
    });
    type('验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: /注\s*册/ }));
    await waitFor(() => expect(api.callsTo('POST /api/account/register')).toHaveLength(2));
    expect(await screen.findByText('注册申请已提交', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/正在等待所在乡镇的分委领导审核/)).toBeTruthy();
  });

  it('shows the user agreement and the privacy notice without a login', async () => {
    mockApi({});
    renderApp('/user/AgreementUser');
    expect(await screen.findByText('儿童信息保护说明')).toBeTruthy();
    expect(screen.getByText(/不得将儿童信息拷贝/)).toBeTruthy();
  });
});

describe('志愿者注册审核', () => {
  it('passes a registration after a confirm, with the version read', async () => {
    const row = {
      id: 5,
      user_id: 40,
      cellphone: '13712345678',
      nickname: '李志愿',
      department_id: 3,
      department_name: '昭阳街道',
      village_id: 9,
      village_name: '水关居委会',
      register_state: '待审核',
      review_reason: null,
      reviewed_by_name: null,
      reviewed_at: null,
      version: 2,
      created_at: '2026-11-20T01:00:00.000Z',
    };
    const api = mockApi({
      'GET /api/user/info': { body: userInfo('分委领导') },
      'GET /api/apply/count/for/auditor': { body: { count: 0 } },
      'GET /api/configuration/detail': {
        body: {
          detail: {
            id: 1,
            configuration_name: '系统设置',
            configuration_value: { badge_poll_seconds: 60 },
            version: 1,
            updated_at: '2026-11-20T01:00:00.000Z',
          },
        },
      },
      'GET /api/department/list/for/select': { body: {} },
      'GET /api/account/register/count': { body: { count: 1 } },
      'GET /api/account/register/list': { body: { total: 1, list: [row] } },
      'PUT /api/account/register/review': { body: { id: 5, version: 3, register_state: '激活' } },
    });
    renderApp('/management1/VolunteerRegister', { signedIn: true });
    const tr = (await screen.findByText('李志愿')).closest('tr') as HTMLElement;
    expect(api.callsTo('GET /api/account/register/list')[0].query.get('state')).toBe('待审核');
    fireEvent.click(within(tr).getByRole('button', { name: '通过' }));
    expect(await screen.findByText(/通过后即可登录/)).toBeTruthy();
    expect(api.callsTo('PUT /api/account/register/review')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/account/register/review')[0]?.body).toEqual({ id: 5, version: 2, decision: '激活' }),
    );
  });
});

describe('数据预警', () => {
  const base = {
    'GET /api/user/info': { body: userInfo('中心领导') },
    'GET /api/apply/count/for/auditor': { body: { count: 0 } },
    'GET /api/denounce/count/for/sources/states': { body: { counts: [] } },
    'GET /api/department/list/for/select': { body: {} },
  };
  const summary = {
    month: '2026-11',
    list: [
      { kind: 'unserved', title: '本月无完成工单的儿童', count: 12 },
      { kind: 'overdue', title: '超期未办结工单', count: 3 },
      { kind: 'no_director', title: '无在岗儿童主任的村居', count: 1 },
      { kind: 'adult', title: '已满 18 周岁仍在册的儿童', count: 1 },
      { kind: 'duplicate', title: '疑似重复儿童', count: 0 },
    ],
  };

  it('shows a card per warning and, on a click, the children it counts with links to their detail', async () => {
    const child = {
      id: 77,
      child_name: '王*明',
      child_idnumber: '321281*********12X',
      department_id: 3,
      department_name: '昭阳街道',
      village_id: 9,
      village_name: '水关居委会',
      genre: '正常',
      level: '零级',
      ranking: '零级',
      top: 0,
      emphasis: false,
      character_ow: false,
      character_cs: true,
      character_gta: false,
      character_gta_quit: false,
      girl_level: null,
      escort_level: null,
      deleted_at: null,
      deleted_by_name: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      child_gender: '男',
      director_name: '赵主任',
      helper_names: {},
      version: 1,
      age: 18,
      birth_date: null,
      group_key: 'abcd1234',
    };
    const api = mockApi({
      ...base,
      'GET /api/warning/summary': { body: summary },
      'GET /api/warning/children': { body: { total: 1, list: [child] } },
    });
    renderApp('/dataWarning/dataWarning', { signedIn: true });
    const card = await screen.findByTestId('warning-adult');
    expect(within(card).getByText('已满 18 周岁仍在册的儿童')).toBeTruthy();
    expect(within(screen.getByTestId('warning-unserved')).getByText('12')).toBeTruthy();
    fireEvent.click(card);
    const link = await screen.findByRole('link', { name: '王*明' });
    expect(link.getAttribute('href')).toBe('/childDetail/childTables?id=77&state=%E4%BB%85%E6%9F%A5%E7%9C%8B&genre=cs');
    expect(api.callsTo('GET /api/warning/children')[0].query.get('kind')).toBe('adult');
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });

  it('says when the counts cannot be read, and reads them again on 重试', async () => {
    let calls = 0;
    mockApi({
      ...base,
      'GET /api/warning/summary': () =>
        ++calls === 1
          ? { status: 500, body: { code: 'INTERNAL', message: '服务器错误，请稍后重试' } }
          : { body: summary },
    });
    renderApp('/dataWarning/dataWarning', { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByTestId('warning-overdue')).toBeTruthy();
  });
});
