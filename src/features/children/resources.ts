/**
 * The screens of this feature area in the resource registry (src/app/resources.ts): every children list
 * of /children (lists/specs.ts), all shown by the one list screen. ChildrenList opens for every role that
 * reads children (links and redirects land there) but sits in the menu only of the roles without a list of
 * their own (`menuFor`); the other lists are role variants (`roles`) or open to a grant (`access`).
 */
import { lazy } from 'react';
import { UnorderedListOutlined } from '@ant-design/icons';
import type { Resource } from '../../core/resource';
import { CHILD_LIST_SPECS } from './lists/specs';

const ChildListScreen = lazy(async () => ({ default: (await import('./lists/child-list-screen')).ChildListScreen }));
const READ = [{ permissionId: 'children', action: 'query' }] as const;

export const CHILD_LIST_RESOURCES: readonly Resource[] = CHILD_LIST_SPECS.map((spec) => {
  const main = spec.path === '/children/ChildrenList';
  return {
    path: spec.path,
    title: spec.title,
    group: 'children',
    icon: UnorderedListOutlined,
    access: spec.access ?? READ,
    ...(main ? { menuFor: spec.roles } : { roles: spec.roles }),
    component: ChildListScreen,
  };
});
