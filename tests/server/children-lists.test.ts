/**
 * What the children lists answer (issue 15): the 出界 list (residence town ≠ household town), the twin list
 * (same name and birth date), and the export: a real .xlsx read back with exceljs, filtered like the list,
 * masked as the caller sees names, named 儿童列表_<date>.xlsx, and written down as a 导出 record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { records } from '../../server/db/schema';
import type { Harness } from './harness';
import { csForm, freshIdNumber, place, startReviewScene } from './fixtures';
import { maskName } from '../../domain/masking';

let h: Harness;
let centre: string;
let shuiguan: { town: number; village: number };
const LIST = '/api/child/list/for/department/village/level/character/genre/keyword';

beforeAll(async () => {
  ({ h, centre, shuiguan } = await startReviewScene());
});
afterAll(async () => {
  await h.close();
});

async function create(form: Record<string, unknown>): Promise<number> {
  const res = await h.call('POST', '/api/child', centre, { character: 'cs', information: { investigate_cs: form } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}
const ids = async (token: string, q: string) =>
  (await h.call('GET', `${LIST}?size=100&${q}`, token)).json().list.map((c: { id: number }) => c.id);

describe('ChildChujieMange: out_of_town', () => {
  it('lists the children whose residence town differs from their household town, and only those', async () => {
    const other = await place(h, '戴南镇');
    const home = await create(csForm(shuiguan));
    const away = csForm(shuiguan);
    for (const [k, v] of Object.entries({
      address_record_community: other.town,
      address_record_rusticate: other.village,
    }))
      (away as Record<string, unknown>)[k] = v;
    const moved = await create(away);
    const out = await ids(centre, 'out_of_town=true');
    expect(out).toContain(moved);
    expect(out).not.toContain(home);
  });
});

describe('TwinList', () => {
  it('groups children of the same name and birth date, with an opaque key shared by the group', async () => {
    const a = await create(csForm(shuiguan, { child_name: '双胞胎甲', child_idnumber: freshIdNumber('20160303') }));
    const b = await create(csForm(shuiguan, { child_name: '双胞胎甲', child_idnumber: freshIdNumber('20160303') }));
    const single = await create(
      csForm(shuiguan, { child_name: '双胞胎甲', child_idnumber: freshIdNumber('20160304') }),
    );
    const res = await h.call('GET', '/api/child/list/for/twins?size=100', centre);
    expect(res.statusCode).toBe(200);
    const rows: { id: number; twin_key: string }[] = res.json().list;
    const keyOf = (id: number) => rows.find((r) => r.id === id)?.twin_key;
    expect(keyOf(a)).toMatch(/^同姓名同出生日期 · \d+$/);
    expect(keyOf(a)).toBe(keyOf(b));
    expect(keyOf(single)).toBeUndefined();
    expect(keyOf(a)).not.toContain('双胞胎');
  });
});

describe('export', () => {
  it('answers a real spreadsheet of the filtered list, masked for the caller, and records the export', async () => {
    const name = '导出测试儿童';
    const id = await create(csForm(shuiguan, { child_name: name }));
    const reader = await h.login('总委领导'); // a county reader: masked, no reveal
    const res = await h.call('GET', `/api/child/export?keyword=${encodeURIComponent(name)}`, reader);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const today = h.clock.now.toISOString().slice(0, 10);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(`儿童列表_${today}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 5)).toEqual(['姓名', '性别', '身份证号', '乡镇', '村居']);
    expect(sheet.rowCount).toBe(2);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[0]).toBe('导*测试儿童');
    expect(String(row[2])).toMatch(/^\d{6}\*{9}\w{3}$/);
    expect(row[3]).toBe('昭阳街道');
    const readerId = (await h.call('GET', '/api/user/info', reader)).json().info.id;
    const exports = await h.handle.db
      .select()
      .from(records)
      .where(and(eq(records.record_type, '导出'), eq(records.record_user, readerId)));
    expect(exports).toHaveLength(1);
    expect(exports[0].record_information).toMatchObject({ keyword: maskName(name), list: 'children' }); // a record keeps a searched name masked (issue 26)
    expect(id).toBeGreaterThan(0);
  });

  it('refuses the deleted list to a role that may not delete (403), and an export to a role without children:export', async () => {
    const reader = await h.login('总委领导');
    expect((await h.call('GET', '/api/child/export?deleted=true', reader)).statusCode).toBe(403);
    const admin = await h.login('系统管理');
    expect((await h.call('GET', '/api/child/export', admin)).statusCode).toBe(403);
  });
});
