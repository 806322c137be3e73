/**
 * E-mail linkage (docs/decisions-filetransfer.md): a message reaches only its recipients among the GTA roles and is
 * seen by nobody else; a recipient's open marks it read; the sender withdraws an unread message at its version;
 * attachments are the sender's own uploads, checked by their bytes and read through signed URLs; bad input changes
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import type { Harness } from './harness';
import { startHarness } from './harness';
import { ROLES_USED, signIn } from './filetransfer-fixtures';
import { PNG } from './issued-images';

let h: Harness;
const tokens = new Map<Role, string>();
const ids = new Map<Role, number>();
const as = (role: Role) => tokens.get(role)!;

beforeAll(async () => {
  h = await startHarness();
  await signIn(h, ROLES_USED, tokens, ids);
});
afterAll(async () => {
  await h.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const BOX = '/api/filetransfer/list/for/mix';
const mail = (extra: Record<string, unknown> = {}) => ({
  filetransfer_subject: '帮教情况报送',
  filetransfer_content: '请于周五前报送。',
  ...extra,
});
type BoxItem = {
  id: number;
  read_at: string | null;
  filetransfer_state: string;
  recipients: { recipient: number; read_at: string | null }[];
};
const box = async (role: Role, q = '') =>
  (await h.call('GET', `${BOX}?size=100${q}`, as(role))).json() as { total: number; unread: number; list: BoxItem[] };

async function upload(role: Role, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return h.app.inject({
    method: 'POST',
    url: '/api/file/attachment',
    payload: form,
    headers: { authorization: `Bearer ${as(role)}` },
  });
}

describe('e-mail linkage', () => {
  it('reaches the persons and roles picked, nobody else, and is marked read when a recipient opens it', async () => {
    const before = await box('检察人员', '&read=false');
    const sent = await h.call(
      'POST',
      '/api/filetransfer',
      as('检察领导'),
      mail({ recipients: [ids.get('检察人员')], recipient_roles: ['教育护航'] }),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const { id, count } = sent.json();
    expect(count).toBe(2);
    const unread = await box('检察人员', '&read=false');
    expect(unread.unread - before.unread).toBe(1);
    expect(unread.list.find((m) => m.id === id)).toMatchObject({ read_at: null, filetransfer_state: '已发送' });
    expect((await box('教育护航')).list.map((m) => m.id)).toContain(id);
    // not a recipient: 404; not of the e-mail roles: 403
    expect((await h.call('GET', `/api/filetransfer/detail?id=${id}`, as('公安护航'))).statusCode).toBe(404);
    expect((await box('公安护航')).list.map((m) => m.id)).not.toContain(id);
    expect((await h.call('GET', `/api/filetransfer/list/for/ids?ids=${id}`, as('公安护航'))).json().list).toEqual([]);
    for (const role of ['中心领导', '志愿人员', '系统管理'] as Role[]) {
      expect((await h.call('GET', BOX, as(role))).statusCode, role).toBe(403);
      expect((await h.call('GET', `/api/filetransfer/detail?id=${id}`, as(role))).statusCode, role).toBe(403);
    }
    const opened = await h.call('GET', `/api/filetransfer/detail?id=${id}`, as('检察人员'));
    expect(opened.json().detail).toMatchObject({
      filetransfer_subject: '帮教情况报送',
      filetransfer_content: '请于周五前报送。',
      sender_role: '检察领导',
    });
    expect(opened.json().detail.read_at).not.toBeNull();
    expect((await box('检察人员', '&read=false')).unread).toBe(before.unread);
    const mine = (await box('检察领导', '&box=send')).list.find((m) => m.id === id)!;
    expect(mine.recipients.find((r) => r.recipient === ids.get('检察人员'))!.read_at).not.toBeNull();
    expect(mine.recipients.find((r) => r.recipient === ids.get('教育护航'))!.read_at).toBeNull();
    // a recipient marks read by PUT too; someone else cannot
    expect((await h.call('PUT', '/api/filetransfer', as('教育护航'), { action: '已读', id })).statusCode).toBe(200);
    expect((await h.call('PUT', '/api/filetransfer', as('公安护航'), { action: '已读', id })).statusCode).toBe(404);
  });

  it('is withdrawn by its sender only while unread and at the version read', async () => {
    const a = (
      await h.call('POST', '/api/filetransfer', as('公安护航'), mail({ recipients: [ids.get('检察人员')] }))
    ).json();
    expect(
      (await h.call('PUT', '/api/filetransfer', as('检察人员'), { action: '撤回', id: a.id, version: a.version }))
        .statusCode,
    ).toBe(404);
    const stale = await h.call('PUT', '/api/filetransfer', as('公安护航'), {
      action: '撤回',
      id: a.id,
      version: a.version + 1,
    });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_VERSION']);
    const done = await h.call('PUT', '/api/filetransfer', as('公安护航'), {
      action: '撤回',
      id: a.id,
      version: a.version,
    });
    expect(done.statusCode).toBe(200);
    expect((await box('检察人员')).list.map((m) => m.id)).not.toContain(a.id);
    expect((await h.call('GET', `/api/filetransfer/detail?id=${a.id}`, as('检察人员'))).statusCode).toBe(404);
    expect((await box('公安护航', '&box=send')).list.find((m) => m.id === a.id)?.filetransfer_state).toBe('已撤回');
    const b = (
      await h.call('POST', '/api/filetransfer', as('公安护航'), mail({ recipients: [ids.get('检察人员')] }))
    ).json();
    await h.call('GET', `/api/filetransfer/detail?id=${b.id}`, as('检察人员'));
    const read = await h.call('PUT', '/api/filetransfer', as('公安护航'), {
      action: '撤回',
      id: b.id,
      version: b.version,
    });
    expect([read.statusCode, read.json().code]).toEqual([409, 'ALREADY_READ']);
  });

  it("never lets a recipient's read and the sender's withdrawal both succeed", async () => {
    for (let i = 0; i < 4; i++) {
      const m = (
        await h.call('POST', '/api/filetransfer', as('教育护航'), mail({ recipients: [ids.get('乡镇护航')] }))
      ).json();
      const [read, withdraw] = await Promise.all([
        h.call('GET', `/api/filetransfer/detail?id=${m.id}`, as('乡镇护航')),
        h.call('PUT', '/api/filetransfer', as('教育护航'), { action: '撤回', id: m.id, version: m.version }),
      ]);
      expect([read.statusCode, withdraw.statusCode].sort()).toEqual(read.statusCode === 200 ? [200, 409] : [200, 404]);
    }
  });

  it('refuses bad input with field errors in Chinese and sends nothing', async () => {
    const before = (await box('检察领导', '&box=send')).total;
    const cases: [Record<string, unknown>, string, string][] = [
      [mail({ filetransfer_subject: ' ', recipients: [ids.get('检察人员')] }), 'filetransfer_subject', '请输入主题'],
      [mail({ recipients: [] }), 'recipients', '请选择收件人（不能只发给自己）'],
      [mail({ recipients: [ids.get('检察领导')] }), 'recipients', '请选择收件人（不能只发给自己）'],
      [mail({ recipients: [ids.get('中心领导')] }), 'recipients.0', '收件人须为检察或护航角色的在用账号'],
      [mail({ recipient_roles: ['志愿人员'] }), 'recipient_roles.0', '只能选择检察或护航角色'],
      [
        mail({
          recipients: [ids.get('检察人员')],
          filetransfer_attachments: [{ url: 'attachment/2026-01-01/1700000000000abcdef.pdf', name: 'a.pdf' }],
        }),
        'filetransfer_attachments',
        '请重新上传附件',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await h.call('POST', '/api/filetransfer', as('检察领导'), body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors, field).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect((await box('检察领导', '&box=send')).total).toBe(before);
  });

  it("carries the sender's own uploads, checked by their bytes, read through signed URLs by the sender and recipients only", async () => {
    const pdf = await upload('检察领导', PDF, '帮教方案.pdf');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json()).toMatchObject({ name: '帮教方案.pdf', suffix: 'pdf' });
    const png = (await upload('检察领导', PNG, '照片.jpg')).json();
    expect(png.suffix).toBe('png');
    const fake = await upload('检察领导', Buffer.from('not a pdf at all'), '假的.pdf');
    expect([fake.statusCode, fake.json().code, fake.json().message]).toEqual([
      400,
      'ATTACHMENT_TYPE',
      '请上传jpg、png、pdf、docx或xlsx格式的文件',
    ]);
    const big = await upload('检察领导', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), '大.pdf');
    expect([big.statusCode, big.json().code]).toEqual([413, 'ATTACHMENT_TOO_LARGE']);
    expect((await upload('中心领导', PDF, 'a.pdf')).statusCode).toBe(403);
    // another user's upload is not the sender's to attach
    const theirs = (await upload('检察人员', PDF, 'b.pdf')).json();
    const stolen = await h.call(
      'POST',
      '/api/filetransfer',
      as('检察领导'),
      mail({ recipients: [ids.get('公安护航')], filetransfer_attachments: [{ url: theirs.url, name: 'b.pdf' }] }),
    );
    expect(stolen.json().code).toBe('ATTACHMENT_NOT_ISSUED');
    const sent = await h.call(
      'POST',
      '/api/filetransfer',
      as('检察领导'),
      mail({
        recipients: [ids.get('公安护航')],
        filetransfer_attachments: [
          { url: pdf.json().url, name: '帮教方案.pdf' },
          { url: png.url, name: '照片.jpg' },
        ],
      }),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const detail = (await h.call('GET', `/api/filetransfer/detail?id=${sent.json().id}`, as('公安护航'))).json();
    expect(detail.detail.filetransfer_attachments).toEqual([
      { url: pdf.json().url, name: '帮教方案.pdf', suffix: 'pdf' },
      { url: png.url, name: '照片.jpg', suffix: 'png' },
    ]);
    const file = await h.call('GET', detail.attachment_urls[pdf.json().url]);
    expect([file.statusCode, file.headers['content-type'], file.headers['content-disposition']]).toEqual([
      200,
      'application/pdf',
      'attachment',
    ]);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await h.call('GET', `/files/${pdf.json().url}`)).statusCode).toBe(403);
    // the list names the attachments but signs none
    expect(JSON.stringify((await box('公安护航')).list)).not.toContain('signature=');
  });
});
