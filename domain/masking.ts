/**
 * Masking of names and ID numbers (seed 002 §5 "Masking").
 * - A name shows its first character and a star, followed by the characters from the third onward;
 *   a two-character name shows the first character and a star.
 * - An ID number of 18 or more characters shows the first 6, nine stars, and characters 16 to 18.
 * - A value containing a star is masked and must never overwrite the original.
 */
export function maskName(name: string): string {
  if (!name) return name;
  const chars = Array.from(name);
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}*${chars.slice(2).join('')}`;
}

export function maskIdNumber(idnumber: string): string {
  if (!idnumber || idnumber.length < 18) return idnumber;
  return `${idnumber.slice(0, 6)}*********${idnumber.slice(15, 18)}`;
}

/**
 * A search text as an operation record may keep it (issue 26 "Masked means masked"): what a user typed to find a
 * child can be a name, an ID number or a part of one. Text with a digit keeps only what a list shows of an ID number
 * (an 18-character one through maskIdNumber; a shorter one its first 6 characters, the region code, then a star for
 * each other character); any other text is masked as a name. Already-masked text is returned as it is.
 */
export function maskSearchText(text: string): string {
  if (!text || isMasked(text)) return text;
  if (/\d/.test(text)) {
    if (text.length >= 18) return maskIdNumber(text);
    return text.length <= 6 ? text : `${text.slice(0, 6)}${'*'.repeat(text.length - 6)}`;
  }
  return maskName(text);
}

export function isMasked(value: unknown): boolean {
  return typeof value === 'string' && value.includes('*');
}

/**
 * How long a reveal of full names lasts (issue 15; seed 002 §5 "has not expired"): 15 minutes, then the
 * screens mask again until the user reveals anew. The screen re-checks every REVEAL_RECHECK_MS on a record.
 */
export const NAME_REVEAL_MS = 15 * 60_000;
export const REVEAL_RECHECK_MS = 60_000;
/** seed 002 §9: the persuasion-log view re-checks the reveal every 2 s (the basic view every REVEAL_RECHECK_MS). */
export const LOG_REVEAL_RECHECK_MS = 2_000;
