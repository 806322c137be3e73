/** Labels (domain/contracts/label.ts): the tag list every screen may read (the child lists' 标签 filter), and the keepers' changes. */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import { createLabel, deleteLabel, labelChildren, listLabels, renameLabel } from '../../domain/contracts/label';
import { call } from './client';

export const labelKeys = { all: ['label'] as const, list: ['label', 'list'] as const };
export type Label = CallOutput<typeof listLabels>['list'][number];

export const getLabels = async () => (await call(listLabels, {})).list;
export const addLabel = (body: CallInput<typeof createLabel>['body']) => call(createLabel, { body });
export const editLabel = (body: CallInput<typeof renameLabel>['body']) => call(renameLabel, { body });
export const removeLabel = (body: CallInput<typeof deleteLabel>['body']) => call(deleteLabel, { body });
export const setLabelChildren = (body: CallInput<typeof labelChildren>['body']) => call(labelChildren, { body });
