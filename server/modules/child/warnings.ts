/**
 * The child half of the data warnings (domain/warnings.ts; the warning module puts them together): children in care of
 * the caller's scope with no finished work order this month (the task module gives the subquery of those served),
 * turned 18, or sharing a name and a birth date with another; and how many children in care live in each village.
 * Rows are presented as the child lists present them (names and ID numbers masked unless revealed), with the age and,
 * for a viewer who sees full names, the birth date; a duplicate's group shares an opaque `group_key`: the group's ordinal
 * in the whole list (issue 26: nothing computed from the name or birth date, which a digest would let be recovered offline).
 */
import type { z } from 'zod';
import type { warningChildren } from '../../../domain/contracts/warning';
import { childScopeFor, type ChildScope } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import type { DepartmentService } from '../department';
import { childListItem, placeIds } from './present';
import type { ChildRow } from './repository';
import {
  childrenInCareByVillage,
  countWarningChildren,
  pageWarningChildren,
  type ChildWarningSelect,
} from './figures/repository';
import { viewerOf } from './viewer';

export type { ChildWarningSelect };
type Item = z.input<typeof warningChildren.response>['list'][number];

/** yyyyMMdd of an 18-character ID number, or null. */
const birthOf = (idnumber: string) => (/^\d{17}[\dXx]$/.test(idnumber) ? idnumber.slice(6, 14) : null);

/** Whole years from birth `b` (yyyyMMdd) to the China date `today` (yyyyMMdd). */
export function ageOn(b: string, today: string): number {
  return Number(today.slice(0, 4)) - Number(b.slice(0, 4)) - (today.slice(4) < b.slice(4) ? 1 : 0);
}

export function createChildWarnings(deps: { db: Db; now: () => Date; departments: DepartmentService }) {
  const { db, now } = deps;

  async function present(user: SessionUser, rows: (ChildRow & { group: number })[], today: string): Promise<Item[]> {
    const names = await deps.departments.byIds(placeIds(rows));
    const viewer = viewerOf(user, now());
    return rows.map((row) => {
      const birth = birthOf(row.child_idnumber);
      return {
        ...childListItem(row, names, viewer),
        age: birth ? ageOn(birth, today) : null,
        birth_date: birth && viewer.revealed ? `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6)}` : null,
        group_key: row.group ? String(row.group) : '',
      };
    });
  }

  return {
    /** How many children in care of `scope` match `w`. */
    count: (scope: ChildScope, w: ChildWarningSelect): Promise<number> => countWarningChildren(db, scope, w),
    /** One page of `user`'s children in care matching `w` (`today`: the China date, yyyyMMdd, for the ages). */
    async page(
      user: SessionUser,
      w: ChildWarningSelect,
      today: string,
      page: number,
      size: number,
    ): Promise<{ total: number; list: Item[] }> {
      const { total, rows } = await pageWarningChildren(db, childScopeFor(user), w, page, size);
      return { total, list: await present(user, rows, today) };
    },
    /** village → { town, children in care } of `scope`. */
    byVillage: (scope: ChildScope) => childrenInCareByVillage(db, scope),
  };
}

export type ChildWarnings = ReturnType<typeof createChildWarnings>;
