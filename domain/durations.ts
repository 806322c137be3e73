/**
 * How long a work order has left, in days and hours (issue 29 "Plain words": 剩余 7 天, 剩余 5 小时, 剩余 2 天 3 小时,
 * 已超期 — not 剩余168时内). The one formatter of every deadline a screen or an export shows (the task lists' 期限
 * column, the task screen, the volunteer's cards); docs/decisions-words.md.
 */
import type { TaskExpire } from './tasks';

const HOUR = 3_600_000;

/**
 * The time from `now` to `limit` as words: 已超期 when it has passed (or is now); else the hours left rounded up (a
 * task due in 4 h 10 min has 剩余 5 小时: at most that long), as 剩余 N 小时 under a day, 剩余 N 天 when whole days,
 * else 剩余 N 天 M 小时. `limit` is a Date or an ISO timestamp; an unreadable one gives '—'.
 */
export function timeLeft(limit: Date | string, now: Date): string {
  const at = typeof limit === 'string' ? Date.parse(limit) : limit.getTime();
  if (Number.isNaN(at)) return '—';
  const ms = at - now.getTime();
  if (ms <= 0) return '已超期';
  const hours = Math.ceil(ms / HOUR);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  if (days === 0) return `剩余 ${rest} 小时`;
  return rest === 0 ? `剩余 ${days} 天` : `剩余 ${days} 天 ${rest} 小时`;
}

/** The expiry buckets of req tasks §5 as words (a filter's options; a bucket without its limit): the code stays the value. */
export const EXPIRE_WORDS: Record<TaskExpire, string> = {
  正常: '正常',
  '168时': '3 至 7 天内到期',
  '72时': '1 至 3 天内到期',
  '24时': '24 小时内到期',
  超期: '已超期',
  过期: '已超期',
};

/**
 * A task's 期限 as words: 已超期 when its bucket says so; the time left to `limit` when the bucket is a countdown
 * (24时, 72时, 168时) or the task is still in hand (`inHand`); else the bucket's word (正常).
 */
export function expireWords(
  expire: string,
  limit: Date | string | null | undefined,
  now: Date,
  inHand = false,
): string {
  if (expire === '超期' || expire === '过期') return '已超期';
  const counting = expire === '24时' || expire === '72时' || expire === '168时';
  if (limit && (counting || inHand)) return timeLeft(limit, now);
  return EXPIRE_WORDS[expire as TaskExpire] ?? expire;
}
