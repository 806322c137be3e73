/**
 * Demo accounts: one per role (139000000NN, NN the role's index in domain/roles.ts, password demo1234), the
 * five volunteer helpers of 昭阳街道 (1350000000N, role 志愿人员, same password), a child director for most
 * villages (they cannot sign in; the villages of 开发区 and 良种场 have none, to show the missing-director
 * message), and two entries the director lookup must skip (a deactivated director, a test account).
 */
import { count, eq } from 'drizzle-orm';
import { ROLES, type Role } from '../../../domain/roles';
import { DEPARTMENT_TYPES } from '../../../domain/constants';
import type { Db } from '../client';
import { departments, users } from '../schema';
import { hashPassword } from '../../auth/passwords';
import type { SessionUser } from '../../auth/guard';
import { DEMO_PASSWORD, SECOND_DEPARTMENT_LEADER, demoCellphone, helperCellphone, syntheticName } from './names';

export { SECOND_DEPARTMENT_LEADER };

export type Department = typeof departments.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** Where the demo lives: 昭阳街道 / 水关居委会 (the demo director's village), every village and town, and the towns without directors. */
export type DemoPlaces = {
  zhaoyang: Department;
  shuiguan: Department;
  villages: Department[];
  towns: Map<number, Department>;
  directorless: Set<string>;
};

export async function demoPlaces(db: Db): Promise<DemoPlaces> {
  const towns = new Map(
    (await db.select().from(departments).where(eq(departments.department_type, DEPARTMENT_TYPES.town))).map((t) => [
      t.id,
      t,
    ]),
  );
  const villages = await db.select().from(departments).where(eq(departments.department_type, DEPARTMENT_TYPES.village));
  const zhaoyang = [...towns.values()].find((t) => t.department_name === '昭阳街道');
  const shuiguan = villages.find((v) => v.department_parent === zhaoyang?.id && v.department_name === '水关居委会');
  if (!zhaoyang || !shuiguan) throw new Error('seed: 昭阳街道 / 水关居委会 missing');
  return { zhaoyang, shuiguan, villages, towns, directorless: new Set(['开发区', '良种场']) };
}

function roleHome(role: Role, p: DemoPlaces, agencies: Map<string, number>) {
  if (role === '儿童主任' || role === '儿童社工') return { department_id: p.zhaoyang.id, village_id: p.shuiguan.id };
  if (role === '分委领导' || role === '乡镇护航') return { department_id: p.zhaoyang.id, village_id: null };
  const agency = role.startsWith('检察')
    ? '兴化市人民检察院'
    : role === '公安护航'
      ? '兴化市公安局'
      : role === '司法护航'
        ? '兴化市司法局'
        : role === '教育护航' || role === '学校领导'
          ? '兴化市教育局'
          : role === '总委领导'
            ? '兴化市未成年人保护工作委员会'
            : '兴化市民政局';
  return { department_id: agencies.get(agency) ?? null, village_id: null };
}

/** The demo accounts' rows, and each role's account as a signed-in user (the services' caller). */

/**
 * The demo accounts as the other seed files use them: each role's account as a signed-in user (`byRole`), the volunteer
 * helpers, the second department leader (`police`, of 兴化市公安局), the agencies' department ids by name, and the village
 * directors (all 激活) — so that no other seed file reads a table (issue 28).
 */
export type DemoAccounts = {
  byRole: (role: Role) => SessionUser;
  helpers: UserRow[];
  police: SessionUser;
  agencies: Map<string, number>;
  directors: UserRow[];
};

/** Whether any account exists (the demo seeds an empty users table only). */
export async function hasAccounts(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  return n > 0;
}

const asSession = (u: UserRow): SessionUser => ({
  id: u.id,
  nickname: u.nickname,
  cellphone: u.cellphone,
  role: u.role as Role,
  state: u.state,
  department_id: u.department_id,
  village_id: u.village_id,
  must_change_password: false,
  token: '',
});

export async function seedAccounts(db: Db, p: DemoPlaces): Promise<DemoAccounts> {
  const agencyRows = await db
    .select()
    .from(departments)
    .where(eq(departments.department_type, DEPARTMENT_TYPES.department));
  const agencies = new Map(agencyRows.map((a) => [a.department_name, a.id]));
  const { zhaoyang, shuiguan } = p;
  await db.insert(users).values([
    {
      cellphone: '13600000001',
      nickname: '周建华',
      role: '儿童主任',
      state: '停用',
      department_id: zhaoyang.id,
      village_id: shuiguan.id,
      information: { contact_cellphone: '13600000001' },
    },
    {
      cellphone: '13600000002',
      nickname: 'fake测试主任',
      role: '儿童主任',
      department_id: zhaoyang.id,
      village_id: shuiguan.id,
      information: { contact_cellphone: '13600000002' },
    },
  ]);
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const created = await db
    .insert(users)
    .values(
      ROLES.map((role, i) => ({
        cellphone: demoCellphone(i),
        nickname: syntheticName(100 + i),
        role,
        password_hash,
        ...roleHome(role, p, agencies),
        information: { contact_cellphone: demoCellphone(i) },
      })),
    )
    .returning();
  // a second department leader, of the police, so that a clue can go to two departments (issue 18)
  const [police] = await db
    .insert(users)
    .values({
      cellphone: SECOND_DEPARTMENT_LEADER,
      nickname: syntheticName(199),
      role: '部门领导',
      password_hash,
      department_id: agencies.get('兴化市公安局') ?? null,
      village_id: null,
      information: { contact_cellphone: SECOND_DEPARTMENT_LEADER },
    })
    .returning();
  const helpers = await db
    .insert(users)
    .values(
      [1, 2, 3, 4, 5].map((n) => ({
        cellphone: helperCellphone(n),
        nickname: syntheticName(200 + n),
        role: '志愿人员',
        password_hash,
        department_id: zhaoyang.id,
        village_id: null,
        information: { contact_cellphone: helperCellphone(n) },
      })),
    )
    .returning();

  const directors = p.villages
    .filter((v) => v.id !== shuiguan.id && !p.directorless.has(p.towns.get(v.department_parent)?.department_name ?? ''))
    .map((v, i) => ({
      cellphone: `1370${String(i).padStart(7, '0')}`,
      nickname: syntheticName(300 + i),
      role: '儿童主任',
      password_hash: null,
      department_id: v.department_parent,
      village_id: v.id,
      information: { contact_cellphone: `1370${String(i).padStart(7, '0')}` },
    }));
  const directorRows: UserRow[] = [];
  for (let i = 0; i < directors.length; i += 200)
    directorRows.push(
      ...(await db
        .insert(users)
        .values(directors.slice(i, i + 200))
        .returning()),
    );

  const byRole = (role: Role): SessionUser => asSession(created.find((c) => c.role === role)!);
  return { byRole, helpers, police: asSession(police), agencies, directors: directorRows };
}
