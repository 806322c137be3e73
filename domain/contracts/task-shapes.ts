/**
 * The shapes of a work order (req tasks §4; issue 16): a check-in, a review step, the girl-care fields, the task's
 * `information` as stored and answered, a task as the lists and the detail answer it, and the filters of the task
 * lists (req tasks §7.1). The calls that use them are domain/contracts/task.ts (split from it, issue 28).
 */
import { z } from 'zod';
import { TASK_AUDITS, TASK_CATEGORIES, TASK_EXPIRES, TASK_GENRES, TASK_GRADES, TASK_STATES } from '../tasks';
import { boolParam, idListParam, idParam, listParam, pageParam, sizeParam, timestamp } from './define';
import { calendarDate } from './dates';

/** One check-in (打卡, req tasks §4 "Punch"). */
export const taskPunch = z.object({
  check_datetime: timestamp,
  check_address: z.string(),
  punch_address: z.string(),
  check_description: z.string(),
  check_image: z.array(z.object({ url: z.string() })),
  check_normal: z.boolean().optional(),
  check_longitude: z.number(),
  check_latitude: z.number(),
  /** When the server received it (issue 29: `check_datetime` is the visit's time, sent by a phone that was offline). */
  received_datetime: timestamp.optional(),
  /** false: checked in without a position (the coordinates are the default ones; shown as 未定位). */
  check_located: z.boolean().optional(),
  /** The position's accuracy in metres, when the phone said it. */
  check_accuracy: z.number().optional(),
});

/** One review step (req tasks §4 "Verify history entry"; the spec's spelling `opreate_*`). */
export const verifyEntry = z.object({
  opreate_behave: z.string(),
  datetime: timestamp,
  opreate_content: z.string(),
  operator: z.number().optional(),
  nickname: z.string().optional(),
});

/** The girl-care conditions of req tasks §4 (living, study, mental, other), each with a `_description`. */
export const GIRL_CARE_FIELDS = [
  'task_girl_live_condition',
  'task_girl_study_condition',
  'task_girl_mental_condition',
  'task_girl_other_condition',
] as const;
function girlCare<T extends z.ZodType>(value: T) {
  const shape: Record<string, z.ZodOptional<T>> = {};
  for (const f of GIRL_CARE_FIELDS) {
    shape[f] = value.optional();
    shape[`${f}_description`] = value.optional();
  }
  return shape as Record<
    (typeof GIRL_CARE_FIELDS)[number] | `${(typeof GIRL_CARE_FIELDS)[number]}_description`,
    z.ZodOptional<T>
  >;
}
const girlCareInput = girlCare(z.string().trim().max(500));

/** The genre whose tasks carry the girl-care conditions (req tasks §4.3). */
export const GIRL_GENRE = '女童';
export const GIRL_CARE_ONLY = '女童关爱情况只适用于女童工单';
/** Whether `information` gives any girl-care condition or description. */
export function hasGirlCare(information: Record<string, unknown>): boolean {
  return Object.entries(information).some(([k, v]) => k.startsWith('task_girl_') && typeof v === 'string' && v !== '');
}

/**
 * What a manager gives of a task's information besides its title (req tasks §4.2–4.3; issue 28): description, place,
 * points (`task_score`, credited to the volunteer at the final pass), accommodation (`task_attributes`) and the
 * girl-care conditions.
 */
export const informationInput = {
  task_description: z.string().trim().max(2000).optional(),
  task_address: z.string().trim().max(200).optional(),
  task_score: z.number().int().min(0).max(1000).optional(),
  task_attributes: z.object({ accommodation: z.string().trim().max(200).optional() }).optional(),
  ...girlCareInput,
};

