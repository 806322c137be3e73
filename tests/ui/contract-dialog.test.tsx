/**
 * One way to ask (issue 27): a dialog's field rules come from its contract (domain/contracts/meeting.ts: the
 * messages and bounds), and the server's field errors land on their fields, in one place
 * (src/components/contract-form). Shown through the meeting dialog.
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
const errorsOf = (dialog: HTMLElement) => Array.from(dialog.querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent);

describe('a contract dialog', () => {
  it('checks each field with its contract\'s messages and bounds before sending anything', async () => {
    const api = mockApi({ ...base, 'POST /api/meeting': { body: { id: 1, version: 1 } } });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('会议主题'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(errorsOf(dialog)).toEqual(expect.arrayContaining(['请输入会议主题', '请输入会议地点', '请输入主持人', '请输入参会人员'])));
    // the host's bound is the contract's max(20), with zod's Chinese message
    fireEvent.change(within(dialog).getByLabelText('主持人'), { target: { value: '主'.repeat(21) } });
    await waitFor(() => expect(errorsOf(dialog)).toContain('不能超过20个字符'));
    expect(api.callsTo('POST /api/meeting')).toHaveLength(0);
  });

  it('puts the server\'s field errors on their fields, keeps what was typed and says why', async () => {
    const api = mockApi({
      ...base,
      'POST /api/meeting': { status: 400, body: { code: 'INVALID', message: '请求参数不合法', fieldErrors: [{ field: 'meeting_place', message: '地点已停用' }] } },
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
