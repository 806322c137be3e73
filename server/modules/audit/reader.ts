/**
 * Reading the operation records (req records §3; issue 15): lists, detail, counts and the export rows, for
 * 系统管理 and 中心领导 (records:query). A record names its user (nickname, role) and its child; what it holds of
 * a child is shown by the rules of every list (issue 26; domain/records.ts presentRecordInformation): nothing to a
 * role whose scope holds no child (系统管理: no child name, no searched text), masked through domain/masking.ts
 * without an active reveal, full with one; copies of personal data or free text in older records are never shown. A keyword filter matches the users' nicknames and cellphones; days are China time
 * (UTC+8), both ends inclusive. The export writes its own 导出 record first.
 */
import type { z } from 'zod';
import type { recordItem } from '../../../domain/contracts/record';
import { presentRecordInformation, type RecordSight } from '../../../domain/records';
import { childScopeFor } from '../../../domain/scope';
import type { SessionUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { NotFound } from '../../errors';
import { dayEnd, dayStart } from '../../http/china-days';
import type { AuditService } from './service';
import { allRecords, countRecords, pageRecords, recordById, type RecordRow, type RecordSelect } from './repository';

type Item = z.input<typeof recordItem>;
export type RecordQuery = {
  user?: number;
  child?: number;
  begin?: string;
  end?: string;
  keyword?: string;
  types?: string[];
  states?: string[];
};

export type RecordReaderDeps = {
  db: Db;
  audit: AuditService;
  /** id → nickname and role (the user service). */
  people: (ids: number[]) => Promise<Map<number, { nickname: string; role: string }>>;
  /** User ids whose nickname or cellphone contains a keyword (the user service). */
  usersMatching: (keyword: string) => Promise<number[]>;
  /** id → child name as `user` may see it (the child service). */
  childNames: (user: SessionUser, ids: number[]) => Promise<Map<number, string>>;
  /** Whether `user`'s names are revealed now (the child module's rule). */
  revealed: (user: SessionUser) => boolean;
};

export function createRecordReader(deps: RecordReaderDeps) {
  const { db } = deps;

  async function select(q: RecordQuery): Promise<RecordSelect> {
    const f: RecordSelect = {
      child: q.child,
      types: q.types,
      states: q.states,
      from: q.begin ? dayStart(q.begin) : undefined,
      to: q.end ? dayEnd(q.end) : undefined,
    };
    if (q.keyword) {
      const matching = await deps.usersMatching(q.keyword);
      f.users = q.user ? matching.filter((id) => id === q.user) : matching;
    } else if (q.user) f.users = [q.user];
    return f;
  }

  async function present(user: SessionUser, rows: RecordRow[]): Promise<Item[]> {
    const people = await deps.people(rows.map((r) => r.record_user));
    const sight: RecordSight = childScopeFor(user).kind === 'none' ? 'none' : deps.revealed(user) ? 'full' : 'masked';
    const names =
      sight === 'none'
        ? new Map<number, string>()
        : await deps.childNames(
            user,
            rows.map((r) => r.record_child),
          );
    return rows.map((r) => {
      const information = presentRecordInformation(r.record_information, sight);
      return {
        id: r.id,
        record_user: r.record_user,
        record_child: r.record_child,
        user_nickname: people.get(r.record_user)?.nickname ?? null,
        user_role: people.get(r.record_user)?.role ?? null,
        child_name: names.get(r.record_child) ?? null,
        record_type: r.record_type,
        record_state: r.record_state,
        record_datetime: r.record_datetime.toISOString(),
        record_information: information,
      };
    });
  }

  return {
    async list(
      user: SessionUser,
      q: RecordQuery & { page: number; size: number },
    ): Promise<{ total: number; list: Item[] }> {
      await deps.audit.settle(); // the views just answered are in the records (read your own writes)
      const { total, rows } = await pageRecords(db, await select(q), q.page, q.size);
      return { total, list: await present(user, rows) };
    },
    async listOf(user: SessionUser, ids: number[]): Promise<{ total: number; list: Item[] }> {
      await deps.audit.settle();
      const { total, rows } = await pageRecords(db, { ids }, 1, 100);
      return { total, list: await present(user, rows) };
    },
    async detail(user: SessionUser, id: number): Promise<Item> {
      await deps.audit.settle();
      const row = await recordById(db, id);
      if (!row) throw new NotFound('记录不存在');
      return (await present(user, [row]))[0];
    },
    async statistics(q: RecordQuery) {
      const f = await select(q);
      await deps.audit.settle();
      const { types, states } = await countRecords(db, f);
      return { total: types.reduce((n, t) => n + t.count, 0), types, states };
    },
    /** The export's rows, batch by batch; its 导出 record is written first (with the filter). */
    async exportRows(user: SessionUser, q: RecordQuery): Promise<AsyncIterable<Record<string, unknown>>> {
      await deps.audit.write({ user: user.id, type: '导出', information: { list: 'records', ...q } });
      await deps.audit.settle();
      const f = await select(q);
      return (async function* () {
        for await (const batch of allRecords(db, f)) {
          for (const item of await present(user, batch)) yield exportRow(item);
        }
      })();
    },
  };
}

export type RecordReader = ReturnType<typeof createRecordReader>;

/** The spreadsheet columns of a records export. */
export const RECORD_EXPORT_COLUMNS = [
  { header: '时间', key: 'datetime', width: 20 },
  { header: '用户', key: 'user_nickname', width: 12 },
  { header: '角色', key: 'user_role', width: 10 },
  { header: '类型', key: 'record_type', width: 8 },
  { header: '状态', key: 'record_state', width: 8 },
  { header: '儿童', key: 'child_name', width: 12 },
  { header: '详情', key: 'information', width: 60 },
];

function exportRow(item: Item): Record<string, unknown> {
  return {
    ...item,
    datetime: new Date(item.record_datetime).toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' }),
    user_nickname: item.user_nickname ?? '',
    user_role: item.user_role ?? '',
    child_name: item.child_name ?? '',
    information: JSON.stringify(item.record_information),
  };
}
