/**
 * The demo's sign-ins as one table (issue 29 "`npm start` prints every demo account the README lists"): every account of
 * the demo that a person may try — one per role (139000000NN), the volunteer helpers (1350000000N), the police's
 * department leader (13800000007) and the self-registered volunteers (1330000000N, two waiting, one passed, one refused)
 * — with what each is for. server/start.ts prints it; README's "Demo accounts" lists the same accounts
 * (tests/domain/demo-sign-ins.test.ts compares the two). Password DEMO_PASSWORD for all.
 */
import { ROLES, type Role } from '../../../domain/roles';
import { SECOND_DEPARTMENT_LEADER, demoCellphone, helperCellphone, registrantCellphone } from './names';

export type DemoSignIn = { cellphone: string; role: Role; note: string };

/** What the role accounts are for, where the README says so. */
const ROLE_NOTES: Partial<Record<Role, string>> = {
  儿童主任: '昭阳街道水关居委会的儿童主任',
  分委领导: '昭阳街道：初审',
  中心领导: '终审、直接建档',
  中心管理: '终审、直接建档',
  志愿人员: '大手拉小手：我的工单、我的计划、我的积分',
  部门领导: '兴化市民政局：派给本部门的线索',
  检察领导: '边缘未成年人、线索',
  儿童社工: '昭阳街道水关居委会',
};

/** The demo's sign-ins in the order printed: the roles, then the helpers, the second department leader, the registrants. */
export const DEMO_SIGN_INS: readonly DemoSignIn[] = [
  ...ROLES.map((role, i) => ({ cellphone: demoCellphone(i), role, note: ROLE_NOTES[role] ?? '' })),
  ...[1, 2, 3, 4, 5].map((n) => ({
    cellphone: helperCellphone(n),
    role: '志愿人员' as const,
    note: '昭阳街道的志愿者，儿童的帮扶人员',
  })),
  { cellphone: SECOND_DEPARTMENT_LEADER, role: '部门领导', note: '兴化市公安局：线索可派给两个部门' },
  ...[1, 2, 3, 4].map((n) => ({
    cellphone: registrantCellphone(n),
    role: '志愿人员' as const,
    note:
      n <= 2 ? '自行注册，待审核（登录时提示审核中）' : n === 3 ? '自行注册，已通过' : '自行注册，未通过（登录时提示）',
  })),
];

/** The table as `npm start` prints it: a heading line, then one line per sign-in (cellphone, role, what it is for). */
export function demoSignInLines(password: string): string[] {
  return [
    `演示账号（密码均为 ${password}）：`,
    // a CJK character takes two columns: 手机号 + 5 spaces is as wide as a cellphone, 角色 + 4 spaces as a role
    '  手机号       角色      说明',
    ...DEMO_SIGN_INS.map((s) => `  ${s.cellphone}  ${s.role.padEnd(4, '　')}  ${s.note}`.trimEnd()),
  ];
}
