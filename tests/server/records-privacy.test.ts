/**
 * Operation records keep no copies of children's data and show it by the rules of every list (issue 26 "Masked means
 * masked"; docs/decisions-records.md): deleting an allowance, the ID-number duplicate check, a task search by child_name
 * and deleting a persuasion log leave no ID number, name, log content, attenders, photo keys or cellphone in the stored
 * record; the record list, detail and export show 系统管理 no child data at all and 中心领导 without a reveal only masked
 * names; records written by older code (full ID numbers, names, a copied log) read the same way.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskIdNumber, maskName } from '../../domain/masking';
import { children, records, users } from '../../server/db/schema';
import { startHarness, type Harness } from './harness';
import { uploadPng } from './issued-images';

let h: Harness;
let admin: string, centre: string;
const tok = new Map<string, string>();
type Item = {
  id: number;
  record_child: number;
  child_name: string | null;
  record_type: string;
  record_information: Record<string, unknown>;
};
type Kid = { id: number; child_name: string; child_idnumber: string };
const CONTENT = '在网吧门口劝导其回家，家长王建国到场';
const ATTENDER = '张老师甲';
/** Each reproduction of the issue, and what it put in front of the server: none of it may be kept in a record or reach a record screen. */
const REPRODUCTIONS = [
  'deleting an allowance',
  'the ID-number duplicate check',
  'a task search by child_name',
  'deleting a persuasion log',
] as const;
const leaks = new Map<string, string[]>();
const secrets: string[] = [];
const allowanceKid = {} as Kid,
  checkedKid = {} as Kid,
  searchedKid = {} as Kid,
  minor = {} as Kid;

async function kidOf(id: number): Promise<Kid> {
  const [c] = await h.handle.db.select().from(children).where(eq(children.id, id));
  return { id, child_name: c.child_name, child_idnumber: c.child_idnumber };
}

/**
 * Every record `token` sees through the list, the 删除 and 搜索 ones opened through the detail, and the export's cells
 * but the user's name (a staff nickname may be any name, also a child's: not child data).
 */
async function everythingShown(
  token: string,
): Promise<{ list: Item[]; details: Item[]; cells: string[]; shown: string }> {
  const list: Item[] = [];
  for (let page = 1; ; page++) {
    const res = (await h.call('GET', `/api/record/list?size=100&page=${page}`, token)).json();
    list.push(...res.list);
    if (list.length >= res.total || !res.list.length) break;
  }
  const details: Item[] = [];
  for (const r of list.filter((x) => ['删除', '搜索'].includes(x.record_type)))
    details.push((await h.call('GET', `/api/record/detail?id=${r.id}`, token)).json().detail);
  const res = await h.call('GET', '/api/record/export', token);
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(res.rawPayload).buffer);
  const cells: string[] = [];
  book.worksheets[0].eachRow((row) =>
    row.eachCell((cell, col) => {
      if (col !== 2) cells.push(String(cell.value));
    }),
  );
  const childData = (r: Item) => ({
    record_child: r.record_child,
    child_name: r.child_name,
    record_information: r.record_information,
  });
  return { list, details, cells, shown: JSON.stringify([list.map(childData), details.map(childData), cells]) };
}

