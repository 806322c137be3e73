/**
 * The demo children (issue 15 "Demo data"): about 50 cs, 30 ow (half of them girls, with girl levels) and 25
 * gta minors (escort levels 蓝色 to 紫色), in 昭阳街道 (most in 水关居委会, the demo staff's village) and six
 * other towns, with varied levels and rankings; three cs children who are also left-behind (a merge, req children
 * §4.4), three living outside their household town (出界), and two pairs of twins (same name and birth date).
 * Synthetic names and valid-checksum fake ID numbers, written through the same pipeline as a user's save;
 * the levels, which no call sets yet, are then written on the rows. Deterministic: the same data each start.
 */
import { eq } from 'drizzle-orm';
import type { Character } from '../../../domain/child-genre';
import { CHILD_LEVELS, ESCORT_LEVELS, GIRL_LEVELS } from '../../../domain/child-levels';
import { DEFAULT_REGION } from '../../../domain/constants';
import { makeIdNumber } from '../../../domain/id-number';
import type { Db } from '../client';
import { children as childrenTable } from '../schema';
import type { Services } from '../../services';
import type { Department, DemoPlaces } from './accounts';
import { syntheticName } from './names';

type Values = Record<string, unknown>;
export type ChildRow = typeof childrenTable.$inferSelect;
export type DemoChild = { row: ChildRow; character: Character; village: Department };

/** A child's basic form: residence in `village`, household in `record` (the same unless 出界). */
export function demoForm(
  i: number,
  village: Department,
  o: { age?: [number, number]; girl?: boolean; record?: Department; name?: string; birth?: string },
  now: Date,
): Values {
  const [min, max] = o.age ?? [5, 16];
  const birth =
    o.birth ??
    `${now.getFullYear() - max + (i % (max - min + 1))}${String(1 + (i % 12)).padStart(2, '0')}${String(1 + ((i * 7) % 28)).padStart(2, '0')}`;
  const sequence = 100 + i * 2 + (o.girl ? 0 : 1); // the 17th digit: odd for a boy, even for a girl
  if (sequence > 999) throw new Error(`seed: child index ${i} is past the three-digit sequence`);
  const record = o.record ?? village;
  const address = (prefix: string, at: Department) => ({
    [`${prefix}_province`]: DEFAULT_REGION.province,
    [`${prefix}_city`]: DEFAULT_REGION.city,
    [`${prefix}_area`]: DEFAULT_REGION.area,
    [`${prefix}_community`]: at.department_parent,
    [`${prefix}_rusticate`]: at.id,
    [`${prefix}_detail`]: `${at.department_name}${(i % 40) + 1}号`,
  });
  return {
    rigistered_id: `XH${2024 + (i % 3)}${String(i + 1).padStart(4, '0')}`,
    child_name: o.name ?? syntheticName(i),
    child_race: '汉族',
    child_idnumber: makeIdNumber('321281', birth, sequence),
    address_register: i % 3 === 0 ? '城镇' : '农村',
    ...address('address_record', record),
    ...address('address_residence', village),
    child_disability: i % 5 === 0 ? '残疾' : '健康',
    ...(i % 5 === 0 ? { child_disability_level: '二级', child_disability_type: '肢体残疾' } : {}),
  };
}

/** The villages children live in: `n` from 昭阳街道 (水关居委会 counted `shuiguan` times), then three of each of six other towns. */
export function demoVillages(p: DemoPlaces): { zhaoyang: Department[]; towns: Department[][] } {
  const inTown = (town: number) => p.villages.filter((v) => v.department_parent === town);
  const others = [...p.towns.values()]
    .filter((t) => t.id !== p.zhaoyang.id && !p.directorless.has(t.department_name) && inTown(t.id).length >= 3)
    .sort((a, b) => a.id - b.id);
  const picked = [0, 3, 6, 9, 12, 15].map((k) => others[k % others.length]);
  return {
    zhaoyang: inTown(p.zhaoyang.id)
      .filter((v) => v.id !== p.shuiguan.id)
      .slice(0, 6),
    towns: picked.map((t) => inTown(t.id).slice(0, 3)),
  };
}

