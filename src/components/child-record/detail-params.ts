/**
 * The child detail screen's query (req children §2): `state` = 创建 | 修改 | 审核 | 仅查看 (仅查看 by default
 * when an `id` or `apply` is given), `id` = child id, `apply` = apply id, `genre` = cs | ow | gta | edu_gta.
 */
import type { FormSchema } from '../../../engine/types';
import { FORM_SCHEMAS } from '../../../schemas/index';

export const DETAIL_MODES = ['创建', '修改', '审核', '仅查看'] as const;
export type DetailMode = (typeof DETAIL_MODES)[number];

export type DetailParams = { mode: DetailMode | null; id: number | null; apply: number | null; genre: string };

function positiveInt(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

export function parseDetailParams(search: URLSearchParams): DetailParams {
  const id = positiveInt(search.get('id'));
  const apply = positiveInt(search.get('apply'));
  const state = search.get('state');
  const explicit = (DETAIL_MODES as readonly string[]).includes(state ?? '') ? (state as DetailMode) : null;
  const mode = explicit ?? (id || apply ? '仅查看' : null);
  return { mode, id, apply, genre: search.get('genre') || 'cs' };
}

/**
 * The detail genres that open another genre's screen: edu_gta (the education-linked marginal category, req shell-and-accounts
 * §1, req children §2) is shown on the gta screen (issue 17), with the gta form and tabs.
 */
const SCREEN_OF_GENRE: Record<string, string> = { edu_gta: 'gta' };

/** The investigation form of a genre (`investigate_<genre>` in schemas/), or undefined if not written yet. */
export function schemaForGenre(genre: string): FormSchema | undefined {
  return FORM_SCHEMAS[`investigate_${SCREEN_OF_GENRE[genre] ?? genre}`];
}

/** The detail address for a child in a mode. */
export function childDetailPath(params: {
  id?: number | null;
  apply?: number | null;
  state: DetailMode;
  genre: string;
}): string {
  const q = new URLSearchParams();
  if (params.id) q.set('id', String(params.id));
  if (params.apply) q.set('apply', String(params.apply));
  q.set('state', params.state);
  q.set('genre', params.genre);
  return `/childDetail/childTables?${q.toString()}`;
}