beforeAll(async () => {
  h = await startHarness();
  for (const role of ['保金管理', '中心管理', '检察领导'] as const) tok.set(role, await h.login(role));
  [admin, centre] = [await h.login('系统管理'), await h.login('中心领导')];

  // deleting an allowance
  const kids = (await h.call('GET', '/api/allowance/kid/list/for/audit?size=5', tok.get('保金管理'))).json().list as {
    child: number;
  }[];
  Object.assign(allowanceKid, await kidOf(kids[0].child));
  const entered = await h.call('POST', '/api/allowance', tok.get('保金管理'), {
    child: allowanceKid.id,
    allowance_month: '2031-07',
    allowance_amount: 300,
    allowance_bank: '中国银行',
    allowance_account: '6216600000001111111',
    allowance_payee: '王桂兰',
  });
  expect(entered.statusCode, entered.body).toBe(200);
  const removed = await h.call('DELETE', '/api/allowance', tok.get('保金管理'), {
    id: entered.json().id,
    version: entered.json().version ?? 1,
  });
  expect(removed.statusCode, removed.body).toBe(200);

  // the duplicate check and a task search by child_name
  const others = await h.handle.db.select().from(children).where(eq(children.character_cs, true)).limit(3);
  Object.assign(checkedKid, await kidOf(others[1].id));
  Object.assign(searchedKid, await kidOf(others[2].id));
  expect(
    (
      await h.call('GET', `/api/child/count/for/idnumber?idnumber=${checkedKid.child_idnumber}`, tok.get('中心管理'))
    ).json().count,
  ).toBe(1);
  expect(
    (
      await h.call(
        'GET',
        `/api/task/list/for/mix?child_name=${encodeURIComponent(searchedKid.child_name)}`,
        tok.get('中心管理'),
      )
    ).statusCode,
  ).toBe(200);

  // deleting a persuasion log
  const [gta] = await h.handle.db.select().from(children).where(eq(children.character_gta, true)).limit(1);
  Object.assign(minor, await kidOf(gta.id));
  const leader = tok.get('检察领导')!;
  const version = (await h.call('GET', `/api/child/detail?id=${minor.id}`, leader)).json().detail.version;
  expect(
    (
      await h.call('PUT', '/api/child/important', leader, {
        id: minor.id,
        version,
        important: { escort_level: '紫色' },
      })
    ).statusCode,
  ).toBe(200);
  const photo = { url: await uploadPng(h.app, leader), suffix: 'png' };
  const log = await h.call('POST', '/api/record/persuasion', leader, {
    child: minor.id,
    record_datetime: '2026-11-20T09:30:00+08:00',
    record_attenders: [ATTENDER],
    record_content: CONTENT,
    record_images: [photo],
  });
  expect(log.statusCode, log.body).toBe(200);
  const detail = (await h.call('GET', `/api/record/persuasion/detail?id=${log.json().id}`, leader)).json().detail;
  expect(
    (await h.call('DELETE', '/api/record/persuasion', leader, { id: detail.id, version: detail.version })).statusCode,
  ).toBe(200);
  const [leaderRow] = await h.handle.db.select().from(users).where(eq(users.id, detail.record_user));

  leaks
    .set(REPRODUCTIONS[0], [allowanceKid.child_idnumber, '王桂兰'])
    .set(REPRODUCTIONS[1], [checkedKid.child_idnumber])
    .set(REPRODUCTIONS[2], [searchedKid.child_name])
    .set(REPRODUCTIONS[3], [CONTENT, ATTENDER, photo.url, leaderRow.cellphone]);
  secrets.push(...[...leaks.values()].flat());
});
afterAll(async () => {
  await h.close();
});

describe('what a record keeps', () => {
  it.each(REPRODUCTIONS)(
    '%s: the record keeps no ID number, searched name, payee or copy of the log',
    async (reproduction) => {
      const stored = JSON.stringify(
        (await h.handle.db.select().from(records)).filter((r) => r.record_type !== 'persuasion'),
      ); // the logs themselves are not records
      for (const secret of leaks.get(reproduction)!) expect(stored, secret).not.toContain(secret);
    },
  );

  it('names the child by id and keeps the counts', async () => {
    const mine = (await h.handle.db.select().from(records)).filter((r) => r.record_type !== 'persuasion');
    expect(
      mine.some(
        (r) =>
          r.record_type === '删除' && r.record_child === allowanceKid.id && r.record_information.action === '删除保金',
      ),
    ).toBe(true);
    expect(
      mine.some(
        (r) => r.record_type === '搜索' && r.record_child === checkedKid.id && r.record_information.count === 1,
      ),
    ).toBe(true);
    expect(
      mine.some(
        (r) =>
          r.record_type === '删除' && r.record_child === minor.id && r.record_information.action === '删除劝导记录',
      ),
    ).toBe(true);
  });
});

