/**
 * The volunteer picker of the task screens (创建交办, 批量改派, a plan's 志愿者): the active 志愿人员 the caller
 * may list (the server scopes the list: a town leader's town, the centre all), searched as typed, 20 at a time.
 * Answers the Select's `options`, its `onSearch` and whether a search is in flight.
 */
import { useState } from 'react';
import { ACTIVE_STATE } from '../../../domain/constants';
import { listUsersForVillageRole } from '../../../domain/contracts/user';
import { useCall } from '../../api/use-call';

export function useVolunteerOptions(): {
  options: { value: number; label: string }[];
  onSearch: (keyword: string) => void;
  loading: boolean;
} {
  const [keyword, setKeyword] = useState('');
  const volunteers = useCall(listUsersForVillageRole, {
    query: { role: '志愿人员', keyword: keyword || undefined, page: 1, size: 20 },
  });
  const options = (volunteers.data?.list ?? [])
    .filter((u) => u.state === ACTIVE_STATE)
    .map((u) => ({ value: u.id, label: u.nickname }));
  return { options, onSearch: setKeyword, loading: volunteers.isFetching };
}
