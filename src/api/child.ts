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
import { call } from './client';

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
