/** The meeting screens (req meetings §1 /meeting; issue 18) under 会议管理, for the centre and the town leaders (meetings:query). */
import { lazy } from 'react';
import { BarChartOutlined, CalendarOutlined } from '@ant-design/icons';
import type { Resource } from '../../core/resource';

const screen = (name: 'MeetingListScreen' | 'MeetingStatisticScreen') =>
  lazy(async () => ({ default: (await import('./meeting-screens'))[name] }));

export const MEETING_RESOURCES: readonly Resource[] = [
  {
    path: '/meeting/MeetingList',
    title: '会议记录',
    group: 'meeting',
    icon: CalendarOutlined,
    access: [{ permissionId: 'meetings', action: 'query' }],
    component: screen('MeetingListScreen'),
  },
  {
    path: '/meeting/MeetingStatistic',
    title: '会议统计',
    group: 'meeting',
    icon: BarChartOutlined,
    access: [{ permissionId: 'meetings', action: 'query' }],
    component: screen('MeetingStatisticScreen'),
  },
];
