/**
 * Children (req children §3–§9): scoped reads, direct writes by centre roles, and the pieces the apply module
 * uses for its final pass (prepare, create, update, snapshot), all in the caller's transaction when given.
 *
 * A direct write also records an apply already in 终过 with top = 1 (req applies-review §4). The child module does not
 * know the applies table: it is given a `DirectApplyRecorder` (the apply module's, wired in app.ts), which
 * breaks the child ↔ apply cycle without either reaching into the other's tables.
 */
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Character } from '../../../domain/child-genre';
import type { ChildPayload, childDetail, updateChild as updateChildCall } from '../../../domain/contracts/child';
import { can } from '../../../domain/permissions';
import { TOP_DIRECT } from '../../../domain/constants';
import { mayLearnIdExists, readableInformation } from '../../../domain/disclosure';
import { childInScope, childScopeFor, type ChildScope } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Forbidden, NotFound } from '../../errors';
import { withImageUrls } from '../../storage/image-urls';
import type { AuditService } from '../audit';
import type { DepartmentService } from '../department';
import type { ImageRegistry } from '../file';
import type { UserService } from '../user';
import { prepareChild, type PreparedChild } from './prepare';
import { childDetail as presentDetail, placeIds } from './present';
import { viewerOf } from './viewer';
import {
  childById,
  childByIdnumber,
  countByIdnumber,
  idTaken,
  syncIdSequence,
  updateChildAtVersion,
  type ChildRow,
} from './repository';
import { createChildLists } from './lists';
import { applyHelpers, createChildLifecycle, type LifecycleDeps } from './lifecycle';
import { createChildAppraises } from './appraises';
import { createChildImportant } from './important';
import { createChildReads } from './reads';
import { createChildClassify } from './classify';
import { createGtaForm } from './gta-form';
import type { HelperAssignment } from '../../../domain/contracts/child-state';
import { carried, childSnapshot, createChild, STALE_MESSAGE, updateChild, type ChildSnapshot } from './writes';

/** What a direct write records on the apply side (implemented by the apply module). */
export type DirectApplyRecorder = {
  /**
   * Stores the apply of a direct write, in `tx`: 终过, top = 1, one history entry; a modification keeps
   * `before` (the child's form just before), so the apply still shows what changed.
   */
  recordDirect(
    tx: Db,
    input: {
      user: SessionUser;
      child: ChildRow;
      genre: '儿童创建' | '儿童修改';
      payload: ChildPayload;
      before?: ChildSnapshot;
    },
  ): Promise<void>;
};

export type ChildServiceDeps = {
  db: Db;
  now: () => Date;
  departments: DepartmentService;
  users: UserService;
  audit: AuditService;
  directApplies: DirectApplyRecorder;
  /** The issued-images check of every save (the file module's, issue 14). */
  images: ImageRegistry;
  /** A signed read URL of an image, or null for a path that is not the storage's own. */
  signImage: (image_url: string) => string | null;
  /** Sets the reveal of full names of a session (the auth module's; issue 15). Not given: a reveal fails (a unit-test service). */
  setReveal?: (token: string, until: Date | null) => Promise<void>;
  /** Moves a child's plans and tasks to its new manager (req tasks §6.2; the plan and task modules', wired in server/services.ts). */
  managerMoved?: LifecycleDeps['managerMoved'];
  /** The children carrying any of some tags, as a subquery (the label module's; the `labels` filter of the lists). */
  labelled?: (labelIds: number[]) => SQL;
  /** child id → the names of its tags (the label module's). */
  labelNames?: (childIds: number[]) => Promise<Map<number, string[]>>;
};

export type ChildService = ReturnType<typeof createChildService>;

/**
 * The child service. `deps`: the database, the clock, the department and user services (places, director
 * lookup), the audit service, the apply module's direct-apply recorder and the image signer.
 */
