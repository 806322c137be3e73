/**
 * The screens of this feature area in the resource registry (src/app/resources.ts): 单位管理
 * (/department/departmentPost), for the roles that edit departments (系统管理).
 */
import { lazy } from 'react';
import { ApartmentOutlined } from '@ant-design/icons';
import type { Resource } from '../../core/resource';

const DepartmentScreen = lazy(async () => ({ default: (await import('./department-screen')).DepartmentScreen }));

export const DEPARTMENT_RESOURCES: readonly Resource[] = [
  {
    path: '/department/departmentPost',
    title: '村居与服务商',
    group: 'department',
    icon: ApartmentOutlined,
    access: [{ permissionId: 'departments', action: 'edit' }],
    component: DepartmentScreen,
  },
];
