/**
 * Issue 14 "Stored values are bounded", through the API: `POST /api/child` as a centre role with one bound
 * broken at a time answers 400 with the engine's Chinese message on the right field and tab, and stores
 * nothing. The server validates on its injected clock's day (the harness clock), not the wall clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeIdNumber } from '../../domain/id-number';
import { children } from '../../server/db/schema';
import { csChild, csForm, place } from './fixtures';
import { startHarness, type Harness } from './harness';
import { uploadPng } from './issued-images';

let h: Harness;
let centre: string;
let shuiguan: { town: number; village: number };
beforeAll(async () => {
  h = await startHarness();
  centre = await h.login('中心领导');
  shuiguan = await place(h, '昭阳街道', '水关居委会');
});
afterAll(async () => {
  await h.close();
});

const childCount = async () => (await h.handle.db.select().from(children)).length;
/** A well-formed key of local storage that no upload issued (the format check is the engine's). */
const imageKey = (i: number) => `image/2026-05-01/${1780000000000 + i}abcd.jpg`;
let birthSequence = 700;
const bornOn = (yyyymmdd: string) => makeIdNumber('321281', yyyymmdd, birthSequence++);

async function expectRefused(
  overrides: Record<string, unknown>,
  error: { field: string; message: string; tab: string },
  token = centre,
) {
  const before = await childCount();
  const res = await h.call('POST', '/api/child', token, csChild(csForm(shuiguan, overrides)));
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(error.message);
  expect(res.json().fieldErrors).toContainEqual(expect.objectContaining(error));
  expect(await childCount()).toBe(before);
}

describe('POST /api/child refuses values beyond their bounds (issue 14)', () => {
  it('accepts a form at every bound', async () => {
    const image_url = await uploadPng(h.app, centre);
    const res = await h.call(
      'POST',
      '/api/child',
      centre,
      csChild(
        csForm(shuiguan, {
          child_name: '买'.repeat(30),
          child_disability: '残疾',
          child_disability_level: '一级',
          child_disability_type: '视力残疾',
          child_disability_type_img: [{ image_url, image_suffix: 'png' }],
          family_members: Array.from({ length: 50 }, (_, i) => ({ name: `成员${i}` })),
        }),
      ),
    );
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [
      'a town id above 2³¹−1',
      { address_residence_community: 2147483648 },
      'address_residence_community',
      '请确认现住乡镇（街道）',
    ],
    [
      'a village id above 2³¹−1',
      { address_residence_rusticate: 2147483648 },
      'address_residence_rusticate',
      '请确认现住村（居）',
    ],
    [
      'a registered village of 40 digits',
      { address_record_rusticate: '9'.repeat(40) },
      'address_record_rusticate',
      '请确认户籍村（居）',
    ],
    ['a negative village id', { address_record_rusticate: -5 }, 'address_record_rusticate', '请确认户籍村（居）'],
    ['a fractional town id', { address_record_community: 1.5 }, 'address_record_community', '请确认户籍乡镇（街道）'],
  ])('%s → 400 请确认{label}, not 500', async (_, overrides, field, message) => {
    await expectRefused(overrides, { field, message, tab: 'basic' });
  });

  it('refuses a child name of 31 characters', async () => {
    await expectRefused(
      { child_name: '买'.repeat(31) },
      { field: 'child_name', message: '儿童姓名不能超过30个字符', tab: 'basic' },
    );
  });

  it('refuses a long string in a free-text field (not truncated, not stored)', async () => {
    await expectRefused(
      { address_residence_detail: '路'.repeat(200_000) },
      { field: 'address_residence_detail', message: '现住详细地址不能超过100个字符', tab: 'basic' },
    );
  });

  it('refuses a family member name of 31 characters and a 51st family member', async () => {
    await expectRefused(
      { family_members: [{ name: '李'.repeat(31) }] },
      { field: 'family_members.0.name', message: '姓名不能超过30个字符', tab: 'family' },
    );
    const rows = Array.from({ length: 51 }, (_, i) => ({ name: `成员${i}` }));
    await expectRefused(
      { family_members: rows },
      { field: 'family_members', message: '家庭成员最多填写50行', tab: 'family' },
    );
  });

  it('refuses a ninth photo', async () => {
    const images = Array.from({ length: 9 }, (_, i) => ({ image_url: imageKey(i), image_name: '调查照片' }));
    await expectRefused({ images }, { field: 'images', message: '调查照片最多上传8张', tab: 'supplement' });
  });

  it.each(['../../etc/passwd', 'javascript:alert(1)', 'https://evil.example/x.jpg'])(
    'refuses the image_url %j',
    async (image_url) => {
      const proof = {
        child_disability: '残疾',
        child_disability_level: '一级',
        child_disability_type: '视力残疾',
        child_disability_type_img: [{ image_url }],
      };
      await expectRefused(proof, { field: 'child_disability_type_img', message: '请重新上传残疾证明', tab: 'basic' });
    },
  );
});

describe("dates of birth are checked on the server clock's day", () => {
  /** Moves the harness clock to `date` and signs in again there (a session does not survive the jump). */
  const at = async (date: Date) => {
    h.clock.now = date;
    return h.login('中心领导');
  };
  const create = (token: string, idnumber: string) =>
    h.call('POST', '/api/child', token, csChild(csForm(shuiguan, { child_idnumber: idnumber })));
  afterAll(async () => {
    centre = await at(new Date());
  });

  it('refuses a child born after that day and accepts the same number once the day has come', async () => {
    const idnumber = bornOn('20210505');
    await expectRefused(
      { child_idnumber: idnumber },
      { field: 'child_idnumber', message: '当前儿童身份证中的出生日期不存在，请核对后重新输入。', tab: 'basic' },
      await at(new Date(2021, 4, 4, 12)),
    );
    expect((await create(await at(new Date(2021, 4, 5, 12)), idnumber)).statusCode).toBe(200);
  });

  it('refuses a child who has reached 18 周岁 on that day, and accepts the child the day before', async () => {
    const idnumber = bornOn('20120601');
    await expectRefused(
      { child_idnumber: idnumber },
      { field: 'child_idnumber', message: '当前儿童身份证显示已满18周岁，请核对后重新输入。', tab: 'basic' },
      await at(new Date(2030, 5, 2, 12)),
    );
    expect((await create(await at(new Date(2030, 5, 1, 12)), idnumber)).statusCode).toBe(200);
  });

  it('still saves a modification of a registered child who has since turned 18 (the limit is for registering)', async () => {
    const idnumber = bornOn('20120701');
    const created = await create(await at(new Date(2030, 5, 1, 12)), idnumber);
    expect(created.statusCode).toBe(200);
    const later = await at(new Date(2030, 6, 5, 12));
    const { id, version } = created.json();
    const res = await h.call('PUT', '/api/child', later, {
      id,
      version,
      ...csChild(csForm(shuiguan, { child_idnumber: idnumber, child_name: '改后姓名' })),
    });
    expect(res.statusCode).toBe(200);
  });
});
