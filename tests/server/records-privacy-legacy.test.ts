/**
 * Operation records written by older code (full ID numbers, names, a copied persuasion log) read masked too (issue 26
 * "Masked means masked"; docs/decisions-records.md), for 系统管理 and 中心领导 alike, after the reproductions
 * (records-privacy-fixtures.ts). What new records keep and show: records-privacy.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { maskIdNumber, maskName } from '../../domain/masking';
import { records, users } from '../../server/db/schema';
import type { Harness } from './harness';
import { ATTENDER, CONTENT, reproduce, type Item, type Kid } from './records-privacy-fixtures';

let h: Harness;
let admin: string, centre: string;
let checkedKid: Kid, searchedKid: Kid, minor: Kid;

beforeAll(async () => {
  ({ h, admin, centre, checkedKid, searchedKid, minor } = await reproduce());
});
afterAll(async () => {
  await h.close();
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
