/**
 * The units a user can belong to, for the account form: towns, agencies and service providers of the
 * picker list (GET /api/department/list/for/select, cached once per session), and a town's villages.
 */
import { listDepartmentsForSelect, type Department } from '../../../domain/contracts/department';
import { useCall } from '../../api/use-call';
import { DEPARTMENT_TYPES } from '../../../domain/constants';

export function useDepartmentsForSelect() {
  const query = useCall(listDepartmentsForSelect, undefined, {
    select: (answer) => answer.data,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const byType = (type: string): Department[] => query.data?.[type] ?? [];
  return {
    byType,
    villagesOf: (town: number | undefined): Department[] =>
      town ? byType(DEPARTMENT_TYPES.village).filter((v) => v.department_parent === town) : [],
    isLoading: query.isLoading,
  };
}
