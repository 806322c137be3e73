/**
 * Chinese resident ID numbers (居民身份证号码, GB 11643-1999).
 * req children §4.2: the pattern is 15 digits, or 18 digits, or 17 digits followed by a digit or X/x; otherwise
 * 当前儿童身份证不合法。. Beyond the pattern, an 18-digit number must carry a correct check digit and a real
 * birth date (issue 3), each with its own message. Whether that birth date lies in the past depends on the day:
 * the caller gives it (`today`), so nothing here reads a clock (issue 14).
 */
export const ID_PATTERN = /^(\d{15}|\d{17}[\dXx])$/;

export const ID_MESSAGES = {
  pattern: '当前儿童身份证不合法。',
  checksum: '当前儿童身份证校验位不正确，请核对后重新输入。',
  birthdate: '当前儿童身份证中的出生日期不存在，请核对后重新输入。',
} as const;

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

/** The GB 11643 check character for the first 17 digits of an 18-digit number. */
export function checkDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

/**
 * The birth date (yyyy-MM-dd) encoded in a 15- or 18-digit number, or null if it is not a real date from 1900
 * on. A date after today is still returned: `idNumberError(n, today)` refuses it.
 */
export function birthDateOf(idnumber: string): string | null {
  const raw = idnumber.length === 15 ? `19${idnumber.slice(6, 12)}` : idnumber.slice(6, 14);
  const y = Number(raw.slice(0, 4)),
    m = Number(raw.slice(4, 6)),
    d = Number(raw.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (y < 1900) return null;
  return `${raw.slice(0, 4)}-${raw.slice(4, 6)}-${raw.slice(6, 8)}`;
}

/**
 * Checks an ID number. Returns null when valid, else the user-facing message of the first failed check
 * (pattern, then birth date, then check digit for 18-digit numbers). `today` (yyyy-MM-dd) also refuses a birth
 * date after that day; without it only the number itself is checked (what `genderOf` needs).
 */
export function idNumberError(idnumber: string, today?: string): string | null {
  if (!ID_PATTERN.test(idnumber)) return ID_MESSAGES.pattern;
  const birth = birthDateOf(idnumber);
  if (!birth || (today !== undefined && birth > today)) return ID_MESSAGES.birthdate;
  if (idnumber.length === 18 && checkDigit(idnumber.slice(0, 17)) !== idnumber[17].toUpperCase())
    return ID_MESSAGES.checksum;
  return null;
}

/** The gender encoded in a valid number (odd sequence digit: 男, even: 女), or null. */
export function genderOf(idnumber: string): '男' | '女' | null {
  if (idNumberError(idnumber)) return null;
  const digit = Number(idnumber.length === 18 ? idnumber[16] : idnumber[14]);
  return digit % 2 === 1 ? '男' : '女';
}

/** Builds a valid 18-digit number from a 6-digit area code, a birth date yyyyMMdd and a 3-digit sequence. */
export function makeIdNumber(area: string, birth: string, sequence: number): string {
  const first17 = `${area}${birth}${String(sequence).padStart(3, '0')}`;
  return first17 + checkDigit(first17);
}
