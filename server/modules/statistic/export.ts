/**
 * The statistics export (GET /api/statistic/export; issue 18 "xlsx export of what is shown"): the rows of one screen's
 * table, from the same aggregate the screen calls and with the same column titles (domain/statistics.ts), as an .xlsx
 * named 统计_<title>_<period>.xlsx. Writes a 导出 record. A view's missing period is 400 (INVALID); the gta view needs
 * gta_statistics:query and the others statistics:query (403 otherwise).
 */
import type { z } from 'zod';
import { STATISTIC_VIEW_TITLES, type exportStatistic } from '../../../domain/contracts/statistic';
import { can } from '../../../domain/permissions';
import {
  COVERAGE_COLUMNS,
  GTA_COLUMNS,
  MAX_PERIOD_DAYS,
  MONTH_COLUMNS,
  monthRows,
  periodDays,
  placeColumns,
  TEACHER_COLUMNS,
  type FigureColumn,
} from '../../../domain/statistics';
import type { SessionUser } from '../../auth/guard';
import { Forbidden, Invalid } from '../../errors';
import type { XlsxSheet } from '../../http/xlsx';
import type { AuditService } from '../audit';
import type { StatisticService } from './service';

type Query = z.output<typeof exportStatistic.query>;
type Table = { title: string; period: string; columns: FigureColumn[]; rows: Record<string, unknown>[] };

function need<T>(value: T | undefined, field: string, message: string): T {
  if (value === undefined) throw new Invalid(message, [{ field, message }]);
  return value;
}
function periodOf(q: Query): { begin: string; end: string } {
  const begin = need(q.begin, 'begin', '请选择开始日期'),
    end = need(q.end, 'end', '请选择结束日期');
  const days = periodDays(begin, end);
  if (days < 1) throw new Invalid('结束日期不能早于开始日期', [{ field: 'end', message: '结束日期不能早于开始日期' }]);
  if (days > MAX_PERIOD_DAYS)
    throw new Invalid('统计区间不能超过三年', [{ field: 'end', message: '统计区间不能超过三年' }]);
  return { begin, end };
}
const yearOf = (q: Query) => need(q.year, 'year', '请选择年份');
const withTotal = (t: { list: Record<string, unknown>[]; total: Record<string, unknown> }) => [...t.list, t.total];

/** The table of `view` as the caller sees it on the screen. */
async function tableOf(stats: StatisticService, user: SessionUser, q: Query): Promise<Table> {
  const title = STATISTIC_VIEW_TITLES[q.view];
  switch (q.view) {
    case 'monthly':
    case 'police': {
      const year = yearOf(q);
      const { list } = await stats.show(user, {
        type: q.view === 'police' ? 'police' : 'tasks',
        year,
        department: q.department,
      });
      return { title, period: String(year), columns: [...MONTH_COLUMNS], rows: monthRows(list, year, q.department) };
    }
    case 'interval':
    case 'coverage_town': {
      const p = periodOf(q);
      return {
        title,
        period: `${p.begin}_${p.end}`,
        columns: placeColumns('乡镇'),
        rows: withTotal(await stats.byTown(user, p)),
      };
    }
    case 'village': {
      const p = periodOf(q);
      const department = need(q.department, 'department', '请选择乡镇');
      return {
        title,
        period: `${p.begin}_${p.end}`,
        columns: placeColumns('村居'),
        rows: withTotal(await stats.byVillage(user, { ...p, department })),
      };
    }
    case 'teacher': {
      const p = periodOf(q);
      return {
        title,
        period: `${p.begin}_${p.end}`,
        columns: [...TEACHER_COLUMNS],
        rows: (await stats.teachers(user, { ...p, department: q.department })).list,
      };
    }
    case 'summer':
    case 'winter':
    case 'weekend': {
      const year = yearOf(q);
      const t = await stats.season(user, { season: q.view, year });
      return { title, period: String(year), columns: placeColumns('乡镇'), rows: withTotal(t) };
    }
    case 'coverage': {
      const p = periodOf(q);
      const t = await stats.coverage(user, { ...p, department: q.department });
      return { title, period: `${p.begin}_${p.end}`, columns: [...COVERAGE_COLUMNS], rows: withTotal(t) };
    }
    case 'gta': {
      const p = periodOf(q);
      const t = await stats.gta(user, p);
      const rows = t.list.map((r) => ({
        department_name: r.department_name,
        minors: r.minors,
        ...r.levels,
        persuasions: r.persuasions,
      }));
      return { title, period: `${p.begin}_${p.end}`, columns: [...GTA_COLUMNS], rows };
    }
  }
}

/** The sheet of the export `q` for `user`, after its 导出 record is written. */
export async function statisticSheet(
  stats: StatisticService,
  audit: AuditService,
  user: SessionUser,
  q: Query,
): Promise<XlsxSheet> {
  const mayRead = q.view === 'gta' ? can(user.role, 'gta_statistics', 'query') : can(user.role, 'statistics', 'query');
  if (!mayRead) throw new Forbidden('无权导出该统计');
  const table = await tableOf(stats, user, q);
  await audit.write({ user: user.id, type: '导出', information: { list: 'statistic', ...q } });
  const columns = table.columns.map((c) => ({
    header: c.percent ? `${c.title}(%)` : c.title,
    key: c.key,
    width: c.key.endsWith('name') ? 18 : 12,
  }));
  async function* rows() {
    for (const r of table.rows) yield r;
  }
  return { fileName: `统计_${table.title}_${table.period}.xlsx`, sheetName: table.title, columns, rows: rows() };
}