/** The task's information as stored and answered (req tasks §4). */
export const taskInformation = z.object({
  task_code: z.string(),
  task_name: z.string(),
  task_description: z.string(),
  task_address: z.string(),
  task_longitude: z.number().nullable(),
  task_latitude: z.number().nullable(),
  task_score: z.number(),
  task_volunteer_name: z.string(),
  task_volunteer_cellphone: z.string(),
  task_child_name: z.string(),
  child_name: z.string(),
  task_begin_timestamp: z.number(),
  task_limit_timestamp: z.number(),
  task_end_timestamp: z.number().nullable(),
  task_punchs: z.array(taskPunch),
  verify_history: z.array(verifyEntry),
  /** The girl-care fields of a 女童 task (req tasks §4), each with its description; the accommodation attribute. */
  ...girlCare(z.string()),
  task_attributes: z.object({ accommodation: z.string().optional() }).optional(),
  /** The clue this task was made from (issue 18). */
  task_denounce: z.number().optional(),
});

/** A task as lists and the detail answer it: columns, the expiry bucket computed now, and the information. */
export const taskItem = z.object({
  id: z.number(),
  child: z.number(),
  manager: z.number(),
  volunteer: z.number(),
  grade: z.string(),
  state: z.string(),
  genre: z.string(),
  audit: z.string(),
  category: z.string(),
  expire: z.enum(TASK_EXPIRES),
  date_begin: timestamp,
  date_limit: timestamp,
  date_end: timestamp.nullable(),
  department_name: z.string().nullable(),
  village_name: z.string().nullable(),
  manager_name: z.string().nullable(),
  information: taskInformation,
  version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
  deleted_at: timestamp.nullable(),
  /** check_image url → a signed read URL, valid 10 minutes, for every photo of the punches. */
  image_urls: z.record(z.string(), z.string()),
});
export type TaskItem = z.infer<typeof taskItem>;
export type TaskInformation = z.infer<typeof taskInformation>;
/**
 * The task's `information` as the tasks table stores it: taskInformation's keys, each possibly missing in a row written
 * before it existed; the punches and the review steps as written at the time (a return step also keeps how many
 * check-ins the task had, `punchs`: domain/tasks.ts checkedInSinceReturn).
 */
export type StoredTaskInformation = Partial<Omit<TaskInformation, 'task_punchs' | 'verify_history'>> & {
  task_punchs?: { check_datetime?: string; check_image?: { url: string }[]; [key: string]: unknown }[];
  verify_history?: { opreate_behave?: string; datetime?: string; punchs?: number; [key: string]: unknown }[];
};

const day = calendarDate;

/**
 * The filters of the task lists (req tasks §7.1): the caller's tasks (a volunteer their own; others those of the
 * children in their scope) by manager, volunteer, child, ids, grades, states, genres, audits, categorys,
 * expires (computed now), town and village of the child, keyword (task name or code), child_name (the child's
 * name: any part of it for a caller who sees full names, else the whole name only), limit (due by the end of
 * that day), begin and end day ranges (China time, inclusive), ordered by `order_field` (date_begin,
 * date_limit, date_end, id) and `order_rule` (asc, desc). `deleted`: the deleted ones instead (tasks:delete, 403
 * otherwise).
 */
export const taskListQuery = z.object({
  limit: day.optional(),
  child_name: z.string().trim().max(30).optional(),
  /** The deleted tasks instead (tasks:delete; 403 otherwise): DeleteListCenter and deleteList. */
  deleted: boolParam.optional(),
  manager: idParam.optional(),
  volunteer: idParam.optional(),
  child: idParam.optional(),
  ids: idListParam.optional(),
  grades: listParam(z.enum(TASK_GRADES)).optional(),
  states: listParam(z.enum(TASK_STATES)).optional(),
  genres: listParam(z.enum(TASK_GENRES)).optional(),
  audits: listParam(z.enum(TASK_AUDITS)).optional(),
  categorys: listParam(z.enum(TASK_CATEGORIES)).optional(),
  expires: listParam(z.enum(TASK_EXPIRES)).optional(),
  department: idParam.optional(),
  village: idParam.optional(),
  keyword: z.string().trim().max(50).optional(),
  begin_start: day.optional(),
  begin_finish: day.optional(),
  end_start: day.optional(),
  end_finish: day.optional(),
  order_field: z.enum(['date_begin', 'date_limit', 'date_end', 'id']).optional(),
  order_rule: z.enum(['asc', 'desc']).optional(),
  page: pageParam,
  size: sizeParam(10),
});
export const taskListAnswer = z.object({ total: z.number(), list: z.array(taskItem) });
