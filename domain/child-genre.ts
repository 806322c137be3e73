/**
 * Which investigation form a child opens in (seed 000 §2.4, seed 001 §6 "Child detail links depend on
 * role"): prosecutor and escort roles reach the marginal-child (gta) table; others the left-behind (ow) or
 * hardship (cs) table according to the child's flags. `preferred` (e.g. the list's category filter) wins
 * when the child carries that flag.
 */
import { GTA_ROLES, type Role } from './roles';

export const GENRES = ['cs', 'ow', 'gta'] as const;
export type Genre = (typeof GENRES)[number];

export const GENRE_LABELS: Record<Genre, string> = { cs: '困境儿童', ow: '留守儿童', gta: '边缘未成年人' };

export type ChildFlags = { character_cs: boolean; character_ow: boolean; character_gta: boolean };

export function detailGenreFor(role: Role | undefined, child: ChildFlags, preferred?: Genre): Genre {
  if (role && GTA_ROLES.includes(role) && child.character_gta) return 'gta';
  if (preferred && child[`character_${preferred}`]) return preferred;
  if (child.character_cs) return 'cs';
  if (child.character_ow) return 'ow';
  if (child.character_gta) return 'gta';
  return 'cs';
}
