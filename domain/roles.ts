import { can, type Action, type PermissionId } from './permissions';

/**
 * The roles of the programme (req shell-and-accounts §6). The order is the demo-account order: role i has the demo
 * cellphone 139000000NN with NN = i (two digits).
 */
export const ROLES = [
  '系统管理',
  '儿童主任',
  '分委领导',
  '中心领导',
  '中心管理',
  '中心人员',
  '志愿人员',
  '部门领导',
  '检察领导',
  '检察人员',
  '公安护航',
  '司法护航',
  '检察护航',
  '教育护航',
  '乡镇护航',
  '总委领导',
  '服务领导',
  '督查领导',
  '督查人员',
  '保金核员',
  '保金批员',
  '保金管理',
  '活动专员',
  '学校领导',
  '儿童社工',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Roles whose console carries the prosecutor-side title (req shell-and-accounts §2). */
export const PROSECUTOR_TITLE_ROLES: readonly Role[] = ['检察领导', '司法护航', '检察护航', '教育护航', '乡镇护航'];

/** Prosecutor and escort roles: they work on marginal (gta) minors (req shell-and-accounts §4.2, req gta §7). */
export const GTA_ROLES: readonly Role[] = [
  '检察领导',
  '检察人员',
  '公安护航',
  '司法护航',
  '检察护航',
  '教育护航',
  '乡镇护航',
];

/**
 * The roles that hold `action` on `permissionId` in the permission matrix (domain/permissions.ts), in ROLES order.
 * The named groups below are derived this way, so a role's grants in the matrix are the whole truth of who is in them.
 */
export function rolesWith(permissionId: PermissionId, action: Action): readonly Role[] {
  return ROLES.filter((role) => can(role, permissionId, action));
}

/** Centre roles: they see every child and give the final pass (req applies-review §3, req children §8): the holders of review_final `edit`. */
export const CENTRE_ROLES: readonly Role[] = rolesWith('review_final', 'edit');
/**
 * Volunteers (志愿人员): the holders of punches `add` (they check in on their own tasks) outside the gta roles, whose
 * escorts check in on their escort tasks (domain/escort.ts) but are not volunteers.
 */
export const VOLUNTEER_ROLES: readonly Role[] = rolesWith('punches', 'add').filter((r) => !GTA_ROLES.includes(r));
/** Village staff (儿童主任, 儿童社工): the holders of applies `add` (creates and changes of children go through applies). */
export const VILLAGE_STAFF_ROLES: readonly Role[] = rolesWith('applies', 'add');
/** Those who give and manage work orders (the village staff, 分委领导, the centre): tasks `add`; they take a task's first review. */
export const TASK_MANAGER_ROLES: readonly Role[] = rolesWith('tasks', 'add');
/** The clue reviewers (the centre, 检察领导 for edge-child clues): denounces `edit`. */
export const DENOUNCE_REVIEWER_ROLES: readonly Role[] = rolesWith('denounces', 'edit');
/** The inspectors (督查人员): the holders of supervise_records `edit` (they fill in their own inspections). */
export const INSPECTOR_ROLES: readonly Role[] = rolesWith('supervise_records', 'edit');
/** The overall-evaluation writers of a marginal minor (domain/appraises.ts): appraises `add`. */
export const APPRAISER_ROLES: readonly Role[] = rolesWith('appraises', 'add');

/**
 * The named role groups a workflow move may name (domain/workflow.ts `{ group }`), each derived from the matrix
 * except `gta`, the prosecutor-side category (whose members the matrix gives e-mail linkage).
 */
export const ROLE_GROUPS = {
  centre: CENTRE_ROLES,
  volunteers: VOLUNTEER_ROLES,
  villageStaff: VILLAGE_STAFF_ROLES,
  taskManagers: TASK_MANAGER_ROLES,
  denounceReviewers: DENOUNCE_REVIEWER_ROLES,
  appraisers: APPRAISER_ROLES,
  inspectors: INSPECTOR_ROLES,
  gta: GTA_ROLES,
} as const satisfies Record<string, readonly Role[]>;
export type RoleGroup = keyof typeof ROLE_GROUPS;

/** Whether `role` is in the named group. */
export function inGroup(role: string, group: RoleGroup): boolean {
  return (ROLE_GROUPS[group] as readonly string[]).includes(role);
}

export const PLATFORM_TITLE = '兴化市儿童关爱保护服务平台';
export const PROSECUTOR_PLATFORM_TITLE = '兴化市未成年人罪错矫治平台';

/** The console title shown for a role (req shell-and-accounts §2). */
export function platformTitleFor(role: Role | undefined): string {
  return role && PROSECUTOR_TITLE_ROLES.includes(role) ? PROSECUTOR_PLATFORM_TITLE : PLATFORM_TITLE;
}
