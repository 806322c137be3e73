/**
 * `npm run restore -- <archive>` (issue 31 "Backups that restore"; docs/deploy.md "Restore drill"): brings an archive
 * made by `npm run backup` (server/ops/backup.ts) back into an empty target, and says what it restored.
 * 1. Refuses a target that is not empty: PGlite's `${DATA_DIR}/db` (taken under its lock) or a PostgreSQL database
 *    with any table in `public` or `drizzle`; a FILES_DIR holding anything.
 * 2. Decrypts the archive and checks its tag (a changed byte or a wrong BACKUP_KEY: refused before anything is
 *    written), then every entry's size and SHA-256 against the manifest (a missing, extra or changed entry: refused).
 * 3. Loads the database (PGlite: `loadDataDir` into the new directory; PostgreSQL: `pg_restore`), counts its rows
 *    per table and reads its migration version: any difference from the manifest is an error naming the table.
 * 4. Writes the files into FILES_DIR.
 * Errors are `Error`s (`ArchiveRefused` for the archive) with the operator's sentence in Chinese.
 */
import { execFile } from 'node:child_process';
import { existsSync, openAsBlob } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { acquireLock } from '../db/lock';
import { ArchiveRefused, openArchive, type ExtractedEntry } from './archive';
import { databaseFacts, type DatabaseFacts } from './db-facts';
import type { Manifest } from './backup';

const run = promisify(execFile);

export type RestoreTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export type RestoreOptions = {
  archive: string;
  key: string;
  target: RestoreTarget;
  /** Local storage's FILES_DIR (absent with OSS: the archive's files are then not written, and it says so). */
  filesDir?: string;
  log: (line: string) => void;
};

const nonEmptyDir = async (dir: string) => existsSync(dir) && (await readdir(dir)).length > 0;

/** Throws when the PostgreSQL database of `url` holds any table of the console. */
async function refuseNonEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    if (rows[0].n > 0) throw new Error(`目标数据库已有 ${rows[0].n} 张表，不是空库：拒绝恢复（请新建一个空数据库）`);
  } finally {
    await client.end();
  }
}

