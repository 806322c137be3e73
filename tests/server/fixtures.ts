/**
 * Test fixtures: department ids by name, a valid cs basic-information form for a village, and the scene the
 * review tests start from.
 */
import { and, eq } from 'drizzle-orm';
import { departments } from '../../server/db/schema';
import { makeIdNumber } from '../../domain/id-number';
import { startHarness, type Harness } from './harness';

export async function place(
  h: Harness,
  townName: string,
  villageName?: string,
): Promise<{ town: number; village: number }> {
  const [town] = await h.handle.db
    .select()
    .from(departments)
    .where(and(eq(departments.department_name, townName), eq(departments.department_type, '镇街委员会')));
  const villages = await h.handle.db.select().from(departments).where(eq(departments.department_parent, town.id));
  const village = villageName ? villages.find((v) => v.department_name === villageName)! : villages[0];
  return { town: town.id, village: village.id };
}

let sequence = 500;
/** A fresh valid ID number (never seeded: sequences from 500 up). */
export const freshIdNumber = (birth = '20150612') => makeIdNumber('321281', birth, sequence++);

export function csForm(p: { town: number; village: number }, overrides: Record<string, unknown> = {}) {
  const address = (prefix: string) => ({
    [`${prefix}_province`]: '江苏省',
    [`${prefix}_city`]: '泰州市',
    [`${prefix}_area`]: '兴化市',
    [`${prefix}_community`]: p.town,
    [`${prefix}_rusticate`]: p.village,
    [`${prefix}_detail`]: '幸福路8号',
  });
  return {
    child_name: '测试儿童',
    child_race: '汉族',
    child_idnumber: freshIdNumber(),
    address_register: '农村',
    ...address('address_record'),
    ...address('address_residence'),
    child_disability: '健康',
    ...overrides,
  };
}

export const csChild = (form: Record<string, unknown>) => ({ character: 'cs', information: { investigate_cs: form } });
export const childApply = (form: Record<string, unknown>) => ({
  apply_genre: '儿童创建',
  apply_information: { information: { child: csChild(form) } },
});

/** The review tests' scene: a started harness, the three review roles signed in, and 昭阳街道 / 水关居委会 (the demo director's village). */
export type ReviewScene = {
  h: Harness;
  director: string;
  leader: string;
  centre: string;
  shuiguan: { town: number; village: number };
};

export async function startReviewScene(): Promise<ReviewScene> {
  const h = await startHarness();
  const [director, leader, centre] = await Promise.all([h.login('儿童主任'), h.login('分委领导'), h.login('中心领导')]);
  // these reviewers compare stored names: their sessions show full names (the reveal of req children §7; masking has its own tests)
  for (const token of [director, leader, centre]) await reveal(h, token);
  return { h, director, leader, centre, shuiguan: await place(h, '昭阳街道', '水关居委会') };
}

/** Reveals full names on the session of `token` (POST /api/child/reveal); throws unless it answers 200. */
export async function reveal(h: Harness, token: string): Promise<void> {
  const res = await h.call('POST', '/api/child/reveal', token, {});
  if (res.statusCode !== 200) throw new Error(`reveal: ${res.statusCode} ${res.body}`);
}
