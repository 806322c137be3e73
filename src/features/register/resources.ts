/** The registration review screen (registrations:query) under 用户管理, with its badge of 待审核 registrations. */
import { lazy } from 'react';
import { UserAddOutlined } from '@ant-design/icons';
import type { Resource } from '../../core/resource';

export const REGISTER_RESOURCES: readonly Resource[] = [
  {
    path: '/management1/VolunteerRegister',
    title: '志愿者注册审核',
    group: 'management',
    icon: UserAddOutlined,
    badge: 'registration_review',
    access: [{ permissionId: 'registrations', action: 'query' }],
    component: lazy(async () => ({ default: (await import('./review-screen')).RegistrationReviewScreen })),
  },
];
