/**
 * Greeting by hour (req shell-and-accounts §2): before 9 早上好, up to 11 上午好, up to 13 中午好, before 20 下午好,
 * otherwise 晚上好. `hour` is 0-23 local time.
 */
export function greetingFor(hour: number): string {
  if (hour < 9) return '早上好';
  if (hour <= 11) return '上午好';
  if (hour <= 13) return '中午好';
  if (hour < 20) return '下午好';
  return '晚上好';
}
