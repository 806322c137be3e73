/**
 * The child categories (req shell-and-accounts §1, req children §1): each is a flag on the child record (`character_<c>`) and
 * the investigation form `investigate_<c>`. Declared once here with their Chinese labels; the contracts
 * (`domain/contracts/child.ts`), the server and the screens all read this list.
 *
 * - cs 困境儿童: children in distress or difficulty;
 * - ow 留守儿童: left-behind children;
 * - gta 边缘未成年人: minors at the margin of the juvenile-justice system (req shell-and-accounts §1.3 "marginal"). The menu
 *   title 不良行为未成年人 that prosecutor and escort roles see (req shell-and-accounts §6) is a menu title, not this label
 *   (docs/decisions.md, issue 13).
 *
 * edu_gta appears in the spec only as a detail-screen genre, without a form or a Chinese label: it is not a
 * category here; a detail address with genre=edu_gta opens the gta screen (issue 17).
 *
 * Which form a child opens in (req shell-and-accounts §4.2, req children §8 "Child detail links depend on role"): prosecutor
 * and escort roles reach the marginal-child (gta) table; others the left-behind (ow) or hardship (cs) table
 * according to the child's flags. `preferred` (e.g. the list's category filter) wins when the child carries
 * that flag.
 */
import { GTA_ROLES, type Role } from './roles';

export const CHARACTERS = ['cs', 'ow', 'gta'] as const;
export type Character = (typeof CHARACTERS)[number];

/** The Chinese label of each category (req shell-and-accounts §1; README "cs 困境儿童, ow 留守儿童, gta 边缘未成年人"). */
export const CHARACTER_LABELS: Record<Character, string> = { cs: '困境儿童', ow: '留守儿童', gta: '边缘未成年人' };

/** Whether `value` is one of the categories. */
export function isCharacter(value: unknown): value is Character {
  return typeof value === 'string' && (CHARACTERS as readonly string[]).includes(value);
}

export type ChildFlags = { character_cs: boolean; character_ow: boolean; character_gta: boolean };

/** The category whose form a child opens in for `role` (see the module comment). */
export function detailGenreFor(role: Role | undefined, child: ChildFlags, preferred?: Character): Character {
  if (role && GTA_ROLES.includes(role) && child.character_gta) return 'gta';
  if (preferred && child[`character_${preferred}`]) return preferred;
  if (child.character_cs) return 'cs';
  if (child.character_ow) return 'ow';
  if (child.character_gta) return 'gta';
  return 'cs';
}
