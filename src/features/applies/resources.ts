/**
 * The apply lists of this feature area in the resource registry (src/app/resources.ts), from
 * apply-list-specs.ts; the two review queues and 申请记录 are registered in src/app/resources.ts.
 */
import { lazy } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import type { Resource } from '../../core/resource';
import { APPLY_LIST_SPECS } from './apply-list-specs';

const ApplyListScreen = lazy(async () => ({ default: (await import('./apply-list-screen')).ApplyListScreen }));

export const APPLY_LIST_RESOURCES: readonly Resource[] = APPLY_LIST_SPECS.map((spec) => ({
  path: spec.path,
  title: spec.title,
  group: 'children',
  icon: AuditOutlined,
  access: spec.access,
  badge: spec.badge,
  component: ApplyListScreen,
}));
