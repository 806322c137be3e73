/**
 * Dynamic management (issue 17; req gta §2.7 tab 7, §4.1, §8.3; domain/sins.ts, domain/contracts/sin.ts):
 *
 * - a report (POST) is a case of the reporter's department with the minors it names, matched at once to the gta
 *   minors of their ID numbers (已匹配) or left 无匹配; one 创建 record;
 * - a case is changed (PUT) and matched again (intersect) by its department or 检察领导 (403 NOT_OWN_DEPARTMENT),
 *   at the version read (409 STALE_VERSION); one 修改 record each;
 * - the lists answer names and ID numbers masked unless the caller revealed full names (req gta §8.3).
 *
 * Every holder of sins:query sees every case: they are the gta roles and the centre, whose scopes hold every gta
 * minor, and a case is about gta minors only (matching looks at no other child).
 */
import type { z } from 'zod';
import type {
  createSin,
  intersectSin,
  listSinsForMix,
  listSubsinsForMix,
  sinItem,
  subsinItem,
  updateSin,
} from '../../../domain/contracts/sin';
import { maskIdNumber, maskName } from '../../../domain/masking';
import { mayChangeSin, REPORTERS, type SubsinState } from '../../../domain/sins';
import type { SessionUser } from '../../auth/guard';
import { inTransaction, type Db } from '../../db/client';
import { Conflict, Forbidden, NotFound } from '../../errors';
import type { AuditService } from '../audit';
import type { ChildService } from '../child';
import {
  insertSin,
  pageSins,
  pageSubsins,
  setMatch,
  sinById,
  subsinCounts,
  subsinsOf,
  updateSinAt,
  type SinRow,
  type SubsinRow,
} from './repository';

export type SinDeps = { db: Db; now: () => Date; audit: AuditService; children: ChildService };
type SinItem = z.input<typeof sinItem>;
type SubsinItem = z.input<typeof subsinItem>;

const STALE = '该事件已被他人修改，请刷新后重试';

