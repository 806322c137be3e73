/**
 * Persuasion logs of a purple-level marginal minor (issue 17; req gta §2.8 tab 8, §4.2, §9.1, §7.2, §8.4, §9.3;
 * domain/contracts/persuasion.ts, domain/escort.ts):
 *
 * - every call first finds the minor in the caller's scope (404 otherwise) at escort level 紫色 (409 NOT_PURPLE);
 *   a volunteer reads only as a task-force member of the minor and writes only as its liaison officer (403);
 * - add: 检察领导, 教育护航, 乡镇护航 or the liaison officer, the source label following the author; edit and
 *   delete: the three roles any log, the liaison officer their own (403 NOT_AUTHOR); each change at the version
 *   read (409 STALE_VERSION);
 * - photos must be images this server issued (400 请重新上传图片), signed for reading in every answer;
 * - each write leaves an operation record (创建 / 修改 / 删除); a deleted log's text stays in its 删除 record.
 *
 * Nothing here pretends: a failure is an error answer, never a "demo mode" success (req gta §9.3).
 */
import type { z } from 'zod';
import type {
  addPersuasion,
  listPersuasions,
  PersuasionInformation,
  persuasionItem,
  updatePersuasion,
} from '../../../domain/contracts/persuasion';
import {
  escortMembership,
  mayAddPersuasion,
  mayChangePersuasion,
  PERSUASION_LEVEL,
  persuasionSource,
  type HelperValue,
  type PersuasionSource,
} from '../../../domain/escort';
import { inGroup } from '../../../domain/roles';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import {
  countPersuasionsByTown,
  deletePersuasionRows,
  insertPersuasion,
  pagePersuasions,
  persuasionsByIds,
  updatePersuasionAt,
  type PersuasionRow,
} from './repository';
import type { SQL } from 'drizzle-orm';

/** What the log needs of a minor: its escort level and task force, if it is in the caller's scope. */
export type MinorFinder = (
  user: SessionUser,
  id: number,
  tx?: Db,
) => Promise<{ id: number; escort_level: string | null; helpers: Record<string, HelperValue | undefined> } | undefined>;

export type PersuasionDeps = {
  db: Db;
  now: () => Date;
  audit: AuditService;
  minor: MinorFinder;
  /** Marks issued images attached in `tx`; answers those this server did not issue (the file module). */
  claimImages: (urls: string[], tx: Db) => Promise<string[]>;
  signImage: (image_url: string) => string | null;
};

type Item = z.input<typeof persuasionItem>;
type LogBody = Omit<z.output<typeof addPersuasion.body>, 'child'>;

