/**
 * The gta screen's own writes on a marginal minor (req gta §2 tabs 2 and 4, §3, §6, §7; issue 17):
 * the cross-department information (information.important, schemas/important_gta.ts) and the liaison flag of a
 * task-force member. Both carry the version the caller read (409 STALE_VERSION when the child moved on).
 */
import { z } from 'zod';
import { GTA_FORM_TABS } from '../escort';
import { HELPER_SLOTS, isEscortSlot } from '../helpers';
import { looseObject, defineCall, idField, versionField } from './define';
import { writeAnswer } from './child';

/**
 * PUT /api/child/important { id, version, important: { <field>: value } } (important:edit) → { id, version }:
 * the fields of schemas/important_gta.ts as the caller's department sees them. The server runs the form's
 * engine (normalize, validate: 400 with fieldErrors) and refuses with 403 FIELD_NOT_OWNED a change to a field
 * the caller's role does not own, whatever else the body holds; unchanged fields of others pass. A changed case
 * count stamps its `<field>_timestamp` (seconds) and `police_update_time`. 404 for a child out of scope or not
 * gta. 修改 record. 修改成功.
 */
export const updateChildImportant = defineCall({
  method: 'PUT',
  path: '/api/child/important',
  permission: { id: 'important', action: 'edit' },
  tag: 'child',
  summary: '修改跨部门信息',
  body: z.object({ id: idField, version: versionField, important: looseObject }),
  response: writeAnswer,
});

const escortSlot = z.enum(HELPER_SLOTS).refine(isEscortSlot, '请选择专班人员');

/**
 * PUT /api/child/liaison { id, version, slot, escort } (liaison:edit) → { id, version }: 设为联络员 (escort true) or
 * 取消联络员 (false) on a task-force slot that holds a member (409 SLOT_VACANT otherwise). 修改 record.
 */
export const setChildLiaison = defineCall({
  method: 'PUT',
  path: '/api/child/liaison',
  permission: { id: 'liaison', action: 'edit' },
  tag: 'child',
  summary: '设为或取消联络员',
  body: z.object({ id: idField, version: versionField, slot: escortSlot, escort: z.boolean() }),
  response: writeAnswer,
});

/**
 * PUT /api/child/gta/form { id, version, tab, values: { <field>: value } } (gta_form:edit) → { id, version }: the
 * prosecutor side's edit of one tab of the gta form (issue 28; domain/escort.ts GTA_FORM_TAB_EDITORS): 边缘认定信息
 * (`offence`) or 帮教措施 (`help`). The server runs the form's engine over the whole form (normalize; validate the tab:
 * 400 with fieldErrors) and refuses with 403 FIELD_NOT_OWNED a change outside the tab (the evidence photos included:
 * they come with the centre's save or an apply), 403 TAB_NOT_YOURS a tab the role does not edit. 404 for a child out of
 * scope or not gta; 409 STALE_VERSION. 修改 record.
 */
export const updateChildGtaForm = defineCall({
  method: 'PUT',
  path: '/api/child/gta/form',
  permission: { id: 'gta_form', action: 'edit' },
  tag: 'child',
  summary: '修改边缘认定信息或帮教措施',
  body: z.object({ id: idField, version: versionField, tab: z.enum(GTA_FORM_TABS), values: looseObject }),
  response: writeAnswer,
});
