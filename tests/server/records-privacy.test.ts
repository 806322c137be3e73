/**
 * Operation records keep no copies of children's data and show it by the rules of every list (issue 26 "Masked means
 * masked"; docs/decisions-records.md): deleting an allowance, the ID-number duplicate check, a task search by child_name
 * and deleting a persuasion log leave no ID number, name, log content, attenders, photo keys or cellphone in the stored
 * record; the record list, detail and export show 系统管理 no child data at all and 中心领导 without a reveal only masked
 * names. Records written by older code: records-privacy-legacy.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskIdNumber, maskName } from '../../domain/masking';
import { records } from '../../server/db/schema';
import type { Harness } from './harness';
import { everythingShown, REPRODUCTIONS, reproduce, type Kid } from './records-privacy-fixtures';

let h: Harness;
let admin: string, centre: string;
let leaks: Map<string, string[]>, secrets: string[], allowanceKid: Kid, checkedKid: Kid, searchedKid: Kid, minor: Kid;

beforeAll(async () => {
  ({ h, admin, centre, leaks, secrets, allowanceKid, checkedKid, searchedKid, minor } = await reproduce());
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
    const { list, details, shown } = await everythingShown(h, admin);
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
    const { list, details, cells, shown } = await everythingShown(h, centre);
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
