/**
 * The department list for town and village pickers (seed 001 §7): GET /api/department/list/for/select,
 * fetched once per session and cached. Towns are the 镇街委员会 entries, villages the 社区村居 entries;
 * a village's `department_parent` is its town's id; agencies the 部门 entries.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEPARTMENT_TYPES } from '../../domain/constants';
import { departmentKeys, getDepartmentsForSelect, type Department } from '../api/department';

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
  const query = useQuery({ queryKey: departmentKeys.select, queryFn: getDepartmentsForSelect, enabled, staleTime: Infinity, gcTime: Infinity });
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
