/**
 * The database schema (drizzle, PostgreSQL dialect; one schema for PGlite and PostgreSQL 15).
 * Field names follow the spec (seed 001 §3, seed 002 §3.4, seed 000 §3). JSON documents the old console
 * sent as JSON strings (`information`, `helpers`, `apply_information`) are jsonb here and objects on the wire.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  department_name: text('department_name').notNull(),
  /** The town of a village (社区村居); 0 for a top-level unit. */
  department_parent: integer('department_parent').notNull().default(0),
  /** 镇街委员会 | 社区村居 | 服务商 | 部门 */
  department_type: text('department_type').notNull(),
  department_state: text('department_state').notNull().default('激活'),
  /** Statistical division code (统计用区划代码) where the unit has one. */
  code: text('code'),
  /** Optimistic-concurrency version of an administrator's writes (/department, issue 15). */
  version: integer('version').notNull().default(1),
}, (t) => [index('departments_parent_idx').on(t.department_parent)]);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  cellphone: text('cellphone').notNull(),
  nickname: text('nickname').notNull(),
  /** scrypt$N$r$p$salt$hash; null: the account cannot sign in. */
  password_hash: text('password_hash'),
  role: text('role').notNull(),
  /** 激活 | 停用 */
  state: text('state').notNull().default('激活'),
  department_id: integer('department_id'),
  village_id: integer('village_id'),
  information: jsonb('information').$type<{ contact_cellphone?: string }>().notNull().default({}),
  /** Set by an administrator's password reset: the user must choose a new password at next sign-in (issue 15). */
  must_change_password: boolean('must_change_password').notNull().default(false),
  /** Optimistic-concurrency version of an administrator's account writes. */
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('users_cellphone_idx').on(t.cellphone), index('users_village_role_idx').on(t.village_id, t.role)]);

export const sessions = pgTable('sessions', {
  id: serial('id').primaryKey(),
  /** sha256 of the bearer token; the token itself is never stored. */
  token_hash: text('token_hash').notNull(),
  user_id: integer('user_id').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  /** Absolute end of life: created_at + 7 days. */
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Full names are shown to this session until then (seed 002 §5 "full-name permission"; issue 15 reveal). */
  reveal_until: timestamp('reveal_until', { withTimezone: true }),
}, (t) => [uniqueIndex('sessions_token_idx').on(t.token_hash)]);

export const children = pgTable('children', {
  id: serial('id').primaryKey(),
  controller: integer('controller').notNull().default(0),
  dominator: integer('dominator').notNull().default(0),
  manager: integer('manager').notNull().default(0),
  helpers: jsonb('helpers').$type<Record<string, unknown>>().notNull().default({}),
  assistants: jsonb('assistants').$type<unknown[]>().notNull().default([]),
  department_id: integer('department_id'),
  village_id: integer('village_id'),
  birth_department_id: integer('birth_department_id'),
  birth_village_id: integer('birth_village_id'),
  genre: text('genre').notNull().default('正常'),
  level: text('level').notNull().default('零级'),
  ranking: text('ranking').notNull().default('零级'),
  emphasis: boolean('emphasis').notNull().default(false),
  top: integer('top').notNull().default(0),
  character_ow: boolean('character_ow').notNull().default(false),
  character_cs: boolean('character_cs').notNull().default(false),
  character_gta: boolean('character_gta').notNull().default(false),
  character_gta_quit: boolean('character_gta_quit').notNull().default(false),
  /** Copies of the form's name and ID number, for search and the one-record-per-child rule. */
  child_name: text('child_name').notNull(),
  child_idnumber: text('child_idnumber').notNull(),
  information: jsonb('information').$type<Record<string, unknown>>().notNull().default({}),
  /** Optimistic-concurrency version: every write must carry the version it read. */
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Soft delete (issue 15): a deleted child leaves every list but ChildrenListDelete and keeps everything; restore clears these. */
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
  deleted_by: integer('deleted_by'),
}, (t) => [
  uniqueIndex('children_idnumber_idx').on(t.child_idnumber),
  index('children_department_idx').on(t.department_id),
  index('children_village_idx').on(t.village_id),
]);

