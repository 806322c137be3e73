/** The settings screen (req settings §2 configuration) under 用户管理, for the role that changes the settings (configuration:edit, 系统管理). */
import { lazy } from 'react';
import { SettingOutlined } from '@ant-design/icons';
import type { Resource } from '../../core/resource';

const SettingsScreen = lazy(async () => ({ default: (await import('./settings-screen')).SettingsScreen }));

export const SETTINGS_RESOURCES: readonly Resource[] = [
  {
    path: '/management/configuration',
    title: '系统设置',
    group: 'management',
    icon: SettingOutlined,
    access: [{ permissionId: 'configuration', action: 'edit' }],
    component: SettingsScreen,
  },
];
