/**
 * Labels (domain/contracts/label.ts): what the child lists' 标签 filter still reads through this module (its area ports it
 * to `useCall(listLabels)`; then this file goes). The label screen calls its contracts directly (src/api/use-call.ts).
 */
import { listLabels } from '../../domain/contracts/label';
import { call } from './client';

export const labelKeys = { all: ['label'] as const, list: ['label', 'list'] as const };

export const getLabels = async () => (await call(listLabels, {})).list;
