/**
 * Demo data (never with NODE_ENV=production): one account per role (cellphone 139000000NN, password
 * demo1234, NN the role's index in domain/roles.ts), a child director for most villages (they cannot sign
 * in; villages of 开发区 and 良种场 are left without one, to show the missing-director message), and a few
 * dozen synthetic children (valid-checksum fake ID numbers, synthetic names) written through the same
 * pipeline as a user's save, plus applies waiting for each review stage. Runs only on an empty users table.
 */
import { count, eq } from 'drizzle-orm';
import { ROLES, type Role } from '../../domain/roles';
import { makeIdNumber } from '../../domain/id-number';
import { DEFAULT_REGION, DEPARTMENT_TYPES } from '../../domain/constants';
import type { Db } from './client';
import { departments, users } from './schema';
import { hashPassword } from '../auth/passwords';
import type { SessionUser } from '../auth/guard';
import { createServices } from '../services';

export const DEMO_PASSWORD = 'demo1234';
export const demoCellphone = (index: number) => `139000000${String(index).padStart(2, '0')}`;

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split('');
const GIVEN = '子涵 梓萱 一诺 欣怡 浩然 宇轩 思远 雨桐 嘉怡 俊杰 博文 诗琪 梦瑶 子墨 天佑 明轩 晨阳 佳琪 若曦 文博 志强 秀英 建国 晓梅 海燕 春华 玉兰 国庆 红霞 伟东'.split(' ');

/** A deterministic synthetic name for index i. */
export const syntheticName = (i: number) => `${SURNAMES[(i * 7) % SURNAMES.length]}${GIVEN[(i * 11) % GIVEN.length]}`;

async function placeOf(db: Db, townName: string, villageName?: string) {
  const towns = await db.select().from(departments).where(eq(departments.department_name, townName));
  const town = towns.find((t) => t.department_type === DEPARTMENT_TYPES.town);
  if (!town) throw new Error(`seed: town ${townName} missing`);
  const villages = await db.select().from(departments).where(eq(departments.department_parent, town.id));
  const village = villageName ? villages.find((v) => v.department_name === villageName) : villages[0];
  return { town, village: village!, villages };
}

function roleHome(role: Role, zhaoyang: number, shuiguan: number, agencies: Map<string, number>) {
  if (role === '儿童主任' || role === '儿童社工') return { department_id: zhaoyang, village_id: shuiguan };
  if (role === '分委领导' || role === '乡镇护航') return { department_id: zhaoyang, village_id: null };
  const agency = role.startsWith('检察') ? '兴化市人民检察院' : role === '公安护航' ? '兴化市公安局' : role === '司法护航' ? '兴化市司法局'
    : role === '教育护航' || role === '学校领导' ? '兴化市教育局' : role === '总委领导' ? '兴化市未成年人保护工作委员会' : '兴化市民政局';
  return { department_id: agencies.get(agency) ?? null, village_id: null };
}

/**
 * Seeds the demo data if there are no users yet; returns whether it did. Children and applies are written
 * through the services (server/services.ts), stamped with `now`.
 */