export const applies = pgTable('applies', {
  id: serial('id').primaryKey(),
  applicant: integer('applicant').notNull(),
  /** Stage code: 0 the town's 分委领导, 4 the centre (seed 001 §9). */
  auditor: integer('auditor').notNull().default(0),
  /** The child the apply concerns (0 until a create passes). */
  link_id: integer('link_id').notNull().default(0),
  apply_genre: text('apply_genre').notNull(),
  apply_state: text('apply_state').notNull(),
  top: integer('top').notNull().default(0),
  /** The town and village the apply belongs to (the child's residence): the first-review scope. */
  department_id: integer('department_id'),
  village_id: integer('village_id'),
  /** The ID number of the child carried, to stop two pending applies for one child. */
  child_idnumber: text('child_idnumber'),
  apply_information: jsonb('apply_information').$type<Record<string, unknown>>().notNull().default({}),
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Soft delete of an apply (withdrawn by its applicant or removed by the centre; listed in childCheckDelete). */
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
  deleted_by: integer('deleted_by'),
}, (t) => [
  index('applies_state_idx').on(t.apply_state, t.department_id), index('applies_idnumber_idx').on(t.child_idnumber),
  /** One pending apply (申请 or 初过) per ID number, guaranteed by the database (issue 14: two submits at once). */
  uniqueIndex('applies_pending_idnumber_idx').on(t.child_idnumber).where(sql`apply_state in ('申请', '初过') and deleted_at is null`),
]);

/** Operation records (seed 002 §3.4, §4.3): types 浏览, 搜索, 查看详情, 导出, 删除, 修改; states 成功, 失败 … */
export const records = pgTable('records', {
  id: serial('id').primaryKey(),
  record_user: integer('record_user').notNull(),
  record_child: integer('record_child').notNull().default(0),
  record_type: text('record_type').notNull(),
  record_state: text('record_state').notNull(),
  record_datetime: timestamp('record_datetime', { withTimezone: true }).notNull().default(sql`now()`),
  record_information: jsonb('record_information').$type<Record<string, unknown>>().notNull().default({}),
  /** Moves on with every change of an editable record (a persuasion log, issue 17); operation records stay at 1. */
  version: integer('version').notNull().default(1),
  /** When the record was written (a persuasion log's record_datetime is the time of the persuasion itself). */
  created_at: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
}, (t) => [
  index('records_child_idx').on(t.record_child), index('records_user_idx').on(t.record_user),
  index('records_datetime_idx').on(t.record_datetime), index('records_type_idx').on(t.record_type, t.record_state),
]);

/**
 * Images this server issued (issue 14 "uploads"): every stored upload has a row from the moment it is saved;
 * `attached_at` is set when a saved record first refers to it. Unattached uploads older than a day are
 * removed (file and row) by the hourly housekeeping. A record may only refer to an image_url listed here
 * (local storage) or of the OSS prefix (OSS storage).
 */
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  image_url: text('image_url').notNull(),
  uploader: integer('uploader').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  attached_at: timestamp('attached_at', { withTimezone: true }),
}, (t) => [uniqueIndex('uploads_image_url_idx').on(t.image_url), index('uploads_created_idx').on(t.created_at)]);

/**
 * Work orders (tasks; seed 002 §3.1; issue 16): a volunteer's task for a child, given by a manager. The
 * enumerations are domain/tasks.ts; `information` is the structured task of domain/contracts/task.ts (code,
 * name, description, place, score, shown names and phones, punches, verify history, girl-care fields).
 * `date_end` is set when the volunteer finishes. Writes carry `version`; a deleted task keeps its row.
 */
export const tasks = pgTable('tasks', {
  id: serial('id').primaryKey(),
  child: integer('child').notNull(),
  manager: integer('manager').notNull().default(0),
  volunteer: integer('volunteer').notNull().default(0),
  grade: text('grade').notNull().default('普通'),
  state: text('state').notNull().default('办理'),
  genre: text('genre').notNull().default('常规'),
  audit: text('audit').notNull().default('未检'),
  category: text('category').notNull().default('普通计划'),
  date_begin: timestamp('date_begin', { withTimezone: true }).notNull(),
  date_limit: timestamp('date_limit', { withTimezone: true }).notNull(),
  date_end: timestamp('date_end', { withTimezone: true }),
  information: jsonb('information').$type<Record<string, unknown>>().notNull().default({}),
  version: integer('version').notNull().default(1),
  created_by: integer('created_by').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [
  index('tasks_child_idx').on(t.child), index('tasks_volunteer_state_idx').on(t.volunteer, t.state),
  index('tasks_manager_idx').on(t.manager), index('tasks_state_limit_idx').on(t.state, t.date_limit), index('tasks_end_idx').on(t.date_end),
  // the lists by place: for each child of the place (children_department_idx / _village_idx) its tasks of a state in a
  // begin range, without reading the rows of other states or days (docs/decisions-tasks.md "Task list speed")
  index('tasks_child_state_begin_idx').on(t.child, t.state, t.date_begin),
  // the county-wide lists of a state in a begin range
  index('tasks_state_begin_idx').on(t.state, t.date_begin),
  // and tasks_figures_idx (migration 0013, SQL of its own: drizzle has no INCLUDE): the statistics' covering index
]);

/**
 * Plans (seed 002 §3.2; issue 16): the recurring work a child gets, of one `type` (a task genre) and one
 * `category` (普通计划, 基层服务, 学期每周), with its volunteer and manager. `plan_information` holds
 * plan_volunteer, plan_manager, their names and phones, and plan_reminds (the reminder texts). A manager
 * change (seed 002 §4.2) rewrites the manager and the texts of the 基层服务 and 学期每周 plans.
 */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  child: integer('child').notNull(),
  type: text('type').notNull(),
  category: text('category').notNull(),
  volunteer: integer('volunteer').notNull().default(0),
  manager: integer('manager').notNull().default(0),
  plan_information: jsonb('plan_information').$type<Record<string, unknown>>().notNull().default({}),
  version: integer('version').notNull().default(1),
  created_by: integer('created_by').notNull().default(0),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('plans_child_idx').on(t.child), index('plans_volunteer_idx').on(t.volunteer), index('plans_manager_idx').on(t.manager)]);

