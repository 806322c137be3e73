/**
 * The roles of the programme (seed 000 §6). The order is the demo-account order: role i has the demo
 * cellphone 139000000NN with NN = i (two digits).
 */
export const ROLES = [
  '系统管理', '儿童主任', '分委领导', '中心领导', '中心管理', '中心人员', '志愿人员', '部门领导', '检察领导',
  '检察人员', '公安护航', '司法护航', '检察护航', '教育护航', '乡镇护航', '总委领导', '服务领导', '督查领导',
  '督查人员', '保金核员', '保金批员', '保金管理', '活动专员', '学校领导', '儿童社工',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Roles whose console carries the prosecutor-side title (seed 000 §2.1). */
export const PROSECUTOR_TITLE_ROLES: readonly Role[] = ['检察领导', '司法护航', '检察护航', '教育护航', '乡镇护航'];

/** Prosecutor and escort roles: they work on marginal (gta) minors (seed 000 §2.4, seed 002 §6). */
export const GTA_ROLES: readonly Role[] = ['检察领导', '检察人员', '公安护航', '司法护航', '检察护航', '教育护航', '乡镇护航'];

/** Centre roles: they see every child and give the final pass (seed 001 §4, §6). */
export const CENTRE_ROLES: readonly Role[] = ['中心领导', '中心管理'];

export const PLATFORM_TITLE = '兴化市儿童关爱保护服务平台';
export const PROSECUTOR_PLATFORM_TITLE = '兴化市未成年人罪错矫治平台';

/** The console title shown for a role (seed 000 §2.1). */
export function platformTitleFor(role: Role | undefined): string {
  return role && PROSECUTOR_TITLE_ROLES.includes(role) ? PROSECUTOR_PLATFORM_TITLE : PLATFORM_TITLE;
}
