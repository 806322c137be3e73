/**
 * Inflating .xlsx files for the import-bounds tests (issue 26 "Bounded imports"), built small: a worksheet XML of
 * `prefix + chunk × times + suffix` is deflated as independent blocks (each piece deflated alone, ended by a sync flush,
 * the stream closed by an empty final block), so 1 GB of whitespace costs 1 MB of file and never exists in memory. The
 * zip around it is written by hand (local headers, central directory, end record), its CRC-32 and sizes real unless
 * `declaredSize` lies on purpose. The other parts make a workbook exceljs opens (so without the bounds the bomb is loaded).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

type Part = { name: string; data: Buffer; crc: number; size: number };

const deflatePiece = (b: Buffer) => deflateRawSync(b, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** A part whose text is `prefix + chunk × times + suffix`, deflated piecewise (see the module comment). */
export function repeatedPart(name: string, prefix: string, chunk: string, times: number, suffix: string): Part {
  const [p, c, s] = [prefix, chunk, suffix].map((t) => Buffer.from(t, 'utf8'));
  const dc = deflatePiece(c);
  let crc = crc32(p);
  for (let i = 0; i < times; i++) crc = crc32(c, crc);
  crc = crc32(s, crc);
  const data = Buffer.concat([
    deflatePiece(p),
    ...Array.from({ length: times }, () => dc),
    deflatePiece(s),
    FINAL_EMPTY_BLOCK,
  ]);
  return { name, data, crc, size: p.length + c.length * times + s.length };
}

/** A part of `text`, deflated as one stream (as a spreadsheet program writes it). */
export function plainPart(name: string, text: string): Part {
  const raw = Buffer.from(text, 'utf8');
  return { name, data: deflateRawSync(raw), crc: crc32(raw), size: raw.length };
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="保金" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';

/** The opening of a worksheet whose first row holds the import's two required headers (inline strings). */
export const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
  '<row r="1"><c r="A1" t="inlineStr"><is><t>身份证号</t></is></c><c r="B1" t="inlineStr"><is><t>金额（元）</t></is></c></row>';
export const SHEET_TAIL = '</sheetData></worksheet>';

/** An .xlsx (base64) whose worksheet is `sheet`; `declaredSize` replaces the worksheet's real uncompressed size in the headers. */
export function xlsxWith(sheet: Part, declaredSize?: number): string {
  const parts = [
    plainPart('[Content_Types].xml', CONTENT_TYPES),
    plainPart('_rels/.rels', ROOT_RELS),
    plainPart('xl/workbook.xml', WORKBOOK),
    plainPart('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    { ...sheet, size: declaredSize ?? sheet.size },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc >>> 0, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]).toString('base64');
}
