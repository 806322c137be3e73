/**
 * The units a user can belong to, for the account form: towns, agencies and service providers of the
 * picker list (GET /api/department/list/for/select, cached once per session), and a town's villages.
 */
import { useQuery } from '@tanstack/react-query';
import { departmentKeys, getDepartmentsForSelect, type Department } from '../../api/department';
import { DEPARTMENT_TYPES } from '../../../domain/constants';

export function useDepartmentsForSelect() {
  const query = useQuery({ queryKey: departmentKeys.select, queryFn: getDepartmentsForSelect, staleTime: Infinity, gcTime: Infinity });
  const byType = (type: string): Department[] => query.data?.[type] ?? [];
  return {
    byType,
    villagesOf: (town: number | undefined): Department[] => (town ? byType(DEPARTMENT_TYPES.village).filter((v) => v.department_parent === town) : []),
    isLoading: query.isLoading,
  };
}
