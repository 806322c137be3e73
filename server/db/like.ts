/**
 * LIKE patterns from user text (issue 14: `%` and `_` in a keyword must not act as wildcards). Every
 * `ilike`/`like` of the server builds its pattern here: the text is escaped with the default escape
 * character `\` (PostgreSQL and PGlite), then wrapped for the match wanted.
 */

/** `text` with `\`, `%` and `_` escaped, so that it matches itself only. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern matching values that contain / start with / end with `text` literally. */
export function likePattern(text: string, mode: 'contains' | 'prefix' | 'suffix' = 'contains'): string {
  const e = escapeLike(text);
  return mode === 'prefix' ? `${e}%` : mode === 'suffix' ? `%${e}` : `%${e}%`;
}
