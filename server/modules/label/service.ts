/**
 * Labels (tags on children; domain/contracts/label.ts; req supervise §5 /label/LabelList "label: only 总委领导 and 系统管理").
 * Every signed-in user reads the names, counted over their own children; the two keeping roles create, rename (unique
 * names, at the version read), delete (the tag leaves every child; the 删除 record keeps the name) and put a tag on or take
 * it off children of their own scope (any child outside it: 404, nothing changed). Every change leaves an operation record.
 */
import type { SQL } from 'drizzle-orm';
import { LABELS_MAX } from '../../../domain/contracts/label';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import {
  addChildren,
  countInScope,
  countLabels,
  deleteLabelAt,
  insertLabel,
  labelById,
  labelNamed,
  labelsWithCounts,
  lockLabel,
  removeChildren,
  updateLabelAt,
} from './repository';

export type LabelDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  /** The children `user` may see (not deleted), as a subquery with an `id` column (the child module's `placesIn` over the user's scope). */
  childIdsOf: (user: SessionUser) => SQL;
};

const STALE = '该标签已被他人修改，请刷新后重试';
const GONE = '该标签不存在或已被删除';
const duplicate = () =>
  new Invalid('该标签名称已存在', [{ field: 'label_name', message: '该标签名称已存在' }], 'DUPLICATE_LABEL');

export function createLabelService(deps: LabelDeps) {
  const { db, now, audit } = deps;
  return {
    /** GET /api/label/list: every label by name, `child_count` over the caller's children. */
    async list(user: SessionUser) {
      const rows = await labelsWithCounts(db, deps.childIdsOf(user));
      return {
        list: rows.map((r) => ({
          id: r.id,
          label_name: r.label_name,
          child_count: r.child_count,
          version: r.version,
          created_at: r.created_at.toISOString(),
          updated_at: r.updated_at.toISOString(),
        })),
      };
    },
    /** POST /api/label: 400 DUPLICATE_LABEL for a name in use, LABELS_FULL past LABELS_MAX. */
    async create(user: SessionUser, b: { label_name: string }) {
      return inTransaction(db, async (tx) => {
        if (await labelNamed(tx, b.label_name)) throw duplicate();
        if ((await countLabels(tx)) >= LABELS_MAX)
          throw new Invalid(`标签最多${LABELS_MAX}个，请先删除不用的标签`, undefined, 'LABELS_FULL');
        const at = now();
        const row = await insertLabel(tx, {
          label_name: b.label_name,
          created_by: user.id,
          created_at: at,
          updated_at: at,
        });
        await audit.write(
          {
            user: user.id,
            type: '创建',
            information: { action: '新增标签', label: row.id, label_name: row.label_name },
          },
          tx,
        );
        return { id: row.id, version: row.version };
      });
    },
    /** PUT /api/label: a new unique name at the version read. */
    async rename(user: SessionUser, b: { id: number; version: number; label_name: string }) {
      return inTransaction(db, async (tx) => {
        const old = await labelById(tx, b.id);
        if (!old) throw new NotFound(GONE);
        if (await labelNamed(tx, b.label_name, b.id)) throw duplicate();
        const row = await updateLabelAt(tx, b.id, b.version, { label_name: b.label_name, updated_at: now() });
        if (!row) throw new Conflict(STALE, 'STALE_VERSION');
        await audit.write(
          {
            user: user.id,
            type: '修改',
            information: { action: '重命名标签', label: row.id, from: old.label_name, to: row.label_name },
          },
          tx,
        );
        return { id: row.id, version: row.version };
      });
    },
    /** DELETE /api/label: the label and its place on every child, at the version read. */
    async remove(user: SessionUser, b: { id: number; version: number }) {
      return inTransaction(db, async (tx) => {
        const old = await lockLabel(tx, b.id);
        if (!old) throw new NotFound(GONE);
        const children = await deleteLabelAt(tx, b.id, b.version);
        if (children === undefined) throw new Conflict(STALE, 'STALE_VERSION');
        await audit.write(
          {
            user: user.id,
            type: '删除',
            information: { action: '删除标签', label: old.id, label_name: old.label_name, children },
          },
          tx,
        );
        return { id: old.id, children };
      });
    },
    /** PUT /api/label/children: puts the label on `add` and takes it off `remove`, all of them children of the caller's scope. */
    async assign(user: SessionUser, b: { id: number; add: number[]; remove: number[] }) {
      const add = [...new Set(b.add)],
        remove = [...new Set(b.remove)].filter((id) => !add.includes(id));
      if (!add.length && !remove.length) throw new Invalid('请选择儿童', [{ field: 'add', message: '请选择儿童' }]);
      return inTransaction(db, async (tx) => {
        const label = await lockLabel(tx, b.id);
        if (!label) throw new NotFound(GONE);
        const all = [...add, ...remove];
        if ((await countInScope(tx, all, deps.childIdsOf(user))) !== all.length)
          throw new NotFound('所选儿童不存在或不在您的范围内');
        const at = now();
        const added = await addChildren(tx, label.id, add, user.id, at);
        const removed = await removeChildren(tx, label.id, remove);
        await audit.write(
          {
            user: user.id,
            type: '修改',
            information: { action: '设置儿童标签', label: label.id, label_name: label.label_name, add, remove },
          },
          tx,
        );
        return { id: label.id, added, removed };
      });
    },
  };
}

export type LabelService = ReturnType<typeof createLabelService>;
