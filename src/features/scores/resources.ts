/**
 * The score and prize screens in the resource registry (req scores §1 "prize, coverage and score: 中心领导"; issue 18):
 * under 积分管理, in 中心领导's menu (中心管理 may open them too); 我的积分 in a volunteer's 大手拉小手.
 */
import { lazy } from 'react';
import { GiftOutlined, TrophyOutlined } from '@ant-design/icons';
import type { Resource } from '../../core/resource';

const screen = (name: 'ScoreListScreen' | 'ScoreCountScreen' | 'PrizeListScreen' | 'PrizeScoreScreen') =>
  lazy(async () => ({ default: (await import('./score-screens'))[name] }));
const LEADER = ['中心领导'] as const;

export const SCORE_RESOURCES: readonly Resource[] = [
  {
    path: '/score/ScoreList',
    title: '积分明细',
    group: 'score',
    icon: TrophyOutlined,
    menuFor: LEADER,
    access: [{ permissionId: 'prizes', action: 'query' }],
    component: screen('ScoreListScreen'),
  },
  {
    path: '/score/ScoreListCount',
    title: '积分汇总',
    group: 'score',
    icon: TrophyOutlined,
    menuFor: LEADER,
    access: [{ permissionId: 'prizes', action: 'query' }],
    component: screen('ScoreCountScreen'),
  },
  {
    path: '/prize/prizeList',
    title: '奖品管理',
    group: 'score',
    icon: GiftOutlined,
    menuFor: LEADER,
    access: [{ permissionId: 'prizes', action: 'query' }],
    component: screen('PrizeListScreen'),
  },
  {
    path: '/prize/prizeScoreList',
    title: '兑换记录',
    group: 'score',
    icon: GiftOutlined,
    menuFor: LEADER,
    access: [{ permissionId: 'prizes', action: 'query' }],
    component: screen('PrizeScoreScreen'),
  },
  {
    path: '/score/MyScore',
    title: '我的积分',
    group: 'tasks',
    icon: TrophyOutlined,
    roles: ['志愿人员'],
    access: [{ permissionId: 'scores', action: 'query' }],
    component: screen('ScoreListScreen'),
  },
];
