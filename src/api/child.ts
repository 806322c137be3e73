/**
 * Child records (domain/contracts/child.ts; seed 001 §3, §7): list, detail, the duplicate count, and the
 * direct create / update of centre roles (a stale version answers 409).
 */
import type { CallInput } from '../../domain/contracts/define';
import {
  countChildrenByIdnumber, createChild as createCall, getChildDetail, listChildren as listCall, updateChild as updateCall,
  type Child, type ChildInformation, type ChildListItem,
} from '../../domain/contracts/child';
import { CHARACTERS, type Character } from '../../domain/child-genre';
import {
  deleteChild as deleteCall, endReveal, getReveal, quitGta as quitCall, restoreChild as restoreCall, revealNames,
  setChildHelpers as helpersCall, setChildManager as managerCall, type HelperAssignment,
} from '../../domain/contracts/child-state';
import { exportChildren as exportCall, listTwinChildren } from '../../domain/contracts/child-lists';
import {
  addChildAppraise as appraiseAddCall, deleteChildAppraise as appraiseDeleteCall, listChildAppraises as appraiseListCall, updateChildAppraise as appraiseUpdateCall,
} from '../../domain/contracts/child-appraise';
import type { CallOutput } from '../../domain/contracts/define';
import { call, download } from './client';

export { CHARACTERS };
export type { Character, Child, ChildInformation, ChildListItem };

export const childKeys = {
  all: ['child'] as const,
  list: (query: object) => ['child', 'list', query] as const,
  detail: (id: number) => ['child', 'detail', id] as const,
};

export type ChildListQuery = CallInput<typeof listCall>['query'];

export function listChildren(query: ChildListQuery): Promise<{ list: ChildListItem[]; total: number }> {
  return call(listCall, { query });
}

export async function getChild(id: number): Promise<Child> {
  return (await call(getChildDetail, { query: { id } })).detail;
}

/** The duplicate check (seed 001 §5): `count` 0 when free, or when `mergeable` into a child lacking `character`. */
export function countChildrenByIdNumber(idnumber: string, character?: Character): Promise<{ count: number; mergeable: boolean }> {
  return call(countChildrenByIdnumber, { query: { idnumber, character } });
}

export type CreateChildInput = CallInput<typeof createCall>['body'];

export function createChild(input: CreateChildInput): Promise<{ id: number; version: number }> {
  return call(createCall, { body: input });
}

export type UpdateChildInput = CallInput<typeof updateCall>['body'];

export function updateChild(input: UpdateChildInput): Promise<{ id: number; version: number }> {
  return call(updateCall, { body: input });
}

// ——— Issue 15: the list calls besides the main list, the export, and the state changes of a child ———

export type { HelperAssignment };
export type TwinListItem = CallOutput<typeof listTwinChildren>['list'][number];
export type TwinListQuery = CallInput<typeof listTwinChildren>['query'];

/** GET /api/child/list/for/twins (TwinList): children of the caller's scope that look like duplicates or twins. */
export function listTwins(query: TwinListQuery): Promise<{ list: TwinListItem[]; total: number }> {
  return call(listTwinChildren, { query });
}

export type ChildExportQuery = CallInput<typeof exportCall>['query'];

/** GET /api/child/export: saves the filtered list as 儿童列表_YYYY-MM-DD.xlsx; resolves to the file name. */
export function exportChildren(query: ChildExportQuery): Promise<string> {
  return download(exportCall, { query });
}

/** DELETE /api/child: moves the child to the deleted list (with a reason); 409 when someone changed it first. */
export function deleteChild(input: CallInput<typeof deleteCall>['body']): Promise<{ id: number; version: number }> {
  return call(deleteCall, { body: input });
}

/** PUT /api/child/restore: brings a deleted child back. */
export function restoreChild(input: CallInput<typeof restoreCall>['body']): Promise<{ id: number; version: number }> {
  return call(restoreCall, { body: input });
}

/** PUT /api/child/gta/quit: marks (quit true, with a reason) or undoes a gta minor's exit. */
export function quitGta(input: CallInput<typeof quitCall>['body']): Promise<{ id: number; version: number }> {
  return call(quitCall, { body: input });
}

/** PUT /api/child/helpers: sets or vacates helper slots directly (centre). */
export function setChildHelpers(input: CallInput<typeof helpersCall>['body']): Promise<{ id: number; version: number }> {
  return call(helpersCall, { body: input });
}

export const revealKeys = { state: ['child', 'reveal'] as const };

/** The reveal of full names (seed 002 §5): milliseconds left (0: masked). */
export async function revealState(): Promise<number> {
  return (await call(getReveal)).expires_in;
}

/** POST /api/child/reveal: full names for a limited time; resolves to the milliseconds granted. */
export async function reveal(): Promise<number> {
  return (await call(revealNames, { body: {} })).expires_in;
}

/** DELETE /api/child/reveal: masks again at once. */
export async function endRevealNow(): Promise<void> {
  await call(endReveal);
}

/** PUT /api/child/manager: a new manager; the child's service and term-weekly plans and this month's tasks in hand follow (seed 002 §4.2). */
export const setChildManager = (body: CallInput<typeof managerCall>['body']): Promise<CallOutput<typeof managerCall>> => call(managerCall, { body });

export const appraiseKeys = { list: (id: number) => ['child', 'appraise', id] as const };
/** GET /api/child/appraise/list: a marginal minor's overall evaluations, newest first. */
export const listAppraises = async (id: number) => (await call(appraiseListCall, { query: { id } })).list;
/** POST / PUT / DELETE /api/child/appraise: one entry each; every answer is the whole list again. */
export const addAppraise = (body: CallInput<typeof appraiseAddCall>['body']) => call(appraiseAddCall, { body });
export const updateAppraise = (body: CallInput<typeof appraiseUpdateCall>['body']) => call(appraiseUpdateCall, { body });
export const deleteAppraise = (body: CallInput<typeof appraiseDeleteCall>['body']) => call(appraiseDeleteCall, { body });
