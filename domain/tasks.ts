/**
 * Work-order (task) enumerations of seed 002 §4.1 and journals of §4.4, declared once with their Chinese
 * labels for the task issues that follow (contracts, server and screens read them from here). Values are
 * the stored words; a label is what a screen shows where the spec gives a different wording (办理 reads
 * 待办理, 初过 待审核: seed 002 §4.1 "Displayed wording"), else the word itself.
 */

const labelled = <T extends string>(values: readonly T[], overrides: Partial<Record<T, string>> = {}): Record<T, string> =>
  Object.fromEntries(values.map((v) => [v, overrides[v] ?? v])) as Record<T, string>;

/** Task states (seed 002 §4.1), including the ones "also seen": 终拒, 女正 (girl normal), 女异 (girl abnormal). */
export const TASK_STATES = ['办理', '办结', '初过', '终退', '终过', '评价', '护正', '护异', '终拒', '女正', '女异'] as const;
export type TaskState = (typeof TASK_STATES)[number];
export const TASK_STATE_LABELS = labelled(TASK_STATES, { 办理: '待办理', 初过: '待审核', 女正: '女童正常', 女异: '女童异常' });

/** The finished set of seed 002 §4.1. */
export const TASK_FINISHED_STATES: readonly TaskState[] = ['办结', '初过', '终退', '终过', '评价', '护正', '护异'];
/** The completed group of the task history table (seed 002 §2.2, §4.1). */
export const TASK_HISTORY_STATES: readonly TaskState[] = ['办结', '初过', '终退', '终过', '评价'];

export const TASK_GRADES = ['普通', '重要', '公安', '司法', '检察', '教育', '乡镇'] as const;
export type TaskGrade = (typeof TASK_GRADES)[number];
export const TASK_GRADE_LABELS = labelled(TASK_GRADES);

export const TASK_AUDITS = ['未检', '疑似', '真实', '虚假'] as const;
export type TaskAudit = (typeof TASK_AUDITS)[number];
export const TASK_AUDIT_LABELS = labelled(TASK_AUDITS);

/** Expiry buckets; 过期 is shown as 超时 (seed 002 §4.1). */
export const TASK_EXPIRES = ['正常', '168时', '72时', '24时', '超期', '过期'] as const;
export type TaskExpire = (typeof TASK_EXPIRES)[number];
export const TASK_EXPIRE_LABELS = labelled(TASK_EXPIRES, { 过期: '超时' });

export const TASK_CATEGORIES = ['普通计划', '基层服务', '学期每周'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];
export const TASK_CATEGORY_LABELS = labelled(TASK_CATEGORIES);

/** Task genres (seed 002 §4.1); 女童 appears in filters. */
export const TASK_GENRES = ['常规', '精准', '帮教', '活动', '关爱', '日记', '护航', '女童'] as const;
export type TaskGenre = (typeof TASK_GENRES)[number];
export const TASK_GENRE_LABELS = labelled(TASK_GENRES);

/** The genre filter codes of seed 000 §9 / seed 002 §4.1: 0 all, 1 regular, 2 precise, 4 daily care, 5 care diary, 7 holiday plan, 8 weekend safety, 9 girl-care. */
export const TASK_GENRE_FILTER_CODES = { 全部: 0, 常规: 1, 精准: 2, 日常关爱: 4, 关爱日记: 5, 假期计划: 7, 周末安全: 8, 女童关爱: 9 } as const;

/** Journal types (seed 002 §4.4). */
export const JOURNAL_TYPES = ['儿双初过', '儿双初拒', '儿双终过'] as const;
export type JournalType = (typeof JOURNAL_TYPES)[number];
