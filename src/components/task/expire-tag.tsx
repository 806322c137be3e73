/**
 * A work order's 期限 as a tag in days and hours (剩余 2 天 3 小时, 已超期; issue 29, domain/durations.ts), coloured by
 * its expiry bucket; and the options of a 期限 filter (the bucket's words, the code sent).
 */
import { Tag } from 'antd';
import { EXPIRE_WORDS, expireWords } from '../../../domain/durations';
import { TASK_EXPIRES, TASK_PUNCHABLE_STATES, type TaskState } from '../../../domain/tasks';

const EXPIRE_COLORS: Record<string, string> = {
  超期: 'red',
  过期: 'red',
  '24时': 'orange',
  '72时': 'gold',
  '168时': 'blue',
  正常: 'green',
};

/** `expire` the task's bucket, `limit` its date_limit, `state` its state (a task in hand counts down even when 正常). */
export function ExpireTag({ expire, limit, state }: { expire: string; limit?: string | null; state?: string }) {
  const inHand = state !== undefined && TASK_PUNCHABLE_STATES.includes(state as TaskState);
  return <Tag color={EXPIRE_COLORS[expire] ?? 'default'}>{expireWords(expire, limit, new Date(), inHand)}</Tag>;
}

/** The 期限 filter's options (过期, "also seen", is not produced and not offered). */
export const EXPIRE_OPTIONS = TASK_EXPIRES.filter((e) => e !== '过期').map((e) => ({
  value: e,
  label: EXPIRE_WORDS[e],
}));