export function createSinService(deps: SinDeps) {
  const { db, now, audit, children } = deps;

  async function present(user: SessionUser, rows: SinRow[]): Promise<SinItem[]> {
    const counts = await subsinCounts(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      sin_genre: r.sin_genre,
      sin_user: r.sin_user,
      sin_department: r.sin_department,
      sin_datetime: r.sin_datetime.toISOString(),
      sin_information: r.sin_information,
      version: r.version,
      created_at: r.created_at.toISOString(),
      subsin_count: counts.get(r.id)?.total ?? 0,
      matched_count: counts.get(r.id)?.matched ?? 0,
      mine_to_change: mayChangeSin(user.role, r.sin_department),
    }));
  }

  /** Matches `rows` to the gta minors of their ID numbers (among `only`), in `tx`. */
  async function match(tx: Db, rows: SubsinRow[], only?: number[]): Promise<{ matched: number; unmatched: number }> {
    const ids = await children.gtaIdsByIdnumbers([...new Set(rows.map((r) => r.subsin_idnumber))], only, tx);
    let matched = 0;
    for (const row of rows) {
      const child = ids.get(row.subsin_idnumber) ?? 0;
      const state: SubsinState = child ? '已匹配' : '无匹配';
      if (child) matched++;
      if ((row.subsin_child ?? 0) !== child || row.subsin_state !== state) await setMatch(tx, row.id, child, state);
    }
    return { matched, unmatched: rows.length - matched };
  }

  /** Case `id` locked in `tx`, the caller's to change; 404 / 403 / 409 as above. */
  async function own(tx: Db, user: SessionUser, id: number, version?: number): Promise<SinRow> {
    const row = await sinById(tx, id, true);
    if (!row) throw new NotFound('该事件不存在');
    if (!mayChangeSin(user.role, row.sin_department))
      throw new Forbidden('只能修改本部门上报的事件', 'NOT_OWN_DEPARTMENT');
    if (version !== undefined && row.version !== version) throw new Conflict(STALE, 'STALE_VERSION');
    return row;
  }

  return {
    async list(
      user: SessionUser,
      q: z.output<typeof listSinsForMix.query>,
    ): Promise<{ total: number; list: SinItem[] }> {
      const { total, rows } = await pageSins(db, q, q.page, q.size);
      return { total, list: await present(user, rows) };
    },
    async listOf(user: SessionUser, ids: number[]) {
      const { rows } = await pageSins(db, { ids }, 1, 100);
      return { total: rows.length, list: await present(user, rows) };
    },
    async detail(user: SessionUser, id: number) {
      const row = await sinById(db, id);
      if (!row) throw new NotFound('该事件不存在');
      return { detail: (await present(user, [row]))[0] };
    },

    async create(user: SessionUser, b: z.output<typeof createSin.body>) {
      const reporter = REPORTERS[user.role];
      if (!reporter) throw new Forbidden('您的角色不上报动态管理事件', 'NOT_REPORTER');
      const at = now();
      const result = await inTransaction(db, async (tx) => {
        const { sin, subsins } = await insertSin(
          tx,
          {
            sin_genre: b.sin_genre,
            sin_user: user.id,
            sin_department: reporter.department,
            sin_datetime: new Date(b.sin_datetime),
            sin_information: {
              sin_department_name: reporter.department,
              sin_title: b.sin_title,
              sin_description: b.sin_description,
            },
            created_at: at,
            updated_at: at,
          },
          b.subsins.map((e) => ({
            subsin_idnumber: e.child_idnumber,
            subsin_state: '待匹配',
            subsin_genre_sin: b.sin_genre,
            subsin_genre_upload: reporter.upload,
            subsin_datetime_upload: at,
            subsin_information: {
              child_name: e.child_name,
              child_idnumber: e.child_idnumber,
              subsin_times: e.subsin_times,
            },
          })),
        );
        const counts = await match(tx, subsins);
        await audit.write(
          { user: user.id, type: '创建', information: { action: '上报动态管理事件', sin: sin.id, ...counts } },
          tx,
        );
        return { id: sin.id, version: sin.version, ...counts };
      });
      return result;
    },

    async update(user: SessionUser, b: z.output<typeof updateSin.body>) {
      return inTransaction(db, async (tx) => {
        const row = await own(tx, user, b.id, b.version);
        const saved = await updateSinAt(tx, row.id, b.version, {
          sin_genre: b.sin_genre,
          sin_datetime: new Date(b.sin_datetime),
          updated_at: now(),
          sin_information: { ...row.sin_information, sin_title: b.sin_title, sin_description: b.sin_description },
        });
        if (!saved) throw new Conflict(STALE, 'STALE_VERSION');
        await audit.write(
          { user: user.id, type: '修改', information: { action: '修改动态管理事件', sin: row.id } },
          tx,
        );
        return { id: saved.id, version: saved.version };
      });
    },

    async intersect(user: SessionUser, b: z.output<typeof intersectSin.body>) {
      return inTransaction(db, async (tx) => {
        const row = await own(tx, user, b.sin);
        const counts = await match(tx, await subsinsOf(tx, row.id, b.subsins), b.childs);
        await audit.write(
          { user: user.id, type: '修改', information: { action: '匹配动态管理记录', sin: row.id, ...counts } },
          tx,
        );
        return counts;
      });
    },

    async subsins(
      user: SessionUser,
      q: z.output<typeof listSubsinsForMix.query>,
    ): Promise<{ total: number; list: SubsinItem[] }> {
      const { genre_escorts, ...f } = q;
      const { total, rows } = await pageSubsins(
        db,
        {
          ...f,
          nameMatch: children.nameMatch(user),
          childIds: genre_escorts?.length ? children.idsOfEscortGenres(genre_escorts) : undefined,
        },
        q.page,
        q.size,
      );
      const revealed = children.revealLeft(user).expires_in > 0;
      return {
        total,
        list: rows.map(({ subsin, sin }) => {
          const info = subsin.subsin_information;
          return {
            id: subsin.id,
            subsin_sin: subsin.subsin_sin,
            subsin_child: subsin.subsin_child ?? 0,
            subsin_state: subsin.subsin_state as SubsinState,
            subsin_genre_sin: subsin.subsin_genre_sin,
            subsin_genre_upload: subsin.subsin_genre_upload,
            subsin_datetime_upload: subsin.subsin_datetime_upload.toISOString(),
            subsin_information: {
              subsin_times: info.subsin_times,
              child_name: revealed ? info.child_name : maskName(info.child_name),
              child_idnumber: revealed ? info.child_idnumber : maskIdNumber(info.child_idnumber),
            },
            sin_information: {
              sin_department_name: String(sin.sin_information.sin_department_name ?? ''),
              sin_title: String(sin.sin_information.sin_title ?? ''),
            },
          };
        }),
      };
    },
  };
}

export type SinService = ReturnType<typeof createSinService>;
