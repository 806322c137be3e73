/**
 * Persuasion logs of a purple-level marginal minor (issue 17; req gta §9.1, §7.2, §8.4, §9.3): 检察领导, 教育护航,
 * 乡镇护航 and the minor's liaison officer add; the three roles edit and delete any log, the liaison officer only
 * their own (403 NOT_AUTHOR); the other gta roles only read; a volunteer outside the task force sees nothing
 * (404); a minor below 紫色 has no log (409); the spec's messages on a bad log; the operation records leave
 * the logs out; every change at the version read.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { children, users } from '../../server/db/schema';
import { DEMO_PASSWORD, helperCellphone } from '../../server/db/seed-demo';
import type { Harness } from './harness';
import { startHarness } from './harness';
import { uploadPng } from './issued-images';

let h: Harness;
let purple: number, blue: number;
const tokens = new Map<string, string>();
const URL_ = '/api/record/persuasion';
const ROLES_USED: Role[] = [
  '检察领导',
  '检察人员',
  '公安护航',
  '司法护航',
  '检察护航',
  '教育护航',
  '乡镇护航',
  '中心领导',
  '志愿人员',
  '儿童主任',
];
let photo: { url: string; suffix: 'png' };

const log = (child: number, extra: Record<string, unknown> = {}) => ({
  child,
  record_datetime: '2026-11-20T09:30:00+08:00',
  record_attenders: ['张老师', '李警官'],
  record_content: '在网吧门口劝导其回家',
  record_images: [photo],
  ...extra,
});
const list = async (who: string, child = purple) => h.call('GET', `${URL_}/list?child=${child}`, tokens.get(who));

/** Sets the minor's escort level as 检察领导 and, for `helpers`, the task-force slots as the centre. */
async function prepare(id: number, level: string, helpers: { slot: string; user: number; escort?: boolean }[] = []) {
  const version = async () =>
    (await h.call('GET', `/api/child/detail?id=${id}`, tokens.get('检察领导'))).json().detail.version;
  expect(
    (
      await h.call('PUT', '/api/child/important', tokens.get('检察领导'), {
        id,
        version: await version(),
        important: { escort_level: level },
      })
    ).statusCode,
  ).toBe(200);
  if (helpers.length)
    expect(
      (await h.call('PUT', '/api/child/helpers', tokens.get('中心领导'), { id, version: await version(), helpers }))
        .statusCode,
    ).toBe(200);
}

beforeAll(async () => {
  h = await startHarness();
  for (const role of ROLES_USED) tokens.set(role, await h.login(role));
  for (const n of [1, 2]) {
    const res = await h.call('POST', '/api/auth/login', undefined, {
      cellphone: helperCellphone(n),
      password: DEMO_PASSWORD,
    });
    tokens.set(`helper${n}`, res.json().token);
  }
  const gta = await h.handle.db
    .select()
    .from(children)
    .where(and(eq(children.character_gta, true), isNull(children.deleted_at)))
    .limit(2);
  [purple, blue] = gta.map((c) => c.id);
  const ids = async (phone: string) => (await h.handle.db.select().from(users).where(eq(users.cellphone, phone)))[0].id;
  await prepare(purple, '紫色', [
    { slot: 'escort_group_leader', user: await ids('13900000006'), escort: true },
    { slot: 'escort_group_mate_one', user: await ids(helperCellphone(1)), escort: false },
  ]);
  await prepare(blue, '蓝色');
  photo = { url: await uploadPng(h.app, tokens.get('检察领导')!), suffix: 'png' };
});
afterAll(async () => {
  await h.close();
});

describe('adding a persuasion log', () => {
  it.each([
    ['检察领导', '检察领导'],
    ['教育护航', '教育块'],
    ['乡镇护航', '乡镇块'],
    ['志愿人员', '联络员'],
  ])('%s adds one with the source %s', async (who, source) => {
    const res = await h.call('POST', URL_, tokens.get(who), log(purple, { record_content: `${who}的劝导` }));
    expect(res.statusCode, res.body).toBe(200);
    const found = (await list('检察领导')).json().list.find((l: { id: number }) => l.id === res.json().id);
    expect(found.record_information).toMatchObject({
      record_source: source,
      record_content: `${who}的劝导`,
      record_attenders: ['张老师', '李警官'],
    });
  });

  it.each(['公安护航', '司法护航', '检察护航', '检察人员', '中心领导'])(
    '%s reads the logs but may not add one',
    async (who) => {
      const res = await list(who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ may_add: false });
      expect(res.json().list.length).toBeGreaterThanOrEqual(4);
      expect((await h.call('POST', URL_, tokens.get(who), log(purple))).statusCode).toBe(403);
    },
  );

  it('lets a task-force member who is not the liaison officer read but not add, and hides the minor from other volunteers', async () => {
    expect((await list('helper1')).json().may_add).toBe(false);
    const refused = await h.call('POST', URL_, tokens.get('helper1'), log(purple));
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'NOT_LIAISON']);
    expect((await list('helper2')).statusCode).toBe(404);
    expect((await h.call('POST', URL_, tokens.get('helper2'), log(purple))).statusCode).toBe(404);
    expect((await list('儿童主任')).statusCode).toBe(403);
  });

  it('answers 409 NOT_PURPLE for a minor below 紫色', async () => {
    const res = await h.call('POST', URL_, tokens.get('检察领导'), log(blue));
    expect([res.statusCode, res.json().code]).toEqual([409, 'NOT_PURPLE']);
    expect((await list('检察领导', blue)).statusCode).toBe(409);
  });

  it.each([
    [{ record_attenders: [] }, '请输入参与人员'],
    [{ record_content: '  ' }, '请输入劝导详情'],
    [{ record_images: [] }, '请至少上传一张劝导照片'],
    [{ record_datetime: '昨天' }, '请选择时间'],
  ])('refuses %j with %s and writes nothing', async (bad, message) => {
    const before = (await list('检察领导')).json().total;
    const res = await h.call('POST', URL_, tokens.get('检察领导'), log(purple, bad));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.map((e: { message: string }) => e.message)).toContain(message);
    expect((await list('检察领导')).json().total).toBe(before);
  });

  it('refuses a photo this server did not issue and more than 8 photos', async () => {
    const foreign = await h.call(
      'POST',
      URL_,
      tokens.get('检察领导'),
      log(purple, { record_images: [{ url: 'image/2026-01-01/1700000000000abcd.png', suffix: 'png' }] }),
    );
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 'IMAGE_NOT_ISSUED']);
    const many = await h.call(
      'POST',
      URL_,
      tokens.get('检察领导'),
      log(purple, { record_images: Array(9).fill(photo) }),
    );
    expect([many.statusCode, many.json().fieldErrors[0].message]).toEqual([400, '最多上传 8 张照片']);
  });
});

