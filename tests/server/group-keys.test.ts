/**
 * Issue 26 "Masked means masked", group keys: the duplicate warning (list and export) and the twin list show which
 * rows belong together by a key that carries nothing of the name, birth date or ID number the group shares: the
 * group's ordinal in the whole answer (1, 2 …), the same for a group whichever page shows it.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { children } from '../../server/db/schema';
import { startHarness, type Harness } from './harness';
import { csForm, freshIdNumber, place } from './fixtures';

let h: Harness;
let centre: string;

beforeAll(async () => {
  h = await startHarness();
  centre = await h.login('中心领导');
});
afterAll(async () => {
  await h.close();
});

const digests = (name: string, birth: string) => {
  const hex = (s: string) => createHash('sha256').update(s).digest('hex');
  return [hex(`${name}|${birth}`), hex(`姓名+出生日期 ${name}|${birth}`), hex(name), hex(`${name}${birth}`)];
};
/** Whether `key` contains a hex prefix (4+ digits) of any digest of the name and birth date. */
const leaks = (key: string, name: string, birth: string) =>
  digests(name, birth).some((d) => (key.match(/[0-9a-f]{4,}/g) ?? []).some((part) => d.startsWith(part)));

/** Ordinals 1..n in order of first appearance: what a key may depend on. */
function firstAppearance(keys: string[]): string[] {
  const seen = new Map<string, number>();
  return keys.map((k) => String(seen.get(k) ?? (seen.set(k, seen.size + 1), seen.size)));
}

describe('duplicate warning group_key', () => {
  type Row = { id: number; group_key: string; age: number | null };
  const page = async (q: string) =>
    (await h.call('GET', `/api/warning/children?kind=duplicate&${q}`, centre)).json() as { total: number; list: Row[] };

  it('is the group ordinal in the answer, equal within a group, not a digest of the name and birth date', async () => {
    const whole = await page('size=100');
    expect(whole.list.length).toBeGreaterThanOrEqual(4);
    const keys = whole.list.map((r) => r.group_key);
    // keys depend only on the group's position: 1, 2, 3 … in order of first appearance
    expect(keys).toEqual(firstAppearance(keys));
    const rows = await h.handle.db.select().from(children);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of whole.list) {
      const c = byId.get(r.id)!;
      expect(leaks(r.group_key, c.child_name, c.child_idnumber.slice(6, 14)), r.group_key).toBe(false);
      // rows of one key share name and birth date; rows of different keys do not
      for (const o of whole.list) {
        const d = byId.get(o.id)!;
        const same = c.child_name === d.child_name && c.child_idnumber.slice(6, 14) === d.child_idnumber.slice(6, 14);
        expect(r.group_key === o.group_key).toBe(same);
      }
    }
    // page by page (size 1) each row keeps the key of the whole answer: its group's place in the list, not its page
    for (let p = 1; p <= whole.list.length; p++) {
      const one = await page(`size=1&page=${p}`);
      expect(one.list.map((r) => [r.id, r.group_key])).toEqual([[whole.list[p - 1].id, whole.list[p - 1].group_key]]);
    }
  });

  it('is the same ordinal in the export, never a digest', async () => {
    const res = await h.call('GET', '/api/warning/export?kind=duplicate', centre);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(new Uint8Array(res.rawPayload).buffer);
    const sheet = book.worksheets[0];
    const col = (sheet.getRow(1).values as unknown[]).indexOf('分组');
    expect(col).toBeGreaterThan(0);
    const keys: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) keys.push(String(row.getCell(col).value));
    });
    expect(keys.length).toBeGreaterThanOrEqual(4);
    expect(keys).toEqual(firstAppearance(keys));
  });
});

describe('twin list twin_key', () => {
  it('says the kind and the group ordinal, the same on every page, nothing of the name or birth date', async () => {
    const shuiguan = await place(h, '昭阳街道', '水关居委会');
    const make = async (name: string, birth: string) => {
      const res = await h.call('POST', '/api/child', centre, {
        character: 'cs',
        information: { investigate_cs: csForm(shuiguan, { child_name: name, child_idnumber: freshIdNumber(birth) }) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as number;
    };
    const a = await make('孪生测甲', '20160303');
    const b = await make('孪生测甲', '20160303');
    const whole = (await h.call('GET', '/api/child/list/for/twins?size=100', centre)).json() as {
      list: { id: number; twin_key: string }[];
    };
    const keys = whole.list.map((r) => r.twin_key);
    const ordinals = keys.map((k) => k.split(' · ')[1]);
    expect(keys.every((k) => /^(同姓名同出生日期|身份证号前17位相同) · \d+$/.test(k))).toBe(true);
    expect(ordinals).toEqual(firstAppearance(keys));
    const keyOf = (id: number) => whole.list.find((r) => r.id === id)?.twin_key;
    expect(keyOf(a)).toBe(keyOf(b));
    expect(leaks(keyOf(a)!, '孪生测甲', '20160303')).toBe(false);
    const [row] = await h.handle.db.select().from(children).where(eq(children.id, a));
    expect(row.child_name).toBe('孪生测甲');
    // the same row on a one-row page carries the same key
    const at = whole.list.findIndex((r) => r.id === a);
    const one = (await h.call('GET', `/api/child/list/for/twins?size=1&page=${at + 1}`, centre)).json().list;
    expect(one.map((r: { id: number; twin_key: string }) => [r.id, r.twin_key])).toEqual([[a, keyOf(a)]]);
  });
});