async function write(db: Db, services: Services, character: Character, form: Values): Promise<ChildRow> {
  const prepared = await services.children.prepare(
    db,
    { character, information: { [`investigate_${character}`]: form } },
    undefined,
    { kind: 'all' },
  );
  return services.children.create(db, prepared, 1);
}

async function setLevels(
  db: Db,
  row: ChildRow,
  set: { level?: string; ranking?: string; girl_level?: string; escort_level?: string },
): Promise<ChildRow> {
  const { girl_level, escort_level, ...columns } = set;
  const important = {
    ...(row.information.important as Values),
    ...(girl_level ? { girl_level } : {}),
    ...(escort_level ? { escort_level } : {}),
  };
  const [updated] = await db
    .update(childrenTable)
    .set({ ...columns, information: { ...row.information, important } })
    .where(eq(childrenTable.id, row.id))
    .returning();
  return updated;
}

/** Seeds the demo children; answers them in creation order with their category and village. */
export async function seedChildren(db: Db, services: Services, p: DemoPlaces, now: Date): Promise<DemoChild[]> {
  const { zhaoyang, towns } = demoVillages(p);
  const spread = (k: number) => towns[k % towns.length][Math.floor(k / towns.length) % 3];
  const out: DemoChild[] = [];
  let i = 0;
  const add = async (
    character: Character,
    village: Department,
    o: Parameters<typeof demoForm>[2],
    levels: Parameters<typeof setLevels>[2] = {},
  ) => {
    const row = await write(db, services, character, demoForm(i, village, o, now));
    out.push({ row: await setLevels(db, row, levels), character, village });
    i += 1;
  };

  // cs: 10 in 水关居委会, 6 elsewhere in 昭阳街道, 34 in six other towns; levels and rankings vary
  for (let k = 0; k < 50; k++) {
    const village = k < 10 ? p.shuiguan : k < 16 ? zhaoyang[k - 10] : spread(k - 16);
    await add(
      'cs',
      village,
      { girl: k % 2 === 0 },
      { level: CHILD_LEVELS[k % 4], ranking: CHILD_LEVELS[(k * 3 + 1) % 4] },
    );
  }
  // ow: 6 in 水关居委会, 4 elsewhere in 昭阳街道, 20 in the other towns; the girls get girl levels
  for (let k = 0; k < 30; k++) {
    const village = k < 6 ? p.shuiguan : k < 10 ? zhaoyang[k - 6] : spread(k);
    const girl = k % 2 === 0;
    await add('ow', village, { girl }, girl ? { girl_level: GIRL_LEVELS[(k / 2) % 4] } : {});
  }
  // gta: 12 to 17 years old; 3 in 水关居委会, 2 elsewhere in 昭阳街道, 20 in the other towns; every escort level
  for (let k = 0; k < 25; k++) {
    const village = k < 3 ? p.shuiguan : k < 5 ? zhaoyang[k - 3] : spread(k + 5);
    await add(
      'gta',
      village,
      { age: [12, 17], girl: k % 4 === 0 },
      { escort_level: ESCORT_LEVELS[k % ESCORT_LEVELS.length] },
    );
  }
  // three cs children of 水关居委会 who are also left behind: an ow save of the same ID number merges into them
  for (const merged of out.slice(0, 3)) {
    const cs = merged.row.information.investigate_cs as Values;
    const form = Object.fromEntries(
      Object.entries(cs).filter(([key]) => /^(child_name|child_race|child_idnumber|address_)/.test(key)),
    );
    const row = await write(db, services, 'ow', form);
    Object.assign(merged, { row });
  }
  // 出界: living in 昭阳街道, registered in another town
  for (let k = 0; k < 3; k++) await add('cs', k === 0 ? p.shuiguan : zhaoyang[k], { record: spread(k) });
  // twins: two pairs with the same name and date of birth (one pair in 水关居委会)
  for (const [pair, village] of [
    [0, p.shuiguan],
    [1, zhaoyang[0]],
  ] as const) {
    const birth = `${now.getFullYear() - 8 - pair}0${3 + pair}1${pair + 2}`;
    const name = syntheticName(900 + pair);
    await add('cs', village, { birth, name, girl: pair === 0 });
    await add('cs', village, { birth, name, girl: pair === 0 });
  }
  return out;
}