describe('what the record screens show', () => {
  it('shows 系统管理 no child data in the list, the detail or the export', async () => {
    const { list, details, shown } = await everythingShown(admin);
    expect(list.length).toBeGreaterThan(5);
    const masked = [allowanceKid, checkedKid, searchedKid, minor].flatMap((k) => [
      maskName(k.child_name),
      maskIdNumber(k.child_idnumber),
    ]);
    for (const text of [...secrets, ...masked]) expect(shown, text).not.toContain(text);
    expect(
      [...list, ...details].every(
        (r) => r.child_name === null && !('child_name' in r.record_information) && !('keyword' in r.record_information),
      ),
    ).toBe(true);
  });

  it('shows 中心领导 without a reveal only masked names, in the list, the detail and the export', async () => {
    const { list, details, cells, shown } = await everythingShown(centre);
    expect(details.length).toBeGreaterThan(3);
    for (const secret of secrets) expect(shown, secret).not.toContain(secret);
    for (const kid of [allowanceKid, minor]) expect(shown).not.toContain(kid.child_name);
    const deleted = list.find((r) => r.record_child === allowanceKid.id && r.record_information.action === '删除保金')!;
    expect(deleted.child_name).toBe(maskName(allowanceKid.child_name));
    expect(cells).toContain(maskName(allowanceKid.child_name));
    const search = list.find((r) => r.record_information.list === 'tasks' && 'child_name' in r.record_information)!;
    expect(search.record_information.child_name).toBe(maskName(searchedKid.child_name));
  });
});

describe('records written before', () => {
  it('read masked too: a full ID number, a name and a copied persuasion log from older code', async () => {
    const at = new Date();
    const [centreRow] = await h.handle.db.select().from(users).where(eq(users.role, '中心管理')).limit(1);
    const [old] = await h.handle.db
      .insert(records)
      .values([
        {
          record_user: centreRow.id,
          record_child: 0,
          record_type: '搜索',
          record_state: '成功',
          record_datetime: at,
          created_at: at,
          record_information: { idnumber: checkedKid.child_idnumber, count: 1 },
        },
        {
          record_user: centreRow.id,
          record_child: 0,
          record_type: '搜索',
          record_state: '成功',
          record_datetime: at,
          created_at: at,
          record_information: {
            list: 'tasks',
            total: 0,
            child_name: searchedKid.child_name,
            keyword: searchedKid.child_idnumber,
          },
        },
        {
          record_user: centreRow.id,
          record_child: minor.id,
          record_type: '删除',
          record_state: '成功',
          record_datetime: at,
          created_at: at,
          record_information: {
            action: '删除劝导记录',
            id: 1,
            record_content: CONTENT,
            record_attenders: [ATTENDER],
            record_images: [{ url: 'p/1.png' }],
            record_user_name: '检察长',
            record_user_cellphone: '13900000099',
          },
        },
      ])
      .returning();
    const ids = encodeURIComponent(JSON.stringify([old.id, old.id + 1, old.id + 2]));
    for (const token of [admin, centre]) {
      const list = (await h.call('GET', `/api/record/list/for/ids?ids=${ids}`, token)).json().list as Item[];
      expect(list).toHaveLength(3);
      const shown = JSON.stringify(list);
      for (const text of [
        checkedKid.child_idnumber,
        searchedKid.child_name,
        searchedKid.child_idnumber,
        CONTENT,
        ATTENDER,
        'p/1.png',
        '13900000099',
        '检察长',
      ])
        expect(shown, text).not.toContain(text);
      const byId = new Map(list.map((r) => [r.id, r.record_information]));
      if (token === admin) {
        expect(byId.get(old.id)).toEqual({ count: 1 });
        expect(shown).not.toContain(maskIdNumber(checkedKid.child_idnumber));
        expect(shown).not.toContain(maskName(searchedKid.child_name));
      } else {
        expect(byId.get(old.id)!.idnumber).toBe(maskIdNumber(checkedKid.child_idnumber));
        expect(byId.get(old.id + 1)).toMatchObject({
          child_name: maskName(searchedKid.child_name),
          keyword: maskIdNumber(searchedKid.child_idnumber),
        });
      }
      expect(byId.get(old.id + 2)).toEqual({ action: '删除劝导记录', id: 1 });
    }
  });
});
