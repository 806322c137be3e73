/**
 * The screens of this feature area in the resource registry (src/app/resources.ts): the user lists of
 * /management (specs.ts), all shown by the one account list screen, for the roles holding accounts:query
 * (系统管理).
 */
import { lazy } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import type { Resource } from '../../core/resource';
import { ACCOUNT_LIST_SPECS } from './specs';

const AccountListScreen = lazy(async () => ({ default: (await import('./account-list-screen')).AccountListScreen }));

export const ACCOUNT_RESOURCES: readonly Resource[] = ACCOUNT_LIST_SPECS.map((spec) => ({
  path: spec.path,
  title: spec.title,
  group: 'management',
  icon: TeamOutlined,
  access: [{ permissionId: 'accounts', action: 'query' }],
  component: AccountListScreen,
}));
