/**
 * Labels (标签; req supervise §5 /label/LabelList "tag management", §6 "label: only 总委领导 and 系统管理"): tags on children.
 * Every signed-in user reads the tag names (each with how many children of their own scope carry it): the child lists
 * filter by them (`labels` of childFilterQuery). 总委领导 and 系统管理 create, rename (unique names, at the version read),
 * delete (the tag leaves every child) and put a tag on or take it off children of their own scope.
 */
import { z } from 'zod';
import { defineCall, idField, timestamp, versionField } from './define';

/** The most tags the console keeps (the filter lists them all). */
export const LABELS_MAX = 200;

export const labelItem = z.object({
  id: z.number(),
  label_name: z.string(),
  child_count: z.number(),
  version: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type LabelItem = z.infer<typeof labelItem>;

const labelName = z.string().trim().min(1, '请输入标签名称').max(20, '标签名称不能超过20个字符');

/** GET /api/label/list (signed in) → { list }: every tag by name, `child_count` counting the caller's children only (0 without children:query). */
export const listLabels = defineCall({
  method: 'GET',
  path: '/api/label/list',
  permission: 'signed-in',
  tag: 'label',
  summary: '标签列表',
  response: z.object({ list: z.array(labelItem) }),
});

/** POST /api/label { label_name } (labels:add) → { id, version }; 400 DUPLICATE_LABEL for a name in use, LABELS_FULL past 200 tags. */
export const createLabel = defineCall({
  method: 'POST',
  path: '/api/label',
  permission: { id: 'labels', action: 'add' },
  tag: 'label',
  summary: '新增标签',
  body: z.object({ label_name: labelName }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/** PUT /api/label { id, version, label_name } (labels:edit) → { id, version }; 400 DUPLICATE_LABEL, 409 STALE_VERSION. */
export const renameLabel = defineCall({
  method: 'PUT',
  path: '/api/label',
  permission: { id: 'labels', action: 'edit' },
  tag: 'label',
  summary: '重命名标签',
  body: z.object({ id: idField, version: versionField, label_name: labelName }),
  response: z.object({ id: z.number(), version: z.number() }),
});

/** DELETE /api/label { id, version } (labels:delete) → { id, children }: the tag and its place on every child (`children`: how many) go. */
export const deleteLabel = defineCall({
  method: 'DELETE',
  path: '/api/label',
  permission: { id: 'labels', action: 'delete' },
  tag: 'label',
  summary: '删除标签',
  body: z.object({ id: idField, version: versionField }),
  response: z.object({ id: z.number(), children: z.number() }),
});

/**
 * PUT /api/label/children { id, add, remove } (labels:edit) → { id, added, removed }: puts the tag on the children `add` and takes
 * it off `remove` (at most 100 each; a child already tagged, or not tagged, is no change). Every child must be in the caller's
 * scope, else 404 and nothing changes.
 */
export const labelChildren = defineCall({
  method: 'PUT',
  path: '/api/label/children',
  permission: { id: 'labels', action: 'edit' },
  tag: 'label',
  summary: '为儿童添加或移除标签',
  body: z.object({
    id: idField,
    add: z.array(idField).max(100, '一次最多100名儿童').default([]),
    remove: z.array(idField).max(100, '一次最多100名儿童').default([]),
  }),
  response: z.object({ id: z.number(), added: z.number(), removed: z.number() }),
});
