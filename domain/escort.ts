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
