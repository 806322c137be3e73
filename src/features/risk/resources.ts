/**
 * The risk screens (req risk §1 /risk; §6 "risk: 服务领导 and 中心领导") under 风险评估: 初评审核 and 初评退回 for 服务领导
 * (risk_first), 复评审核 and 复评退回 for 中心领导 (risk_final), 评估记录 for everyone holding risks:query (the village staff:
 * 我的评估, where they start one), and the assessment and new-assessment screens (no menu entry).
 */
import { lazy } from 'react';
import { AuditOutlined, FileSearchOutlined, RollbackOutlined, SolutionOutlined } from '@ant-design/icons';
import type { Resource } from '../../core/resource';
import { RISK_DETAIL_PATH, RISK_NEW_PATH, RISK_RECORD_PATH } from './paths';

type ListName =
  'RiskFirstScreen' | 'RiskFirstReturnScreen' | 'RiskSecondScreen' | 'RiskSecondReturnScreen' | 'RiskRecordScreen';
const list = (name: ListName) => lazy(async () => ({ default: (await import('./risk-list-screens'))[name] }));
const FIRST = [{ permissionId: 'risk_first', action: 'query' }] as const;
const FINAL = [{ permissionId: 'risk_final', action: 'query' }] as const;

export const RISK_RESOURCES: readonly Resource[] = [
  {
    path: '/risk/RiskFirst',
    title: '初评审核',
    group: 'risk',
    icon: AuditOutlined,
    access: FIRST,
    component: list('RiskFirstScreen'),
  },
  {
    path: '/risk/RiskFirstReturn',
    title: '初评退回',
    group: 'risk',
    icon: RollbackOutlined,
    access: FIRST,
    component: list('RiskFirstReturnScreen'),
  },
  {
    path: '/risk/RiskSecond',
    title: '复评审核',
    group: 'risk',
    icon: SolutionOutlined,
    access: FINAL,
    component: list('RiskSecondScreen'),
  },
  {
    path: '/risk/RiskSecondReturn',
    title: '复评退回',
    group: 'risk',
    icon: RollbackOutlined,
    access: FINAL,
    component: list('RiskSecondReturnScreen'),
  },
  {
    path: RISK_RECORD_PATH,
    title: '评估记录',
    titleFor: [{ roles: ['儿童主任', '儿童社工'], title: '我的评估' }],
    group: 'risk',
    icon: FileSearchOutlined,
    access: [{ permissionId: 'risks', action: 'query' }],
    component: list('RiskRecordScreen'),
  },
  {
    path: RISK_DETAIL_PATH,
    title: '风险评估详情',
    hideInMenu: true,
    access: [{ permissionId: 'risks', action: 'get' }],
    component: lazy(async () => ({ default: (await import('./risk-detail-screen')).RiskDetailScreen })),
  },
  {
    path: RISK_NEW_PATH,
    title: '填写风险评估',
    hideInMenu: true,
    access: [{ permissionId: 'risks', action: 'add' }],
    component: lazy(async () => ({ default: (await import('./risk-new-screen')).RiskNewScreen })),
  },
];
