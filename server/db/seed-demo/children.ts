/**
 * The demo children (issue 15 "Demo data"): about 50 cs, 30 ow (half of them girls, with girl levels) and 25
 * gta minors (escort levels 蓝色 to 紫色), in 昭阳街道 (most in 水关居委会, the demo staff's village) and six
 * other towns, with varied levels and rankings; three cs children who are also left-behind (a merge, req children
 * §4.4), three living outside their household town (出界), and two pairs of twins (same name and birth date).
 * Synthetic names and valid-checksum fake ID numbers, written through the same pipeline as a user's save; the levels,
 * rankings, emphasis and girl levels then through the centre's 调整分级 (with a reason, so each child's 分级记录 has it),
 * the escort levels through 检察领导's 跨部门信息, as the screens send them. Deterministic: the same data each start.
 */
import type { Character } from '../../../domain/child-genre';
import { CHILD_LEVELS, ESCORT_LEVELS, GIRL_LEVELS } from '../../../domain/child-levels';
import { DEFAULT_REGION } from '../../../domain/constants';
import { makeIdNumber } from '../../../domain/id-number';
import type { Db } from '../client';
import type { Services } from '../../services';
import type { Department, DemoAccounts, DemoPlaces } from './accounts';
import { childName } from './names';

type Values = Record<string, unknown>;
/** A child as the children service's create answers it. */
export type ChildRow = Awaited<ReturnType<Services['children']['create']>>;
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
    child_name: o.name ?? childName(i),
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

/** What the demo sets on a child after its save, through the calls a screen makes. */
type Levels = { level?: string; ranking?: string; emphasis?: boolean; girl_level?: string; escort_level?: string };

const REASONS = ['家访发现监护缺失', '入户核查后调整', '学校反映情况后复核', '季度研判会议决定'];

/**
 * Sets `set` on `row` as the screens would: the centre's 调整分级 (PUT /api/child/classification, with a reason) for the
 * level, ranking, emphasis and girl level, and 检察领导's 跨部门信息 (PUT /api/child/important) for the escort level.
 */
async function setLevels(
  services: Services,
  a: DemoAccounts,
  row: ChildRow,
  set: Levels,
  k: number,
): Promise<ChildRow> {
  const { children } = services;
  const { escort_level, ...classification } = set;
  if (Object.keys(classification).length) {
    await children.classify.setClassification(a.byRole('中心领导'), {
      id: row.id,
      version: row.version,
      level: (set.level ?? row.level) as (typeof CHILD_LEVELS)[number],
      ranking: (set.ranking ?? row.ranking) as (typeof CHILD_LEVELS)[number],
      emphasis: set.emphasis ?? row.emphasis,
      girl_level: set.girl_level as (typeof GIRL_LEVELS)[number] | undefined,
      reason: REASONS[k % REASONS.length],
    });
  }
  if (escort_level) {
    const now = (await children.byId(row.id))!;
    await children.gta.updateImportant(a.byRole('检察领导'), {
      id: row.id,
      version: now.version,
      important: { escort_level },
    });
  }
  return (await children.byId(row.id))!;
}

/** Seeds the demo children; answers them in creation order with their category and village. */
export async function seedChildren(
  db: Db,
  services: Services,
  p: DemoPlaces,
  a: DemoAccounts,
  now: Date,
): Promise<DemoChild[]> {
  const { zhaoyang, towns } = demoVillages(p);
  const spread = (k: number) => towns[k % towns.length][Math.floor(k / towns.length) % 3];
  const out: DemoChild[] = [];
  let i = 0;
  const add = async (
    character: Character,
    village: Department,
    o: Parameters<typeof demoForm>[2],
    levels: Levels = {},
  ) => {
    const row = await write(db, services, character, demoForm(i, village, o, now));
    const changed = Object.values(levels).some((v) => v !== undefined && v !== '零级' && v !== '绿色' && v !== false);
    out.push({ row: changed ? await setLevels(services, a, row, levels, i) : row, character, village });
    i += 1;
  };

  // cs: 10 in 水关居委会, 6 elsewhere in 昭阳街道, 34 in six other towns; levels and rankings vary
  for (let k = 0; k < 50; k++) {
    const village = k < 10 ? p.shuiguan : k < 16 ? zhaoyang[k - 10] : spread(k - 16);
    await add(
      'cs',
      village,
      { girl: k % 2 === 0 },
      { level: CHILD_LEVELS[k % 4], ranking: CHILD_LEVELS[(k * 3 + 1) % 4], emphasis: k % 4 === 3 || k % 7 === 0 },
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
    const name = childName(900 + pair);
    await add('cs', village, { birth, name, girl: pair === 0 });
    await add('cs', village, { birth, name, girl: pair === 0 });
  }
  // the town leader supervises (儿童督导员) eight children of their town, named by the centre (设置督导员)
  const leader = a.byRole('分委领导');
  for (const kid of out.filter((k) => k.row.department_id === leader.department_id).slice(0, 8)) {
    const row = (await services.children.byId(kid.row.id))!;
    const body = { id: row.id, version: row.version, dominator: leader.id, reason: '乡镇督导分工' };
    await services.children.classify.setDominator(a.byRole('中心领导'), body);
    kid.row = (await services.children.byId(row.id))!;
  }
  return out;
}
