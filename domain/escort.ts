/**
 * The special task force (护航专班) of a marginal minor and who may keep its persuasion logs (req gta §2 tabs
 * 4 and 8, §3.6, §3.7, §4.3, §6, §9; issue 17). Pure rules: the server enforces them, the screens show
 * what they allow.
 *
 * - The task force is the escort-group helper slots (domain/helpers.ts `isEscortSlot`) held in state 同意; a
 *   member with the liaison flag (`escort: true`) is a liaison officer (联络员) of the minor.
 * - The task force tab is hidden when `important.escort_genre` is 正常.
 * - The persuasion log exists for a minor whose escort level is 紫色. Add: 检察领导, 教育护航, 乡镇护航, or a
 *   liaison officer of the minor; edit and delete: the same three roles on any log, a liaison officer only on
 *   the logs they created. Each log's source label follows its author: 检察领导, 教育块, 乡镇块 or 联络员.
 */
import { HELPER_SLOTS, isEscortSlot, type HelperSlot } from './helpers';
import type { Role } from './roles';

/** The escort level that enables the persuasion log (req gta §10). */
export const PERSUASION_LEVEL = '紫色';
/** The escort genre that hides the task force (req gta §2.4 "shown unless the record is flagged normal"). */
export const ESCORT_GENRE_NORMAL = '正常';

/** The escort-group slots, in the order the task force tab lists them. */
export const ESCORT_SLOTS: readonly HelperSlot[] = HELPER_SLOTS.filter(isEscortSlot);

/** A helper slot as stored in `helpers` (domain/helpers.ts). */
export type HelperValue = {
  id?: number;
  nickname?: string;
  cellphone?: string;
  state?: string;
  company?: string;
  career?: string;
  escort?: boolean;
};

/** The escort slots `userId` holds (agreed) on a child, and whether any of them carries the liaison flag. */
export function escortMembership(
  helpers: Record<string, HelperValue | undefined> | null | undefined,
  userId: number,
): { member: boolean; liaison: boolean } {
  const held = ESCORT_SLOTS.map((slot) => helpers?.[slot]).filter((h) => h && h.id === userId && h.state === '同意');
  return { member: held.length > 0, liaison: held.some((h) => h!.escort === true) };
}

/** Roles that keep any persuasion log (req gta §7.2), with the source label their logs carry (req records §2). */
export const PERSUASION_ROLES: Partial<Record<Role, PersuasionSource>> = {
  检察领导: '检察领导',
  教育护航: '教育块',
  乡镇护航: '乡镇块',
};
/** The source label of a liaison officer's log. */
export const LIAISON_SOURCE = '联络员';
/** The four source labels (req records §2; 检察领导 the default). */
export const PERSUASION_SOURCES = ['检察领导', '教育块', '乡镇块', LIAISON_SOURCE] as const;
export type PersuasionSource = (typeof PERSUASION_SOURCES)[number];

/** Whether a caller may add a persuasion log on a minor: one of the three roles, or a liaison officer of the minor. */
export function mayAddPersuasion(role: Role, liaison: boolean): boolean {
  return role in PERSUASION_ROLES || liaison;
}

/** Whether a caller may edit or delete a log written by `author`: the three roles any, a liaison officer their own. */
export function mayChangePersuasion(role: Role, userId: number, author: number, liaison: boolean): boolean {
  return role in PERSUASION_ROLES || (liaison && userId === author);
}

/** The source label of a log written now by the caller (null when they may not write one). */
export function persuasionSource(role: Role, liaison: boolean): PersuasionSource | null {
  return PERSUASION_ROLES[role] ?? (liaison ? LIAISON_SOURCE : null);
}

/**
 * Escort work orders (护航工单; issue 28 "Escort work orders", req gta §11): a task of genre 护航 given to an account of
 * an escort role, its grade the escort's department (公安护航 → 公安 …: the task grades of req tasks §5). The escort
 * checks in and finishes it as a volunteer does (我的工单, the task screen); its first review is a task manager's
 * (检察领导 among them), its final review and outcome (护正 / 护异) the centre's.
 */
