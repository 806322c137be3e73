/**
 * The context the schema form needs (departments for the town/village pickers, the director lookup,
 * and the notification when a village has no active director, seed 001 §8).
 */
import { useMemo } from 'react';
import { App } from 'antd';
import { DIRECTOR_NOT_FOUND_MESSAGE } from '../../../../domain/constants';
import type { SchemaFormContext } from '../../../components/schema-form';
import { useDepartments } from '../../../components/use-departments';
import { lookupDirector } from './director-lookup';

export function useChildFormContext(): { context: SchemaFormContext; loading: boolean } {
  const departments = useDepartments();
  const { notification } = App.useApp();
  const context = useMemo<SchemaFormContext>(() => ({
    departments: {
      towns: departments.towns,
      villages: departments.villages.map((v) => ({ ...v, department_parent: v.department_parent ?? 0 })),
    },
    lookupDirector,
    onDirectorMissing: () => notification.error({ key: 'director-missing', message: DIRECTOR_NOT_FOUND_MESSAGE }),
  }), [departments.towns, departments.villages, notification]);
  return { context, loading: departments.isLoading };
}
