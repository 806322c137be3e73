/**
 * Masking of names and ID numbers (req children §7.1 "Masking").
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
 * How long a reveal of full names lasts (issue 15; req children §7.2 "has not expired"): 15 minutes, then the
 * screens mask again until the user reveals anew. The screen re-checks every REVEAL_RECHECK_MS on a record.
 */
export const NAME_REVEAL_MS = 15 * 60_000;
export const REVEAL_RECHECK_MS = 60_000;
/** req gta §10: the persuasion-log view re-checks the reveal every 2 s (the basic view every REVEAL_RECHECK_MS). */
export const LOG_REVEAL_RECHECK_MS = 2_000;

/** A child's identifying values as stored: what the masking pass looks for in free text. */
export type ChildSecret = { child_name: string; child_idnumber?: string | null };

/** Any 15- or 18-character ID number standing alone in free text (not inside a longer run of digits). */
const ID_IN_TEXT = /(?<![0-9A-Za-z])(\d{17}[\dXx]|\d{15})(?![0-9A-Za-z])/g;

/**
 * The one masking pass over free text (issue 26 "Masked means masked"): every occurrence in `text` of a full name
 * of `secrets` (of 2 characters or more) becomes its masked form, and every ID number (any 18- or 15-character
 * number standing alone, whosever it is) its masked form. Longer names first, so 王小涵 is masked before 王小.
 * A task's 说明 走访龙志强 under the child 龙志强 becomes 走访龙*强.
 */
export function maskInText(text: string, secrets: readonly ChildSecret[]): string {
  if (!text) return text;
  let out = text.replace(ID_IN_TEXT, (id) =>
    id.length === 18 ? maskIdNumber(id) : `${id.slice(0, 6)}******${id.slice(12)}`,
  );
  for (const s of secrets)
    if (s.child_idnumber && s.child_idnumber.length >= 6)
      out = out.split(s.child_idnumber).join(maskIdNumber(s.child_idnumber));
  const names = [
    ...new Set(secrets.map((s) => s.child_name).filter((n) => n && Array.from(n).length >= 2 && !isMasked(n))),
  ].sort((a, b) => b.length - a.length);
  for (const name of names) out = out.split(name).join(maskName(name));
  return out;
}

/**
 * `value` with every string inside it (objects and arrays walked, keys kept) passed through `f`, except under a key
 * ending in `url` / `urls` (image and file keys: references, not text, and signed by their exact value).
 */
export function mapTexts<T>(value: T, f: (text: string) => string): T {
  if (typeof value === 'string') return f(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapTexts(v, f)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, /urls?$/i.test(k) ? v : mapTexts(v, f)])) as T;
  }
  return value;
}

/** `value` with every text inside it through maskInText (mapTexts). */
export const maskDeep = <T>(value: T, secrets: readonly ChildSecret[]): T =>
  mapTexts(value, (t) => maskInText(t, secrets));

/** The fields of a child form (investigation forms, `important`) that hold the child's name or ID number. */
const NAME_FIELDS = ['child_name'];
const ID_FIELDS = ['child_idnumber', 'child_identification'];

/**
 * A child's `information` (form id → form) with the child's name and ID number masked in each form (req children §7.1):
 * child_name by maskName, child_idnumber / child_identification by maskIdNumber; other fields as they are.
 */
export function maskInformation<T extends Record<string, unknown>>(information: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, section] of Object.entries(information)) {
    if (!section || typeof section !== 'object' || Array.isArray(section)) {
      out[key] = section;
      continue;
    }
    const copy = { ...(section as Record<string, unknown>) };
    for (const f of NAME_FIELDS) if (typeof copy[f] === 'string') copy[f] = maskName(copy[f] as string);
    for (const f of ID_FIELDS) if (typeof copy[f] === 'string') copy[f] = maskIdNumber(copy[f] as string);
    out[key] = copy;
  }
  return out as T;
}

/**
 * How a list's keyword matches a child's name (issue 26; docs/decisions-scope.md "Searching a masked name"): a caller
 * who sees names masked matches a name only WHOLE (the keyword equals the full name), so no series of one-character
 * searches recovers the hidden characters; a caller with an active reveal matches by substring.
 */
export type NameMatch = 'whole' | 'contains';
export const nameMatchFor = (revealed: boolean): NameMatch => (revealed ? 'contains' : 'whole');
