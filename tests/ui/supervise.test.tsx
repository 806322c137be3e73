/**
 * Supervision and labels: an inspector fills in a checklist (a submit without a photo is stopped before any call, a draft is
 * saved with the answers); 督查领导 returns a submitted record with a reason; the centre's list is read-only and offers 重试 when
 * it fails; a tag is deleted only after the question; the child lists offer a 标签 filter.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '../../domain/roles';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const base = (role: Role) => ({
  'GET /api/user/info': { body: userInfo(role) },
  'GET /api/apply/count/for/auditor': { body: { count: 0 } },
  'GET /api/denounce/count/for/sources/states': { body: { counts: [] } },
  'GET /api/department/list/for/select': { body: {} },
  'GET /api/child/reveal': { body: { expires_in: 0 } },
});
const AT = '2026-11-20T01:00:00.000Z';
const inspection = (state: string, extra: Record<string, unknown> = {}) => ({
  id: 9,
  supervise_template: 1,
  supervise_checklist: {
    title: '村居督查表',
    items: [
      { key: 'a1', text: '档案是否齐全', kind: '是否' },
      { key: 'a2', text: '问题与建议', kind: '文字' },
    ],
  },
  supervise_inspector: 7,
  inspector_name: '督查员甲',
  supervise_department: 19,
  department_name: '昭阳街道',
  supervise_village: 101,
  village_name: '五里村',
  supervise_task: 0,
  supervise_deadline: '2026-12-01',
  overdue: false,
  supervise_state: state,
  supervise_remark: '',
  supervise_record: { answers: {}, remarks: '', photos: [], submitted_at: null },
  supervise_history: [{ move: '指派', state: '待检查', user: 3, name: '督查领导', at: AT }],
  created_by_name: '督查领导',
  version: 2,
  created_at: AT,
  updated_at: AT,
  ...extra,
});

describe('supervision', () => {
  it('lets an inspector fill in the checklist: no submit without a photo, a draft keeps the answers', async () => {
    const api = mockApi({
      ...base('督查人员'),
      'GET /api/supervise/list/for/mix': { body: { total: 1, list: [inspection('待检查')], image_urls: {} } },
      'PUT /api/supervise/list/record': { body: { id: 9, version: 3, supervise_state: '待检查' } },
    });
    renderApp('/supervise/SuperviseListRecord', { signedIn: true });
    const row = (await screen.findByText('村居督查表')).closest('tr') as HTMLElement;
    expect(within(row).getByText('待检查')).toBeTruthy();
    fireEvent.click(within(row).getByText('填写'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('是'));
    fireEvent.change(within(dialog).getByLabelText('问题与建议'), { target: { value: '记录不全' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    const confirm = await screen.findByText('提交后不能再修改，确认提交？');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /提\s*交/ }));
    expect(await within(dialog).findByText('请至少上传1张现场照片')).toBeTruthy();
    expect(api.callsTo('PUT /api/supervise/list/record')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /保存草稿/ }));
    await waitFor(() => expect(api.callsTo('PUT /api/supervise/list/record')).toHaveLength(1));
    expect(api.callsTo('PUT /api/supervise/list/record')[0].body).toEqual({
      id: 9,
      version: 2,
      answers: { a1: '是', a2: '记录不全' },
      remarks: '',
      photos: [],
      submit: false,
    });
  });

  it('lets 督查领导 return a submitted record with a reason', async () => {
    const submitted = inspection('已提交', {
      supervise_record: { answers: { a1: '否', a2: '无' }, remarks: '现场查看', photos: [], submitted_at: AT },
    });
    const api = mockApi({
      ...base('督查领导'),
      'GET /api/supervise/list/for/mix': { body: { total: 1, list: [submitted], image_urls: {} } },
      'PUT /api/supervise/list/review': { body: { id: 9, version: 3, supervise_state: '退回' } },
    });
    renderApp('/supervise/SuperviseList', { signedIn: true });
    expect(await screen.findByRole('button', { name: /指派督查/ })).toBeTruthy();
    const row = (await screen.findByText('村居督查表')).closest('tr') as HTMLElement;
    expect(within(row).queryByText('撤回')).toBeNull();
    fireEvent.click(within(row).getByText('查看 / 审核'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('现场查看')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: /退\s*回/ }));
    const reasonBox = await screen.findByLabelText('退回原因');
    const returnDialog = reasonBox.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(returnDialog).getByRole('button', { name: /退\s*回/ }));
    expect(await within(returnDialog).findByText('请填写退回原因')).toBeTruthy();
    fireEvent.change(reasonBox, { target: { value: '照片不清晰' } });
    fireEvent.click(within(returnDialog).getByRole('button', { name: /退\s*回/ }));
    await waitFor(() => expect(api.callsTo('PUT /api/supervise/list/review')).toHaveLength(1));
    expect(api.callsTo('PUT /api/supervise/list/review')[0].body).toEqual({
      id: 9,
      version: 2,
      move: 'return',
      reason: '照片不清晰',
    });
  });

  it('shows the centre every inspection read-only, and 重试 when the list fails', async () => {
    let fail = true;
    const api = mockApi({
      ...base('中心领导'),
      'GET /api/supervise/list/for/mix': () =>
        fail
          ? { status: 500, body: { code: 'INTERNAL', message: '服务器内部错误' } }
          : { body: { total: 1, list: [inspection('已确认')], image_urls: {} } },
    });
    renderApp('/supervise/SuperviseListCenter', { signedIn: true });
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    fail = false;
    fireEvent.click(retry);
    const row = (await screen.findByText('村居督查表')).closest('tr') as HTMLElement;
    expect(within(row).getByText('已确认')).toBeTruthy();
    expect(within(row).getByText('督查员甲')).toBeTruthy();
    expect(within(row).queryByText('填写')).toBeNull();
    expect(screen.queryByRole('button', { name: /指派督查/ })).toBeNull();
    expect(api.callsTo('GET /api/supervise/list/for/mix').length).toBeGreaterThan(1);
  });
});

describe('labels', () => {
  it('deletes a tag only after asking', async () => {
    const api = mockApi({
      ...base('总委领导'),
      'GET /api/label/list': {
        body: { list: [{ id: 4, label_name: '重点关注', child_count: 3, version: 1, created_at: AT, updated_at: AT }] },
      },
      'DELETE /api/label': { body: { id: 4, children: 3 } },
    });
    renderApp('/label/LabelList', { signedIn: true });
    const row = (await screen.findByText('重点关注')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /删\s*除/ }));
    const ask = await screen.findByText('删除标签“重点关注”？它会从所有儿童身上移除。');
    expect(api.callsTo('DELETE /api/label')).toHaveLength(0);
    fireEvent.click(within(ask.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(api.callsTo('DELETE /api/label')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/label')[0].body).toEqual({ id: 4, version: 1 });
    expect(await screen.findByText('已删除，并从 3 名儿童移除')).toBeTruthy();
  });

  it('offers a 标签 filter on the child lists, which asks the list for the tagged children', async () => {
    const api = mockApi({
      ...base('中心领导'),
      'GET /api/label/list': {
        body: { list: [{ id: 4, label_name: '重点关注', child_count: 3, version: 1, created_at: AT, updated_at: AT }] },
      },
      'GET /api/child/list/for/department/village/level/character/genre/keyword': { body: { total: 0, list: [] } },
    });
    renderApp('/children/ChildrenListCenter', { signedIn: true });
    const item = (await screen.findByText('标签')).closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(api.callsTo('GET /api/label/list')).toHaveLength(1));
    fireEvent.mouseDown(within(item).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('重点关注'));
    await waitFor(() =>
      expect(
        api
          .callsTo('GET /api/child/list/for/department/village/level/character/genre/keyword')
          .at(-1)
          ?.query.get('labels'),
      ).toBe('[4]'),
    );
  });
});
