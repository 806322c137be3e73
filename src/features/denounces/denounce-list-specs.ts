/**
 * The clue lists of req clues §1 (/denounce, /denounceCheck, /denounceSub; issue 18) as data, each shown by the one
 * clue list screen (denounce-list-screen.tsx): which clues (clue states, or the states of their dispatches), for
 * which side (the reviewers' lists over GET denounce/list/for/mix, the department's over adjunct/list/for/mix), and
 * whose menu. The server scopes each list to the caller (检察领导: edge-child clues; 部门领导: their department).
 * docs/decisions-denounce.md says how the spec's bare names were read.
 */
import type { Role } from '../../../domain/roles';
import type { AdjunctState, DenounceState } from '../../../domain/denounces';

export type DenounceListSpec = {
  path: string;
  title: string;
  emptyText: string;
  menu: readonly Role[];
  /** The reviewers' lists (denounces:query) or the department's (adjuncts:query). */
  side: 'review' | 'department';
  states?: readonly DenounceState[];
  adjunct_states?: readonly AdjunctState[];
  /** The list offers 录入线索. */
  enter?: boolean;
  group: 'denounce' | 'denounceCheck' | 'denounceSub';
};

const CENTRE: readonly Role[] = ['中心领导', '中心管理', '系统管理'];
const PROSECUTOR: readonly Role[] = ['检察领导'];
/** The edge-child lists 检察人员 reads too (no step is theirs: the drawer shows no button without denounces:edit). */
const PROSECUTORS: readonly Role[] = ['检察领导', '检察人员'];
const DEPARTMENT: readonly Role[] = ['部门领导'];

export const DENOUNCE_LIST_SPECS: readonly DenounceListSpec[] = [
  {
    path: '/denounce/DenounceList2',
    title: '线索审核',
    side: 'review',
    states: ['录入'],
    enter: true,
    emptyText: '暂无待审核的线索',
    menu: CENTRE,
    group: 'denounce',
  },
  {
    path: '/denounce/denounceListChild/DenounceReceived',
    title: '待部门接收',
    side: 'review',
    adjunct_states: ['待收'],
    emptyText: '暂无待部门接收的线索',
    menu: CENTRE,
    group: 'denounce',
  },
  {
    path: '/denounce/denounceListChild/DenounceAgain',
    title: '部门退回',
    side: 'review',
    adjunct_states: ['退回'],
    states: ['录入', '办理'],
    emptyText: '暂无部门退回的线索',
    menu: CENTRE,
    group: 'denounce',
  },
  {
    path: '/denounce/denounceListChild/DenounceProcess',
    title: '办理中',
    side: 'review',
    adjunct_states: ['办理', '打回'],
    emptyText: '暂无办理中的线索',
    menu: CENTRE,
    group: 'denounce',
  },
  {
    path: '/denounce/denounceListChild/DenounceApply',
    title: '申请办结',
    side: 'review',
    adjunct_states: ['申结'],
    emptyText: '暂无申请办结的线索',
    menu: CENTRE,
    group: 'denounce',
  },
  {
    path: '/denounce/DenounceList3',
    title: '已办结',
    side: 'review',
    states: ['办结', '拒办'],
    emptyText: '暂无已办结的线索',
    menu: CENTRE,
    group: 'denounce',
  },
  {
    path: '/denounceCheck/DenounceList2',
    title: '线索审核',
    side: 'review',
    states: ['录入'],
    enter: true,
    emptyText: '暂无待审核的边缘儿童线索',
    menu: PROSECUTORS,
    group: 'denounceCheck',
  },
  {
    path: '/denounceCheck/denounceListChild/DenounceReceived',
    title: '待部门接收',
    side: 'review',
    adjunct_states: ['待收'],
    emptyText: '暂无待部门接收的边缘儿童线索',
    menu: PROSECUTOR,
    group: 'denounceCheck',
  },
  {
    path: '/denounceCheck/denounceListChild/DenounceAgain',
    title: '线索办理',
    side: 'review',
    states: ['办理'],
    emptyText: '暂无办理中的边缘儿童线索',
    menu: PROSECUTORS,
    group: 'denounceCheck',
  },
  {
    path: '/denounceCheck/denounceListChild/DenounceProcess',
    title: '已办结线索',
    side: 'review',
    states: ['办结'],
    emptyText: '暂无已办结的边缘儿童线索',
    menu: PROSECUTORS,
    group: 'denounceCheck',
  },
  {
    path: '/denounceCheck/denounceListChild/DenounceApply',
    title: '回收站',
    side: 'review',
    states: ['拒办'],
    emptyText: '回收站是空的',
    menu: PROSECUTOR,
    group: 'denounceCheck',
  },
  {
    path: '/denounceSub/received',
    title: '待接收',
    side: 'department',
    adjunct_states: ['待收'],
    emptyText: '暂无待接收的线索',
    menu: DEPARTMENT,
    group: 'denounceSub',
  },
  {
    path: '/denounceSub/process',
    title: '办理中',
    side: 'department',
    adjunct_states: ['办理', '打回'],
    emptyText: '暂无办理中的线索',
    menu: DEPARTMENT,
    group: 'denounceSub',
  },
  {
    path: '/denounceSub/apply',
    title: '申请办结',
    side: 'department',
    adjunct_states: ['申结'],
    emptyText: '暂无申请办结的线索',
    menu: DEPARTMENT,
    group: 'denounceSub',
  },
  {
    path: '/denounceSub/finish',
    title: '已办结',
    side: 'department',
    adjunct_states: ['办结', '退回'],
    emptyText: '暂无已办结的线索',
    menu: DEPARTMENT,
    group: 'denounceSub',
  },
];
