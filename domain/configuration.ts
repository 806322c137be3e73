/**
 * The console's settings (req settings §2 `configuration`; docs/decisions-configuration.md), declared once: the
 * server checks a change with `settingsSchema`, the settings screen checks its form with the same schema, the
 * badges read `badge_poll_seconds` and the statistics the holiday periods.
 * - `badge_poll_seconds`: how often the menu badge counts are polled, an integer of seconds in 15 … 600 (60);
 * - `summer_begin` … `summer_end`: the summer-holiday period the statistics use, as MM-DD (07-01 … 08-31);
 * - `winter_begin` … `winter_end`: the winter-holiday period, as MM-DD (01-15 … 02-28).
 * - `allowance_min` … `allowance_max`: the range of a monthly allowance in 元 (0 … 2000), two decimals at most: an
 *   allowance outside it is listed by AllowanceWarning (domain/allowances.ts), never refused.
 * A period lies within one calendar year (begin ≤ end). 02-29 is a real day: in a common year it stands for 02-28
 * (`holidayDays`).
 */
import { z } from 'zod';

export const BADGE_POLL_SECONDS_MIN = 15;
export const BADGE_POLL_SECONDS_MAX = 600;
const POLL_MESSAGE = `请输入 ${BADGE_POLL_SECONDS_MIN}–${BADGE_POLL_SECONDS_MAX} 之间的整数`;
const FORMAT_MESSAGE = '日期格式应为 MM-DD';
const END_MESSAGE = '结束日期不能早于开始日期';
const ALLOWANCE_MESSAGE = '请输入 0–100000 之间的金额（最多两位小数）';
const ALLOWANCE_MAX_MESSAGE = '上限不能低于下限';
const yuan = z
  .number(ALLOWANCE_MESSAGE)
  .min(0, { message: ALLOWANCE_MESSAGE, abort: true })
  .max(100_000, { message: ALLOWANCE_MESSAGE, abort: true })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, ALLOWANCE_MESSAGE)
  .meta({ multipleOf: 0.01 });
/** The last day of each month (February in a leap year: the settings name days of any year). */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `text` is MM-DD naming a day that exists (02-29 does, 02-30 does not). */
export function isMonthDay(text: string): boolean {
  const m = /^(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [month, day] = [Number(m[1]), Number(m[2])];
  return month >= 1 && month <= 12 && day >= 1 && day <= MONTH_DAYS[month - 1];
}

/** MM-DD as the reference shows it (pattern); `isMonthDay` then checks the month's length. */
const monthDay = z
  .string(FORMAT_MESSAGE)
  .trim()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: FORMAT_MESSAGE, abort: true })
  .refine(isMonthDay, FORMAT_MESSAGE);

/** The two holiday periods: each a begin and an end field. */
export const HOLIDAYS = { summer: ['summer_begin', 'summer_end'], winter: ['winter_begin', 'winter_end'] } as const;
export type Holiday = keyof typeof HOLIDAYS;

/**
 * The settings as a change sends them: every field checked with a Chinese message; an end before its begin is
 * refused on the end field (`结束日期不能早于开始日期`). Unknown keys are dropped.
 */
export const settingsSchema = z
  .object({
    badge_poll_seconds: z
      .number(POLL_MESSAGE)
      .int(POLL_MESSAGE)
      .min(BADGE_POLL_SECONDS_MIN, POLL_MESSAGE)
      .max(BADGE_POLL_SECONDS_MAX, POLL_MESSAGE),
    summer_begin: monthDay,
    summer_end: monthDay,
    winter_begin: monthDay,
    winter_end: monthDay,
    allowance_min: yuan,
    allowance_max: yuan,
  })
  .superRefine((v, ctx) => {
    if (
      typeof v.allowance_min === 'number' &&
      typeof v.allowance_max === 'number' &&
      v.allowance_max < v.allowance_min
    ) {
      ctx.addIssue({ code: 'custom', path: ['allowance_max'], message: ALLOWANCE_MAX_MESSAGE });
    }
    for (const [begin, end] of Object.values(HOLIDAYS)) {
      // MM-DD strings order as the days do; a field already wrong has its own message
      if (isMonthDay(v[begin]) && isMonthDay(v[end]) && v[end] < v[begin])
        ctx.addIssue({ code: 'custom', path: [end], message: END_MESSAGE });
    }
  });

export type Settings = z.infer<typeof settingsSchema>;

/** What a database starts with (migration 0012 inserts it as row 1) and what a missing key reads as. */
export const DEFAULT_SETTINGS: Settings = {
  badge_poll_seconds: 60,
  summer_begin: '07-01',
  summer_end: '08-31',
  winter_begin: '01-15',
  winter_end: '02-28',
  allowance_min: 0,
  allowance_max: 2000,
};

/** The settings' labels on the settings screen and in the docs. */
export const SETTING_LABELS: Record<keyof Settings, string> = {
  badge_poll_seconds: '菜单角标刷新间隔',
  summer_begin: '暑假开始',
  summer_end: '暑假结束',
  winter_begin: '寒假开始',
  winter_end: '寒假结束',
  allowance_min: '保金下限（元）',
  allowance_max: '保金上限（元）',
};

/** The id of the one settings row (系统设置). */
export const SETTINGS_ID = 1;

/**
 * A holiday period of `year` as days: `{ begin, end }` in YYYY-MM-DD, both inclusive (China time is the caller's
 * concern). 02-29 in a common year is 02-28.
 */
export function holidayDays(
  settings: Pick<Settings, 'summer_begin' | 'summer_end' | 'winter_begin' | 'winter_end'>,
  holiday: Holiday,
  year: number,
): { begin: string; end: string } {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = (md: string) => `${String(year).padStart(4, '0')}-${!leap && md === '02-29' ? '02-28' : md}`;
  const [begin, end] = HOLIDAYS[holiday];
  return { begin: day(settings[begin]), end: day(settings[end]) };
}
