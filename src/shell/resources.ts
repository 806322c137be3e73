/**
 * The one registry of the console's screens (CONVENTIONS "Screens are configured, not copied"; req shell-and-accounts
 * §3, §6). The route table, the side menu, the tab titles, the workplace shortcuts and the badge
 * counts are all generated from it and filtered by the permission matrix (`access`, any of).
 * - `title` / `titleFor`: the menu and tab title, with role variants (req shell-and-accounts §6.3 "Menu titles change by role");
 * - `group`: the menu group it sits in (MENU_GROUPS), none for a top-level item;
 * - `badge`: the polled count shown beside it (badges.ts);
 * - `hideInMenu`: a route without a menu entry (the child detail screen);
 * - `roles`: the roles a role-specific variant is for (ChildrenListLeader …): others neither see nor open it;
 * - `menuFor`: the roles whose menu shows it, when others may open it but have a variant of their own in the
 *   menu (ChildrenList opens for every reader; only the village staff and volunteers find it in the menu).
 * Each feature area declares its own entries (src/features/<area>/resources.ts); this file puts them in order.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { AccountBookOutlined } from '@ant-design/icons';
import {
  AimOutlined,
  AlertOutlined,
  BarChartOutlined,
  ApartmentOutlined,
  AuditOutlined,
  CalendarOutlined,
  TrophyOutlined,
  CarryOutOutlined,
  DashboardOutlined,
  HistoryOutlined,
  UserOutlined,
  FileSearchOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { GTA_ROLES, type Role } from '../../domain/roles';
import { allows } from '../core/access';
import type { MenuGroup, Resource, Titled } from '../core/resource';
import { HOME_PATH } from '../core/session/login-paths';
import { CHILD_LIST_RESOURCES } from '../features/children/resources';
import { APPLY_LIST_RESOURCES } from '../features/applies/resources';
import { ACCOUNT_RESOURCES } from '../features/accounts/resources';
import { DEPARTMENT_RESOURCES } from '../features/departments/resources';
import { RECORD_RESOURCES } from '../features/records/resources';
import { TASK_RESOURCES } from '../features/tasks/resources';
import { DENOUNCE_RESOURCES } from '../features/denounces/resources';
import { SCORE_RESOURCES } from '../features/scores/resources';
import { MEETING_RESOURCES } from '../features/meetings/resources';
import { STATISTIC_RESOURCES } from '../features/statistics/resources';
import { SETTINGS_RESOURCES } from '../features/settings/resources';
import { SUPERVISE_RESOURCES } from '../features/supervise/resources';
import { LABEL_RESOURCES } from '../features/labels/resources';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { FILETRANSFER_RESOURCES } from '../features/filetransfer/resources';
import { MailOutlined } from '@ant-design/icons';
import { RISK_RESOURCES } from '../features/risk/resources';
import { SafetyOutlined } from '@ant-design/icons';
import { ALLOWANCE_RESOURCES } from '../features/allowance/resources';
import { REGISTER_RESOURCES } from '../features/register/resources';
import { WARNING_RESOURCES } from '../features/warnings/resources';
import { WarningOutlined } from '@ant-design/icons';

export type { BadgeKey, MenuGroup, Resource, Titled, TitleVariant } from '../core/resource';

/** `lazy()` for a module's named export. */
export function page<M>(load: () => Promise<M>, name: keyof M): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    key: 'children',
    title: '儿童管理',
    titleFor: [{ roles: GTA_ROLES, title: '不良行为未成年人' }],
    icon: TeamOutlined,
  },
  { key: 'tasks', title: '工单管理', titleFor: [{ roles: ['志愿人员'], title: '大手拉小手' }], icon: CarryOutOutlined },
  { key: 'management', title: '用户管理', icon: UserOutlined },
  { key: 'department', title: '单位管理', icon: ApartmentOutlined },
  { key: 'records', title: '操作记录', icon: HistoryOutlined },
  { key: 'denounce', title: '线索管理', icon: AlertOutlined },
  { key: 'denounceCheck', title: '边缘儿童线索', icon: AlertOutlined },
  { key: 'denounceSub', title: '部门线索', icon: AlertOutlined },
  { key: 'score', title: '积分管理', icon: TrophyOutlined },
  { key: 'meeting', title: '会议管理', icon: CalendarOutlined },
  { key: 'statistics', title: '统计分析', icon: BarChartOutlined },
  { key: 'coverage', title: '服务覆盖', icon: AimOutlined },
  { key: 'supervise', title: '督查管理', icon: SafetyCertificateOutlined },
  { key: 'email', title: '邮件联动', icon: MailOutlined },
  { key: 'risk', title: '风险评估', icon: SafetyOutlined },
  { key: 'allowance', title: '保金管理', icon: AccountBookOutlined },
  { key: 'dataWarning', title: '数据预警', icon: WarningOutlined },
];

