/**
 * The allowance screens (保金; req allowance §1 /allowance "allowance: the 保金 roles and 中心管理") under 保金管理:
 * each reachable by the roles holding its call (domain/permissions.ts: allowances, allowance_check, allowance_approve).
 */
import { lazy } from 'react';
import {
  AccountBookOutlined,
  AlertOutlined,
  AuditOutlined,
  BarChartOutlined,
  ExperimentOutlined,
  FormOutlined,
  SolutionOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Resource } from '../../core/resource';

const ListScreen = lazy(async () => ({ default: (await import('./allowance-list-screen')).AllowanceListScreen }));
const screen = (
  name: 'AllowanceKidsScreen' | 'AllowanceMonthScreen' | 'AllowanceWarningScreen' | 'AllowanceTestScreen',
) => lazy(async () => ({ default: (await import('./allowance-screens'))[name] }));
const QUERY = [{ permissionId: 'allowances', action: 'query' }] as const;

export const ALLOWANCE_RESOURCES: readonly Resource[] = [
  {
    path: '/allowance/AllowanceManage',
    title: '保金儿童',
    group: 'allowance',
    icon: AccountBookOutlined,
    access: QUERY,
    component: screen('AllowanceKidsScreen'),
  },
  {
    path: '/allowance/AllowanceInput',
    title: '保金录入',
    group: 'allowance',
    icon: FormOutlined,
    access: [{ permissionId: 'allowances', action: 'add' }],
    component: ListScreen,
  },
  {
    path: '/allowance/AllowanceTest',
    title: '试导入',
    group: 'allowance',
    icon: ExperimentOutlined,
    access: [{ permissionId: 'allowances', action: 'import' }],
    component: screen('AllowanceTestScreen'),
  },
  {
    path: '/allowance/AllowanceReview',
    title: '保金审核',
    group: 'allowance',
    icon: AuditOutlined,
    access: [{ permissionId: 'allowance_check', action: 'edit' }],
    component: ListScreen,
  },
  {
    path: '/allowance/AllowanceApproval',
    title: '保金审批',
    group: 'allowance',
    icon: SolutionOutlined,
    access: [{ permissionId: 'allowance_approve', action: 'edit' }],
    component: ListScreen,
  },
  {
    path: '/allowance/AllowanceList',
    title: '保金列表',
    group: 'allowance',
    icon: UnorderedListOutlined,
    access: QUERY,
    component: ListScreen,
  },
  {
    path: '/allowance/AllowanceMonthList',
    title: '月度汇总',
    group: 'allowance',
    icon: BarChartOutlined,
    access: QUERY,
    component: screen('AllowanceMonthScreen'),
  },
  {
    path: '/allowance/AllowanceWarning',
    title: '保金预警',
    group: 'allowance',
    icon: AlertOutlined,
    access: QUERY,
    component: screen('AllowanceWarningScreen'),
  },
];