/**
 * Journals (seed 002 §3.3, §4.4): a dated entry of a creator's work, of a type (儿双初过, 儿双初拒, 儿双终过),
 * linked to what it is about (`journal_link`: the apply of a review step). Written once, never changed.
 */
export const journals = pgTable('journals', {
  id: serial('id').primaryKey(),
  journal_creator: integer('journal_creator').notNull(),
  journal_type: text('journal_type').notNull(),
  journal_link: integer('journal_link').notNull().default(0),
  journal_datetime: timestamp('journal_datetime', { withTimezone: true }).notNull(),
  journal_information: jsonb('journal_information').$type<Record<string, unknown>>().notNull().default({}),
}, (t) => [index('journals_creator_type_idx').on(t.journal_creator, t.journal_type, t.journal_datetime)]);

/**
 * The score ledger (issue 16, issue 18; seed 002 §3.5, §7.5): every credit and debit of a volunteer's points — a task
 * reviewed to 终过 (source 工单, once per task: the partial unique index), a manual correction (调整, with a reason), a
 * prize redeemed (兑换, negative, with the prize and whether it was handed over). Only the score module writes it.
 */
export const scores = pgTable('scores', {
  id: serial('id').primaryKey(),
  score_volunteer: integer('score_volunteer').notNull(),
  score_source: text('score_source').notNull(),
  score_points: integer('score_points').notNull(),
  score_task: integer('score_task').notNull().default(0),
  score_prize: integer('score_prize').notNull().default(0),
  score_prizestate: text('score_prizestate').notNull().default(''),
  score_information: jsonb('score_information').$type<Record<string, unknown>>().notNull().default({}),
  created_by: integer('created_by').notNull().default(0),
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('scores_task_idx').on(t.score_task).where(sql`score_source = '工单'`),
  index('scores_volunteer_idx').on(t.score_volunteer, t.created_at),
]);

/** Prizes a volunteer can redeem points for (seed 002 §7.5): name, cost in points, stock; a removed prize keeps its rows' history. */
export const prizes = pgTable('prizes', {
  id: serial('id').primaryKey(),
  prize_name: text('prize_name').notNull(),
  prize_points: integer('prize_points').notNull(),
  prize_stock: integer('prize_stock').notNull(),
  prize_information: jsonb('prize_information').$type<Record<string, unknown>>().notNull().default({}),
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [index('prizes_points_idx').on(t.prize_points)]);

// the case tables (dynamic management, clues) live in schema-cases.ts, re-exported here for the repositories and drizzle-kit
export * from './schema-cases';
// the settings table lives in schema-settings.ts, re-exported here the same way
export * from './schema-settings';
// the supervision and label tables live in schema-supervise.ts, re-exported here the same way
export * from './schema-supervise';
// the e-mail linkage, lexicon and notification tables live in schema-filetransfer.ts, re-exported here the same way
export * from './schema-filetransfer';
// the allowance tables live in schema-allowance.ts, re-exported here the same way
export * from './schema-allowance';
// the registration tables (volunteer registrations, SMS codes) live in schema-register.ts, re-exported here the same way
export * from './schema-register';
// the rate-limit counters (login, SMS codes; shared by every process on one database) live in schema-limits.ts, re-exported here the same way
export * from './schema-limits';
