/**
 * LIKE patterns from user text (issue 14: `%` and `_` in a keyword must not act as wildcards). Every
 * `ilike`/`like` of the server builds its pattern here: the text is escaped with the default escape
 * character `\` (PostgreSQL and PGlite), then wrapped for the match wanted.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { NameMatch } from '../../domain/masking';

/** `text` with `\`, `%` and `_` escaped, so that it matches itself only. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern matching values that contain / start with / end with `text` literally. */
export function likePattern(text: string, mode: 'contains' | 'prefix' | 'suffix' = 'contains'): string {
  const e = escapeLike(text);
  return mode === 'prefix' ? `${e}%` : mode === 'suffix' ? `%${e}` : `%${e}%`;
}

/**
 * The one rule of a list keyword against a child's name (issue 26; domain/masking.ts `nameMatchFor`; docs/decisions-scope.md
 * "Searching a masked name"): `whole` — the name equals the keyword, for a caller who sees names masked, so one-character
 * searches recover nothing; `contains` — the name contains it literally, for a caller with an active reveal. Every list
 * with a name keyword (children, allowances, tasks, risk assessments, dynamic-management minors) builds its match here.
 */
export function nameKeyword(name: SQL | AnyColumn, keyword: string, mode: NameMatch): SQL {
  const k = keyword.trim();
  return mode === 'whole' ? sql`${name} = ${k}` : sql`${name} ilike ${likePattern(k)}`;
}
