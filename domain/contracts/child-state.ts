/**
 * Changes of a child's state besides its forms (issue 15): soft delete and restore, the gta exit, the helper
 * slots, the timed reveal of full names, and the create with a given id (req children §9 POST /child/with/id).
 * Every write carries the version it read (409 STALE_VERSION otherwise) and writes an operation record.
 */
import { z } from 'zod';
import { HELPER_SLOTS } from '../helpers';
import { childPayload, writeAnswer } from './child';
import { defineCall, idField, versionField } from './define';

/** The reason a delete or a gta exit gives (the reason dialogs take their rules from it). */
export const stateReason = z.string().trim().min(1, '请填写原因').max(200, '原因不能超过 200 个字');

/**
 * DELETE /api/child { id, version, reason } (children:delete) → { id, version }: moves the child to the deleted
 * list (deleted_at, deleted_by, the reason in important.delete_reason); nothing of the record is removed. 删除 record.
 */
export const deleteChild = defineCall({
  method: 'DELETE',
  path: '/api/child',
  permission: { id: 'children', action: 'delete' },
  tag: 'child',
  summary: '删除儿童（可恢复）',
  body: z.object({ id: idField, version: versionField, reason: stateReason }),
  response: writeAnswer,
});

/** PUT /api/child/restore { id, version } (children:delete) → { id, version }: brings a deleted child back to every list. 修改 record. */
export const restoreChild = defineCall({
  method: 'PUT',
  path: '/api/child/restore',
  permission: { id: 'children', action: 'delete' },
  tag: 'child',
  summary: '恢复已删除的儿童',
  body: z.object({ id: idField, version: versionField }),
  response: writeAnswer,
});

/**
 * PUT /api/child/gta/quit { id, version, quit, reason? } (gta:edit) → { id, version }: `quit: true` marks a gta
 * minor's exit (character_gta_quit, important.escort_quit_reason = reason, required, and escort_quit_time);
 * `quit: false` undoes it. 409 NOT_GTA for a child outside the gta category. 修改 record.
 */
export const quitGta = defineCall({
  method: 'PUT',
  path: '/api/child/gta/quit',
  permission: { id: 'gta', action: 'edit' },
  tag: 'child',
  summary: '不良行为未成年人退出或恢复',
  body: z.object({ id: idField, version: versionField, quit: z.boolean(), reason: stateReason.optional() }),
  response: writeAnswer,
});

/** One helper slot as a write sets it: the user (null to vacate), their duty and the liaison flag of an escort slot. */
export const helperAssignment = z.object({
  slot: z.enum(HELPER_SLOTS, '请选择岗位'),
  user: idField.nullable(),
  career: z.string().trim().max(50).optional(),
  company: z.string().trim().max(50).optional(),
  escort: z.boolean().optional(),
});
export type HelperAssignment = z.infer<typeof helperAssignment>;

/**
 * PUT /api/child/helpers { id, version, helpers: [assignment…] } (helpers:edit) → { id, version }: sets or vacates
 * the given slots at once (state 同意; an inactive user is refused with 400 请选择激活中的用户). 修改 record.
 * Directors and social workers propose the same change through a 帮扶人员 apply (POST /api/apply/helpers).
 */
export const setChildHelpers = defineCall({
  method: 'PUT',
  path: '/api/child/helpers',
  permission: { id: 'helpers', action: 'edit' },
  tag: 'child',
  summary: '设置帮扶人员',
  body: z.object({ id: idField, version: versionField, helpers: z.array(helperAssignment).min(1).max(24) }),
  response: writeAnswer,
});

/**
 * PUT /api/child/manager { id, version, manager } (helpers:edit) → { id, version }: a new manager for the child
 * (req tasks §6.2), an active account of a role that manages tasks (400 请选择激活中的负责人 otherwise). In one
 * transaction the child's 基层服务 and 学期每周 plans and this month's 办理 tasks move to the new manager (names,
 * phone and reminder texts follow); other plans and tasks stay. A 修改 record says what moved.
 */
export const setChildManager = defineCall({
  method: 'PUT',
  path: '/api/child/manager',
  permission: { id: 'helpers', action: 'edit' },
  tag: 'child',
  summary: '更换儿童负责人',
  body: z.object({ id: idField, version: versionField, manager: idField }),
  response: writeAnswer,
});

/** What a reveal answers: milliseconds until full names are masked again (0: not revealed). */
export const revealAnswer = z.object({ expires_in: z.number() });

/** POST /api/child/reveal (names:get) → { expires_in }: full names for NAME_REVEAL_MS on this session; a 揭示 record. */
export const revealNames = defineCall({
  method: 'POST',
  path: '/api/child/reveal',
  permission: { id: 'names', action: 'get' },
  tag: 'child',
  summary: '显示完整姓名（限时）',
  body: z.object({}).strict(),
  response: revealAnswer,
});

/** GET /api/child/reveal (signed in) → { expires_in }: the re-check of a screen (every 60 s on a record). */
export const getReveal = defineCall({
  method: 'GET',
  path: '/api/child/reveal',
  permission: 'signed-in',
  tag: 'child',
  summary: '完整姓名显示剩余时间',
  response: revealAnswer,
});

/** DELETE /api/child/reveal (signed in) → { expires_in: 0 }: masks again at once. */
export const endReveal = defineCall({
  method: 'DELETE',
  path: '/api/child/reveal',
  permission: 'signed-in',
  tag: 'child',
  summary: '恢复遮蔽显示',
  response: revealAnswer,
});

/**
 * POST /api/child/with/id { id, ...child payload } (children:import) → { id, version }: a direct create that keeps
 * a given id (moving records over from the old console). 409 ID_TAKEN when the id is in use; otherwise as POST /api/child.
 */
export const createChildWithId = defineCall({
  method: 'POST',
  path: '/api/child/with/id',
  permission: { id: 'children', action: 'import' },
  tag: 'child',
  summary: '按指定 id 创建儿童（迁移）',
  apiOnly: '数据迁移用：按原 id 写入儿童',
  body: childPayload.extend({ id: idField }),
  response: writeAnswer,
});
