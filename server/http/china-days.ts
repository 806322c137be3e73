/**
 * Days as the county reads them (China time, UTC+8): the first and last instant of a `YYYY-MM-DD` day, for
 * the day-range filters of the records and task lists, and a time in whole seconds (the spec's `*_timestamp`).
 */

/** The first instant of day `day` (YYYY-MM-DD) in China time. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** The last instant of day `day` (YYYY-MM-DD) in China time (a range's end is inclusive). */
export const dayEnd = (day: string): Date => new Date(`${day}T23:59:59.999+08:00`);

/** YYYYMMDD of `d` in China time. */
export const dayCode = (d: Date): string =>
  new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');

/** `d` in whole seconds since the epoch (req gta §10 "Timestamps in seconds"). */
export const seconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** The first and last instant of the China-time month holding `d` (req tasks §6.2 "the current month"). */
export function monthOf(d: Date): { start: Date; end: Date } {
  const china = new Date(d.getTime() + 8 * 3_600_000);
  const year = china.getUTCFullYear(),
    month = china.getUTCMonth();
  const start = new Date(Date.UTC(year, month, 1) - 8 * 3_600_000);
  const end = new Date(Date.UTC(year, month + 1, 1) - 8 * 3_600_000 - 1);
  return { start, end };
}
