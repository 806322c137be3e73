/**
 * Plans (req tasks §6.1, §7.2; issue 16): the recurring work a child gets, of one type (a task genre) and one
 * category (普通计划, 基层服务, 学期每周), with its volunteer, its manager (the child's manager) and its
 * reminder texts. Scoped like tasks: a volunteer reads the plans naming them; every other reader those of
 * the children in their scope. Writes carry the version read; a deleted plan keeps its row.
 */
import { z } from 'zod';
import { PLAN_REMIND_LENGTH, PLAN_REMINDS_MAX, PLAN_TYPES, TASK_CATEGORIES } from '../tasks';
import { taskItem } from './task';
import {
  defineCall,
  idField,
  idListParam,
  intIn,
  idParam,
  listParam,
  pageParam,
  sizeParam,
  timestamp,
  versionField,
} from './define';

/** What a plan holds besides its columns (req tasks §6.1): the people it names and the reminder texts. */
export const planInformation = z.object({
  plan_volunteer: z.number(),
  plan_manager: z.number(),
  plan_volunteer_name: z.string(),
  plan_volunteer_cellphone: z.string(),
  plan_manager_name: z.string(),
  plan_manager_cellphone: z.string(),
  plan_reminds: z.array(z.string()),
});

/** A plan as the lists and the detail answer it, with the child's name (masked unless revealed). */
export const planItem = z.object({
  id: z.number(),
  child: z.number(),
  child_name: z.string(),
  type: z.string(),
  category: z.string(),
  volunteer: z.number(),
  manager: z.number(),
  plan_information: planInformation,
  version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type PlanItem = z.infer<typeof planItem>;

const reminds = z
  .array(
    z.string().trim().min(1, '提醒内容不能为空').max(PLAN_REMIND_LENGTH, `每条提醒不超过 ${PLAN_REMIND_LENGTH} 字`),
  )
  .max(PLAN_REMINDS_MAX, `提醒最多 ${PLAN_REMINDS_MAX} 条`);
const listAnswer = z.object({ total: z.number(), list: z.array(planItem) });
const writeAnswer = z.object({ id: z.number(), version: z.number() });
const countAnswer = z.object({ count: z.number() });

/**
 * POST /api/plan { child, type, category, volunteer, plan_reminds } (plans:add) → { id, version }: a plan for a
 * child of the caller's scope (404 otherwise) and an active 志愿人员 (400 请选择激活中的志愿者); its manager is
 * the child's manager (the caller when the child has none).
 */
export const createPlan = defineCall({
  method: 'POST',
  path: '/api/plan',
  permission: { id: 'plans', action: 'add' },
  tag: 'plan',
  summary: '创建计划',
  body: z.object({
    child: idField.refine(Boolean, '选择帮扶儿童'),
    type: z.enum(PLAN_TYPES),
    category: z.enum(TASK_CATEGORIES),
    volunteer: intIn(z.number('选择志愿者')).refine(Boolean, '选择志愿者'),
    plan_reminds: reminds.default([]),
  }),
  response: writeAnswer,
});

/** PUT /api/plan { id, version, type?, category?, volunteer?, plan_reminds? } (plans:edit) → { id, version }; 409 for a stale version. */
export const updatePlan = defineCall({
  method: 'PUT',
  path: '/api/plan',
  permission: { id: 'plans', action: 'edit' },
  tag: 'plan',
  summary: '修改计划',
  body: z.object({
    id: idField,
    version: versionField,
    type: z.enum(PLAN_TYPES).optional(),
    category: z.enum(TASK_CATEGORIES).optional(),
    volunteer: idField.optional(),
    plan_reminds: reminds.optional(),
  }),
  response: writeAnswer,
});

/** DELETE /api/plan { id, version } (plans:delete) → { id, version }: the plan leaves every list; its row stays. */
export const deletePlan = defineCall({
  method: 'DELETE',
  path: '/api/plan',
  permission: { id: 'plans', action: 'delete' },
  tag: 'plan',
  summary: '删除计划',
  body: z.object({ id: idField, version: versionField }),
  response: writeAnswer,
});

/**
 * DELETE /api/plan/for/types/categorys/childs { childs, types?, categorys? } (plans:delete) → { count }: deletes the
 * plans of those children (of those types and categories), in one transaction; 404 when any child is out of
 * the caller's scope, and then nothing is deleted.
 */
export const deletePlansFor = defineCall({
  method: 'DELETE',
  path: '/api/plan/for/types/categorys/childs',
  permission: { id: 'plans', action: 'delete' },
  tag: 'plan',
  summary: '按儿童、类型、类别批量删除计划',
  apiOnly: '批量删除供数据清理使用',
  body: z.object({
    childs: z.array(idField).min(1, '请选择儿童').max(1000),
    types: z.array(z.enum(PLAN_TYPES)).max(PLAN_TYPES.length).optional(),
    categorys: z.array(z.enum(TASK_CATEGORIES)).max(TASK_CATEGORIES.length).optional(),
  }),
  response: countAnswer,
});

/** DELETE /api/plan/for/child/type { child, type } (plans:delete) → { count }: deletes the child's plans of that type; 404 out of scope. */
export const deleteChildPlansOfType = defineCall({
  method: 'DELETE',
  path: '/api/plan/for/child/type',
  permission: { id: 'plans', action: 'delete' },
  tag: 'plan',
  summary: '删除儿童某类计划',
  apiOnly: '批量删除供数据清理使用',
  body: z.object({ child: idField, type: z.enum(PLAN_TYPES) }),
  response: countAnswer,
});

const paging = { page: pageParam, size: sizeParam(10) };

/** GET /api/plan/list/for/volunteer?volunteer&page&size (plans:query) → { total, list }: a volunteer's plans (a volunteer: their own, whatever is asked). */
export const listPlansForVolunteer = defineCall({
  method: 'GET',
  path: '/api/plan/list/for/volunteer',
  permission: { id: 'plans', action: 'query' },
  tag: 'plan',
  summary: '志愿者的计划',
  query: z.object({ volunteer: idParam.optional(), ...paging }),
  response: listAnswer,
});

/** GET /api/plan/list/for/mix?child&ids&types&categorys&volunteer&manager&page&size (plans:query) → { total, list }, newest first. */
export const listPlansForMix = defineCall({
  method: 'GET',
  path: '/api/plan/list/for/mix',
  permission: { id: 'plans', action: 'query' },
  tag: 'plan',
  summary: '计划列表（组合筛选）',
  apiOnly: '供对接系统的组合查询',
  query: z.object({
    child: idParam.optional(),
    ids: idListParam.optional(),
    types: listParam(z.enum(PLAN_TYPES)).optional(),
    categorys: listParam(z.enum(TASK_CATEGORIES)).optional(),
    volunteer: idParam.optional(),
    manager: idParam.optional(),
    ...paging,
  }),
  response: listAnswer,
});

/** GET /api/plan/list/for/child?child&page&size (plans:query) → { total, list }: a child's plans; 404 for a child out of scope. */
export const listPlansForChild = defineCall({
  method: 'GET',
  path: '/api/plan/list/for/child',
  permission: { id: 'plans', action: 'query' },
  tag: 'plan',
  summary: '儿童的计划',
  query: z.object({ child: idParam, ...paging }),
  response: listAnswer,
});

/** GET /api/plan/detail?id (plans:get) → { detail }; 404 outside the caller's scope. */
export const getPlanDetail = defineCall({
  method: 'GET',
  path: '/api/plan/detail',
  permission: { id: 'plans', action: 'get' },
  tag: 'plan',
  summary: '计划详情',
  query: z.object({ id: idParam }),
  response: z.object({ detail: planItem }),
});

/**
 * GET /api/plan/tasks?id&page&size (plans:get) → { total, list }: the tasks plan `id` produced (issue 28: a plan gives
 * the task of each period its category owes, docs/decisions-plans.md), newest period first, as the task lists show them
 * to the caller (names masked unless revealed); a deleted task is left out. 404 for a plan outside the caller's scope.
 */
export const listPlanTasks = defineCall({
  method: 'GET',
  path: '/api/plan/tasks',
  permission: { id: 'plans', action: 'get' },
  tag: 'plan',
  summary: '计划生成的工单',
  query: z.object({ id: idParam, ...paging }),
  response: z.object({ total: z.number(), list: z.array(taskItem) }),
});
