/**
 * 本镇人员 (/management1/UserlistDepartment; req shell-and-accounts §11.3, docs/decisions-screens.md): a town leader's
 * (分委领导) read-only list of the people of their town they give work to and review — its 儿童主任, 儿童社工 and
 * 志愿人员 — with their state and contact phone, by village, role and keyword. GET /api/user/list/for/village/role/keyword
 * answers only the caller's town and those roles (domain/user-list-scope.ts), so the screen asks no more than it may see.
 * Accounts themselves are kept by 系统管理 (/management lists); a volunteer's registration is decided under
 * 志愿者注册审核.
 */
import { useMemo } from 'react';
import { Tag } from 'antd';
import { listUsersForVillageRole, type UserListItem } from '../../../domain/contracts/user';
import { TOWN_HELPER_ROLES } from '../../../domain/user-list-scope';
import { useCurrentUser } from '../../core/session/current-user';
import { usePageTitle } from '../../core/page-title';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig } from '../../components/list-page/types';
import { useDepartmentsForSelect } from './use-units';

const STATE_COLORS: Record<string, string> = { 激活: 'green', 停用: 'default', 待审核: 'orange', 拒绝: 'red' };

/** The contact phone of a list item (`information` is an object here; the spec's console sent a JSON string). */
function contactOf(row: UserListItem): string {
  const info = row.information;
  if (info && typeof info === 'object') return info.contact_cellphone ?? '—';
  if (typeof info === 'string') {
    try {
      return (JSON.parse(info) as { contact_cellphone?: string }).contact_cellphone ?? '—';
    } catch {
      return '—';
    }
  }
  return '—';
}

export function TownUsersScreen() {
  const title = usePageTitle();
  const { info } = useCurrentUser();
  const town = info.department_id ?? undefined;
  const units = useDepartmentsForSelect();
  // the options as a value (a new array each render would rebuild the list's config)
  const optionsKey = JSON.stringify(units.villagesOf(town).map((v) => ({ value: v.id, label: v.department_name })));
  const villageOptions = useMemo(() => JSON.parse(optionsKey) as { value: number; label: string }[], [optionsKey]);
  const config = useMemo<ListConfig<UserListItem, typeof listUsersForVillageRole>>(
    () => ({
      contract: listUsersForVillageRole,
      title,
      pageSize: 10,
      filters: [
        {
          kind: 'select',
          name: 'village',
          label: '村居',
          options: villageOptions,
        },
        {
          kind: 'select',
          name: 'role',
          label: '角色',
          options: TOWN_HELPER_ROLES.map((r) => ({ value: r, label: r })),
        },
        { kind: 'keyword', name: 'keyword', label: '关键字', placeholder: '姓名或手机号' },
      ],
      columns: [
        { key: 'nickname', title: '姓名', dataIndex: 'nickname' },
        { key: 'role', title: '角色', dataIndex: 'role' },
        {
          key: 'state',
          title: '状态',
          dataIndex: 'state',
          render: (s: string) => <Tag color={STATE_COLORS[s] ?? 'default'}>{s}</Tag>,
        },
        { key: 'contact', title: '联系电话', render: (_: unknown, r) => contactOf(r) },
      ],
      rowKey: (r) => r.id,
      emptyText: '本镇暂无儿童主任、儿童社工或志愿人员',
    }),
    [title, villageOptions],
  );
  return <ListPage config={config} />;
}