export async function seedDemo(db: Db, now: () => Date): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  const { town: zhaoyang, village: shuiguan } = await placeOf(db, '昭阳街道', '水关居委会');
  const agencyRows = await db.select().from(departments).where(eq(departments.department_type, DEPARTMENT_TYPES.department));
  const agencies = new Map(agencyRows.map((a) => [a.department_name, a.id]));

  // Two entries the director lookup must skip (seed 001 §5): a deactivated director and a test account.
  await db.insert(users).values([
    { cellphone: '13600000001', nickname: '周建华', role: '儿童主任', state: '停用', department_id: zhaoyang.id, village_id: shuiguan.id, information: { contact_cellphone: '13600000001' } },
    { cellphone: '13600000002', nickname: 'fake测试主任', role: '儿童主任', department_id: zhaoyang.id, village_id: shuiguan.id, information: { contact_cellphone: '13600000002' } },
  ]);
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const accounts = ROLES.map((role, i) => ({
    cellphone: demoCellphone(i), nickname: `${syntheticName(100 + i)}`, role, password_hash,
    ...roleHome(role, zhaoyang.id, shuiguan.id, agencies), information: { contact_cellphone: demoCellphone(i) },
  }));
  const created = await db.insert(users).values(accounts).returning();

  const villages = await db.select().from(departments).where(eq(departments.department_type, DEPARTMENT_TYPES.village));
  const towns = new Map((await db.select().from(departments).where(eq(departments.department_type, DEPARTMENT_TYPES.town))).map((t) => [t.id, t]));
  const directorless = new Set(['开发区', '良种场']);
  const directors = villages
    .filter((v) => v.id !== shuiguan.id && !directorless.has(towns.get(v.department_parent)?.department_name ?? ''))
    .map((v, i) => ({
      cellphone: `1370${String(i).padStart(7, '0')}`, nickname: syntheticName(300 + i), role: '儿童主任', password_hash: null,
      department_id: v.department_parent, village_id: v.id, information: { contact_cellphone: `1370${String(i).padStart(7, '0')}` },
    }));
  for (let i = 0; i < directors.length; i += 200) await db.insert(users).values(directors.slice(i, i + 200));

  const childVillages = [
    ...Array(8).fill(shuiguan),
    ...villages.filter((v) => v.department_parent === zhaoyang.id && v.id !== shuiguan.id).slice(0, 6),
    ...villages.filter((v) => !directorless.has(towns.get(v.department_parent)?.department_name ?? '') && v.department_parent !== zhaoyang.id).filter((_, i) => i % 23 === 0),
  ];
  const form = (i: number, village: typeof shuiguan) => {
    // born 5 to 16 years before the seeding day: a child stays under 18 whenever the demo is seeded (issue 14)
    const birth = `${now().getFullYear() - 16 + (i % 12)}${String(1 + (i % 12)).padStart(2, '0')}${String(1 + ((i * 7) % 28)).padStart(2, '0')}`;
    const address = (prefix: string) => ({
      [`${prefix}_province`]: DEFAULT_REGION.province, [`${prefix}_city`]: DEFAULT_REGION.city, [`${prefix}_area`]: DEFAULT_REGION.area,
      [`${prefix}_community`]: village.department_parent, [`${prefix}_rusticate`]: village.id, [`${prefix}_detail`]: `${village.department_name}${(i % 40) + 1}号`,
    });
    return {
      rigistered_id: `XH${2024 + (i % 3)}${String(i + 1).padStart(4, '0')}`,
      child_name: syntheticName(i), child_race: '汉族', child_idnumber: makeIdNumber('321281', birth, 100 + i * 3),
      address_register: i % 3 === 0 ? '城镇' : '农村', ...address('address_record'), ...address('address_residence'),
      child_disability: i % 5 === 0 ? '残疾' : '健康', ...(i % 5 === 0 ? { child_disability_level: '二级', child_disability_type: '肢体残疾' } : {}),
    };
  };
  const total = childVillages.length;
  const { children, applies } = createServices({ db, now, signImage: () => null });
  for (let i = 0; i < total - 3; i++) {
    const prepared = await children.prepare(db, { character: 'cs', information: { investigate_cs: form(i, childVillages[i]) } });
    await children.create(db, prepared, 1);
  }
  const asUser = (role: Role): SessionUser => {
    const u = created.find((c) => c.role === role)!;
    return { id: u.id, nickname: u.nickname, cellphone: u.cellphone, role, state: u.state, department_id: u.department_id, village_id: u.village_id, token: '' };
  };
  const pending = [];
  for (let i = total - 3; i < total; i++) {
    pending.push(await applies.submit(asUser('儿童主任'), {
      apply_genre: '儿童创建', apply_information: { information: { child: { character: 'cs', information: { investigate_cs: form(i, shuiguan) } } } },
    }));
  }
  await applies.review(asUser('分委领导'), { id: pending[0].id, version: pending[0].version, apply_state: '初过' });
  return true;
}
