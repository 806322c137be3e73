/**
 * Bounds an uploaded .xlsx BEFORE it is loaded (issue 26 "Bounded imports"): an .xlsx is a zip archive whose parts
 * inflate; a 300 KB file may hold one cell of 300 MB, or 1 GB of whitespace, and a whole-workbook load (exceljs's
 * `xlsx.load`) inflates and parses all of it before any check can run (46 s and +2.2 GB in the reproduction).
 *
 * `checkXlsxBounds(bytes, limits)` reads the archive with yauzl and refuses it (throws `XlsxRefused`, a Chinese message)
 * - when it is no zip, has more than `maxEntries` parts, or a part of an unknown compression;
 * - when a part's DECLARED uncompressed size (central directory) exceeds `maxPartBytes`, or all parts together exceed
 *   `maxTotalBytes`: refused before a byte is inflated;
 * - when a part's REAL uncompressed size, counted as it inflates, passes what it declared (so also the caps): inflation
 *   is aborted at that chunk, so a lying archive costs at most its declared size, never the bomb;
 * - when a worksheet (`xl/worksheets/*.xml`) has a row numbered past `maxRows + 1` (a header and `maxRows` data rows),
 *   or more than `maxCells` cells: counted while the worksheet streams through a SAX parser, aborted at that element.
 * Every part is inflated once here, in chunks that are counted and dropped, so the check holds at most one chunk and
 * the SAX parser's current token in memory. A file that passes can then be loaded whole: its parts are known to be small.
 */
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export type XlsxLimits = {
  maxRows: number;
  maxCells: number;
  maxPartBytes: number;
  maxTotalBytes: number;
  maxEntries: number;
};

/** A refused file; `message` is the Chinese text for the user. */
export class XlsxRefused extends Error {}

const NOT_XLSX = '无法读取该文件，请上传 .xlsx 格式的表格';
const mb = (n: number) => `${Math.floor(n / 1024 / 1024)}MB`;
const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;

/** Resolves when `bytes` is within `limits`; rejects with `XlsxRefused` otherwise (see the module comment). */
export async function checkXlsxBounds(bytes: Buffer, limits: XlsxLimits): Promise<void> {
  const tooBig = () => new XlsxRefused(`文件解压后超过 ${mb(limits.maxTotalBytes)}，请只保留需要导入的数据后重试`);
  const tooManyRows = () => new XlsxRefused(`一次最多导入 ${limits.maxRows} 行`);
  const zip = await new Promise<ZipFile>((resolve, reject) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, validateEntrySizes: false, strictFileNames: false, decodeStrings: true },
      (error, z) => (error || !z ? reject(new XlsxRefused(NOT_XLSX)) : resolve(z)),
    );
  });
  zip.on('error', () => {}); // an error after a refusal has nothing left to tell; while reading, nextEntry listens too
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new XlsxRefused(NOT_XLSX);
  }
  let total = 0;
  try {
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      if (entry.fileName.endsWith('/')) continue;
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) throw new XlsxRefused(NOT_XLSX);
      total += entry.uncompressedSize;
      if (entry.uncompressedSize > limits.maxPartBytes || total > limits.maxTotalBytes) throw tooBig();
      const sheet = WORKSHEET.test(entry.fileName) ? rowCounter(limits, tooManyRows) : undefined;
      let real = 0;
      await inflate(zip, entry, (chunk) => {
        real += chunk.length;
        if (real > limits.maxPartBytes || real > entry.uncompressedSize) throw tooBig();
        sheet?.write(chunk);
      });
      sheet?.close();
    }
  } catch (error) {
    zip.close();
    if (error instanceof XlsxRefused) throw error;
    throw new XlsxRefused(NOT_XLSX);
  }
}

/** The next entry of `zip` (lazyEntries), or null at the end. */
function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (e: Entry) => {
      cleanup();
      resolve(e);
    };
    const onEnd = () => {
      cleanup();
      resolve(null);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

/** Inflates `entry`, handing each chunk to `take`; a throw from `take` stops the inflation and rejects with it. */
function inflate(zip: ZipFile, entry: Entry, take: (chunk: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('no stream'));
      let failed = false;
      stream.on('data', (chunk: Buffer) => {
        if (failed) return;
        try {
          take(chunk);
        } catch (refusal) {
          failed = true;
          stream.destroy();
          reject(refusal);
        }
      });
      stream.on('error', (e) => {
        if (!failed) {
          failed = true;
          reject(e);
        }
      });
      stream.on('end', () => {
        if (!failed) resolve();
      });
    });
  });
}

/**
 * A SAX pass over a worksheet's XML that throws (from `write`) at the first row numbered past `maxRows + 1` or the
 * cell past `maxCells`. A row's number is its `r` attribute, else the one after the previous row, as exceljs numbers
 * them (so empty rows count: exceljs's `rowCount` is the last row's number). Element names are matched without prefix.
 */
function rowCounter(limits: XlsxLimits, tooManyRows: () => XlsxRefused) {
  const parser = new SaxesParser({ position: false });
  const text = new StringDecoder('utf8');
  let row = 0;
  let cells = 0;
  let refusal: XlsxRefused | undefined;
  parser.on('opentag', (tag) => {
    const name = tag.name.slice(tag.name.indexOf(':') + 1);
    if (name === 'row') {
      const r = Number(tag.attributes.r);
      row = Number.isInteger(r) && r > 0 ? r : row + 1;
      if (row - 1 > limits.maxRows) refusal ??= tooManyRows();
    } else if (name === 'c' && ++cells > limits.maxCells)
      refusal ??= new XlsxRefused(`表格单元格过多（最多 ${limits.maxCells} 个），请只保留需要导入的列`);
  });
  parser.on('error', () => {
    refusal ??= new XlsxRefused(NOT_XLSX);
  });
  const check = () => {
    if (refusal) throw refusal;
  };
  return {
    write(chunk: Buffer) {
      parser.write(text.write(chunk));
      check();
    },
    close() {
      parser.write(text.end()).close();
      check();
    },
  };
}