export const CHILD_DETAIL_PATH = '/childDetail/childTables';

export const RESOURCES: readonly Resource[] = [
  {
    path: HOME_PATH,
    title: '工作台',
    icon: DashboardOutlined,
    component: page(() => import('./pages/workplace-page'), 'WorkplacePage'),
  },
  ...CHILD_LIST_RESOURCES,
  {
    path: '/children/ChildFirstTrial',
    title: '儿童信息初审',
    group: 'children',
    icon: AuditOutlined,
    badge: 'review_first',
    access: [{ permissionId: 'review_first', action: 'query' }],
    component: page(() => import('../features/applies/review-list-page'), 'ReviewFirstPage'),
  },
  {
    path: '/children/ChildExamine',
    title: '儿童信息终审',
    group: 'children',
    icon: SolutionOutlined,
    badge: 'review_final',
    access: [{ permissionId: 'review_final', action: 'query' }],
    component: page(() => import('../features/applies/review-list-page'), 'ReviewFinalPage'),
  },
  {
    path: '/children/childCheck',
    title: '申请记录',
    titleFor: [{ roles: ['儿童主任', '儿童社工'], title: '我的申请' }],
    group: 'children',
    icon: FileSearchOutlined,
    access: [{ permissionId: 'applies', action: 'query' }],
    component: page(() => import('../features/applies/my-applies-page'), 'MyAppliesPage'),
  },
  ...APPLY_LIST_RESOURCES,
  {
    path: CHILD_DETAIL_PATH,
    title: '儿童详情',
    hideInMenu: true,
    access: [
      { permissionId: 'children', action: 'get' },
      { permissionId: 'children', action: 'add' },
      { permissionId: 'applies', action: 'get' },
      { permissionId: 'applies', action: 'add' },
      { permissionId: 'review_first', action: 'get' },
      { permissionId: 'review_final', action: 'get' },
    ],
    component: page(() => import('./pages/child-detail-page'), 'ChildDetailPage'),
  },
  ...ACCOUNT_RESOURCES,
  ...DEPARTMENT_RESOURCES,
  ...RECORD_RESOURCES,
  ...TASK_RESOURCES,
  ...DENOUNCE_RESOURCES,
  ...SCORE_RESOURCES,
  ...MEETING_RESOURCES,
  ...STATISTIC_RESOURCES,
  ...SETTINGS_RESOURCES,
  ...SUPERVISE_RESOURCES,
  ...LABEL_RESOURCES,
  ...FILETRANSFER_RESOURCES,
  ...RISK_RESOURCES,
  ...ALLOWANCE_RESOURCES,
  ...REGISTER_RESOURCES,
  ...WARNING_RESOURCES,
];

/** Whether `role` may open `resource`: its grants (any of) and, for a role variant, its roles. */
export function resourceAllows(resource: Resource, role: Role | undefined): boolean {
  if (resource.roles && (!role || !resource.roles.includes(role))) return false;
  return allows(role, resource.access);
}

/** The title of a resource or group for a role (the first matching variant, else the plain title). */
export function titleOf(item: Titled, role: Role | undefined): string {
  return item.titleFor?.find((v) => role && v.roles.includes(role))?.title ?? item.title;
}

export function resourceAt(pathname: string): Resource | undefined {
  return RESOURCES.find((r) => r.path.toLowerCase() === pathname.toLowerCase());
}

/** The menu entries a role may see, in registry order. */
export function menuResources(role: Role | undefined): Resource[] {
  return RESOURCES.filter(
    (r) => !r.hideInMenu && resourceAllows(r, role) && (!r.menuFor || (role !== undefined && r.menuFor.includes(role))),
  );
}
