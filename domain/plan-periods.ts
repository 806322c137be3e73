/**
 * What work a plan's category implies (req tasks §6.1, §5.5 print categories; issue 28; docs/decisions-plans.md): the
 * period ("slot") a plan owes one task for at a given time, in China time (UTC+8).
 * - 学期每周 (term weekly): one visit a week, Monday to Sunday; during the summer holiday (July and August, the 暑期每日
 *   print sheet) one visit a day.
 * - 基层服务 (grassroots service): one service visit a calendar month.
 * - 普通计划 (ordinary plan): one task, given once when the plan is made, due in 30 days.
 * A slot's key is what makes generation idempotent: `W2026-11-23` (the week of that Monday), `D2026-07-15`, `M2026-11`, `once`.
 */
import type { TaskCategory } from './tasks';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHINA = 8 * HOUR;
/** How long an ordinary plan's single task runs (days). */
export const ORDINARY_PLAN_DAYS = 30;

export type PlanSlot = {
  /** The period's key, unique per plan. */
  key: string;
  /** The task's begin: the period's first instant, or `at` when the plan is made during it. */
  begin: Date;
  /** The task's limit: the period's last instant (the last millisecond of its last day). */
  limit: Date;
  /** The period as the task's title names it (11月23日—11月29日, 7月15日, 2026年11月). */
  label: string;
  /** The print sheet it belongs to (req tasks §5.5): 暑期每日, 学期每周, 基层服务, 普通计划. */
  sheet: '普通计划' | '基层服务' | '暑期每日' | '学期每周';
};

/** `d`'s China-time calendar fields. */
function chinaDay(d: Date): { y: number; m: number; day: number; weekday: number } {
  const c = new Date(d.getTime() + CHINA);
  return { y: c.getUTCFullYear(), m: c.getUTCMonth(), day: c.getUTCDate(), weekday: c.getUTCDay() };
}
/** The first instant of China-time day y-m-day (month 0-based; overflow rolls over). */
const startOf = (y: number, m: number, day: number) => new Date(Date.UTC(y, m, day) - CHINA);
const iso = (d: Date) => new Date(d.getTime() + CHINA).toISOString().slice(0, 10);
const md = (d: Date) => {
  const c = chinaDay(d);
  return `${c.m + 1}月${c.day}日`;
};
const later = (a: Date, b: Date) => (a.getTime() > b.getTime() ? a : b);

/** Whether `at` falls in the summer holiday (July or August, China time). */
export const inSummer = (at: Date): boolean => [6, 7].includes(chinaDay(at).m);

/** The slot a plan of `category` owes a task for at `at`. */
export function planSlotAt(category: TaskCategory | string, at: Date): PlanSlot {
  const { y, m, day, weekday } = chinaDay(at);
  if (category === '学期每周' && inSummer(at)) {
    const start = startOf(y, m, day);
    return {
      key: `D${iso(start)}`,
      begin: later(start, at),
      limit: new Date(start.getTime() + DAY - 1),
      label: md(start),
      sheet: '暑期每日',
    };
  }
  if (category === '学期每周') {
    const monday = startOf(y, m, day - ((weekday + 6) % 7));
    const next = new Date(monday.getTime() + 7 * DAY);
    return {
      key: `W${iso(monday)}`,
      begin: later(monday, at),
      limit: new Date(next.getTime() - 1),
      label: `${md(monday)}—${md(new Date(next.getTime() - DAY))}`,
      sheet: '学期每周',
    };
  }
  if (category === '基层服务') {
    const first = startOf(y, m, 1);
    const next = startOf(y, m + 1, 1);
    return {
      key: `M${iso(first).slice(0, 7)}`,
      begin: later(first, at),
      limit: new Date(next.getTime() - 1),
      label: `${y}年${m + 1}月`,
      sheet: '基层服务',
    };
  }
  const end = startOf(y, m, day + ORDINARY_PLAN_DAYS + 1);
  return { key: 'once', begin: at, limit: new Date(end.getTime() - 1), label: '', sheet: '普通计划' };
}

/** The title of the task a plan gives for `slot` (at most 100 characters, the task's title bound). */
export function planTaskName(plan: { type: string; category: string }, slot: PlanSlot): string {
  const what = `${slot.sheet}·${plan.type}${slot.sheet === '基层服务' ? '服务' : slot.sheet === '普通计划' ? '帮扶' : '走访'}`;
  return (slot.label ? `${what}（${slot.label}）` : what).slice(0, 100);
}