export function createPersuasionService(deps: PersuasionDeps) {
  const { db, now, audit } = deps;

  /** The minor `id` for `user`, with the caller's standing in its task force; 404 / 409 / 403 as above. */
  async function standing(user: SessionUser, id: number, tx: Db = db) {
    const minor = await deps.minor(user, id, tx);
    if (!minor) throw new NotFound();
    if (minor.escort_level !== PERSUASION_LEVEL)
      throw new Conflict(`护航等级为${PERSUASION_LEVEL}的未成年人才有劝导记录`, 'NOT_PURPLE');
    const { member, liaison } = escortMembership(minor.helpers, user.id);
    if (inGroup(user.role, 'volunteers') && !member) throw new NotFound();
    return { minor, liaison };
  }

  const present = (user: SessionUser, row: PersuasionRow, liaison: boolean): Item => ({
    id: row.id,
    record_child: row.record_child,
    record_user: row.record_user,
    record_datetime: row.record_datetime.toISOString(),
    record_state: row.record_state,
    record_information: row.record_information,
    created_at: row.created_at.toISOString(),
    version: row.version,
    mine_to_change: mayChangePersuasion(user.role, user.id, row.record_user, liaison),
  });

  function signed(rows: PersuasionRow[]): Record<string, string> {
    const out: Record<string, string> = {};
    for (const row of rows)
      for (const { url } of row.record_information.record_images) {
        const s = deps.signImage(url);
        if (s) out[url] = s;
      }
    return out;
  }

  function information(user: SessionUser, source: PersuasionSource, b: LogBody): PersuasionInformation {
    return {
      record_source: source,
      record_user_name: user.nickname,
      record_user_cellphone: user.cellphone,
      record_attenders: b.record_attenders,
      record_content: b.record_content,
      record_images: b.record_images,
    };
  }

  async function checkImages(tx: Db, b: LogBody, kept: string[] = []): Promise<void> {
    const fresh = b.record_images.map((i) => i.url).filter((u) => !kept.includes(u));
    if (fresh.length && (await deps.claimImages(fresh, tx)).length) {
      throw new Invalid('请重新上传图片', [{ field: 'record_images', message: '请重新上传图片' }], 'IMAGE_NOT_ISSUED');
    }
  }

  /** The logs `ids` locked, each the caller's to change; 404 when one is gone, 403 NOT_AUTHOR when one is another's. */
  async function lockedOwn(tx: Db, user: SessionUser, ids: number[]): Promise<PersuasionRow[]> {
    const rows = await persuasionsByIds(tx, ids, true);
    if (rows.length !== new Set(ids).size) throw new NotFound('该劝导记录不存在或已被删除');
    for (const row of rows) {
      const { liaison } = await standing(user, row.record_child, tx);
      if (!mayChangePersuasion(user.role, user.id, row.record_user, liaison))
        throw new Forbidden('联络员只能修改或删除自己的劝导记录', 'NOT_AUTHOR');
    }
    return rows;
  }

  return {
    async list(
      user: SessionUser,
      q: z.output<typeof listPersuasions.query>,
    ): Promise<z.input<typeof listPersuasions.response>> {
      const { liaison } = await standing(user, q.child);
      const { total, rows } = await pagePersuasions(db, q.child, q.page, q.size);
      return {
        total,
        list: rows.map((r) => present(user, r, liaison)),
        image_urls: signed(rows),
        may_add: mayAddPersuasion(user.role, liaison),
      };
    },

    async detail(user: SessionUser, id: number) {
      const [row] = await persuasionsByIds(db, [id]);
      if (!row) throw new NotFound('该劝导记录不存在或已被删除');
      const { liaison } = await standing(user, row.record_child);
      return { detail: present(user, row, liaison), image_urls: signed([row]) };
    },

    async add(user: SessionUser, b: z.output<typeof addPersuasion.body>): Promise<{ id: number; version: number }> {
      const { liaison } = await standing(user, b.child);
      const source = persuasionSource(user.role, liaison);
      if (!source || !mayAddPersuasion(user.role, liaison))
        throw new Forbidden('只有检察领导、教育护航、乡镇护航或该未成年人的联络员可以添加劝导记录', 'NOT_LIAISON');
      const row = await inTransaction(db, async (tx) => {
        await checkImages(tx, b);
        const saved = await insertPersuasion(tx, {
          user: user.id,
          child: b.child,
          datetime: new Date(b.record_datetime),
          at: now(),
          information: information(user, source, b),
        });
        await audit.write(
          { user: user.id, child: b.child, type: '创建', information: { action: '添加劝导记录', id: saved.id } },
          tx,
        );
        return saved;
      });
      return { id: row.id, version: row.version };
    },

    async update(
      user: SessionUser,
      b: z.output<typeof updatePersuasion.body>,
    ): Promise<{ id: number; version: number }> {
      const row = await inTransaction(db, async (tx) => {
        const [old] = await lockedOwn(tx, user, [b.id]);
        if (old.version !== b.version) throw new Conflict('该劝导记录已被他人修改，请刷新后重试', 'STALE_VERSION');
        await checkImages(
          tx,
          b,
          old.record_information.record_images.map((i) => i.url),
        );
        // the author and source stay those of the log's writer
        const info = {
          ...old.record_information,
          record_attenders: b.record_attenders,
          record_content: b.record_content,
          record_images: b.record_images,
        };
        const saved = await updatePersuasionAt(tx, b.id, b.version, {
          datetime: new Date(b.record_datetime),
          information: info,
        });
        if (!saved) throw new Conflict('该劝导记录已被他人修改，请刷新后重试', 'STALE_VERSION');
        await audit.write(
          { user: user.id, child: old.record_child, type: '修改', information: { action: '修改劝导记录', id: b.id } },
          tx,
        );
        return saved;
      });
      return { id: row.id, version: row.version };
    },

    /** town → the persuasion logs in [from, to] of the children of `places` (the child module's subquery; the statistics). */
    countByTown: (places: SQL, from: Date, to: Date): Promise<Map<number, number>> =>
      countPersuasionsByTown(db, places, from, to),

    /** Deletes the logs `ids` (one at `version` when given), all or none. */
    async remove(user: SessionUser, ids: number[], version?: number): Promise<{ deleted: number }> {
      const deleted = await inTransaction(db, async (tx) => {
        const rows = await lockedOwn(tx, user, ids);
        if (version !== undefined && rows[0].version !== version)
          throw new Conflict('该劝导记录已被他人修改，请刷新后重试', 'STALE_VERSION');
        const n = await deletePersuasionRows(tx, ids);
        for (const row of rows) {
          await audit.write(
            {
              user: user.id,
              child: row.record_child,
              type: '删除',
              information: { action: '删除劝导记录', id: row.id, record_datetime: row.record_datetime.toISOString() },
            },
            tx,
          );
        }
        return n;
      });
      return { deleted };
    },
  };
}

export type PersuasionService = ReturnType<typeof createPersuasionService>;
