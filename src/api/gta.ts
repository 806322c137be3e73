/**
 * The gta screen's own calls (issue 17; domain/contracts/child-gta.ts, persuasion.ts): the cross-department
 * information, the liaison flag of a task-force member, and the persuasion logs of a purple-level minor.
 */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import { setChildLiaison, updateChildImportant } from '../../domain/contracts/child-gta';
import {
  addPersuasion as addCall, deletePersuasion as deleteCall, listPersuasions as listCall, updatePersuasion as updateCall,
} from '../../domain/contracts/persuasion';
import { call } from './client';

/** PUT /api/child/important: the caller's department fields (403 FIELD_NOT_OWNED for another's). */
export const saveImportant = (body: CallInput<typeof updateChildImportant>['body']) => call(updateChildImportant, { body });
/** PUT /api/child/liaison: 设为联络员 / 取消联络员. */
export const setLiaison = (body: CallInput<typeof setChildLiaison>['body']) => call(setChildLiaison, { body });

export const persuasionKeys = { list: (child: number, page: number) => ['persuasion', child, page] as const, all: (child: number) => ['persuasion', child] as const };
export type PersuasionPage = CallOutput<typeof listCall>;
export type Persuasion = PersuasionPage['list'][number];

/** GET /api/record/persuasion/list: 20 a page, the latest persuasion first, with signed photo URLs. */
export const listPersuasions = (child: number, page: number) => call(listCall, { query: { child, page, size: 20 } });
export const addPersuasion = (body: CallInput<typeof addCall>['body']) => call(addCall, { body });
export const updatePersuasion = (body: CallInput<typeof updateCall>['body']) => call(updateCall, { body });
export const deletePersuasion = (body: CallInput<typeof deleteCall>['body']) => call(deleteCall, { body });
