/**
 * Dates and times of the API, one type each (issue 26 "Real dates"): every day, instant and clock time any
 * contract takes or gives is one of these, so an impossible value (2026-02-30, 2026-13-01, 9999-99-99, 24:61)
 * is a 400 with a Chinese message before any service or SQL sees it, never a 500 or a silent roll-over
 * (`new Date('2026-02-30')` is 2 March). They are zod's ISO formats, which check the calendar (month lengths,
 * leap years), plus a year bound the database and the work share; in the OpenAPI document they show as
 * `format: date`, `date-time` and `time` with their pattern.
 */
import { z } from 'zod';

/** The years a day of the work can fall in (PostgreSQL has no year 0; nothing the county records is older). */
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;

export const DATE_MESSAGE = `请输入 ${DATE_YEAR_MIN}–${DATE_YEAR_MAX} 年间真实存在的日期（YYYY-MM-DD）`;
export const DATE_TIME_MESSAGE = `请输入 ${DATE_YEAR_MIN}–${DATE_YEAR_MAX} 年间真实存在的时间（如 2026-11-23T08:00:00+08:00）`;
export const CLOCK_TIME_MESSAGE = '请输入真实存在的时刻（HH:MM，00:00–23:59）';

const yearOf = (text: string) => Number(text.slice(0, 4));
const inYears = (text: string) => yearOf(text) >= DATE_YEAR_MIN && yearOf(text) <= DATE_YEAR_MAX;

/** Whether `text` is a YYYY-MM-DD day that exists, in DATE_YEAR_MIN … DATE_YEAR_MAX (2024-02-29 is, 2025-02-29 is not). */
export function isCalendarDate(text: string): boolean {
  return z.iso.date().safeParse(text).success && inYears(text);
}

/**
 * A calendar day, `YYYY-MM-DD` (a filter's begin or end, a deadline, a date of birth): a day that exists, in
 * 1900–2100, else 400 {@link DATE_MESSAGE}. JSON Schema `{ type: string, format: date, pattern }`.
 */
export const calendarDate = z.iso.date({ message: DATE_MESSAGE }).refine(inYears, DATE_MESSAGE);

/**
 * An instant, ISO 8601 with its offset (`2026-11-23T08:00:00+08:00`, `…Z`, seconds and fractions optional
 * on the way in): a day and time that exist, in 1900–2100, else 400 {@link DATE_TIME_MESSAGE}.
 * JSON Schema `{ type: string, format: date-time, pattern }`.
 */
export const calendarDateTime = z.iso
  .datetime({ offset: true, message: DATE_TIME_MESSAGE })
  .refine(inYears, DATE_TIME_MESSAGE);

/** A time of day, `HH:MM` or `HH:MM:SS` (00:00–23:59:59), else 400 {@link CLOCK_TIME_MESSAGE}. JSON Schema `format: time`. */
export const clockTime = z.iso.time({ message: CLOCK_TIME_MESSAGE }).meta({ format: 'time' });

/** {@link calendarDateTime} with its own message for a field the user picks (`请选择发生时间`). */
export const calendarDateTimeAs = (message: string) =>
  z.iso.datetime({ offset: true, message }).refine(inYears, message);

/**
 * A day or instant as the server answers it (a response field): documented as `format: date` / `date-time` in the
 * OpenAPI document, but not re-checked on the way out. The server writes them itself (`toISOString()`, or a day
 * it was given as a {@link calendarDate}); a stricter answer schema would turn one odd stored row into a 500 of a
 * whole list (docs/decisions-dates-openapi.md).
 */
export const dateAnswer = z.string().meta({ format: 'date' });
export const dateTimeAnswer = z.string().meta({ format: 'date-time' });