describe('the record of a minor with evaluations', () => {
  it('answers its detail to the centre and the liaison officer without the evaluations, which have their own call', async () => {
    expect(
      (
        await h.call('POST', '/api/child/appraise', tokens.get('检察领导'), {
          id: purple,
          result: '好',
          content: '表现稳定',
        })
      ).statusCode,
    ).toBe(200);
    for (const who of ['中心领导', '志愿人员', '检察领导']) {
      const res = await h.call('GET', `/api/child/detail?id=${purple}`, tokens.get(who));
      expect(res.statusCode, `${who}: ${res.body.slice(0, 120)}`).toBe(200);
      expect(res.json().detail.information).not.toHaveProperty('appraises');
    }
  });
});

describe('changing and deleting', () => {
  const byAuthor = async (source: string) =>
    (await list('检察领导'))
      .json()
      .list.find(
        (l: { record_information: { record_source: string } }) => l.record_information.record_source === source,
      );
  const edit = (who: string, item: { id: number; version: number }, content: string) =>
    h.call('PUT', URL_, tokens.get(who), {
      ...log(purple, { record_content: content }),
      child: undefined,
      id: item.id,
      version: item.version,
    });

  it('lets the liaison officer change their own log only', async () => {
    const own = await byAuthor('联络员');
    const other = await byAuthor('检察领导');
    expect((await edit('志愿人员', own, '补充：已联系家长')).statusCode).toBe(200);
    const refused = await edit('志愿人员', other, '改别人的');
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'NOT_AUTHOR']);
    const mine = (await list('志愿人员')).json().list;
    expect(mine.find((l: { id: number }) => l.id === own.id).mine_to_change).toBe(true);
    expect(mine.find((l: { id: number }) => l.id === other.id).mine_to_change).toBe(false);
  });

  it("lets 乡镇护航 change anyone's log and keeps the author's source; a stale version is 409", async () => {
    const own = await byAuthor('联络员');
    expect((await edit('乡镇护航', own, '乡镇复核')).statusCode).toBe(200);
    const after = await byAuthor('联络员');
    expect(after.record_information).toMatchObject({ record_source: '联络员', record_content: '乡镇复核' });
    expect(after.version).toBe(own.version + 1);
    const stale = await edit('检察领导', own, '旧版本');
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_VERSION']);
    expect((await edit('公安护航', after, 'x')).statusCode).toBe(403);
  });

  it('deletes one at its version, a batch all or none, and keeps the logs out of the operation records', async () => {
    const own = await byAuthor('联络员');
    const other = await byAuthor('教育块');
    const batchRefused = await h.call('DELETE', `${URL_}/batch`, tokens.get('志愿人员'), { ids: [own.id, other.id] });
    expect(batchRefused.statusCode).toBe(403);
    expect((await list('检察领导')).json().list.some((l: { id: number }) => l.id === own.id)).toBe(true);
    expect(
      (await h.call('DELETE', URL_, tokens.get('志愿人员'), { id: own.id, version: own.version })).statusCode,
    ).toBe(200);
    expect(
      (await h.call('DELETE', URL_, tokens.get('志愿人员'), { id: own.id, version: own.version })).statusCode,
    ).toBe(404);
    const rest = (await list('检察领导')).json().list.map((l: { id: number }) => l.id);
    expect((await h.call('DELETE', `${URL_}/batch`, tokens.get('检察领导'), { ids: rest })).json()).toEqual({
      deleted: rest.length,
    });
    expect((await list('检察领导')).json().total).toBe(0);
    const records = (await h.call('GET', '/api/record/list?size=100', tokens.get('中心领导'))).json().list as {
      record_type: string;
      record_information: Record<string, unknown>;
    }[];
    expect(records.some((r) => r.record_type === 'persuasion')).toBe(false);
    // the 删除 record names the log by id and copies none of it (issue 26; docs/decisions-records.md)
    const deletions = records.filter((r) => r.record_type === '删除' && r.record_information.action === '删除劝导记录');
    expect(deletions.map((r) => r.record_information.id)).toContain(own.id);
    expect(JSON.stringify(deletions)).not.toContain('乡镇复核');
  });
});
