/**
 * The supervision screens (req supervise §1 /supervise) under 督查管理: templates for 督查领导 only, the leader's list (assign,
 * review), the inspector's list (fill in, submit) and the centre's read-only list.
 */
import { lazy } from 'react';
import { AuditOutlined, CheckSquareOutlined, FileDoneOutlined, ProfileOutlined } from '@ant-design/icons';
import { CENTRE_ROLES } from '../../../domain/roles';
import type { Resource } from '../../core/resource';

const Templates = lazy(async () => ({ default: (await import('./template-screen')).SuperviseTemplateScreen }));
const Lists = lazy(async () => ({ default: (await import('./supervise-list-screen')).SuperviseListScreen }));

export const SUPERVISE_RESOURCES: readonly Resource[] = [
  {
    path: '/supervise/SuperviseTemplate',
    title: '督查模板',
    group: 'supervise',
    icon: ProfileOutlined,
    access: [{ permissionId: 'supervise_templates', action: 'query' }],
    component: Templates,
  },
  {
    path: '/supervise/SuperviseList',
    title: '督查指派',
    group: 'supervise',
    icon: AuditOutlined,
    access: [{ permissionId: 'supervise_lists', action: 'add' }],
    component: Lists,
  },
  {
    path: '/supervise/SuperviseListRecord',
    title: '我的督查',
    group: 'supervise',
    icon: CheckSquareOutlined,
    access: [{ permissionId: 'supervise_records', action: 'edit' }],
    component: Lists,
  },
  {
    path: '/supervise/SuperviseListCenter',
    title: '督查记录',
    group: 'supervise',
    icon: FileDoneOutlined,
    roles: CENTRE_ROLES,
    access: [{ permissionId: 'supervise_lists', action: 'query' }],
    component: Lists,
  },
];
