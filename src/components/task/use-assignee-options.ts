/**
 * Who a task may go to, as the pickers of 创建交办 and 批量改派 offer them (issues 16, 28; domain/escort.ts): the active
 * 志愿人员 for every giver but 检察领导, and for the givers of escort tasks (检察领导, 中心领导, 中心管理) the active
 * accounts of the five escort roles, one option group per department (公安护航 …), each name labelled with its role.
 * `roles` limits the groups (批量改派 of escort tasks offers their own department only). Each group is searched as
 * typed, 20 at a time (the server scopes the list: domain/user-list-scope.ts). `roleOf` answers an option's role.
 */
import { useState } from 'react';
import { ACTIVE_STATE } from '../../../domain/constants';
import { listUsersForVillageRole } from '../../../domain/contracts/user';
import { ESCORT_ROLES, ESCORT_TASK_GIVERS } from '../../../domain/escort';
import type { Role } from '../../../domain/roles';
import { useCall } from '../../api/use-call';

export const VOLUNTEER_ROLE = '志愿人员';
const GROUPS = [VOLUNTEER_ROLE, ...ESCORT_ROLES] as const;
const GROUP_LABELS: Record<string, string> = { [VOLUNTEER_ROLE]: '志愿者' };

type Option = { value: number; label: string };
export type AssigneeOptions = {
  /** The groups with at least one person, in the spec's order (volunteers, then the departments). */
  options: { label: string; title: string; options: Option[] }[];
  onSearch: (keyword: string) => void;
  loading: boolean;
  roleOf: (id: number | undefined) => string | undefined;
};

/** The roles `giver` gives tasks to (检察领导 escorts only; the centre both; any other giver volunteers). */
export function assigneeRolesFor(giver: Role | undefined): readonly string[] {
  if (giver === '检察领导') return ESCORT_ROLES;
  return giver && ESCORT_TASK_GIVERS.includes(giver) ? GROUPS : [VOLUNTEER_ROLE];
}

/** The grouped picker of the people of `roles`. */
export function useAssigneeOptions(roles: readonly string[]): AssigneeOptions {
  const [keyword, setKeyword] = useState('');
  // one query per group, always the same six hooks (those not wanted are not sent)
  const answers = GROUPS.map((role) =>
    // eslint-disable-next-line react-hooks/rules-of-hooks -- GROUPS is a constant list: the hooks are always the same
    useCall(
      listUsersForVillageRole,
      { query: { role, keyword: keyword || undefined, page: 1, size: 20 } },
      { enabled: roles.includes(role) },
    ),
  );
  const byRole = new Map<number, string>();
  const options = GROUPS.flatMap((role, i) => {
    if (!roles.includes(role)) return [];
    const people = (answers[i].data?.list ?? []).filter((u) => u.state === ACTIVE_STATE);
    for (const u of people) byRole.set(u.id, role);
    const label = GROUP_LABELS[role] ?? role;
    const group = people.map((u) => ({
      value: u.id,
      label: role === VOLUNTEER_ROLE ? u.nickname : `${u.nickname}（${role}）`,
    }));
    return group.length ? [{ label, title: label, options: group }] : [];
  });
  return {
    options,
    onSearch: setKeyword,
    loading: answers.some((a) => a.isFetching),
    roleOf: (id) => (id === undefined ? undefined : byRole.get(id)),
  };
}
