/** The data-warning screens (req register §4 /dataWarning: dataWarning, dataWarningExport; §6: 中心领导 and 中心管理) under 数据预警. */
import { lazy } from 'react';
import { DownloadOutlined, WarningOutlined } from '@ant-design/icons';
import type { Resource } from '../../core/resource';

const screen = (name: 'WarningScreen' | 'WarningExportScreen') =>
  lazy(async () => ({ default: (await import('./warning-screen'))[name] }));

export const WARNING_RESOURCES: readonly Resource[] = [
  {
    path: '/dataWarning/dataWarning',
    title: '数据预警',
    group: 'dataWarning',
    icon: WarningOutlined,
    access: [{ permissionId: 'warnings', action: 'query' }],
    component: screen('WarningScreen'),
  },
  {
    path: '/dataWarning/dataWarningExport',
    title: '预警导出',
    group: 'dataWarning',
    icon: DownloadOutlined,
    access: [{ permissionId: 'warnings', action: 'export' }],
    component: screen('WarningExportScreen'),
  },
];
