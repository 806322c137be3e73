/**
 * The statistics screens (req statistics §1 /statistics: monthly, interval, teacher check-in, summer, winter, weekend and
 * police-visit statistics; /coverage: CoverageList, CoverageDepartment; issue 18) under 统计分析 and 服务覆盖, each one
 * view of specs.ts in the one statistic screen. The coverage menu is the centre leader's (req scores §1 "prize, coverage
 * and score: 中心领导"); the other statistics readers may still open it.
 */
import { lazy } from 'react';
import { AimOutlined, BarChartOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import type { Resource } from '../../core/resource';

const screen = (view: string) =>
  lazy(async () => {
    const { StatisticScreen } = await import('./statistic-screen');
    return { default: () => createElement(StatisticScreen, { view }) };
  });
const READ = [{ permissionId: 'statistics', action: 'query' }] as const;
const item = (path: string, title: string, view: string): Resource => ({
  path,
  title,
  group: 'statistics',
  icon: BarChartOutlined,
  access: READ,
  component: screen(view),
});

export const STATISTIC_RESOURCES: readonly Resource[] = [
  item('/statistics/monthly', '月度统计', 'monthly'),
  item('/statistics/interval', '区间统计', 'interval'),
  item('/statistics/teacher', '教师打卡', 'teacher'),
  item('/statistics/summer', '暑期统计', 'summer'),
  item('/statistics/winter', '寒假统计', 'winter'),
  item('/statistics/weekend', '周末统计', 'weekend'),
  item('/statistics/police', '公安走访', 'police'),
  {
    path: '/statistics/gta',
    title: '边缘未成年人统计',
    group: 'statistics',
    icon: BarChartOutlined,
    access: [{ permissionId: 'gta_statistics', action: 'query' }],
    component: screen('gta'),
  },
  {
    path: '/coverage/CoverageList',
    title: '村居覆盖',
    group: 'coverage',
    icon: AimOutlined,
    access: READ,
    menuFor: ['中心领导'],
    component: screen('coverage'),
  },
  {
    path: '/coverage/CoverageDepartment',
    title: '乡镇覆盖',
    group: 'coverage',
    icon: AimOutlined,
    access: READ,
    menuFor: ['中心领导'],
    component: screen('coverage_town'),
  },
];
