/**
 * E-mail linkage, lexicon and notifications (docs/decisions-filetransfer.md): a message reaches only its recipients among the
 * GTA roles and is seen by nobody else; a recipient's open marks it read; the sender withdraws an unread message at its
 * version; attachments are the sender's own uploads, checked by their bytes and read through signed URLs; bad input changes
 * nothing. The lexicon is read by everyone and edited by 系统管理; the centre's wechat message, a task given to a volunteer
 * and a final review reach the user's 我的通知.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import type { Harness } from './harness';
import { startHarness } from './harness';
import { PNG } from './issued-images';

let h: Harness;
const tokens = new Map<Role, string>();
const ids = new Map<Role, number>();
const ROLES_USED: Role[] = [
  '检察领导',
  '检察人员',
  '公安护航',
  '教育护航',
  '乡镇护航',
  '中心领导',
  '中心管理',
  '志愿人员',
  '系统管理',
  '儿童主任',
];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const as = (role: Role) => tokens.get(role)!;
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

beforeAll(async () => {
  h = await startHarness();
  for (const role of ROLES_USED) {
    tokens.set(role, await h.login(role));
    ids.set(role, (await h.call('GET', '/api/user/info', as(role))).json().info.id);
  }
});
afterAll(async () => {
  await h.close();
});

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

describe('lexicon', () => {
  it("is read by every signed-in user (enabled words only) and saved by 系统管理 at each word's version", async () => {
    const words = (await h.call('GET', '/api/lexicon/list?group=工单退回原因', as('系统管理'))).json().list as {
      id: number;
      version: number;
      lexicon_word: string;
      lexicon_order: number;
    }[];
    expect(words.map((w) => w.lexicon_word)).toContain('打卡照片不清晰');
    const [first] = words;
    const off = await h.call('PUT', '/api/lexicon/for/ids', as('系统管理'), {
      list: [
        {
          id: first.id,
          version: first.version,
          lexicon_group: '工单退回原因',
          lexicon_word: first.lexicon_word,
          lexicon_order: first.lexicon_order,
          lexicon_enabled: false,
        },
        { lexicon_group: '工单退回原因', lexicon_word: '未按要求上传定位', lexicon_order: 99, lexicon_enabled: true },
      ],
    });
    expect(off.statusCode, off.body).toBe(200);
    const seen = (await h.call('GET', '/api/lexicon/list?group=工单退回原因', as('志愿人员')))
      .json()
      .list.map((w: { lexicon_word: string }) => w.lexicon_word);
    expect(seen).toContain('未按要求上传定位');
    expect(seen).not.toContain(first.lexicon_word);
    const renamed = {
      id: first.id,
      version: first.version,
      lexicon_group: '工单退回原因',
      lexicon_word: '改名',
      lexicon_order: 1,
      lexicon_enabled: true,
    };
    const stale = await h.call('PUT', '/api/lexicon/for/ids', as('系统管理'), { list: [renamed] });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_VERSION']);
    const dup = await h.call('PUT', '/api/lexicon/for/ids', as('系统管理'), {
      list: [
        { lexicon_group: '工单退回原因', lexicon_word: '未按要求上传定位', lexicon_order: 1, lexicon_enabled: true },
      ],
    });
    expect([dup.statusCode, dup.json().fieldErrors[0].message]).toEqual([400, '该分组中已有此词语']);
    const bad = await h.call('PUT', '/api/lexicon/for/ids', as('系统管理'), {
      list: [{ lexicon_group: '工单退回原因', lexicon_word: ' ', lexicon_order: 1, lexicon_enabled: true }],
    });
    expect([bad.statusCode, bad.json().fieldErrors[0].message]).toEqual([400, '请输入词语']);
    expect((await h.call('GET', '/api/lexicon/list?group=工单退回原因', as('系统管理'))).json().total).toBe(
      words.length + 1,
    );
    expect(
      (
        await h.call('PUT', '/api/lexicon/for/ids', as('检察领导'), {
          list: [{ lexicon_group: '工单退回原因', lexicon_word: 'x', lexicon_order: 1, lexicon_enabled: true }],
        })
      ).statusCode,
    ).toBe(403);
    expect((await h.call('GET', '/api/lexicon/list')).statusCode).toBe(401);
  });
});

describe('notifications', () => {
  type Item = { notification_title: string; notification_body: string; notification_source: string };
  const mine = async (role: Role) =>
    (await h.call('GET', '/api/notification/list?size=100', as(role))).json().list as Item[];

  it("carries the centre's wechat message to the user it names, and only the centre may send one", async () => {
    const res = await h.call('POST', '/api/wechat/send/message', as('中心管理'), {
      to: ids.get('志愿人员'),
      title: '培训通知',
      body: '周六上午九点培训',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await mine('志愿人员'))[0]).toMatchObject({ notification_title: '培训通知', notification_source: '手动' });
    expect((await mine('检察领导')).map((n) => n.notification_title)).not.toContain('培训通知');
    expect(
      (
        await h.call('POST', '/api/wechat/send/message', as('检察领导'), {
          to: ids.get('志愿人员'),
          title: 'x',
          body: 'y',
        })
      ).statusCode,
    ).toBe(403);
    const bad = await h.call('POST', '/api/wechat/send/message', as('中心管理'), {
      to: 2_147_483_000,
      title: '培训通知',
      body: '内容',
    });
    expect([bad.statusCode, bad.json().fieldErrors[0].message]).toEqual([400, '请选择激活中的用户']);
  });

  it('takes a link only to a screen of this console (400 in Chinese otherwise, nothing sent)', async () => {
    const send = (link: string) =>
      h.call('POST', '/api/wechat/send/message', as('中心管理'), {
        to: ids.get('志愿人员'),
        title: '链接通知',
        body: '请查看',
        link,
      });
    for (const link of [
      '//evil.example/phish',
      '/\\evil.example',
      'https://evil.example/',
      '/taskList/NoSuchScreen',
      '/taskList/MyTaskList#x',
      'javascript:alert(1)',
    ]) {
      const res = await send(link);
      expect(res.statusCode, link).toBe(400);
      expect(res.json().fieldErrors[0]).toMatchObject({ field: 'link', message: expect.stringMatching(/本系统/) });
    }
    expect((await mine('志愿人员')).map((n) => n.notification_title)).not.toContain('链接通知');
    expect((await send('/taskList/TaskDetail?id=12')).statusCode).toBe(200);
    expect((await mine('志愿人员'))[0]).toMatchObject({
      notification_title: '链接通知',
      notification_link: '/taskList/TaskDetail?id=12',
    });
  });

  it('reminds a volunteer of a task given to them, and tells a submitter the final review of their apply', async () => {
    const child = (
      await h.call('GET', '/api/child/list/for/department/village/level/character/genre/keyword?size=1', as('中心管理'))
    ).json().list[0].id;
    const at = h.clock.now;
    const task = await h.call('POST', '/api/task', as('中心管理'), {
      child,
      volunteer: ids.get('志愿人员'),
      date_begin: at.toISOString(),
      date_limit: new Date(at.getTime() + 5 * 86_400_000).toISOString(),
      information: { task_name: '暑期走访' },
    });
    expect(task.statusCode, task.body).toBe(200);
    const reminder = (await mine('志愿人员')).find((n) => n.notification_body.includes('暑期走访'));
    expect(reminder).toMatchObject({ notification_title: '您有新的工单', notification_source: '工单提醒' });
    // the demo's refused apply (终拒, seed-demo/states.ts) told its submitter
    expect((await mine('儿童主任')).find((n) => n.notification_source === '审核结果')).toMatchObject({
      notification_title: '您的申请未通过',
    });
  });
});
