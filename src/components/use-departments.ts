/**
 * The department list for town and village pickers (req shell-and-accounts §7.3): GET /api/department/list/for/select
 * (`listDepartmentsForSelect`), fetched once per session and cached (a change of the `department` tag refetches it). Towns are the 镇街委员会 entries, villages the 社区村居 entries;
 * a village's `department_parent` is its town's id; agencies the 部门 entries.
 */
import { useMemo } from 'react';
import { DEPARTMENT_TYPES } from '../../domain/constants';
import { listDepartmentsForSelect, type Department } from '../../domain/contracts/department';
import { useCall } from '../api/use-call';

export type DepartmentOptions = {
  towns: Department[];
  villages: Department[];
  villagesOf: (townId: number | null | undefined) => Department[];
  /** The 部门 entries (county agencies), the departments a clue is dispatched to (issue 18). */
  agencies: Department[];
  isLoading: boolean;
  error: unknown;
};

export function useDepartments(enabled = true): DepartmentOptions {
  const query = useCall(listDepartmentsForSelect, undefined, {
    select: (answer) => answer.data ?? {},
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return useMemo(() => {
    const towns = query.data?.[DEPARTMENT_TYPES.town] ?? [];
    const villages = query.data?.[DEPARTMENT_TYPES.village] ?? [];
    return {
      towns,
      villages,
      villagesOf: (townId) => (townId ? villages.filter((v) => v.department_parent === townId) : []),
      agencies: query.data?.[DEPARTMENT_TYPES.department] ?? [],
      isLoading: query.isLoading,
      error: query.error,
    };
  }, [query.data, query.isLoading, query.error]);
}
