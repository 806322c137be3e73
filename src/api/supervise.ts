/** Supervision (domain/contracts/supervise.ts): templates, inspections, the inspector's record and the leader's review. */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import {
  createSupervise, createTemplate, deleteSupervise, getSupervise, listInspectors, listSupervises, listTemplates, reviewSupervise, saveSuperviseRecord,
  setTemplateState, updateTemplate,
} from '../../domain/contracts/supervise';
import { call } from './client';

export const superviseKeys = {
  all: ['supervise'] as const,
  templates: (q: object) => ['supervise', 'templates', q] as const,
  list: (q: object) => ['supervise', 'list', q] as const,
  detail: (id: number) => ['supervise', 'detail', id] as const,
  inspectors: ['supervise', 'inspectors'] as const,
};
export type SuperviseTemplate = CallOutput<typeof listTemplates>['list'][number];
export type Supervise = CallOutput<typeof listSupervises>['list'][number];
export type SuperviseListQuery = CallInput<typeof listSupervises>['query'];

export const listTemplatePage = (query: CallInput<typeof listTemplates>['query']) => call(listTemplates, { query });
export const addTemplate = (body: CallInput<typeof createTemplate>['body']) => call(createTemplate, { body });
export const editTemplate = (body: CallInput<typeof updateTemplate>['body']) => call(updateTemplate, { body });
export const changeTemplateState = (body: CallInput<typeof setTemplateState>['body']) => call(setTemplateState, { body });
export const listSupervisePage = (query: SuperviseListQuery) => call(listSupervises, { query });
export const getSuperviseDetail = (id: number) => call(getSupervise, { query: { id } });
export const getInspectors = async () => (await call(listInspectors, {})).list;
export const assignSupervise = (body: CallInput<typeof createSupervise>['body']) => call(createSupervise, { body });
export const saveRecord = (body: CallInput<typeof saveSuperviseRecord>['body']) => call(saveSuperviseRecord, { body });
export const reviewRecord = (body: CallInput<typeof reviewSupervise>['body']) => call(reviewSupervise, { body });
export const withdrawSupervise = (body: CallInput<typeof deleteSupervise>['body']) => call(deleteSupervise, { body });
