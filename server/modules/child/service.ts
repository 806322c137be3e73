/**
 * Children (seed 001 §3–§7): scoped reads, direct writes by centre roles, and the pieces the apply module
 * uses for its final pass (prepare, create, update, snapshot), all in the caller's transaction when given.
 *
 * A direct write also records an apply already in 终过 with top = 1 (seed 001 §4). The child module does not
 * know the applies table: it is given a `DirectApplyRecorder` (the apply module's, wired in app.ts), which
 * breaks the child ↔ apply cycle without either reaching into the other's tables.
 */
import type { z } from 'zod';
import type { Character } from '../../../domain/child-genre';
import type { ChildPayload, childDetail, listChildren, updateChild as updateChildCall } from '../../../domain/contracts/child';
import { TOP_DIRECT } from '../../../domain/constants';
import { mayLearnIdExists, readableInformation } from '../../../domain/disclosure';
import { childScopeFor, type ChildScope } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Forbidden, NotFound } from '../../errors';
import { withImageUrls } from '../../storage/image-urls';
import type { AuditService } from '../audit';
import type { DepartmentService } from '../department';
import type { ImageRegistry } from '../file';
import type { UserService } from '../user';
import { prepareChild, type PreparedChild } from './prepare';
import { childDetail as presentDetail, childListItem, placeIds } from './present';
import { childById, countByIdnumber, listChildren as listRows, type ChildRow } from './repository';
import { carried, childSnapshot, createChild, updateChild, type ChildSnapshot } from './writes';

/** What a direct write records on the apply side (implemented by the apply module). */
export type DirectApplyRecorder = {
  /**
   * Stores the apply of a direct write, in `tx`: 终过, top = 1, one history entry; a modification keeps
   * `before` (the child's form just before), so the apply still shows what changed.
   */
  recordDirect(tx: Db, input: { user: SessionUser; child: ChildRow; genre: '儿童创建' | '儿童修改'; payload: ChildPayload; before?: ChildSnapshot }): Promise<void>;
};

export type ChildServiceDeps = {
  db: Db; now: () => Date; departments: DepartmentService; users: UserService; audit: AuditService;
  directApplies: DirectApplyRecorder;
  /** The issued-images check of every save (the file module's, issue 14). */
  images: ImageRegistry;
  /** A signed read URL of an image, or null for a path that is not the storage's own. */
  signImage: (image_url: string) => string | null;
};

export type ChildService = ReturnType<typeof createChildService>;

/**
 * The child service. `deps`: the database, the clock, the department and user services (places, director
 * lookup), the audit service, the apply module's direct-apply recorder and the image signer.
 */
export function createChildService(deps: ChildServiceDeps) {
  const { db, now, audit } = deps;
  const prepareDeps = { departments: deps.departments, users: deps.users, images: deps.images, now };

  return {
    /**
     * GET /api/child/count/for/idnumber: the duplicate check, county-wide, answered only to a role that may
     * create a child (domain/disclosure.ts `mayLearnIdExists`; others 403 FORBIDDEN_ID_CHECK); records a 搜索.
     */
    async countByIdnumber(user: SessionUser, idnumber: string): Promise<number> {
      if (!mayLearnIdExists(user.role)) throw new Forbidden('您的角色不能按身份证号查重', 'FORBIDDEN_ID_CHECK');
      const n = await countByIdnumber(db, idnumber);
      await audit.write({ user: user.id, type: '搜索', information: { idnumber: idnumber.toUpperCase(), count: n } });
      return n;
    },

    /** The detail of child `id` inside `user`'s scope (404 outside, recorded as a failed 查看详情). */
    async detail(user: SessionUser, id: number): Promise<z.input<typeof childDetail>> {
      const row = await childById(db, id, childScopeFor(user));
      if (!row) {
        await audit.write({ user: user.id, child: id, type: '查看详情', state: '失败' });
        throw new NotFound();
      }
      await audit.write({ user: user.id, child: row.id, type: '查看详情' });
      return withImageUrls(presentDetail(row, await deps.departments.byIds(placeIds([row])), user.role), deps.signImage);
    },

    /** One page of `user`'s children; a keyword search is recorded (搜索). */
    async list(user: SessionUser, q: z.output<typeof listChildren.query>): Promise<z.input<typeof listChildren.response>> {
      const { total, rows } = await listRows(db, childScopeFor(user), q);
      if (q.keyword) await audit.write({ user: user.id, type: '搜索', information: { keyword: q.keyword } });
      const names = await deps.departments.byIds(placeIds(rows));
      return { total, list: rows.map((row) => childListItem(row, names, user.role)) };
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
        await deps.directApplies.recordDirect(tx, { user, child: row, genre: '儿童修改', payload: carried(prepared), before: childSnapshot(existing, prepared.character) });
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
    /** Writes a new child (or merges a category) in `tx`. */
    create: (tx: Db, prepared: PreparedChild, top: number): Promise<ChildRow> => createChild(tx, prepared, { top, now: now() }),
    /** Updates `existing` in `tx` if still at `version` (409 otherwise). */
    update: (tx: Db, existing: ChildRow, version: number, prepared: PreparedChild): Promise<ChildRow> => updateChild(tx, existing, version, prepared, now()),
    /** Child `id` inside `scope` (all when not given), read in `tx` when given. */
    byId: (id: number, scope: ChildScope = { kind: 'all' }, tx: Db = db): Promise<ChildRow | undefined> => childById(tx, id, scope),
    /** The one form of `child` a review compares with (the "before" of a 儿童修改). */
    snapshot: (child: ChildRow, character: Character): ChildSnapshot => childSnapshot(child, character),
    carried,
  };
}
