/**
 * `npm run backup` (issue 31 "Backups that restore"; docs/deploy.md "Backups"): writes one dated, encrypted archive
 * (server/ops/archive.ts) of everything needed to bring the console back:
 * - the database, as one consistent copy with the rows per table and the migration version *of that copy*:
 *   PGlite: from the running server (POST /ops/backup-dump, server/ops/dump-route.ts) or, when no server holds the
 *   directory, by opening it under its lock; PostgreSQL: `pg_dump -Fc` on a snapshot exported by a repeatable-read
 *   transaction in which the rows are counted;
 * - then the stored files (local storage, FILES_DIR): copied after the database, so every file a dumped record names
 *   is already there (files are written before the record that names them);
 * - `manifest.json` last: kind of database, migration version, rows per table, file count and bytes, and every
 *   entry's size and SHA-256.
 * The archive is written as `<name>.partial` and renamed when complete; nothing else is written beside it.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { acquireLock } from '../db/lock';
import { createArchive } from './archive';
import { databaseFacts, type DatabaseFacts } from './db-facts';
import { DUMP_ROUTE, FACTS_HEADER, TOKEN_HEADER, pgliteDump } from './dump-route';

const run = promisify(execFile);

/** What `manifest.json` holds. */
export type Manifest = {
  format: 1;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; entry: string } & DatabaseFacts;
  files: { count: number; bytes: number };
  entries: { name: string; size: number; sha256: string }[];
};

/** Where the database is: PostgreSQL's URL, or PGlite's DATA_DIR and the running server's address. */
export type BackupSource = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string; serverUrl: string };

export type BackupOptions = {
  source: BackupSource;
  /** Local storage's FILES_DIR; absent with OSS (the bucket keeps its own versions: docs/deploy.md). */
  filesDir?: string;
  /** The passphrase (BACKUP_KEY). */
  key: string;
  outDir: string;
  now: Date;
  log: (line: string) => void;
};

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** The PGlite dump: from the running server when it holds the lock, else straight from the directory. */
async function dumpPglite(source: Extract<BackupSource, { kind: 'pglite' }>, file: string): Promise<DatabaseFacts> {
  const dbDir = join(source.dataDir, 'db');
  if (!existsSync(join(dbDir, 'PG_VERSION'))) throw new Error(`${dbDir} 中没有内置数据库，无可备份`);
  let release: (() => void) | undefined;
  try {
    release = acquireLock(join(source.dataDir, 'db.lock'));
  } catch {
    release = undefined; // held: the server is running and makes the dump
  }
  if (release) {
    const client = new PGlite(dbDir);
    try {
      const { tar, facts } = await pgliteDump(client);
      await writeFile(file, Buffer.from(await tar.arrayBuffer()), { mode: 0o600 });
      return facts;
    } finally {
      await client.close();
      release();
    }
  }
  const token = (await readFile(join(source.dataDir, 'backup-token'), 'utf8')).trim();
  const url = new URL(DUMP_ROUTE, source.serverUrl);
  const res = await fetch(url, { method: 'POST', headers: { [TOKEN_HEADER]: token } }).catch(() => {
    throw new Error(`无法连接运行中的服务器 ${url.origin}：数据目录正被使用，请用与服务器相同的 HOST/PORT 运行备份`);
  });
  if (!res.ok) throw new Error(`运行中的服务器拒绝导出数据库（HTTP ${res.status}）：请确认 HOST/PORT 与服务器一致`);
  await writeFile(file, Buffer.from(await res.arrayBuffer()), { mode: 0o600 });
  return JSON.parse(Buffer.from(res.headers.get(FACTS_HEADER) ?? '', 'base64url').toString('utf8')) as DatabaseFacts;
}

/** `pg_dump -Fc` of the snapshot in which the rows were counted. */
async function dumpPostgres(url: string, file: string): Promise<DatabaseFacts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0].id;
    const facts = await databaseFacts(async (text) => (await client.query(text)).rows);
    await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stderr?: string; message: string }) => {
      throw new Error(`pg_dump 失败：${(error.stderr || error.message).trim()}`);
    });
    await client.query('commit');
    return facts;
  } finally {
    await client.end();
  }
}

/** Every regular file under `dir` (relative, `/`-separated), dot-files (the readiness probe) left out. */
async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const all = await readdir(dir, { recursive: true, withFileTypes: true });
  return all
    .filter((d) => d.isFile() && !d.name.startsWith('.'))
    .map((d) => relative(dir, join(d.parentPath, d.name)).split(sep).join('/'))
    .sort();
}

/**
 * Makes the archive; answers its path and manifest. Throws (Chinese) when the database cannot be dumped, a file
 * cannot be read or the archive cannot be written; a half-written archive is removed.
 */
export async function runBackup(opts: BackupOptions): Promise<{ path: string; manifest: Manifest }> {
  await mkdir(opts.outDir, { recursive: true, mode: 0o700 });
  const path = join(opts.outDir, `console-backup-${stamp(opts.now)}.cwbak`);
  const partial = `${path}.partial`;
  const work = await mkdtemp(join(tmpdir(), 'cw-backup-'));
  try {
    const kind = opts.source.kind;
    const dbEntry = kind === 'pglite' ? 'db/pglite.tar' : 'db/postgres.dump';
    const dumpFile = join(work, 'db');
    opts.log(kind === 'pglite' ? '正在导出内置数据库……' : '正在用 pg_dump 导出 PostgreSQL……');
    const facts =
      opts.source.kind === 'pglite'
        ? await dumpPglite(opts.source, dumpFile)
        : await dumpPostgres(opts.source.url, dumpFile);
    const archive = await createArchive(partial, opts.key);
    const entries: Manifest['entries'] = [];
    entries.push({ name: dbEntry, ...(await archive.add(dbEntry, { path: dumpFile })) });
    await rm(dumpFile, { force: true });
    const files = opts.filesDir ? await listFiles(opts.filesDir) : [];
    let bytes = 0;
    for (const file of files) {
      const added = await archive.add(`files/${file}`, { path: join(opts.filesDir!, ...file.split('/')) });
      entries.push({ name: `files/${file}`, ...added });
      bytes += added.size;
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: opts.now.toISOString(),
      database: { kind, entry: dbEntry, ...facts },
      files: { count: files.length, bytes },
      entries,
    };
    await archive.add('manifest.json', { bytes: Buffer.from(JSON.stringify(manifest, null, 2)) });
    await archive.finish();
    await rename(partial, path);
    const rows = Object.values(facts.tables).reduce((a, b) => a + b, 0);
    opts.log(
      `备份完成：${path}\n  数据库（${kind === 'pglite' ? '内置 PGlite' : 'PostgreSQL'}，迁移 ${facts.migrations.latest}）：` +
        `${Object.keys(facts.tables).length} 张表共 ${rows} 行；文件 ${files.length} 个（${bytes} 字节）`,
    );
    return { path, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
