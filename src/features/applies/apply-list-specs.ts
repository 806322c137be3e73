/**
 * The apply lists of /children besides the two review queues (issue 15; req applies-review §7), as data, all
 * shown by one screen (apply-list-screen.tsx): the final-review record, the returns of each stage, what
 * passed the first review, the withdrawn applies (childCheckDelete) and the review of 帮扶人员 applies
 * (with its badge, req shell-and-accounts §6.4 "helper-personnel first review"). The server scopes each list to the caller
 * (a reviewer's town or the whole county, an applicant's own applies).
 */
import { APPLY_GENRES, CHILD_APPLY_GENRES, type ApplyGenre, type ApplyState } from '../../../domain/apply-states';
import type { Access } from '../../core/access';

export type ApplyListAction = 'view' | 'correct' | 'withdraw' | 'review_helpers';

export type ApplyListSpec = {
  path: string;
  title: string;
  access: readonly Access[];
  genres: readonly ApplyGenre[];
  /** The states listed; `pending` lists what waits for the caller's own review stage. */
  states: readonly ApplyState[] | 'pending';
  deleted?: boolean;
  actions: readonly ApplyListAction[];
  badge?: 'helper_review';
  emptyText: string;
};

const FIRST: Access = { permissionId: 'review_first', action: 'query' };
const FINAL: Access = { permissionId: 'review_final', action: 'query' };
const APPLIES: Access = { permissionId: 'applies', action: 'query' };

export const APPLY_LIST_SPECS: readonly ApplyListSpec[] = [
  {
    path: '/children/HelpCheck',
    title: '帮扶人员审核',
    access: [FIRST, FINAL],
    genres: ['帮扶人员'],
    states: 'pending',
    actions: ['review_helpers'],
    badge: 'helper_review',
    emptyText: '暂无待审核的帮扶人员申请',
  },
  {
    path: '/children/ChildRetrial',
    title: '初审通过',
    access: [FIRST],
    genres: CHILD_APPLY_GENRES,
    states: ['初过'],
    actions: ['view'],
    emptyText: '暂无初审通过、等待终审的申请',
  },
  {
    path: '/children/ChildRetrialReturn',
    title: '初审退回',
    access: [APPLIES],
    genres: APPLY_GENRES,
    states: ['初拒'],
    actions: ['view', 'correct'],
    emptyText: '暂无初审退回的申请',
  },
  {
    path: '/children/ChildExamineList',
    title: '终审记录',
    access: [FINAL],
    genres: APPLY_GENRES,
    states: ['终过', '终拒'],
    actions: ['view'],
    emptyText: '暂无终审记录',
  },
  {
    path: '/children/ChildExamineReturn',
    title: '终审退回',
    access: [APPLIES],
    genres: APPLY_GENRES,
    states: ['终拒'],
    actions: ['view', 'correct'],
    emptyText: '暂无终审退回的申请',
  },
  {
    path: '/children/childCheckDelete',
    title: '已撤回申请',
    access: [{ permissionId: 'applies', action: 'delete' }],
    genres: APPLY_GENRES,
    states: ['申请', '初过', '初拒', '终过', '终拒'],
    deleted: true,
    actions: ['view'],
    emptyText: '暂无撤回或删除的申请',
  },
];
