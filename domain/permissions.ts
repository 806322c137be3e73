/**
 * The permission matrix: the single source for the server's route guards and the SPA's menus
 * (seed 000 §3 "Action set on a permission", §6). A role holds a permission id with a list of actions.
 *
 * Permission ids:
 * - `children`: the child records (query = lists, get = detail, add/edit = direct write, which also
 *   writes an apply already in 终过 with top = 1, seed 001 §4).
 * - `applies`: applications that carry a child create/modify for review (add = submit, query/get = see).
 * - `review_first`: the first review of an apply (初过 / 初拒), by the town's 分委领导.
 * - `review_final`: the final review (终过 / 终拒), by the centre.
 * - `departments`, `users`: the reference lists every signed-in user reads.
 * - `files`: image uploads (add = upload a proof image or photo, or get OSS upload credentials), held by
 *   the roles that may add children or applies (seed 001 §7 "Temporary storage credentials"). Reading an
 *   image needs no grant of its own: its signed URL comes with a record the caller may read.
 */
import type { Role } from './roles';

export const ACTIONS = ['add', 'delete', 'edit', 'query', 'get', 'enable', 'disable', 'import', 'export'] as const;
export type Action = (typeof ACTIONS)[number];

export const PERMISSION_IDS = ['children', 'applies', 'review_first', 'review_final', 'departments', 'users', 'files'] as const;
export type PermissionId = (typeof PERMISSION_IDS)[number];

export type PermissionGrant = { permissionId: PermissionId; actionList: Action[] };

const READ: Action[] = ['query', 'get'];
const REFERENCE: PermissionGrant[] = [
  { permissionId: 'departments', actionList: READ },
  { permissionId: 'users', actionList: READ },
];

/** Upload images (held by every role that may add children or applies). */
const FILES: PermissionGrant = { permissionId: 'files', actionList: ['add'] };

const CENTRE: PermissionGrant[] = [
  ...REFERENCE,
  FILES,
  { permissionId: 'children', actionList: ['query', 'get', 'add', 'edit', 'export'] },
  { permissionId: 'applies', actionList: READ },
  { permissionId: 'review_final', actionList: ['query', 'get', 'edit'] },
];

const MATRIX: Record<Role, PermissionGrant[]> = {
  系统管理: [...REFERENCE],
  儿童主任: [...REFERENCE, { permissionId: 'children', actionList: READ }, { permissionId: 'applies', actionList: ['add', 'query', 'get'] }, FILES],
  儿童社工: [...REFERENCE, { permissionId: 'children', actionList: READ }, { permissionId: 'applies', actionList: ['add', 'query', 'get'] }, FILES],
  分委领导: [
    ...REFERENCE,
    { permissionId: 'children', actionList: READ },
    { permissionId: 'applies', actionList: READ },
    { permissionId: 'review_first', actionList: ['query', 'get', 'edit'] },
  ],
  中心领导: CENTRE,
  中心管理: CENTRE,
  中心人员: [...REFERENCE, { permissionId: 'children', actionList: READ }],
  总委领导: [...REFERENCE, { permissionId: 'children', actionList: READ }],
  督查领导: [...REFERENCE, { permissionId: 'children', actionList: READ }],
  督查人员: [...REFERENCE, { permissionId: 'children', actionList: READ }],
  检察领导: [...REFERENCE, { permissionId: 'children', actionList: READ }],
  检察人员: [...REFERENCE, { permissionId: 'children', actionList: READ }],
  公安护航: [...REFERENCE, { permissionId: 'children', actionList: READ }],
  司法护航: [...REFERENCE, { permissionId: 'children', actionList: READ }],
  检察护航: [...REFERENCE, { permissionId: 'children', actionList: READ }],
  教育护航: [...REFERENCE, { permissionId: 'children', actionList: READ }],
  乡镇护航: [...REFERENCE, { permissionId: 'children', actionList: READ }],
  志愿人员: [...REFERENCE],
  部门领导: [...REFERENCE],
  服务领导: [...REFERENCE],
  保金核员: [...REFERENCE],
  保金批员: [...REFERENCE],
  保金管理: [...REFERENCE],
  活动专员: [...REFERENCE],
  学校领导: [...REFERENCE],
};

/** The grants of a role, as sent in `GET /api/user/info` (`roles[].permissions`). */
export function permissionsFor(role: Role): PermissionGrant[] {
  return MATRIX[role];
}

/** Whether `role` may do `action` on `permissionId`. */
export function can(role: Role, permissionId: PermissionId, action: Action): boolean {
  return MATRIX[role].some((g) => g.permissionId === permissionId && g.actionList.includes(action));
}

/**
 * What a call requires (declared by each contract, enforced by server/auth/guard.ts): `'public'` (no session:
 * login, the API reference), `'signed-in'` (any valid session) or a grant of the matrix above.
 */
export type CallPermission = 'public' | 'signed-in' | { id: PermissionId; action: Action };
