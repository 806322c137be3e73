/**
 * Reading an allowance import sheet (AllowanceInput, AllowanceTest; domain/allowances.ts IMPORT_COLUMNS): the first
 * worksheet of an .xlsx, row 1 the headers (in any order), each later non-empty row one allowance. Cells are read as
 * text (numbers as they were typed, ID numbers upper-cased). Throws `Invalid` (field `file`) for a file that is not an
 * .xlsx, lacks a required header or holds more than IMPORT_MAX_ROWS rows.
 * Before the workbook is loaded, the archive is checked while it streams (server/http/xlsx-bounds.ts; issue 26
 * "Bounded imports"): declared and real uncompressed sizes, the cells and the row numbers of every worksheet, so an
 * inflating file is refused in milliseconds instead of being loaded whole (docs/decisions-allowance.md).
 */
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '../../../domain/allowances';
import { Invalid } from '../../errors';
import { checkXlsxBounds, XlsxRefused, type XlsxLimits } from '../../http/xlsx-bounds';

export type SheetRow = { row: number; values: Partial<Record<(typeof IMPORT_COLUMNS)[number]['key'], string>> };

const fail = (message: string) => new Invalid(message, [{ field: 'file', message }], 'IMPORT_FILE');

/**
 * The bounds of an import file: a 2,000-row sheet of the five columns is about 0.6 MB inflated (the sheet 0.42 MB,
 * the shared strings 0.13 MB), so 8 MB a part and 16 MB in all leave room for styles, extra columns and notes while a
 * file within them loads in well under 100 MB; 30 cells a row on average; an .xlsx has about 10 parts.
 */
export const IMPORT_LIMITS: XlsxLimits = {
  maxRows: IMPORT_MAX_ROWS,
  maxCells: (IMPORT_MAX_ROWS + 1) * 30,
  maxPartBytes: 8 * 1024 * 1024,
  maxTotalBytes: 16 * 1024 * 1024,
  maxEntries: 200,
};

/** The text of a cell as exceljs gives it (number, string, rich text, formula result, hyperlink, date). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((t) => t.text)
        .join('')
        .trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text).trim();
  }
  return '';
}

/** The rows of the .xlsx `bytes` (see the module comment). */
export async function readSheet(bytes: Buffer): Promise<SheetRow[]> {
  try {
    await checkXlsxBounds(bytes, IMPORT_LIMITS);
  } catch (error) {
    if (error instanceof XlsxRefused) throw fail(error.message);
    throw error;
  }
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(new Uint8Array(bytes).buffer);
  } catch {
    throw fail('无法读取该文件，请上传 .xlsx 格式的表格');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw fail('表格中没有工作表');
  const header = sheet.getRow(1);
  const at = new Map<string, number>();
  header.eachCell((cell, col) => {
    at.set(cellText(cell.value), col);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !at.has(c.header)).map((c) => c.header);
  if (missing.length) throw fail(`表格第 1 行缺少列：${missing.join('、')}`);
  if (sheet.rowCount - 1 > IMPORT_MAX_ROWS) throw fail(`一次最多导入 ${IMPORT_MAX_ROWS} 行`);
  const rows: SheetRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const values: SheetRow['values'] = {};
    for (const c of IMPORT_COLUMNS) {
      const col = at.get(c.header);
      const text = col ? cellText(row.getCell(col).value) : '';
      if (text) values[c.key] = c.key === 'child_idnumber' ? text.toUpperCase() : text;
    }
    if (Object.keys(values).length) rows.push({ row: r, values });
  }
  if (!rows.length) throw fail('表格中没有数据行');
  return rows;
}
