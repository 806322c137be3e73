/**
 * The screens of this feature area in the resource registry (src/app/resources.ts): every children list
 * of /children (lists/specs.ts), all shown by the one list screen. ChildrenList opens for every role that
 * reads children (links and redirects land there) but sits in the menu only of the roles without a list of
 * their own (`menuFor`); the other lists are role variants (`roles`) or open to a grant (`access`).
 */
import { lazy } from 'react';
import { AlertOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { Resource } from '../../core/resource';
import { CHILD_LIST_SPECS } from './lists/specs';

const ChildListScreen = lazy(async () => ({ default: (await import('./lists/child-list-screen')).ChildListScreen }));
const SinCaseScreen = lazy(async () => ({ default: (await import('./lists/sin-case-screen')).SinCaseScreen }));

/** 动态事件 (issue 28): the dynamic-management cases themselves, for every reader of them (sins:query). */
export const SIN_CASE_PATH = '/children/SinCaseList';
const SIN_CASES: Resource = {
  path: SIN_CASE_PATH,
  title: '动态事件',
  group: 'children',
  icon: AlertOutlined,
  access: [{ permissionId: 'sins', action: 'query' }],
  component: SinCaseScreen,
};
const READ = [{ permissionId: 'children', action: 'query' }] as const;

export const CHILD_LIST_RESOURCES: readonly Resource[] = [
  ...CHILD_LIST_SPECS.map((spec): Resource => {
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
  }),
  SIN_CASES,
];
