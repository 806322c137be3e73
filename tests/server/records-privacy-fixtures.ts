/**
 * Shared by the operation-record privacy tests (tests/server/records-privacy*.test.ts; issue 26 "Masked means masked",
 * docs/decisions-records.md): the four reproductions of the issue run through the API (deleting an allowance, the
 * ID-number duplicate check, a task search by child_name, deleting a persuasion log), what each put in front of the
 * server, and everything a record screen shows a role.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { children, users } from '../../server/db/schema';
import { startHarness, type Harness } from './harness';
import { uploadPng } from './issued-images';

export type Item = {
  id: number;
  record_child: number;
  child_name: string | null;
  record_type: string;
  record_information: Record<string, unknown>;
};
export type Kid = { id: number; child_name: string; child_idnumber: string };
export const CONTENT = '在网吧门口劝导其回家，家长王建国到场';
export const ATTENDER = '张老师甲';
/** Each reproduction of the issue, and what it put in front of the server: none of it may be kept in a record or reach a record screen. */
export const REPRODUCTIONS = [
  'deleting an allowance',
  'the ID-number duplicate check',
  'a task search by child_name',
  'deleting a persuasion log',
] as const;

async function kidOf(h: Harness, id: number): Promise<Kid> {
  const [c] = await h.handle.db.select().from(children).where(eq(children.id, id));
  return { id, child_name: c.child_name, child_idnumber: c.child_idnumber };
}

/**
 * Every record `token` sees through the list, the 删除 and 搜索 ones opened through the detail, and the export's cells
 * but the user's name (a staff nickname may be any name, also a child's: not child data).
 */
export async function everythingShown(
  h: Harness,
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

/**
 * Starts the harness and runs the four reproductions (call in beforeAll; close `h` in afterAll): answers the tokens of
 * 系统管理 (`admin`) and 中心领导 (`centre`), what each reproduction sent (`leaks`, all of it in `secrets`) and the
 * children they touched.
 */
export async function reproduce() {
  const h = await startHarness();
  const tok = new Map<string, string>();
  const leaks = new Map<string, string[]>();
  const secrets: string[] = [];
  const allowanceKid = {} as Kid,
    checkedKid = {} as Kid,
    searchedKid = {} as Kid,
    minor = {} as Kid;
  for (const role of ['保金管理', '中心管理', '检察领导'] as const) tok.set(role, await h.login(role));
  const [admin, centre] = [await h.login('系统管理'), await h.login('中心领导')];

  // deleting an allowance
  const kids = (await h.call('GET', '/api/allowance/kid/list/for/audit?size=5', tok.get('保金管理'))).json().list as {
    child: number;
  }[];
  Object.assign(allowanceKid, await kidOf(h, kids[0].child));
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
  Object.assign(checkedKid, await kidOf(h, others[1].id));
  Object.assign(searchedKid, await kidOf(h, others[2].id));
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
  Object.assign(minor, await kidOf(h, gta.id));
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
  return { h, admin, centre, leaks, secrets, allowanceKid, checkedKid, searchedKid, minor };
}
