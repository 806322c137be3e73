/**
 * The child list calls (issue 15; req children §9; domain/contracts/child.ts, child-lists.ts): the main list with
 * every filter, the person and list look-ups, the twin list and the export. All scoped to the caller
 * (domain/scope.ts), all masked as present.ts says; each answer writes one operation record: 浏览 (搜索 with
 * a keyword, 导出 for the export). Deleted children are listed only to children:delete roles (else 403).
 */
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ChildFilterQuery, childListItem as listItemSchema } from '../../../domain/contracts/child';
import { maskSearchText } from '../../../domain/masking';
import { can } from '../../../domain/permissions';
import { childScopeFor } from '../../../domain/scope';
import { CHARACTER_LABELS } from '../../../domain/child-genre';
import type { SessionUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { Forbidden } from '../../errors';
import type { AuditService } from '../audit';
import type { DepartmentService } from '../department';
import type { UserService } from '../user';
import { allChildren, pageChildren, pageTwins, type ChildSelect } from './repository-lists';
import { childListItem, placeIds } from './present';
import type { ChildRow } from './repository';
import { isRevealed, viewerOf } from './viewer';
import { nameMatchFor } from '../../../domain/masking';

type ListItem = z.input<typeof listItemSchema>;
type Page = { total: number; list: ListItem[] };
export type ListDeps = {
  db: Db;
  now: () => Date;
  departments: DepartmentService;
  users: UserService;
  audit: AuditService;
  labelled?: (labelIds: number[]) => SQL;
  /** child id → the names of its tags (the label module's; the rows' 标签). */
  labelNames?: (childIds: number[]) => Promise<Map<number, string[]>>;
};

/** What the caller asked, as a record's information (no ID number, a keyword masked: a record keeps only what a list shows). */
function asked(f: ChildSelect): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(f)) if (v !== undefined && k !== 'idnumbers') out[k] = v;
  if (f.idnumbers) out.idnumbers = f.idnumbers.length;
  if (f.keyword) out.keyword = maskSearchText(f.keyword); // a searched name or ID number only masked (issue 26)
  return out;
}

