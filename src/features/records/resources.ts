/**
 * The screens of this feature area in the resource registry (src/app/resources.ts): 操作记录
 * (/record/RecordList), for the roles holding records:query (系统管理, 中心领导).
 */
import { lazy } from 'react';
import { HistoryOutlined } from '@ant-design/icons';
import type { Resource } from '../../core/resource';

const RecordListScreen = lazy(async () => ({ default: (await import('./record-list-screen')).RecordListScreen }));

export const RECORD_RESOURCES: readonly Resource[] = [
  {
    path: '/record/RecordList',
    title: '记录查询',
    group: 'records',
    icon: HistoryOutlined,
    access: [{ permissionId: 'records', action: 'query' }],
    component: RecordListScreen,
  },
];
