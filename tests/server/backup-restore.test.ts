/**
 * `npm run backup` / `npm run restore` (issue 31 "Backups that restore"), on PGlite and (project server-pg) PostgreSQL:
 * a console with the demo data takes writes (tags created and renamed, so versions move; photos uploaded) before and
 * while the backup runs; the archive is restored into an empty DATA_DIR / a new empty database and a second console
 * started on it finds every tag acknowledged before the backup began, at the version acknowledged, and every photo,
 * byte for byte. A tampered archive, a wrong key and a non-empty target are refused with a clear sentence.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackup } from '../../server/ops/backup';
import { runRestore, type RestoreTarget } from '../../server/ops/restore';
import { api, demoSource, emptyTarget, pngNumber, startConsole, uploadImage, type Console } from './backup-fixtures';
import { usingPostgres } from './harness';

const KEY = 'test-backup-key-0123456789abcdef';
const pgBase = usingPostgres ? process.env.DATABASE_URL : undefined;
const log: string[] = [];
const drops: (() => Promise<void>)[] = [];
let source: Console;
let archive: string;
/** Tags acknowledged before the backup began: id → label_name and version. */
const tagsBefore = new Map<number, { label_name: string; version: number }>();
/** Photos acknowledged before the backup began: image_url → bytes. */
const photosBefore = new Map<string, Buffer>();
let writesDuringBackup = 0;

const targetOf = (where: { dataDir: string } | { url: string }): RestoreTarget =>
  'url' in where ? { kind: 'postgres', url: where.url } : { kind: 'pglite', dataDir: where.dataDir };

async function createTag(name: string) {
  const res = await api(source, 'POST', '/api/label', { label_name: name });
  if (res.statusCode !== 200) throw new Error(`tag: ${res.body}`);
  return res.json() as { id: number; version: number };
}

beforeAll(async () => {
  const made = await demoSource(pgBase);
  drops.push(made.drop);
  source = await startConsole(made.where, mkdtempSync(join(tmpdir(), 'cw-files-src-')));
  for (let i = 0; i < 6; i++) {
    const tag = await createTag(`备份前${i}`);
    tagsBefore.set(tag.id, { label_name: `备份前${i}`, version: tag.version });
  }
  for (const id of [...tagsBefore.keys()].slice(0, 3)) {
    const renamed = await api(source, 'PUT', '/api/label', {
      id,
      version: tagsBefore.get(id)!.version,
      label_name: `改名${id}`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    tagsBefore.set(id, { label_name: `改名${id}`, version: renamed.json().version });
  }
  for (let i = 0; i < 4; i++) photosBefore.set(await uploadImage(source, pngNumber(i)), pngNumber(i));

  // writes keep coming while the backup runs
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      await createTag(`备份中${i}`);
      await uploadImage(source, pngNumber(1000 + i));
      writesDuringBackup++;
    }
  })();
  const outDir = mkdtempSync(join(tmpdir(), 'cw-backups-'));
  const backup = await runBackup({
    source:
      'url' in source.where
        ? { kind: 'postgres', url: source.where.url }
        : { kind: 'pglite', dataDir: source.where.dataDir, serverUrl: source.url },
    filesDir: source.filesDir,
    key: KEY,
    outDir,
    now: new Date(),
    log: (line) => log.push(line),
  }).finally(() => {
    writing = false;
  });
  await writer;
  archive = backup.path;
}, 240_000);

afterAll(async () => {
  await source?.close();
  for (const drop of drops) await drop();
});

describe('backup and restore', () => {
  it('restores into an empty target a console that has every acknowledged tag, version and photo', async () => {
    expect(writesDuringBackup).toBeGreaterThan(0);
    expect(readFileSync(archive).includes(Buffer.from('备份前'))).toBe(false); // encrypted
    const target = await emptyTarget(pgBase);
    drops.push(target.drop);
    const filesDir = mkdtempSync(join(tmpdir(), 'cw-files-restored-'));
    const lines: string[] = [];
    const manifest = await runRestore({
      archive,
      key: KEY,
      target: targetOf(target.where),
      filesDir,
      log: (l) => lines.push(l),
    });
    expect(lines.join('\n')).toContain('恢复完成');
    expect(lines.join('\n')).toContain('与清单一致');
    expect(manifest.files.count).toBeGreaterThanOrEqual(photosBefore.size);

    const second = await startConsole(target.where, filesDir);
    try {
      const list = (await api(second, 'GET', '/api/label/list')).json().list as {
        id: number;
        label_name: string;
        version: number;
      }[];
      for (const [id, tag] of tagsBefore)
        expect(
          list.find((t) => t.id === id),
          String(id),
        ).toMatchObject(tag);
      expect(list.filter((t) => t.label_name.startsWith('备份中')).length).toBe(
        manifest.database.tables.labels - tagsBefore.size - countOthers(list),
      );
      for (const [image_url, bytes] of photosBefore) {
        const res = await second.app.inject({ url: second.storage.signedUrl(image_url, new Date())! });
        expect(res.statusCode, image_url).toBe(200);
        expect(res.rawPayload.equals(bytes)).toBe(true);
      }
      expect((await second.app.inject({ url: '/health/ready' })).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('refuses a target that is not empty', async () => {
    const target = await emptyTarget(pgBase);
    drops.push(target.drop);
    const filesDir = mkdtempSync(join(tmpdir(), 'cw-files-restored-'));
    await runRestore({ archive, key: KEY, target: targetOf(target.where), filesDir, log: () => {} });
    const again = runRestore({
      archive,
      key: KEY,
      target: targetOf(target.where),
      filesDir: mkdtempSync(join(tmpdir(), 'cw-x-')),
      log: () => {},
    });
    await expect(again).rejects.toThrow(/不是空(的|库)：?拒绝恢复/);
  });

  it('refuses a tampered archive and a wrong key, and writes nothing', async () => {
    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)] ^= 0x01;
    const tampered = join(mkdtempSync(join(tmpdir(), 'cw-tampered-')), 'tampered.cwbak');
    writeFileSync(tampered, bytes);
    const target = await emptyTarget(pgBase);
    drops.push(target.drop);
    const filesDir = mkdtempSync(join(tmpdir(), 'cw-files-restored-'));
    const restore = (path: string, key: string) =>
      runRestore({ archive: path, key, target: targetOf(target.where), filesDir, log: () => {} });
    await expect(restore(tampered, KEY)).rejects.toThrow('备份文件已被改动或损坏（校验失败），拒绝恢复');
    await expect(restore(archive, 'another-key-0123456789')).rejects.toThrow(
      'BACKUP_KEY 与制作该备份时的密钥不符，拒绝恢复',
    );
    // nothing was written: the same target still takes the genuine archive
    await expect(restore(archive, KEY)).resolves.toMatchObject({ format: 1 });
  });
});

/** Tags of the demo data (neither made before nor during the backup). */
function countOthers(list: { label_name: string }[]): number {
  return list.filter(
    (t) => !t.label_name.startsWith('备份中') && !t.label_name.startsWith('备份前') && !t.label_name.startsWith('改名'),
  ).length;
}
