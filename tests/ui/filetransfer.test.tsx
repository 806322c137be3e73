/**
 * E-mail linkage (docs/decisions-filetransfer.md): 收件箱 shows the unread in bold with their count beside the menu entry and
 * opens a message with its attachments; 写邮件 sends to the roles picked and says how many it reached; 发件箱 withdraws an
 * unread message after a confirmation; a failed load offers 重试.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from './support/api-mock';
import { renderApp, userInfo } from './support/render-app';

afterEach(() => vi.unstubAllGlobals());

const BOX = 'GET /api/filetransfer/list/for/mix';
const base = {
  'GET /api/user/info': { body: userInfo('检察人员') },
  'GET /api/configuration/detail': { status: 404, body: { code: 'NOT_FOUND', message: '不存在' } },
  'GET /api/filetransfer/list/for/recipients': {
    body: {
      list: [
        { id: 8, nickname: '李检察', role: '检察领导' },
        { id: 10, nickname: '王警官', role: '公安护航' },
      ],
    },
  },
  'GET /api/lexicon/list': {
    body: {
      total: 1,
      list: [
        {
          id: 1,
          lexicon_group: '邮件常用主题',
          lexicon_word: '工作通知',
          lexicon_order: 10,
          lexicon_enabled: true,
          version: 1,
        },
      ],
    },
  },
};
const mail = (id: number, subject: string, read_at: string | null, extra: Record<string, unknown> = {}) => ({
  id,
  filetransfer_subject: subject,
  filetransfer_sender: 8,
  sender_name: '李检察',
  sender_role: '检察领导',
  filetransfer_state: '已发送',
  filetransfer_datetime: '2026-11-20T01:00:00.000Z',
  filetransfer_attachments: [],
  recipients: [{ recipient: 7, nickname: '张三', role: '检察人员', read_at }],
  read_at,
  version: 1,
  ...extra,
});

describe('e-mail linkage', () => {
  it('shows the unread in bold with their count in the menu, and opens a message with its attachments', async () => {
    const pdf = { url: 'attachment/2026-11-20/1700000000000abcdef.pdf', name: '帮教方案.pdf', suffix: 'pdf' };
    const api = mockApi({
      ...base,
      [BOX]: {
        body: {
          total: 2,
          unread: 3,
          list: [
            mail(1, '帮教材料报送', null, { filetransfer_attachments: [pdf] }),
            mail(2, '会议通知', '2026-11-20T02:00:00.000Z'),
          ],
        },
      },
      'GET /api/filetransfer/detail': {
        body: {
          detail: {
            ...mail(1, '帮教材料报送', '2026-11-20T03:00:00.000Z', { filetransfer_attachments: [pdf] }),
            filetransfer_content: '请于周五前报送。',
          },
          attachment_urls: { [pdf.url]: `/files/${pdf.url}?expires=1&signature=ab` },
        },
      },
    });
    renderApp('/email/receiveList', { signedIn: true });
    const unread = await screen.findByRole('button', { name: /帮教材料报送/ });
    expect(getComputedStyle(unread).fontWeight).toBe('700');
    expect(getComputedStyle(screen.getByRole('button', { name: /会议通知/ })).fontWeight).toBe('400');
    const menu = screen
      .getByText('收件箱', { selector: '.ant-menu-title-content *, .ant-menu-title-content' })
      .closest('li') as HTMLElement;
    await waitFor(() => expect(within(menu).getByText('3')).toBeTruthy());
    fireEvent.click(unread);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('请于周五前报送。')).toBeTruthy();
    const link = within(drawer).getByRole('link', { name: /帮教方案\.pdf/ });
    expect([link.getAttribute('href'), link.getAttribute('download')]).toEqual([
      `/files/${pdf.url}?expires=1&signature=ab`,
      '帮教方案.pdf',
    ]);
    expect(api.callsTo('GET /api/filetransfer/detail')[0].query.get('id')).toBe('1');
  });

  it('sends to the roles picked and says how many it reached', async () => {
    const api = mockApi({
      ...base,
      [BOX]: { body: { total: 0, unread: 0, list: [] } },
      'POST /api/filetransfer': { body: { id: 5, version: 1, count: 4 } },
    });
    renderApp('/email/receiveList', { signedIn: true });
    await screen.findByText('收件箱中暂无邮件');
    fireEvent.click(screen.getByRole('button', { name: /写邮件/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /发\s*送/ }));
    expect(await within(dialog).findByText('请输入主题')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('公安护航'));
    fireEvent.change(within(dialog).getByLabelText('主题'), { target: { value: '本周警情' } });
    fireEvent.change(within(dialog).getByLabelText('正文'), { target: { value: '请查收' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(api.callsTo('POST /api/filetransfer')).toHaveLength(1));
    expect(api.callsTo('POST /api/filetransfer')[0].body).toEqual({
      filetransfer_subject: '本周警情',
      filetransfer_content: '请查收',
      recipients: [],
      recipient_roles: ['公安护航'],
      filetransfer_attachments: [],
    });
    expect(await screen.findByText('已发送给 4 人')).toBeTruthy();
  });

  it('withdraws an unread sent message after a confirmation', async () => {
    const api = mockApi({
      ...base,
      [BOX]: {
        body: { total: 1, unread: 0, list: [mail(3, '误发的邮件', null, { filetransfer_sender: 7, version: 2 })] },
      },
      'PUT /api/filetransfer': { body: { id: 3, version: 3 } },
    });
    renderApp('/email/sendList', { signedIn: true });
    const row = (await screen.findByRole('button', { name: /误发的邮件/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('0/1')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '撤回' }));
    expect(api.callsTo('PUT /api/filetransfer')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/filetransfer')[0]?.body).toEqual({ action: '撤回', id: 3, version: 2 }),
    );
  });

  it('says a failed load failed and offers 重试', async () => {
    let fail = true;
    mockApi({
      ...base,
      [BOX]: () =>
        fail
          ? { status: 500, body: { code: 'INTERNAL', message: '服务器内部错误，请稍后重试' } }
          : { body: { total: 0, unread: 0, list: [] } },
    });
    renderApp('/email/receiveList', { signedIn: true });
    expect(await screen.findByText('服务器内部错误，请稍后重试')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('收件箱中暂无邮件')).toBeTruthy();
  });
});

describe('lexicon and notifications', () => {
  it('lets 系统管理 disable a word after a confirmation, at its version', async () => {
    const word = {
      id: 4,
      lexicon_group: '工单退回原因',
      lexicon_word: '打卡照片不清晰',
      lexicon_order: 10,
      lexicon_enabled: true,
      version: 3,
    };
    const api = mockApi({
      ...base,
      'GET /api/user/info': { body: userInfo('系统管理') },
      'GET /api/lexicon/list': { body: { total: 1, list: [word] } },
      'PUT /api/lexicon/for/ids': { body: { ids: [4] } },
    });
    renderApp('/management/lexicon', { signedIn: true });
    const row = (await screen.findByText('打卡照片不清晰')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '停用' }));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/lexicon/for/ids')[0]?.body).toEqual({ list: [{ ...word, lexicon_enabled: false }] }),
    );
    expect(await screen.findByText('已停用')).toBeTruthy();
  });

  it("lists the user's own notifications with their type", async () => {
    mockApi({
      ...base,
      'GET /api/user/info': { body: userInfo('志愿人员') },
      'GET /api/notification/list': {
        body: {
          total: 1,
          list: [
            {
              id: 1,
              notification_title: '您有新的工单',
              notification_body: '工单「暑期走访」已派给您',
              notification_link: '/taskList/MyTaskList',
              notification_source: '工单提醒',
              created_at: '2026-11-20T01:00:00.000Z',
            },
          ],
        },
      },
    });
    renderApp('/notice/mine', { signedIn: true });
    const row = (await screen.findByText('您有新的工单')).closest('tr') as HTMLElement;
    expect(within(row).getByText('工单提醒')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '前往' }).getAttribute('href')).toBe('/taskList/MyTaskList');
    expect(screen.queryByRole('button', { name: /发送通知/ })).toBeNull();
  });

  it("renders a notification's link only as a route of this console, never an address elsewhere", async () => {
    const notice = (id: number, title: string, link: string) => ({
      id,
      notification_title: title,
      notification_body: '请查看',
      notification_link: link,
      notification_source: '手动',
      created_at: '2026-11-20T01:00:00.000Z',
    });
    mockApi({
      ...base,
      'GET /api/user/info': { body: userInfo('志愿人员') },
      'GET /api/notification/list': {
        body: {
          total: 3,
          list: [
            notice(1, '站外链接', '//evil.example/phish'),
            notice(2, '未知页面', '/no/such/screen'),
            notice(3, '工单详情', '/taskList/TaskDetail?id=7'),
          ],
        },
      },
    });
    renderApp('/notice/mine', { signedIn: true });
    for (const title of ['站外链接', '未知页面']) {
      const row = (await screen.findByText(title)).closest('tr') as HTMLElement;
      expect(within(row).queryByRole('link'), title).toBeNull();
    }
    const row = screen.getByText('工单详情').closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: '前往' }).getAttribute('href')).toBe('/taskList/TaskDetail?id=7');
    expect(document.querySelector('a[href*="evil"]')).toBeNull();
  });
});
