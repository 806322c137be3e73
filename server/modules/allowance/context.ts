/**
 * What the allowance operations share (service.ts, entries.ts, review.ts, warnings.ts): their dependencies, the caller's
 * children (the child module's scoped subquery), a step as an allowance's steps store it, the lookup of an allowance in
 * the caller's scope (404 该保金不存在) and how names, places and people are shown to the caller.
 */
import type { SQL } from 'drizzle-orm';
import type { AllowanceState } from '../../../domain/allowances';
import type { Settings } from '../../../domain/configuration';
import { childScopeFor, type ChildScope } from '../../../domain/scope';
import type { HistoryStep } from '../../../domain/workflow';
import type { SessionUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { NotFound } from '../../errors';
import type { AuditService } from '../audit';
import type { DepartmentService } from '../department';
import type { UserService } from '../user';
import { placeIdsOf, type Shown } from './present';
import { allowanceById, type AllowanceLine } from './repository';

export type AllowanceDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  users: Pick<UserService, 'nicknames'>;
  departments: Pick<DepartmentService, 'byIds'>;
  /** The children of a scope as the child module's subquery (`childAllowanceKidsIn`). */
  kidsIn: (scope: ChildScope) => SQL;
  /** Whether `user`'s reveal of full names is active now. */
  revealed: (user: SessionUser) => boolean;
  /** The console's settings (the allowance range of the warnings). */
  settings: () => Promise<Settings>;
};

export const STALE = '该保金已被他人修改，请刷新后重试';
export const NO_KID = '该儿童不在保金范围内（须为未退出的困境或留守儿童）';
export const NO_ALLOWANCE = '该保金不存在';
export const DUPLICATE = '该儿童本月已有保金';
export const NO_BANK = '该儿童缺少银行信息，请先在保金管理中维护或在此填写';

/** One step of an allowance's stored steps: the state reached, who (user id), when (ISO), why ('' for none). */
export type StoredStep = { allowance_state: AllowanceState; user: number; at: string; reason: string };

/** The shared helpers over `deps` (see the module comment). */
export function allowanceContext(deps: AllowanceDeps) {
  const kidsOf = (user: SessionUser) => deps.kidsIn(childScopeFor(user));
  return {
    ...deps,
    kidsOf,
    /** A step taken now by `user` (entries, imports). */
    step: (user: SessionUser, state: AllowanceState, reason = ''): StoredStep => ({
      allowance_state: state,
      user: user.id,
      at: deps.now().toISOString(),
      reason,
    }),
    /** A workflow step (applyMove's) as an allowance's steps store it. */
    stepOf: (x: HistoryStep<AllowanceState>, reason = ''): StoredStep => ({
      allowance_state: x.to,
      user: x.by,
      at: x.at,
      reason,
    }),
    /** Allowance `id` of `user`'s scope (not deleted); 404 otherwise. */
    async owned(tx: Db, user: SessionUser, id: number): Promise<AllowanceLine> {
      const row = await allowanceById(tx, kidsOf(user), id);
      if (!row) throw new NotFound(NO_ALLOWANCE);
      return row;
    },
    /** The places of `rows`, the nicknames of `creators` and whether `user`'s reveal is active. */
    async shown(
      user: SessionUser,
      rows: { department_id: number | null; village_id: number | null }[],
      creators: number[] = [],
    ): Promise<Shown> {
      const [places, people] = await Promise.all([
        deps.departments.byIds(placeIdsOf(rows)),
        deps.users.nicknames(creators),
      ]);
      return { revealed: deps.revealed(user), places, people };
    },
  };
}
export type AllowanceContext = ReturnType<typeof allowanceContext>;
