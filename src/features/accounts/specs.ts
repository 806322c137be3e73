/**
 * The user lists of /management (req shell-and-accounts §11, §6) as data: each is the one user list of 系统管理 with a
 * fixed set of roles (a /management page per kind of staff the programme manages). `roles` empty: every user.
 */
import type { Role } from '../../../domain/roles';

export type AccountListSpec = { path: string; title: string; roles: readonly Role[] };

export const ACCOUNT_LIST_SPECS: readonly AccountListSpec[] = [
  { path: '/management/UserList', title: '全部用户', roles: [] },
  { path: '/management/townStreet', title: '镇街人员', roles: ['分委领导', '儿童主任', '儿童社工'] },
  { path: '/management/centerPersonel', title: '中心人员', roles: ['中心领导', '中心管理', '中心人员'] },
  {
    path: '/management/leaderManage',
    title: '领导管理',
    roles: ['总委领导', '中心领导', '分委领导', '部门领导', '服务领导', '督查领导', '检察领导', '学校领导'],
  },
  { path: '/management/policeManage', title: '公安护航', roles: ['公安护航'] },
  { path: '/management/justiceManage', title: '司法护航', roles: ['司法护航'] },
  { path: '/management/lawManage', title: '检察护航', roles: ['检察护航'] },
  { path: '/management/educationManage', title: '教育护航', roles: ['教育护航', '学校领导'] },
  { path: '/management/townManage', title: '乡镇护航', roles: ['乡镇护航'] },
  { path: '/management/checkList', title: '检察人员', roles: ['检察领导', '检察人员'] },
  { path: '/management/inspectorList', title: '督查人员', roles: ['督查领导', '督查人员'] },
  { path: '/management/serviceManage', title: '服务人员', roles: ['服务领导', '志愿人员', '活动专员'] },
  { path: '/management/allowanceManage', title: '保金人员', roles: ['保金核员', '保金批员', '保金管理'] },
];
