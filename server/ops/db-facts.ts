/**
 * What a database holds, as a backup's manifest records it and a restore checks it (issue 31 "Backups that restore"):
 * the rows of every table of the `public` schema and the version of the schema migrations (how many of the committed
 * migrations in server/db/migrations were applied, and the last one's tag). Works on anything that runs SQL and
 * answers rows: a drizzle `Db`, a PGlite transaction, a `pg` client (`QueryRows`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Runs one SQL text without parameters and answers its rows. */
export type QueryRows = (text: string) => Promise<Record<string, unknown>[]>;

/** The migrations a database has applied: how many, and the tag of the last one of the committed journal it matches. */
export type MigrationVersion = { applied: number; latest: string | null };

/** Rows per table (`public` schema, sorted by name) and the migration version. */
export type DatabaseFacts = { migrations: MigrationVersion; tables: Record<string, number> };

type Journal = { entries: { idx: number; when: number; tag: string }[] };

/** The committed migrations (server/db/migrations/meta/_journal.json), in order. */
export function committedMigrations(): Journal['entries'] {
  const path = fileURLToPath(new URL('../db/migrations/meta/_journal.json', import.meta.url));
  return (JSON.parse(readFileSync(path, 'utf8')) as Journal).entries;
}

/** The migration version of a database (0 applied when drizzle's table does not exist yet). */
export async function migrationVersion(query: QueryRows): Promise<MigrationVersion> {
  const exists = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists[0]?.present) return { applied: 0, latest: null };
  const rows = await query(
    `select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const applied = Number(rows[0]?.n ?? 0);
  const last = rows[0]?.last == null ? null : Number(rows[0].last);
  const latest = committedMigrations().find((entry) => entry.when === last)?.tag ?? null;
  return { applied, latest };
}

/** Whether `version` is the committed journal's: every migration applied, the last one last. */
export function migrationsCurrent(version: MigrationVersion): boolean {
  const journal = committedMigrations();
  return version.applied === journal.length && version.latest === journal[journal.length - 1]?.tag;
}

/** The tables of the `public` schema, by name. */
export async function tableNames(query: QueryRows): Promise<string[]> {
  const rows = await query(
    `select table_name::text as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => String(row.name));
}

/** Rows per table and the migration version, read through `query` (inside one snapshot when the caller opened one). */
export async function databaseFacts(query: QueryRows): Promise<DatabaseFacts> {
  const tables: Record<string, number> = {};
  for (const name of await tableNames(query)) {
    const rows = await query(`select count(*)::int as n from "${name.replace(/"/g, '""')}"`);
    tables[name] = Number(rows[0]?.n ?? 0);
  }
  return { migrations: await migrationVersion(query), tables };
}
