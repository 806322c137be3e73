/**
 * Supervision (督查; req supervise §1 /supervise: SuperviseTemplate, SuperviseList, SuperviseListRecord, SuperviseListCenter;
 * §6 "supervise templates: only 督查领导"; rules in domain/supervise.ts). 督查领导 keeps the checklist templates and assigns
 * inspections to 督查人员, who fill in the checklist (a copy of the template as it was when assigned) with remarks and 1–9
 * photos and submit it; 督查领导 confirms or returns it. The centre reads every inspection. An inspector sees only their
 * own (another's is 404). Every change is at the version read (409 STALE_VERSION).
 */
import { z } from 'zod';
import { SUPERVISE_ITEM_KINDS, SUPERVISE_PHOTOS_MAX, SUPERVISE_STATES, TEMPLATE_STATES } from '../supervise';
import { asking, defineCall, idField, idParam, pageParam, sizeParam, timestamp, versionField } from './define';
import { calendarDate, dateAnswer } from './dates';

const day = calendarDate;
const photo = z.object({ url: z.string().min(1).max(500) });

export const checklistItem = z.object({
  key: z.string().regex(/^[a-z0-9]{1,12}$/, '检查项编号不正确'),
  text: z.string().trim().min(1, '请输入检查内容').max(200, '检查内容不能超过200个字符'),
  kind: z.enum(SUPERVISE_ITEM_KINDS, { message: '请选择检查项类型' }),
});
export type ChecklistItemValue = z.infer<typeof checklistItem>;

const templateFields = {
  template_title: z.string().trim().min(1, '请输入模板名称').max(50, '模板名称不能超过50个字符'),
  template_items: z
    .array(checklistItem)
    .min(1, '请至少添加一个检查项')
    .max(50, '检查项不能超过50个')
    .refine((items) => new Set(items.map((i) => i.key)).size === items.length, '检查项编号重复'),
};

