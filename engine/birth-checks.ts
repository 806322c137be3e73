/**
 * The checks of a filled value that depend on the date (issue 14 "dates of birth lie in the past and within
 * the spec's ranges"). The date is an input (`today`, given by the caller: the server's injected clock, the
 * browser's own date), so the engine reads no clock and tests fix the date.
 * - an ID number (kind idnumber): its embedded birth date is not after today
 *   (当前儿童身份证中的出生日期不存在，…), and with `maxAge` the person has not yet reached that age
 *   (当前儿童身份证显示已满18周岁，…);
 * - a date of birth (kind date with `birthDate`): from 1900-01-01 (请确认{label}) to today ({label}不能晚于今天).
 */
import { birthDateOf, ID_MESSAGES } from '../domain/id-number';
import { isMasked } from '../domain/masking';
import { confirmMessage } from './field-checks';
import { toDateString } from './coerce';
import type { FieldDef } from './types';

/** The earliest date of birth accepted (as the ID-number check, domain/id-number.ts). */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** An ID number whose holder has reached `maxAge` 周岁 on the given day. */
export const tooOldMessage = (maxAge: number): string => `当前儿童身份证显示已满${maxAge}周岁，请核对后重新输入。`;

/** A date of birth after today. */
export const futureBirthMessage = (field: Pick<FieldDef, 'label'>): string => `${field.label}不能晚于今天`;

/**
 * `today` as yyyy-MM-dd: a Date gives its local calendar date (the server's clock in its time zone, the
 * browser's in the user's); a string is read as toDateString reads a date. Throws on a value that is no date,
 * since every check below would be meaningless.
 */
export function todayString(today: string | Date): string {
  const s = toDateString(today);
  if (!s || !/^\d{4}-\d{2}-\d{2}$/.test(s)) throw new TypeError(`today is not a date: ${String(today)}`);
  return s;
}

/**
 * Whether a person born on `birth` (yyyy-MM-dd) has reached `age` 周岁 on `today` (yyyy-MM-dd). A 周岁 is
 * counted from the day after the birthday (最高人民法院《关于审理未成年人刑事案件具体应用法律若干问题的解释》
 * 第二条), so on the 18th birthday itself a person is not yet 18; someone born on 29 February reaches the age
 * on 1 March of a common year.
 */
export function hasReachedAge(birth: string, age: number, today: string): boolean {
  const anniversary = `${String(Number(birth.slice(0, 4)) + age).padStart(4, '0')}${birth.slice(4)}`;
  return today > anniversary;
}

/**
 * The message of the first date-dependent check `value` (filled, and already passing `fieldCheck`) fails on
 * `today` (yyyy-MM-dd), or null. Only idnumber fields and date fields with `birthDate` are checked; a masked
 * ID number is not (the server keeps the original). `registered`: the stored ID number of the record being
 * edited (upper case); that number, unchanged, is not held to `maxAge`.
 */
export function birthIssue(field: FieldDef, value: unknown, today: string, registered?: string): string | null {
  if (typeof value !== 'string') return null;
  if (field.kind === 'idnumber') {
    if (field.masked && isMasked(value)) return null;
    const birth = birthDateOf(value);
    if (!birth) return null;
    if (birth > today) return ID_MESSAGES.birthdate;
    if (registered && value.toUpperCase() === registered) return null;
    return field.maxAge && hasReachedAge(birth, field.maxAge, today) ? tooOldMessage(field.maxAge) : null;
  }
  if (field.kind === 'date' && field.birthDate) {
    if (value < EARLIEST_BIRTH_DATE) return confirmMessage(field);
    if (value > today) return futureBirthMessage(field);
  }
  return null;
}
