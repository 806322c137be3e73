/**
 * Overall evaluations of a marginal minor (req gta §3.3, §7.1, §8.1; issue 17). Each add, change and delete is
 * its own call that changes one entry on the server under the child's row lock, so two people evaluating at
 * once never lose an entry (the old console sent the whole information back). The entries live in the child's
 * information.appraises; the list is read through its own call (the gta roles are not sent the rest of
 * `information`, domain/disclosure.ts).
 */
import { z } from 'zod';
import { APPRAISE_RESULTS } from '../appraises';
import { defineCall, idField, idParam } from './define';

/** One evaluation as stored (req gta §3.3: user, username, role, result, content, datetime in seconds) and its id. */
export const appraiseEntry = z.object({
  appraise_id: z.string(),
  user: z.number(),
  username: z.string(),
  role: z.string(),
  result: z.enum(APPRAISE_RESULTS),
  content: z.string(),
  datetime: z.number(),
});
export type AppraiseEntry = z.infer<typeof appraiseEntry>;

/**
 * A child's `information` as the children table stores it: the form sections and `important` (ChildInformation: each a
 * flat object of values) and, for a minor, the evaluations (`appraises`, the one section that is a list).
 */
export type StoredChildInformation = {
  [section: string]: Record<string, unknown> | AppraiseEntry[] | undefined;
  important?: Record<string, unknown>;
  appraises?: AppraiseEntry[];
};

/** An entry as answered: with the author's title (检察领导 shown as 项目中心管理员) and whether the caller may change it. */
const appraiseItem = appraiseEntry.extend({ role_title: z.string(), mine_to_change: z.boolean() });
const listAnswer = z.object({ list: z.array(appraiseItem) });
const content = z.string().trim().min(1, '请输入评价内容').max(500, '评价内容不超过 500 字');
const appraiseId = z.string().regex(/^[0-9a-f]{12}$/, '评价不存在');

/** GET /api/child/appraise/list?id (appraises:query) → { list }: the minor's evaluations, newest first; 404 out of scope. */
export const listChildAppraises = defineCall({
  method: 'GET',
  path: '/api/child/appraise/list',
  permission: { id: 'appraises', action: 'query' },
  tag: 'child',
  summary: '综合评价列表',
  query: z.object({ id: idParam }),
  response: listAnswer,
});

/** POST /api/child/appraise { id, result, content } (appraises:add) → { list }: adds the caller's evaluation; 409 APPRAISES_FULL at 50. 创建成功. */
export const addChildAppraise = defineCall({
  method: 'POST',
  path: '/api/child/appraise',
  permission: { id: 'appraises', action: 'add' },
  tag: 'child',
  summary: '添加综合评价',
  body: z.object({ id: idField, result: z.enum(APPRAISE_RESULTS, '请选择评价结果'), content }),
  response: listAnswer,
});

/** PUT /api/child/appraise { id, appraise_id, result, content } (appraises:edit) → { list }: 检察领导 any entry, others their own (403). */
export const updateChildAppraise = defineCall({
  method: 'PUT',
  path: '/api/child/appraise',
  permission: { id: 'appraises', action: 'edit' },
  tag: 'child',
  summary: '修改综合评价',
  body: z.object({ id: idField, appraise_id: appraiseId, result: z.enum(APPRAISE_RESULTS, '请选择评价结果'), content }),
  response: listAnswer,
});

/** DELETE /api/child/appraise { id, appraise_id } (appraises:delete) → { list }: 检察领导 any entry, others their own (403); 404 for an entry gone. */
export const deleteChildAppraise = defineCall({
  method: 'DELETE',
  path: '/api/child/appraise',
  permission: { id: 'appraises', action: 'delete' },
  tag: 'child',
  summary: '删除综合评价',
  body: z.object({ id: idField, appraise_id: appraiseId }),
  response: listAnswer,
});
