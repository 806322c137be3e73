/**
 * The screens of this feature area in the resource registry (src/app/resources.ts): the user lists of
 * /management (specs.ts), all shown by the one account list screen, for the roles holding accounts:query
 * (系统管理); and 本镇人员 (/management1/UserlistDepartment), the town leader's list of the people of their town.
 */
import { lazy } from 'react';
import { ContactsOutlined, TeamOutlined } from '@ant-design/icons';
import type { Resource } from '../../core/resource';
import { ACCOUNT_LIST_SPECS } from './specs';

const TownUsersScreen = lazy(async () => ({ default: (await import('./town-users-screen')).TownUsersScreen }));
const AccountListScreen = lazy(async () => ({ default: (await import('./account-list-screen')).AccountListScreen }));

export const ACCOUNT_RESOURCES: readonly Resource[] = [
  ...ACCOUNT_LIST_SPECS.map((spec) => ({
    path: spec.path,
    title: spec.title,
    group: 'management',
    icon: TeamOutlined,
    access: [{ permissionId: 'accounts', action: 'query' } as const],
    component: AccountListScreen,
  })),
  // the spec's /management1 UserlistDepartment (UserList2 is the same list: docs/decisions-screens.md)
  {
    path: '/management1/UserlistDepartment',
    title: '本镇人员',
    group: 'management',
    icon: ContactsOutlined,
    roles: ['分委领导'],
    access: [{ permissionId: 'users', action: 'query' }],
    component: TownUsersScreen,
  },
];