export function createChildService(deps: ChildServiceDeps) {
  const { db, now, audit } = deps;
  const prepareDeps = { departments: deps.departments, users: deps.users, images: deps.images, now };
  const lists = createChildLists(deps);
  const appraises = createChildAppraises({ db, now, audit });
  const gta = { ...createChildImportant({ db, now, audit }), ...createGtaForm({ db, now, audit }) };
  const lifecycle = createChildLifecycle({
    db,
    now,
    audit,
    users: deps.users,
    setReveal: deps.setReveal ?? (() => Promise.reject(new Error('reveal is not wired'))),
    managerMoved: deps.managerMoved,
  });

  /** The detail of `row` for `user`, or 404 (recorded as a failed 查看详情 of `id`). */
  async function present(
    user: SessionUser,
    row: ChildRow | undefined,
    id: number,
  ): Promise<z.input<typeof childDetail>> {
    if (!row) {
      await audit.write({ user: user.id, child: id, type: '查看详情', state: '失败' });
      throw new NotFound();
    }
    await audit.write({ user: user.id, child: row.id, type: '查看详情' });
    const deleter = row.deleted_by ? await deps.users.nicknames([row.deleted_by]) : undefined;
    return withImageUrls(
      presentDetail(
        row,
        await deps.departments.byIds(placeIds([row])),
        viewerOf(user, now(), deleter, await deps.labelNames?.([row.id])),
      ),
      deps.signImage,
    );
  }

  return {
    /**
     * GET /api/child/count/for/idnumber: the duplicate check, county-wide, answered only to a role that may
     * create a child (domain/disclosure.ts `mayLearnIdExists`; others 403 FORBIDDEN_ID_CHECK); records a 搜索 naming
     * the child found (its id), not the ID number asked.
     */
    async countByIdnumber(
      user: SessionUser,
      idnumber: string,
      character?: Character,
    ): Promise<{ count: number; mergeable: boolean }> {
      if (!mayLearnIdExists(user.role)) throw new Forbidden('您的角色不能按身份证号查重', 'FORBIDDEN_ID_CHECK');
      const n = await countByIdnumber(db, idnumber);
      const same = n > 0 ? await childByIdnumber(db, idnumber) : undefined;
      // the same test as prepare.ts: a merge goes only into a child lacking the category, inside the writer's scope
      const mergeable = Boolean(
        character && same && !same[`character_${character}`] && childInScope(childScopeFor(user), same),
      );
      // the record names the child found by id, never the searched ID number (issue 26; docs/decisions-records.md)
      await audit.write({
        user: user.id,
        child: same?.id,
        type: '搜索',
        information: { action: '身份证号查重', count: n },
      });
      return { count: mergeable ? 0 : n, mergeable };
    },

    /**
     * The detail of child `id` inside `user`'s scope (404 outside, recorded as a failed 查看详情); a deleted
     * child only for children:delete roles (the deleted list's 查看).
     */
    async detail(user: SessionUser, id: number): Promise<z.input<typeof childDetail>> {
      return present(user, await childById(db, id, childScopeFor(user), can(user.role, 'children', 'delete')), id);
    },

    /** GET /api/child/detail/for/idnumber: the same by ID number (404 when no such child is in scope). */
    async detailByIdnumber(user: SessionUser, idnumber: string): Promise<z.input<typeof childDetail>> {
      const row = await childByIdnumber(db, idnumber);
      const inScope = row && (await childById(db, row.id, childScopeFor(user), can(user.role, 'children', 'delete')));
      return present(user, inScope || undefined, row?.id ?? 0);
    },

    ...lists,
    ...lifecycle,
    /** The classification and the 儿童督导员, with their 分级记录 (classify.ts). */
    classify: createChildClassify({ db, now, audit, users: deps.users }),
    /** The overall evaluations of a marginal minor (appraises.ts). */
    appraises,
    /** The cross-department information and the liaison flag of a marginal minor (important.ts). */
    gta,

    /** POST /api/child/with/id: a direct create keeping the given id (409 ID_TAKEN when in use). */
    async createWithId(user: SessionUser, payload: ChildPayload & { id: number }): Promise<ChildRow> {
      const child = await inTransaction(db, async (tx) => {
        if (await idTaken(tx, payload.id)) throw new Conflict('该 id 已被使用', 'ID_TAKEN');
        const prepared = await prepareChild(prepareDeps, tx, payload, undefined, { kind: 'none' });
        const row = await createChild(tx, prepared, { top: TOP_DIRECT, now: now(), id: payload.id });
        await syncIdSequence(tx);
        await deps.directApplies.recordDirect(tx, { user, child: row, genre: '儿童创建', payload: carried(prepared) });
        return row;
      });
      await audit.write({ user: user.id, child: child.id, type: '创建', information: { with_id: true } });
      return child;
    },

    /** POST /api/child: prepare, write and record the 终过 apply in one transaction. */
    async createDirect(user: SessionUser, payload: ChildPayload): Promise<ChildRow> {
      const child = await inTransaction(db, async (tx) => {
        const prepared = await prepareChild(prepareDeps, tx, payload, undefined, childScopeFor(user));
        const row = await createChild(tx, prepared, { top: TOP_DIRECT, now: now() });
        await deps.directApplies.recordDirect(tx, { user, child: row, genre: '儿童创建', payload: carried(prepared) });
        return row;
      });
      await audit.write({ user: user.id, child: child.id, type: '创建' });
      return child;
    },

    /** PUT /api/child: the same for a modification of a child in `user`'s scope (404 outside, 409 stale). */
    async updateDirect(user: SessionUser, body: z.output<typeof updateChildCall.body>): Promise<ChildRow> {
      const child = await inTransaction(db, async (tx) => {
        const existing = await childById(tx, body.id, childScopeFor(user));
        if (!existing) throw new NotFound();
        const prepared = await prepareChild(prepareDeps, tx, body, existing);
        const row = await updateChild(tx, existing, body.version, prepared, now());
        await deps.directApplies.recordDirect(tx, {
          user,
          child: row,
          genre: '儿童修改',
          payload: carried(prepared),
          before: childSnapshot(existing, prepared.character),
        });
        return row;
      });
      await audit.write({ user: user.id, child: child.id, type: '修改' });
      return child;
    },

    /**
     * The child pipeline of prepare.ts, in `tx` (an apply's submit and final pass); `mergeScope`: the
     * children a create may merge into (the applicant's scope; none when not given).
     */
    prepare: (tx: Db, payload: ChildPayload, existing?: ChildRow, mergeScope?: ChildScope): Promise<PreparedChild> =>
      prepareChild(prepareDeps, tx, payload, existing, mergeScope),
    /** `information` without the forms `role` may not read (domain/disclosure.ts), for other modules' presenters. */
    readableInformation,
    /** The proposed slots of a 帮扶人员 apply, with each user's nickname (400 for an unknown or 停用 user). */
    async proposeHelpers(assignments: HelperAssignment[]): Promise<(HelperAssignment & { nickname?: string })[]> {
      const set = await applyHelpers(deps.users, db, {}, assignments, '同意');
      return assignments.map((a) => ({ ...a, nickname: (set[a.slot] as { nickname?: string } | undefined)?.nickname }));
    },
    /** The final pass of a 帮扶人员 apply: sets the slots on child `id` in `tx` (409 CHILD_GONE when it no longer exists). */
    async assignHelpers(tx: Db, id: number, assignments: HelperAssignment[]): Promise<void> {
      const child = await childById(tx, id);
      if (!child) throw new Conflict('要设置帮扶人员的儿童已不存在', 'CHILD_GONE');
      const updated = await updateChildAtVersion(tx, id, child.version, {
        helpers: await applyHelpers(deps.users, tx, child.helpers, assignments, '同意'),
        updated_at: now(),
      });
      if (!updated) throw new Conflict(STALE_MESSAGE, 'STALE_VERSION');
    },
    /** Writes a new child (or merges a category) in `tx`. */
    create: (tx: Db, prepared: PreparedChild, top: number): Promise<ChildRow> =>
      createChild(tx, prepared, { top, now: now() }),
    /** Updates `existing` in `tx` if still at `version` (409 otherwise). */
    update: (tx: Db, existing: ChildRow, version: number, prepared: PreparedChild): Promise<ChildRow> =>
      updateChild(tx, existing, version, prepared, now()),
    ...createChildReads({ db, now }),
    /**
     * A passed risk assessment (req risk §2 information.origin / .standard and "timestamps for the … standard and origin
     * steps"): `information[key] = values` and `important.<key>_timestamp` (seconds) on child `id`, in `tx`. 409 CHILD_GONE.
     */
    async recordAssessment(
      tx: Db,
      id: number,
      key: 'origin' | 'standard',
      values: Record<string, unknown>,
    ): Promise<void> {
      const child = await childById(tx, id);
      if (!child) throw new Conflict('要保存评估的儿童已不存在', 'CHILD_GONE');
      const at = now();
      const important = { ...child.information.important, [`${key}_timestamp`]: Math.floor(at.getTime() / 1000) };
      const updated = await updateChildAtVersion(tx, id, child.version, {
        information: { ...child.information, important, [key]: values },
        updated_at: at,
      });
      if (!updated) throw new Conflict(STALE_MESSAGE, 'STALE_VERSION');
    },
    /** The one form of `child` a review compares with (the "before" of a 儿童修改). */
    snapshot: (child: ChildRow, character: Character): ChildSnapshot => childSnapshot(child, character),
    carried,
  };
}
