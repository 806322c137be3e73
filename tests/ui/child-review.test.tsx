/**
 * The child detail screen in review and view modes (req children §2, req child-forms §5): the apply's child values in read
 * mode, 通过 / 打回 with confirmation and the default reasons, PUT /api/apply with the version, hidden
 * buttons when the caller cannot act on the state, the 409 reload offer, the apply fetched again while
 * the reviewer types (signed image URLs renewed, the typed reason kept, a newer version announced), and
 * the view tabs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { addressOf, renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const DEPARTMENTS = {
  data: {
    镇街委员会: [{ id: 19, department_name: '昭阳街道', department_parent: 0 }],
    社区村居: [{ id: 101, department_name: '五里村', department_parent: 19 }],
  },
};

const PICTURE = 'image/2024-05-02/17000000000001abcdef.png';

function apply(state: string, version = 3, signature = 'first') {
  return {
    detail: {
      id: 5,
      applicant: 2,
      applicant_name: '王主任',
      auditor: 0,
      link_id: null,
      apply_genre: '儿童创建',
      apply_state: state,
      top: 0,
      department_id: 19,
      department_name: '昭阳街道',
      village_id: 101,
      village_name: '五里村',
      version,
      created_at: '2024-05-02T01:00:00.000Z',
      updated_at: '2024-05-02T01:00:00.000Z',
      apply_information: {
        information: {
          child: {
            character: 'cs',
            information: {
              investigate_cs: {
                child_name: '陈小华',
                child_idnumber: '321281201501010012',
                child_picture: [{ image_url: PICTURE, image_name: '儿童照片', image_suffix: 'png' }],
              },
            },
          },
        },
        history: [
          {
            datetime: '2024-05-02T01:00:00.000Z',
            nickname: '王主任',
            operater: 2,
            state: '申请',
            content: '提交儿童创建申请',
            reason: '',
          },
        ],
      },
      image_urls: { [PICTURE]: `/files/${PICTURE}?expires=1&signature=${signature}` },
    },
  };
}

function routes(role: Parameters<typeof userInfo>[0], state: string) {
  return {
    'GET /api/user/info': { body: userInfo(role) },
    'GET /api/apply/count/for/auditor': { body: { count: 1 } },
    'GET /api/apply/list/for/auditor': { body: { list: [], total: 0 } },
    'GET /api/department/list/for/select': { body: DEPARTMENTS },
    'GET /api/apply/detail': { body: apply(state) },
  };
}

const REVIEW = `/childDetail/childTables?apply=5&state=${encodeURIComponent('审核')}&genre=cs`;

async function confirmDialog() {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
}

describe('review mode', () => {
  it('passes a first review with the default reason and returns to the queue', async () => {
    const api = mockApi({
      ...routes('分委领导', '申请'),
      'PUT /api/apply': { body: { id: 5, version: 4, apply_state: '初过' } },
    });
    const { router } = renderApp(REVIEW, { signedIn: true });
    expect((await screen.findAllByText('陈小华')).length).toBeGreaterThan(0);
    expect(screen.getByText('提交儿童创建申请')).toBeTruthy();
    expect(screen.getByPlaceholderText('请填写审核结果')).toBeTruthy();
    const countsBefore = api.callsTo('GET /api/apply/count/for/auditor').length;
    fireEvent.click(screen.getByRole('button', { name: /通\s*过/ }));
    expect(await screen.findByText('确认通过该申请吗？')).toBeTruthy();
    await confirmDialog();
    await waitFor(() => expect(addressOf(router)).toBe('/children/ChildFirstTrial'));
    expect(api.callsTo('PUT /api/apply')[0].body).toEqual({
      id: 5,
      version: 3,
      apply_state: '初过',
      reason: '初审通过',
    });
    await waitFor(() => expect(api.callsTo('GET /api/apply/count/for/auditor').length).toBeGreaterThan(countsBefore));
  });

  it('sends a final rejection with the typed reason', async () => {
    const api = mockApi({
      ...routes('中心领导', '初过'),
      'PUT /api/apply': { body: { id: 5, version: 4, apply_state: '终拒' } },
    });
    const { router } = renderApp(REVIEW, { signedIn: true });
    fireEvent.change(await screen.findByPlaceholderText('请填写审核结果'), { target: { value: '  材料不全  ' } });
    fireEvent.click(screen.getByRole('button', { name: /打\s*回/ }));
    await confirmDialog();
    await waitFor(() => expect(addressOf(router)).toBe('/children/ChildExamine'));
    expect(api.callsTo('PUT /api/apply')[0].body).toEqual({
      id: 5,
      version: 3,
      apply_state: '终拒',
      reason: '材料不全',
    });
  });

  it('hides the buttons when the caller cannot act on the state', async () => {
    mockApi(routes('分委领导', '初过'));
    renderApp(REVIEW, { signedIn: true });
    expect(await screen.findByText('该申请当前状态为“初审通过”，您无需审核。')).toBeTruthy();
    expect(screen.queryByPlaceholderText('请填写审核结果')).toBeNull();
    expect(screen.queryByRole('button', { name: /通\s*过/ })).toBeNull();
  });

  it('offers to reload on a 409 and stays on the page', async () => {
    const api = mockApi({
      ...routes('分委领导', '申请'),
      'PUT /api/apply': { status: 409, body: { code: 'CONFLICT', message: '该申请已被他人处理，请刷新后重试' } },
    });
    const { router } = renderApp(REVIEW, { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: /通\s*过/ }));
    await confirmDialog();
    expect(await screen.findByText('该申请已被他人处理，请刷新后重试')).toBeTruthy();
    const detailCalls = api.callsTo('GET /api/apply/detail').length;
    fireEvent.click(await screen.findByRole('button', { name: /重新加载/ }));
    await waitFor(() => expect(api.callsTo('GET /api/apply/detail').length).toBe(detailCalls + 1));
    expect(addressOf(router)).toBe(REVIEW);
  });

  it('keeps the typed reason while the apply is fetched again, renews the image URLs and announces a newer version', async () => {
    const api = mockApi({
      ...routes('分委领导', '申请'),
      'PUT /api/apply': { body: { id: 5, version: 5, apply_state: '初拒' } },
    });
    renderApp(REVIEW, { signedIn: true });
    expect((await screen.findByAltText('儿童照片')).getAttribute('src')).toContain('signature=first');
    const reason = screen.getByPlaceholderText('请填写审核结果');
    fireEvent.change(reason, { target: { value: '身份证号待核实' } });

    // a reconnect (like the timer and window focus) fetches the apply again: a newer version with new URLs
    api.set('GET /api/apply/detail', { body: apply('申请', 4, 'second') });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByAltText('儿童照片').getAttribute('src')).toContain('signature=second'));
    expect(screen.getByPlaceholderText('请填写审核结果')).toHaveProperty('value', '身份证号待核实');
    const notice = screen.getByText(/该申请已被他人处理或修改/).closest('.ant-alert') as HTMLElement;

    fireEvent.click(within(notice).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.queryByText(/该申请已被他人处理或修改/)).toBeNull());
    expect(screen.getByPlaceholderText('请填写审核结果')).toHaveProperty('value', '身份证号待核实');
    fireEvent.click(screen.getByRole('button', { name: /打\s*回/ }));
    await confirmDialog();
    await waitFor(() => expect(api.callsTo('PUT /api/apply')).toHaveLength(1));
    expect(api.callsTo('PUT /api/apply')[0].body).toEqual({
      id: 5,
      version: 4,
      apply_state: '初拒',
      reason: '身份证号待核实',
    });
  });
});

describe('view mode', () => {
  it('shows the child in read mode with an empty work-order history and 修改 for an applicant', async () => {
    mockApi({
      'GET /api/user/info': { body: userInfo('儿童主任') },
      'GET /api/department/list/for/select': { body: DEPARTMENTS },
      'GET /api/child/detail': {
        body: {
          detail: {
            id: 3,
            version: 2,
            department_id: 19,
            village_id: 101,
            department_name: '昭阳街道',
            village_name: '五里村',
            level: '零级',
            updated_at: '2024-05-03T02:00:00.000Z',
            character_cs: true,
            labels: [],
            information: { important: { child_name: '陈小华' }, investigate_cs: { child_name: '陈小华' } },
          },
        },
      },
    });
    const { router } = renderApp('/childDetail/childTables?id=3&genre=cs', { signedIn: true });
    expect((await screen.findAllByText('陈小华')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('tab', { name: '历史工单' }));
    expect(await screen.findByText('暂无历史工单')).toBeTruthy();
    for (const title of ['走访人员', '联系方式', '开始时间', '结束时间']) expect(screen.getByText(title)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /修\s*改/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('state')).toBe('修改'));
  });
});