export function createChildLists(deps: ListDeps) {
  const { db, now, audit } = deps;

  /** List rows of `rows` as `user` may see them (places and the deleting users' names looked up once). */
  async function present(user: SessionUser, rows: ChildRow[]): Promise<ListItem[]> {
    const names = await deps.departments.byIds(placeIds(rows));
    const deleters = rows.map((r) => r.deleted_by ?? 0).filter(Boolean);
    const labels = await deps.labelNames?.(rows.map((r) => r.id));
    const viewer = viewerOf(user, now(), deleters.length ? await deps.users.nicknames(deleters) : undefined, labels);
    return rows.map((row) => childListItem(row, names, viewer));
  }

  /**
   * `f` as the query needs it for `user`: with the label module's subquery of the children carrying its `labels` (never
   * written to a record: the ids are), and the name match the caller's reveal allows (domain/masking.ts `nameMatchFor`).
   */
  const selectFor = (user: SessionUser, f: ChildSelect): ChildSelect => ({
    ...f,
    nameMatch: nameMatchFor(isRevealed(user, now())),
    ...(f.labels?.length && deps.labelled ? { labelled: deps.labelled(f.labels) } : {}),
  });

  function checkDeleted(user: SessionUser, f: ChildSelect): void {
    if (f.deleted && !can(user.role, 'children', 'delete'))
      throw new Forbidden('您的角色不能查看已删除的儿童', 'FORBIDDEN_DELETED');
  }

  /** One page of `user`'s children matching `f`; a 浏览 record (搜索 when a keyword was given). */
  async function page(user: SessionUser, f: ChildSelect, p: { page: number; size: number }): Promise<Page> {
    checkDeleted(user, f);
    const { total, rows } = await pageChildren(db, childScopeFor(user), selectFor(user, f), p.page, p.size);
    // off the answer's critical path, written right after (issue 30; docs/decisions-serverperf.md)
    audit.writeSoon({ user: user.id, type: f.keyword ? '搜索' : '浏览', information: { ...asked(f), total } });
    return { total, list: await present(user, rows) };
  }

  return {
    /** GET /api/child/list/for/department/village/level/character/genre/keyword and the person look-ups. */
    list: (user: SessionUser, q: ChildSelect & { page: number; size: number }): Promise<Page> => page(user, q, q),

    /** A list of given ids or ID numbers (no paging: at most 100 asked; out-of-scope ones are simply absent). */
    listOf: (user: SessionUser, f: ChildSelect): Promise<Page> => page(user, f, { page: 1, size: 100 }),

    /** GET /api/child/list/for/twins: the TwinList groups (browse record). */
    async twins(
      user: SessionUser,
      q: { department?: number; village?: number; page: number; size: number },
    ): Promise<{ total: number; list: (ListItem & { twin_key: string })[] }> {
      const { total, rows } = await pageTwins(db, childScopeFor(user), q, q.page, q.size);
      await audit.write({ user: user.id, type: '浏览', information: { list: 'twins', total } });
      const items = await present(user, rows);
      return {
        total,
        list: items.map((item, i) => ({
          ...item,
          twin_key: `${TWIN_LABELS[rows[i].twin_kind]} · ${rows[i].twin_group}`,
        })),
      };
    },

    /**
     * The rows of an export of `f` (GET /api/child/export), as spreadsheet rows, batch by batch; the 导出
     * record is written first (with the filters), so even an export the client abandons is on record.
     */
    async exportRows(user: SessionUser, f: ChildFilterQuery): Promise<AsyncIterable<Record<string, unknown>>> {
      checkDeleted(user, f);
      await audit.write({ user: user.id, type: '导出', information: { ...asked(f), list: 'children' } });
      const scope = childScopeFor(user);
      return (async function* () {
        for await (const batch of allChildren(db, scope, selectFor(user, f))) {
          for (const item of await present(user, batch)) yield exportRow(item);
        }
      })();
    },
    present,
  };
}

/**
 * What a twin group shares, without the values (issue 26: a digest of them would let the masked name or ID number be
 * recovered offline): its kind, and the group's ordinal in the whole list (pageTwins), the same for every row of it.
 */
const TWIN_LABELS = { name_birth: '同姓名同出生日期', idnumber: '身份证号前17位相同' } as const;

/** The spreadsheet columns of a children export (issue 15 "Exports"). */
export const EXPORT_COLUMNS = [
  { header: '姓名', key: 'child_name', width: 12 },
  { header: '性别', key: 'child_gender', width: 6 },
  { header: '身份证号', key: 'child_idnumber', width: 22 },
  { header: '乡镇', key: 'department_name', width: 14 },
  { header: '村居', key: 'village_name', width: 16 },
  { header: '类别', key: 'characters', width: 18 },
  { header: '等级', key: 'level', width: 8 },
  { header: '排序等级', key: 'ranking', width: 8 },
  { header: '女童等级', key: 'girl_level', width: 8 },
  { header: '护航等级', key: 'escort_level', width: 8 },
  { header: '状态', key: 'genre', width: 8 },
  { header: '儿童主任', key: 'director_name', width: 10 },
  { header: '更新时间', key: 'updated_at', width: 20 },
];

function exportRow(item: ListItem): Record<string, unknown> {
  const characters = (['cs', 'ow', 'gta'] as const)
    .filter((c) => item[`character_${c}`])
    .map((c) => CHARACTER_LABELS[c]);
  if (item.character_gta_quit) characters.push('已退出');
  return {
    ...item,
    characters: characters.join('、'),
    girl_level: item.girl_level ?? '',
    escort_level: item.escort_level ?? '',
    director_name: item.director_name ?? '',
    child_gender: item.child_gender ?? '',
    updated_at: new Date(item.updated_at).toLocaleString('zh-CN', { hour12: false }),
  };
}