export const templateItem = z.object({
  id: z.number(),
  template_title: z.string(),
  template_items: z.array(checklistItem),
  template_state: z.enum(TEMPLATE_STATES),
  created_by_name: z.string().nullable(),
  in_use: z.number(),
  version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type TemplateItem = z.infer<typeof templateItem>;

/** GET /api/supervise/template/list?state&keyword&page&size (supervise_templates:query) → { total, list }: newest first, with how many inspections use each. */
export const listTemplates = defineCall({
  method: 'GET',
  path: '/api/supervise/template/list',
  permission: { id: 'supervise_templates', action: 'query' },
  tag: 'supervise',
  summary: '督查模板列表',
  query: z.object({
    state: z.enum(TEMPLATE_STATES).optional(),
    keyword: z.string().trim().max(50).optional(),
    page: pageParam,
    size: sizeParam(20),
  }),
  response: z.object({ total: z.number(), list: z.array(templateItem) }),
});

/** POST /api/supervise/template { template_title, template_items } (supervise_templates:add) → { id, version }: 启用. */
export const createTemplate = defineCall({
  method: 'POST',
  path: '/api/supervise/template',
  permission: { id: 'supervise_templates', action: 'add' },
  tag: 'supervise',
  summary: '新增督查模板',
  body: z.object(templateFields),
  response: z.object({ id: z.number(), version: z.number() }),
});

/** PUT /api/supervise/template { id, version, template_title, template_items } (supervise_templates:edit) → { id, version }; inspections already made keep their copy; 409 STALE_VERSION. */
export const updateTemplate = defineCall({
  method: 'PUT',
  path: '/api/supervise/template',
  permission: { id: 'supervise_templates', action: 'edit' },
  tag: 'supervise',
  summary: '修改督查模板',
  body: z.object({ id: idField, version: versionField, ...templateFields }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/** PUT /api/supervise/template/state { id, version, template_state } (supervise_templates:edit) → { id, version }: 停用 retires (no new assignment), 启用 restores. */
export const setTemplateState = defineCall({
  method: 'PUT',
  path: '/api/supervise/template/state',
  permission: { id: 'supervise_templates', action: 'edit' },
  tag: 'supervise',
  summary: '停用或启用督查模板',
  body: z.object({
    id: idField,
    version: versionField,
    template_state: z.enum(TEMPLATE_STATES, { message: '状态应为启用或停用' }),
  }),
  response: z.object({ id: z.number(), version: z.number() }),
});

const answer = z.union([z.string().max(2000, '不能超过2000个字符'), z.number()]);
const step = z.object({
  move: z.string(),
  state: z.enum(SUPERVISE_STATES),
  user: z.number(),
  name: z.string().nullable(),
  at: timestamp,
  reason: z.string().optional(),
});

export const superviseItem = z.object({
  id: z.number(),
  supervise_template: z.number(),
  supervise_checklist: z.object({ title: z.string(), items: z.array(checklistItem) }),
  supervise_inspector: z.number(),
  inspector_name: z.string().nullable(),
  supervise_department: z.number(),
  department_name: z.string().nullable(),
  supervise_village: z.number(),
  village_name: z.string().nullable(),
  supervise_task: z.number(),
  supervise_deadline: dateAnswer,
  overdue: z.boolean(),
  supervise_state: z.enum(SUPERVISE_STATES),
  supervise_remark: z.string(),
  supervise_record: z.object({
    answers: z.record(z.string(), answer),
    remarks: z.string(),
    photos: z.array(photo),
    submitted_at: timestamp.nullable(),
  }),
  supervise_history: z.array(step),
  created_by_name: z.string().nullable(),
  version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type SuperviseItem = z.infer<typeof superviseItem>;

/**
 * GET /api/supervise/list/for/mix?state&department&village&inspector&begin&end&keyword&page&size (supervise_lists:query) → { total, list, image_urls }:
 * by deadline (`begin`–`end`, China days), latest assigned first; 督查人员 only their own, 督查领导 and the centre all.
 */
export const listSupervises = defineCall({
  method: 'GET',
  path: '/api/supervise/list/for/mix',
  permission: { id: 'supervise_lists', action: 'query' },
  tag: 'supervise',
  summary: '督查单列表',
  query: z.object({
    state: z.enum(SUPERVISE_STATES).optional(),
    department: idParam.optional(),
    village: idParam.optional(),
    inspector: idParam.optional(),
    begin: day.optional(),
    end: day.optional(),
    keyword: z.string().trim().max(50).optional(),
    page: pageParam,
    size: sizeParam(20),
  }),
  response: z.object({ total: z.number(), list: z.array(superviseItem), image_urls: z.record(z.string(), z.string()) }),
});

/** GET /api/supervise/list/detail?id (supervise_lists:get) → { detail, image_urls }; 404 for another inspector's. */
export const getSupervise = defineCall({
  method: 'GET',
  path: '/api/supervise/list/detail',
  permission: { id: 'supervise_lists', action: 'get' },
  tag: 'supervise',
  summary: '督查单详情',
  apiOnly: '督查列表已给出全部字段；供对接系统按 id 读取',
  query: z.object({ id: idParam }),
  response: z.object({ detail: superviseItem, image_urls: z.record(z.string(), z.string()) }),
});

/** GET /api/supervise/inspectors (supervise_lists:add) → { list: [{ id, nickname }] }: the active 督查人员 an inspection may be assigned to. */
export const listInspectors = defineCall({
  method: 'GET',
  path: '/api/supervise/inspectors',
  permission: { id: 'supervise_lists', action: 'add' },
  tag: 'supervise',
  summary: '可指派的督查人员',
  response: z.object({ list: z.array(z.object({ id: z.number(), nickname: z.string() })) }),
});

/**
 * POST /api/supervise/list { supervise_template, supervise_inspector, supervise_village, supervise_task?, supervise_deadline, supervise_remark? }
 * (supervise_lists:add) → { id, version }: 待检查, with a copy of the template's checklist. 400 with field errors for a retired or
 * unknown template, someone who is not an active 督查人员, a place that is not a village, an unknown work order, a past deadline.
 */
export const createSupervise = defineCall({
  method: 'POST',
  path: '/api/supervise/list',
  permission: { id: 'supervise_lists', action: 'add' },
  tag: 'supervise',
  summary: '指派督查',
  body: z.object({
    supervise_template: asking(idField, '请选择督查模板'),
    supervise_inspector: asking(idField, '请选择督查人员'),
    supervise_village: asking(idField, '请选择村居'),
    supervise_task: idField.optional(),
    supervise_deadline: asking(day, '请选择截止日期'),
    supervise_remark: z.string().trim().max(500, '说明不能超过500个字符').default(''),
  }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/**
 * PUT /api/supervise/list/record { id, version, answers, remarks, photos, submit } (supervise_records:edit) → { id, version, supervise_state }:
 * the inspector's own inspection in 待检查 or 退回; `submit: false` keeps a draft, `submit: true` needs every item answered and
 * 1–9 photos issued by this server and moves it to 已提交. 404 for another's, 409 STALE_VERSION or WRONG_STATE.
 */
export const saveSuperviseRecord = defineCall({
  method: 'PUT',
  path: '/api/supervise/list/record',
  permission: { id: 'supervise_records', action: 'edit' },
  tag: 'supervise',
  summary: '填写并提交督查记录',
  body: z.object({
    id: idField,
    version: versionField,
    answers: z.record(z.string().max(12), answer).default({}),
    remarks: z.string().trim().max(2000, '备注不能超过2000个字符').default(''),
    photos: z.array(photo).max(SUPERVISE_PHOTOS_MAX, `最多上传${SUPERVISE_PHOTOS_MAX}张照片`).default([]),
    submit: z.boolean().default(false),
  }),
  response: z.object({ id: z.number(), version: z.number(), supervise_state: z.enum(SUPERVISE_STATES) }),
});

/** PUT /api/supervise/list/review { id, version, move: confirm | return, reason? } (supervise_lists:edit) → { id, version, supervise_state }: a submitted one only; 退回 needs a reason. */
export const reviewSupervise = defineCall({
  method: 'PUT',
  path: '/api/supervise/list/review',
  permission: { id: 'supervise_lists', action: 'edit' },
  tag: 'supervise',
  summary: '确认或退回督查记录',
  body: z.object({
    id: idField,
    version: versionField,
    move: z.enum(['confirm', 'return'], { message: '请选择确认或退回' }),
    reason: z.string().trim().max(500, '退回原因不能超过500个字符').optional(),
  }),
  response: z.object({ id: z.number(), version: z.number(), supervise_state: z.enum(SUPERVISE_STATES) }),
});

/** DELETE /api/supervise/list { id, version } (supervise_lists:delete) → { id }: withdraws an inspection still 待检查 (409 WRONG_STATE after that). */
export const deleteSupervise = defineCall({
  method: 'DELETE',
  path: '/api/supervise/list',
  permission: { id: 'supervise_lists', action: 'delete' },
  tag: 'supervise',
  summary: '撤回督查单',
  body: z.object({ id: idField, version: versionField }),
  response: z.object({ id: z.number() }),
});