export const ESCORT_TASK_GRADES = {
  公安护航: '公安',
  司法护航: '司法',
  检察护航: '检察',
  教育护航: '教育',
  乡镇护航: '乡镇',
} as const satisfies Partial<Record<Role, string>>;
export type EscortRole = keyof typeof ESCORT_TASK_GRADES;
/** The five escort roles, in the spec's order of departments. */
export const ESCORT_ROLES = Object.keys(ESCORT_TASK_GRADES) as readonly EscortRole[];
/** The genre of every escort task (req tasks §5 "护航"). */
export const ESCORT_TASK_GENRE = '护航';
/** The roles that give escort tasks: 检察领导 (its only tasks) and the centre (besides its volunteers' tasks). */
export const ESCORT_TASK_GIVERS: readonly Role[] = ['检察领导', '中心领导', '中心管理'];

export function isEscortRole(role: string | undefined): role is EscortRole {
  return role !== undefined && role in ESCORT_TASK_GRADES;
}

/**
 * What a task given by `giver` to an account of role `assignee` must be: `{ grade, genre }` of an escort task when the
 * assignee is an escort, `{}` for a volunteer's task, or the reason it may not be given (shown on the 志愿者 field):
 * an escort task only from 检察领导 or the centre; 检察领导 gives escort tasks only.
 */
export function taskFor(
  giver: Role,
  assignee: string,
): { grade: string; genre: typeof ESCORT_TASK_GENRE } | Record<string, never> | { refused: string } {
  if (isEscortRole(assignee)) {
    if (!ESCORT_TASK_GIVERS.includes(giver)) return { refused: '护航工单只能由检察领导或中心交办' };
    return { grade: ESCORT_TASK_GRADES[assignee], genre: ESCORT_TASK_GENRE };
  }
  if (giver === '检察领导') return { refused: '请选择护航人员' };
  return {};
}

/**
 * The tabs of the gta form (schemas/investigate_gta.ts) the prosecutor side edits itself (issue 28;
 * docs/decisions-gta.md): 边缘认定信息 by 检察领导 and 检察护航 (the procuratorate's determination), 帮教措施 by 检察领导
 * and the five escort roles (the departments deliver the measures). The basic and family tabs stay with the centre's
 * save and the director's apply.
 */
export const GTA_FORM_TAB_EDITORS = {
  offence: ['检察领导', '检察护航'],
  help: ['检察领导', ...ESCORT_ROLES],
} as const satisfies Record<string, readonly Role[]>;
export type GtaFormTab = keyof typeof GTA_FORM_TAB_EDITORS;
export const GTA_FORM_TABS = Object.keys(GTA_FORM_TAB_EDITORS) as GtaFormTab[];

/** Whether `role` edits the gta form's tab `tab` itself. */
export function editsGtaTab(role: string | undefined, tab: GtaFormTab): boolean {
  return (GTA_FORM_TAB_EDITORS[tab] as readonly string[]).includes(role ?? '');
}

/**
 * Whether a task now with an account of role `current` may go to an account of role `next` (批量改派; issue 28): an
 * escort's task only to another escort of the same role (the same department, so the task's grade stays right), a
 * volunteer's only to a volunteer. Answers null when it may, else the reason shown on the 志愿者 field.
 */
export function reassignRefused(current: string, next: string): string | null {
  if (isEscortRole(current)) return next === current ? null : `护航工单只能改派给同一部门的护航人员（${current}）`;
  if (isEscortRole(next)) return '志愿者的工单不能改派给护航人员';
  return null;
}

/** Whether an escort task's grade or genre would change (the server sets them from the escort; issue 28). */
export function escortTaskKept(task: { grade: string; genre: string }, body: { grade?: string; genre?: string }) {
  return (body.grade ?? task.grade) === task.grade && (body.genre ?? task.genre) === task.genre;
}

/**
 * The escort role a task looks given to, from what a list row shows (genre 护航 and a department grade: 公安 → 公安护航),
 * or undefined. The screens use it to offer the right people and fix the grade; the server checks the assignee's role.
 */
export function escortRoleOfTask(task: { grade: string; genre: string }): EscortRole | undefined {
  if (task.genre !== ESCORT_TASK_GENRE) return undefined;
  return ESCORT_ROLES.find((role) => ESCORT_TASK_GRADES[role] === task.grade);
}
