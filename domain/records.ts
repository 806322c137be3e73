/**
 * Operation records (audit; seed 002 §3.4, §4.3), declared once: the server writes them
 * (server/modules/audit), the statistics and records screens of later issues filter and label them.
 */

/**
 * Record types of seed 002 §4.3, and the ones the console writes besides (创建, 审核, 登录, 揭示: a write, a
 * review, a sign-in, a timed reveal of full names; issue 15). A restore is a 修改 with `information.action: 恢复`.
 */
export const RECORD_TYPES = ['浏览', '搜索', '查看详情', '导出', '删除', '修改', '创建', '审核', '登录', '揭示'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
export const RECORD_TYPE_LABELS: Record<RecordType, string> = Object.fromEntries(RECORD_TYPES.map((t) => [t, t])) as Record<RecordType, string>;

export const RECORD_STATES = ['成功', '失败', '处理中', '已取消'] as const;
export type RecordState = (typeof RECORD_STATES)[number];
export const RECORD_STATE_LABELS: Record<RecordState, string> = Object.fromEntries(RECORD_STATES.map((t) => [t, t])) as Record<RecordState, string>;

/** Record sources of seed 002 §4.3 (检察领导 is the default of a persuasion log); `console` marks what the console itself writes. */
export const RECORD_SOURCES = ['检察领导', '教育块', '乡镇块', '联络员'] as const;
export type RecordSource = (typeof RECORD_SOURCES)[number];
export const DEFAULT_RECORD_SOURCE: RecordSource = '检察领导';
