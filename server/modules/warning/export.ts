/**
 * dataWarningExport (req register §4; GET /api/warning/export): the whole list behind one warning as an .xlsx named
 * 预警_<title>_<China date>.xlsx, read page by page from the same calls the screen uses (names masked as there), after a
 * 导出 record is written.
 */
import { WARNINGS, type WarningKind } from '../../../domain/warnings';
import type { SessionUser } from '../../auth/guard';
import { dayCode } from '../../http/china-days';
import type { XlsxColumn, XlsxSheet } from '../../http/xlsx';
import type { AuditService } from '../audit';
import type { WarningService } from './service';

const BATCH = 100;
const CHILD_COLUMNS: XlsxColumn[] = [
  { header: '姓名', key: 'child_name' },
  { header: '身份证号', key: 'child_idnumber', width: 22 },
  { header: '性别', key: 'child_gender', width: 8 },
  { header: '年龄', key: 'age', width: 8 },
  { header: '乡镇', key: 'department_name', width: 16 },
  { header: '村居', key: 'village_name', width: 16 },
  { header: '类别', key: 'genre', width: 10 },
  { header: '儿童主任', key: 'director_name' },
];
const COLUMNS: Record<WarningKind, XlsxColumn[]> = {
  unserved: CHILD_COLUMNS,
  adult: CHILD_COLUMNS,
  duplicate: [{ header: '分组', key: 'group_key', width: 12 }, ...CHILD_COLUMNS],
  overdue: [
    { header: '工单名称', key: 'task_name', width: 24 },
    { header: '儿童', key: 'child_name' },
    { header: '志愿者', key: 'volunteer_name' },
    { header: '乡镇', key: 'department_name', width: 16 },
    { header: '村居', key: 'village_name', width: 16 },
    { header: '截止时间', key: 'date_limit', width: 20 },
    { header: '超期天数', key: 'overdue_days', width: 10 },
  ],
  no_director: [
    { header: '乡镇', key: 'department_name', width: 16 },
    { header: '村居', key: 'village_name', width: 18 },
    { header: '在册儿童数', key: 'children', width: 12 },
  ],
};

/** yyyy-MM-dd HH:mm in China time of an ISO instant. */
const chinaTime = (iso: string) =>
  new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** Every row of warning `kind` for `user`, a page at a time. */
async function* rowsOf(
  warnings: WarningService,
  user: SessionUser,
  kind: WarningKind,
): AsyncGenerator<Record<string, unknown>> {
  for (let page = 1; ; page++) {
    const q = { page, size: BATCH };
    const { list } =
      kind === 'overdue'
        ? await warnings.tasks(user, q, false)
        : kind === 'no_director'
          ? await warnings.villages(user, q, false)
          : await warnings.children(user, { kind, ...q }, false);
    for (const row of list) yield 'date_limit' in row ? { ...row, date_limit: chinaTime(row.date_limit) } : row;
    if (list.length < BATCH) return;
  }
}

/** The sheet of warning `kind` for `user`, after its 导出 record. */
export async function warningSheet(
  warnings: WarningService,
  audit: AuditService,
  user: SessionUser,
  kind: WarningKind,
  now: Date,
): Promise<XlsxSheet> {
  await audit.write({ user: user.id, type: '导出', information: { list: 'warnings', kind } });
  const day = dayCode(now);
  const title = WARNINGS[kind].title.replace(/\s+/g, '');
  return {
    fileName: `预警_${title}_${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}.xlsx`,
    sheetName: title.slice(0, 31),
    columns: COLUMNS[kind],
    rows: rowsOf(warnings, user, kind),
  };
}
