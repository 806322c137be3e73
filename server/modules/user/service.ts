/**
 * Users (req shell-and-accounts §7, req children §5): lists, the child-director lookup, names, and the accounts the
 * auth module and the route guard resolve. Other modules reach users only here.
 */
import { ACTIVE_STATE, DISABLED_STATE, FAKE_MARKER } from '../../../domain/constants';
import { DIRECTOR_LOOKUP_PAGE_SIZE } from '../../../domain/constants';
import { isRole, type Role } from '../../../domain/roles';
import { userListScopeFor } from '../../../domain/user-list-scope';
import type { Db } from '../../db/client';
import { Forbidden } from '../../errors';
import {
  listUsers,
  nicknamesByIds,
  peopleByIds,
  userByCellphone,
  userById,
  userIdsMatching,
  villagesWithActiveDirector,
  type UserListQuery,
  type Person,
  type UserListRow,
  type UserRow,
} from './repository';

export type Director = { id: number; nickname: string; cellphone: string };

/** A user as the guard and the services see them (never the password hash). */
export type Account = {
  id: number;
  nickname: string;
  cellphone: string;
  role: Role;
  state: string;
  department_id: number | null;
  village_id: number | null;
  /** Set by an administrator's create or reset: the user must change their password before anything else. */
  must_change_password: boolean;
};

export type UserService = {
  /**
   * GET /api/user/list/for/village/role/keyword: `{ total, list }` by id, within what `caller` may list
   * (domain/user-list-scope.ts): centre roles and 系统管理 every user; a child director or social worker only
   * the 儿童主任, 儿童社工 and 志愿人员 of their own town (the director lookup, the helper picker; another town's
   * village answers an empty list, another role 403); any other role 403 FORBIDDEN_USER_LIST.
   */
  list(
    caller: { role: Role; department_id: number | null },
    q: Omit<UserListQuery, 'town'>,
  ): Promise<{ total: number; list: UserListRow[] }>;
  /**
   * The active child director of a village (req children §5 "Child director lookup"): the first 儿童主任 of the
   * village (page 1, size 20) whose state is not 停用 and whose nickname has no `fake`; null when none.
   */
  findDirector(villageId: number | null | undefined, tx?: Db): Promise<Director | null>;
  /** id → nickname for `ids`. */
  nicknames(ids: number[]): Promise<Map<number, string>>;
  /** id → nickname, role, town, village and cellphone for `ids` (operation records, statistics, proposed helpers). */
  people(ids: number[], tx?: Db): Promise<Map<number, Person>>;
  /** The ids of users whose nickname or cellphone contains `keyword` (at most 500). */
  idsMatching(keyword: string): Promise<number[]>;
  /** The account of `id`, or null when unknown, 停用 or of an unknown role; read in `tx` when given. */
  activeAccount(id: number, tx?: Db): Promise<Account | null>;
  /** The active users (not 停用) of `roles`, by id (at most 2000): the e-mail recipients picker (docs/decisions-filetransfer.md). */
  activeOfRoles(roles: readonly Role[], tx?: Db): Promise<{ id: number; nickname: string; role: string }[]>;
  /** The account of a sign-in cellphone with its stored hash (login only), or null. */
  credentialsOf(cellphone: string): Promise<(Account & { password_hash: string | null }) | null>;
  /** The villages where an active child director works (as findDirector counts them; the data warnings). */
  villagesWithDirector(): Promise<Set<number>>;
};

const USER_LIST_FORBIDDEN = '您的角色不能查询用户列表';
const TOWN_PEOPLE_ONLY = '只能查询本乡镇的儿童主任、儿童社工和志愿人员';

/** The account columns of a user row (the users table's, or those a session brings along in the guard's one query). */
export type AccountColumns = Pick<
  UserRow,
  'id' | 'nickname' | 'cellphone' | 'role' | 'state' | 'department_id' | 'village_id' | 'must_change_password'
>;

/** The Account of a user row, or null when its role is none of domain/roles.ts (no such account can act). */
export function accountOf(row: AccountColumns): Account | null {
  return isRole(row.role)
    ? {
        id: row.id,
        nickname: row.nickname,
        cellphone: row.cellphone,
        role: row.role,
        state: row.state,
        department_id: row.department_id,
        village_id: row.village_id,
        must_change_password: row.must_change_password,
      }
    : null;
}

/** The account of a row if it may sign in (only 激活: not 停用, nor a self-registration 待审核 or 拒绝), else null. */
export const activeAccountOf = (row: AccountColumns): Account | null =>
  row.state === ACTIVE_STATE ? accountOf(row) : null;

/** The user service over `db`. */
export function createUserService(deps: { db: Db }): UserService {
  const { db } = deps;
  const account = accountOf;
  return {
    async list(caller, q) {
      const scope = userListScopeFor(caller);
      if (scope.kind === 'all') return listUsers(db, q);
      if (scope.kind === 'none') throw new Forbidden(USER_LIST_FORBIDDEN, 'FORBIDDEN_USER_LIST');
      if (q.role && !scope.roles.includes(q.role as Role)) throw new Forbidden(TOWN_PEOPLE_ONLY, 'FORBIDDEN_USER_LIST'); // a role outside the caller's list
      return listUsers(db, {
        ...q,
        roles: q.role ? [q.role] : [...scope.roles],
        role: undefined,
        town: scope.kind === 'town' ? scope.town : undefined,
      });
    },
    async findDirector(villageId, tx) {
      if (!villageId) return null;
      const { list } = await listUsers(tx ?? db, {
        village: villageId,
        role: '儿童主任',
        page: 1,
        size: DIRECTOR_LOOKUP_PAGE_SIZE,
      });
      const found = list.find((u) => u.state !== DISABLED_STATE && !u.nickname.toLowerCase().includes(FAKE_MARKER));
      return found
        ? { id: found.id, nickname: found.nickname, cellphone: found.information.contact_cellphone ?? '' }
        : null;
    },
    nicknames: (ids) => nicknamesByIds(db, ids),
    people: (ids, tx) => peopleByIds(tx ?? db, ids),
    idsMatching: (keyword) => userIdsMatching(db, keyword),
    async activeAccount(id, tx) {
      const row = await userById(tx ?? db, id);
      // only 激活 signs in: not 停用, nor a self-registration still 待审核 or 拒绝 (domain/registrations.ts)
      return row ? activeAccountOf(row) : null;
    },
    async activeOfRoles(roles, tx) {
      if (!roles.length) return [];
      const { list } = await listUsers(tx ?? db, { roles: [...roles], page: 1, size: 2000 });
      return list
        .filter((u) => u.state === ACTIVE_STATE)
        .map((u) => ({ id: u.id, nickname: u.nickname, role: u.role }));
    },
    async credentialsOf(cellphone) {
      const row = await userByCellphone(db, cellphone);
      const found = row ? account(row) : null;
      return row && found ? { ...found, password_hash: row.password_hash } : null;
    },
    villagesWithDirector: () => villagesWithActiveDirector(db, ACTIVE_STATE, FAKE_MARKER),
  };
}
