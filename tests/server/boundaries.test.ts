/**
 * Modules own their data (issue 13 §2, issue 27; docs/modules.md), checked on the source: each table is defined in
 * its owning module's tables.ts, only repositories (repository.ts and its parts, repository-*.ts) import tables, a module reaches another only through its public entry (`index.ts`), and no
 * server code but server/start.ts reads the wall clock (`new Date()` without arguments, `Date.now()`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const serverDir = join(root, 'server');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const imports = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
const files = sources(serverDir).map((path) => ({ path, rel: relative(root, path) }));
const moduleFiles = files.filter((f) => f.rel.startsWith('server/modules/'));
/** A module's repository: repository.ts, or a part of it split off by concern (repository-lists.ts ...). */
const REPOSITORY = /\/repository(-[a-z-]+)?\.ts$/;

describe('server modules', () => {
  it('touch tables only in their repository', () => {
    const offenders = files
      // a tables.ts imports the tables its foreign keys name
      .filter((f) => !f.rel.startsWith('server/db/') && !REPOSITORY.test(f.rel) && !f.rel.endsWith('/tables.ts'))
      .filter((f) => imports(f.path).some((i) => i.endsWith('/db/schema') || /(^|\/)tables$/.test(i)))
      .map((f) => f.rel);
    expect(offenders).toEqual([]);
  });

  it('define their tables in their own tables.ts (no table outside server/modules/<m>/tables.ts)', () => {
    const offenders = files
      .filter((f) => !/^server\/modules\/[a-z-]+\/tables\.ts$/.test(f.rel))
      .filter((f) => /\bpgTable\(/.test(readFileSync(f.path, 'utf8')))
      .map((f) => f.rel);
    expect(offenders).toEqual([]);
    expect(files.filter((f) => /^server\/modules\/[a-z-]+\/tables\.ts$/.test(f.rel)).length).toBeGreaterThan(20);
  });

  it('reach another module only through its index.ts', () => {
    const offenders = moduleFiles.flatMap((f) => {
      const own = f.rel.split('/')[2];
      return (
        imports(f.path)
          .filter((i) => /^\.\.\/[a-z-]+\//.test(i) || /^\.\.\/[a-z-]+$/.test(i))
          .filter((i) => i.split('/')[1] !== own && !/^\.\.\/[a-z-]+(\/index)?$/.test(i))
          // a repository may join a table another module owns, and a foreign key name it, importing that module's tables.ts
          .filter(
            (i) => !((REPOSITORY.test(f.rel) || f.rel.endsWith('/tables.ts')) && /^\.\.\/[a-z-]+\/tables$/.test(i)),
          )
          .map((i) => `${f.rel} → ${i}`)
      );
    });
    expect(offenders).toEqual([]);
  });

  it('are reached from outside only through their index.ts', () => {
    const outside = [
      ...files.filter((f) => !f.rel.startsWith('server/modules/')),
      ...sources(join(root, 'scripts')).map((path) => ({ path, rel: relative(root, path) })),
    ];
    const offenders = outside.flatMap((f) =>
      imports(f.path)
        .filter((i) => /modules\/[a-z-]+\/(?!index$)[a-z-]+$/.test(i))
        // server/db/schema.ts gathers every module's tables for the drizzle client and the seeds
        .filter((i) => !(f.rel === 'server/db/schema.ts' && /modules\/[a-z-]+\/tables$/.test(i)))
        .map((i) => `${f.rel} → ${i}`),
    );
    expect(offenders).toEqual([]);
  });

  it('take the clock they are given (no wall clock outside server/start.ts)', () => {
    const offenders = files
      .filter((f) => f.rel !== 'server/start.ts')
      .filter((f) => /new Date\(\)|Date\.now\(\)/.test(readFileSync(f.path, 'utf8')))
      .map((f) => f.rel);
    expect(offenders).toEqual([]);
  });
});
