/** The label screen (req supervise §5 /label/LabelList; §6 "label: only 总委领导 and 系统管理"), a top-level menu item. */
import { lazy } from 'react';
import { TagsOutlined } from '@ant-design/icons';
import type { Resource } from '../../core/resource';

export const LABEL_RESOURCES: readonly Resource[] = [
  {
    path: '/label/LabelList',
    title: '标签管理',
    icon: TagsOutlined,
    access: [{ permissionId: 'labels', action: 'query' }],
    component: lazy(async () => ({ default: (await import('./label-screen')).LabelListScreen })),
  },
];
