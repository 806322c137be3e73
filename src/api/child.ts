/**
 * Child records (domain/contracts/child.ts; seed 001 §3, §7): what is left of the per-call wrappers.
 * Screens call the contracts through `useCall` / `callWith` (./use-call.ts); this file keeps
 * - `exportChildren`, which downloads (the .xlsx answer is saved, not parsed: `download`, ./client.ts);
 * - until the screens of other areas are ported (issue 27): `childKeys`, `listChildren`, `getChild` and the types
 *   they import from here.
 */
import type { CallInput } from '../../domain/contracts/define';
import {
  getChildDetail, listChildren as listCall, type Child, type ChildInformation, type ChildListItem,
} from '../../domain/contracts/child';
import { exportChildren as exportCall } from '../../domain/contracts/child-lists';
import { call, download } from './client';

export type { Child, ChildInformation, ChildListItem };

/** The child tag's keys of the screens not yet ported (a prefix of every `child` contract's key). */
export const childKeys = {
  all: ['child'] as const,
  list: (query: object) => ['child', 'list', query] as const,
  detail: (id: number) => ['child', 'detail', id] as const,
};

export function listChildren(query: CallInput<typeof listCall>['query']): Promise<{ list: ChildListItem[]; total: number }> {
  return call(listCall, { query });
}

export async function getChild(id: number): Promise<Child> {
  return (await call(getChildDetail, { query: { id } })).detail;
}

/** GET /api/child/export (`exportChildren`): saves the filtered list as 儿童列表_YYYY-MM-DD.xlsx; resolves to the file name. */
export function exportChildren(query: CallInput<typeof exportCall>['query']): Promise<string> {
  return download(exportCall, { query });
}