/** Checks the extracted entries against the manifest; answers the manifest. */
async function checkedManifest(entries: ExtractedEntry[]): Promise<Manifest> {
  const manifestEntry = entries.find((e) => e.name === 'manifest.json');
  if (!manifestEntry) throw new ArchiveRefused('备份文件缺少清单 manifest.json，拒绝恢复');
  const manifest = JSON.parse(await readFile(manifestEntry.path, 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new ArchiveRefused(`不认识的备份格式 ${String(manifest.format)}，拒绝恢复`);
  const listed = new Map(manifest.entries.map((e) => [e.name, e]));
  for (const entry of entries) {
    if (entry.name === 'manifest.json') continue;
    const expected = listed.get(entry.name);
    if (!expected) throw new ArchiveRefused(`备份中的 ${entry.name} 不在清单中，拒绝恢复`);
    if (expected.size !== entry.size || expected.sha256 !== entry.sha256) {
      throw new ArchiveRefused(`备份中的 ${entry.name} 与清单的校验和不符，拒绝恢复`);
    }
    listed.delete(entry.name);
  }
  if (listed.size)
    throw new ArchiveRefused(`备份缺少清单所列的 ${[...listed.keys()][0]} 等 ${listed.size} 项，拒绝恢复`);
  const files = manifest.entries.filter((e) => e.name.startsWith('files/'));
  if (files.length !== manifest.files.count) throw new ArchiveRefused('备份的文件数与清单不符，拒绝恢复');
  return manifest;
}

/** The differences between the restored database and the manifest, as sentences. */
function differences(expected: DatabaseFacts, actual: DatabaseFacts): string[] {
  const out: string[] = [];
  const names = new Set([...Object.keys(expected.tables), ...Object.keys(actual.tables)]);
  for (const name of [...names].sort()) {
    if (expected.tables[name] !== actual.tables[name]) {
      out.push(
        `表 ${name} 应为 ${expected.tables[name] ?? '（无此表）'} 行，恢复后为 ${actual.tables[name] ?? '（无此表）'} 行`,
      );
    }
  }
  const [e, a] = [expected.migrations, actual.migrations];
  if (e.applied !== a.applied || e.latest !== a.latest) {
    out.push(`迁移版本应为 ${e.latest}（${e.applied} 个），恢复后为 ${a.latest}（${a.applied} 个）`);
  }
  return out;
}

/** Restores `opts.archive` (see the module comment); answers the manifest it restored. */
export async function runRestore(opts: RestoreOptions): Promise<Manifest> {
  const { target } = opts;
  let release = () => {};
  const dbDir = target.kind === 'pglite' ? join(target.dataDir, 'db') : '';
  if (target.kind === 'pglite') {
    await mkdir(target.dataDir, { recursive: true });
    release = acquireLock(join(target.dataDir, 'db.lock'));
  }
  const work = await mkdtemp(join(tmpdir(), 'cw-restore-'));
  try {
    if (target.kind === 'pglite' && (await nonEmptyDir(dbDir))) {
      throw new Error(`目标数据目录 ${dbDir} 不是空的：拒绝恢复（请指定新的 DATA_DIR）`);
    }
    if (target.kind === 'postgres') await refuseNonEmptyPostgres(target.url);
    if (opts.filesDir && (await nonEmptyDir(opts.filesDir))) {
      throw new Error(`目标文件目录 ${opts.filesDir} 不是空的：拒绝恢复（请指定新的 FILES_DIR）`);
    }
    opts.log('正在解密并校验备份……');
    const entries = await openArchive(opts.archive, opts.key, work);
    const manifest = await checkedManifest(entries);
    if (manifest.database.kind !== target.kind) {
      const name = (k: string) => (k === 'pglite' ? '内置 PGlite' : 'PostgreSQL');
      throw new Error(`该备份来自${name(manifest.database.kind)}，不能恢复到${name(target.kind)}：拒绝恢复`);
    }
    const dump = entries.find((e) => e.name === manifest.database.entry)!;
    let facts: DatabaseFacts;
    if (target.kind === 'pglite') {
      const client = await PGlite.create(dbDir, { loadDataDir: await openAsBlob(dump.path) });
      try {
        facts = await databaseFacts(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
      } finally {
        await client.close();
      }
    } else {
      opts.log('正在用 pg_restore 导入 PostgreSQL……');
      await run(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          `--dbname=${target.url}`,
          dump.path,
        ],
        {
          maxBuffer: 16 * 1024 * 1024,
        },
      ).catch((error: { stderr?: string; message: string }) => {
        throw new Error(`pg_restore 失败：${(error.stderr || error.message).trim()}`);
      });
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        facts = await databaseFacts(async (text) => (await client.query(text)).rows);
      } finally {
        await client.end();
      }
    }
    const wrong = differences(manifest.database, facts);
    if (wrong.length) throw new Error(`恢复后的数据库与备份清单不符：${wrong.join('；')}`);
    const files = entries.filter((e) => e.name.startsWith('files/'));
    if (opts.filesDir) {
      for (const file of files) {
        const to = join(opts.filesDir, ...file.name.slice('files/'.length).split('/'));
        await mkdir(dirname(to), { recursive: true, mode: 0o750 });
        await copyFile(file.path, to);
      }
    } else if (files.length) {
      opts.log(`注意：未使用本地存储（STORAGE=oss），备份中的 ${files.length} 个文件未写出。`);
    }
    const rows = Object.values(facts.tables).reduce((a, b) => a + b, 0);
    opts.log(
      `恢复完成（备份时间 ${manifest.createdAt}）：\n  数据库（${target.kind === 'pglite' ? dbDir : 'PostgreSQL'}，迁移 ${facts.migrations.latest}）：` +
        `${Object.keys(facts.tables).length} 张表共 ${rows} 行，与清单一致；\n  文件 ${opts.filesDir ? files.length : 0} 个（${manifest.files.bytes} 字节），校验和一致。`,
    );
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
    release();
  }
}
