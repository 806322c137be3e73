/**
 * Allowances (保金): the 保金核员's queue returns ticked allowances with a reason and passes a whole month once it is
 * chosen; an import whose file has wrong rows lists them row by row and says nothing was imported; the warnings screen
 * offers 重试 after a failure and shows each warning; the menu holds only what the role may do.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '../../domain/roles';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const base = (role: Role) => ({
  'GET /api/user/info': { body: userInfo(role) },
  'GET /api/department/list/for/select': { body: {} },
  'GET /api/configuration/detail': {
    body: {
      detail: {
        id: 1,
        configuration_name: '系统设置',
        configuration_value: { badge_poll_seconds: 60 },
        version: 1,
        updated_at: '2026-11-20T01:00:00.000Z',
        updated_by_name: null,
      },
    },
  },
});
const item = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  child: 10 + id,
  child_name: `王*${id}`,
  child_idnumber: '321281*********123',
  department_name: '昭阳街道',
  village_name: '五里村',
  allowance_month: '2026-10',
  allowance_amount: 680,
  allowance_bank: '中国农业银行',
  allowance_account: '6228***********0007',
  allowance_payee: '王建国',
  allowance_state: '录入',
  reason: '',
  created_by_name: '保金管理',
  version: 3,
  created_at: '2026-10-05T01:00:00.000Z',
  updated_at: '2026-10-05T01:00:00.000Z',
  ...extra,
});

describe('the allowance screens', () => {
  it('returns ticked allowances with a reason, and passes a whole month once one is chosen', async () => {
    const api = mockApi({
      ...base('保金核员'),
      'GET /api/allowance/list/for/mix': { body: { total: 2, list: [item(1), item(2)] } },
      'PUT /api/allowance/check': { body: { count: 1 } },
    });
    renderApp('/allowance/AllowanceReview', { signedIn: true });
    const row = (await screen.findByText('王*1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('¥680.00')).toBeTruthy();
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /^核\s*退$/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /退\s*回/ }));
    expect(await within(dialog).findByText('请填写退回原因')).toBeTruthy();
    expect(api.callsTo('PUT /api/allowance/check')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('退回理由'), { target: { value: '金额与标准不符' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /退\s*回/ }));
    await waitFor(() => expect(api.callsTo('PUT /api/allowance/check')).toHaveLength(1));
    expect(api.callsTo('PUT /api/allowance/check')[0].body).toEqual({
      state: '核退',
      reason: '金额与标准不符',
      items: [{ id: 1, version: 3 }],
    });
    expect(screen.getByText('选择月份后可整月核过或核退。')).toBeTruthy();
  });

  it('lists the wrong rows of an import and says nothing was imported', async () => {
    const api = mockApi({
      ...base('保金管理'),
      'GET /api/allowance/list/for/mix': { body: { total: 0, list: [] } },
      'POST /api/allowance/import': {
        status: 400,
        body: {
          code: 'IMPORT_INVALID',
          message: '导入文件有 2 处错误，未导入任何记录',
          fieldErrors: [
            { field: 'rows.3.allowance_amount', message: '请输入 0.01–100000 之间的金额（最多两位小数）' },
            { field: 'rows.5.child_idnumber', message: '与第 2 行重复' },
          ],
        },
      },
    });
    renderApp('/allowance/AllowanceInput', { signedIn: true });
    expect(await screen.findByText('暂无待提交或被退回的保金')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /导入表格/ }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], '十月.xlsx')] } });
    const importButton = await within(dialog).findByRole('button', { name: /^导\s*入$/ });
    await waitFor(() => expect((importButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(importButton);
    await waitFor(() => expect(api.callsTo('POST /api/allowance/import')).toHaveLength(1));
    expect(await within(dialog).findByText('发现 2 处错误，未导入任何记录，请修改表格后重试')).toBeTruthy();
    const cells = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['3', '金额（元）', '请输入 0.01–100000 之间的金额（最多两位小数）'],
      ['5', '身份证号', '与第 2 行重复'],
    ]);
    expect(api.callsTo('POST /api/allowance/import')[0].body).toMatchObject({ file: 'eA==', dry_run: false });
  });

  it('shows the warnings after a failed load and 重试', async () => {
    let fail = true;
    mockApi({
      ...base('保金批员'),
      'GET /api/allowance/warning/list': () =>
        fail
          ? { status: 500, body: { code: 'INTERNAL', message: '服务器内部错误，请稍后重试' } }
          : {
              body: {
                total: 1,
                range: { allowance_min: 0, allowance_max: 2000 },
                list: [
                  {
                    kind: '金额超出范围',
                    child: 3,
                    child_name: '李*',
                    allowance: 9,
                    allowance_month: '2026-09',
                    allowance_amount: 2500,
                    message: '金额超出设定范围 0–2000 元',
                  },
                ],
              },
            },
    });
    renderApp('/allowance/AllowanceWarning', { signedIn: true });
    const retry = await screen.findByRole('button', { name: /重\s*试/ });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('金额超出设定范围 0–2000 元')).toBeTruthy();
    expect(screen.getByText('¥2,500.00')).toBeTruthy();
    // a 保金批员 approves: the menu has 保金审批, not 保金审核 nor 保金录入
    expect(screen.getByRole('menuitem', { name: /保金审批/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /保金审核/ })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: /保金录入/ })).toBeNull();
  });
});
