/**
 * The escort picker of 检察领导's 转为护航工单 (issue 28; domain/escort.ts): the active accounts of the five escort roles
 * (the server lists only those to 检察领导: domain/user-list-scope.ts), searched as typed, 20 at a time, each labelled
 * with its role so the department shows (公安护航 → a 公安 task).
 */
import { useState } from 'react';
import { ACTIVE_STATE } from '../../../domain/constants';
import { listUsersForVillageRole } from '../../../domain/contracts/user';
import { useCall } from '../../api/use-call';

export function useEscortOptions(enabled: boolean): {
  options: { value: number; label: string }[];
  onSearch: (keyword: string) => void;
  loading: boolean;
} {
  const [keyword, setKeyword] = useState('');
  const escorts = useCall(
    listUsersForVillageRole,
    { query: { keyword: keyword || undefined, page: 1, size: 20 } },
    { enabled },
  );
  const options = (escorts.data?.list ?? [])
    .filter((u) => u.state === ACTIVE_STATE)
    .map((u) => ({ value: u.id, label: `${u.nickname}（${u.role}）` }));
  return { options, onSearch: setKeyword, loading: escorts.isFetching };
}
