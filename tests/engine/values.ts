/**
 * Values the engine tests share: the day they validate on (fixed, so no test depends on the clock) and
 * well-formed image keys (domain/images.ts LOCAL_IMAGE_URL), as the server's upload issues them.
 */

/** The validation options of every engine test: the day is 2026-06-01. */
export const ON = { today: '2026-06-01' } as const;

/** The i-th well-formed image key of local storage: `image/2026-05-01/{13 digits}abcd.{ext}`. */
export const imageUrl = (i = 0, ext: 'jpg' | 'png' = 'jpg'): string =>
  `image/2026-05-01/${1780000000000 + i}abcd.${ext}`;
