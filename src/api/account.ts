/**
 * Account and department management (domain/contracts/account.ts, department.ts; issue 15): the calls of
 * 系统管理's /management and /department screens, and a user's own password change.
 */
import type { CallInput, CallOutput } from '../../domain/contracts/define';
import {
  changeOwnPassword as ownCall, checkCellphone as checkCall, createAccount as createCall, listAccounts as listCall,
  resetPassword as resetCall, setAccountState as stateCall, updateAccount as updateCall, type AccountItem,
} from '../../domain/contracts/account';
import {
  createDepartment as createDeptCall, listDepartmentsForManage, renameDepartment as renameCall, setDepartmentState as deptStateCall,
  type ManagedDepartment,
} from '../../domain/contracts/department';
import { call } from './client';

export type { AccountItem, ManagedDepartment };

export const accountKeys = {
  all: ['account'] as const,
  list: (query: object) => ['account', 'list', query] as const,
  departments: ['account', 'departments'] as const,
};

export type AccountListQuery = CallInput<typeof listCall>['query'];
export const listAccounts = (query: AccountListQuery): Promise<CallOutput<typeof listCall>> => call(listCall, { query });

/** Whether a sign-in cellphone is taken (GET /api/user/check/cellphone). */
export const cellphoneTaken = async (cellphone: string): Promise<boolean> => (await call(checkCall, { query: { cellphone } })).count > 0;

export type AccountInput = CallInput<typeof createCall>['body'];
export const createAccount = (body: AccountInput): Promise<CallOutput<typeof createCall>> => call(createCall, { body });
export const updateAccount = (body: CallInput<typeof updateCall>['body']): Promise<CallOutput<typeof updateCall>> => call(updateCall, { body });
export const resetPassword = (body: CallInput<typeof resetCall>['body']): Promise<CallOutput<typeof resetCall>> => call(resetCall, { body });
export const setAccountState = (body: CallInput<typeof stateCall>['body']): Promise<CallOutput<typeof stateCall>> => call(stateCall, { body });
export const changeOwnPassword = (body: CallInput<typeof ownCall>['body']): Promise<CallOutput<typeof ownCall>> => call(ownCall, { body });

export const listManagedDepartments = async (): Promise<ManagedDepartment[]> => (await call(listDepartmentsForManage)).list;
export const createDepartment = (body: CallInput<typeof createDeptCall>['body']) => call(createDeptCall, { body });
export const renameDepartment = (body: CallInput<typeof renameCall>['body']) => call(renameCall, { body });
export const setDepartmentState = (body: CallInput<typeof deptStateCall>['body']) => call(deptStateCall, { body });
