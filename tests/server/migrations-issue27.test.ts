/**
 * The migrations of issue 27 on a database that holds rows written before them (docs/decisions-tables.md), on PGlite
 * and (project server-pg) PostgreSQL: the database is migrated up to 0015, given rows by plain SQL as the console
 * of that time wrote them, then migrated to the end.
 * - 0016: the persuasion logs leave the operation-record table with their ids; the sequence goes on after them;
 *   the operation records stay.
 * - 0017: the foreign keys; a subsin's 0 (no match) and a match naming no child become null; a key whose old rows
 *   name a missing row stays NOT VALID (checking new rows) instead of failing, the others are validated.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { adminQuery, databaseUrl } from './db-template';
import { usingPostgres } from './harness';

const migrations = join(__dirname, '../../server/db/migrations');

/** A copy of the migrations folder whose journal ends at `lastTag` (all of them when undefined). */
function migrationsUpTo(lastTag?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'cw-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const path = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(path, 'utf8')) as { entries: { tag: string }[] };
  if (lastTag) journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === lastTag) + 1);
  writeFileSync(path, JSON.stringify(journal));
  return dir;
}

type Rows = Record<string, unknown>[];
type TestDb = {
  migrate: (lastTag?: string) => Promise<void>;
  query: (sql: string) => Promise<Rows>;
  close: () => Promise<void>;
};

async function openEmpty(): Promise<TestDb> {
  const folders: string[] = [];
  const folder = (lastTag?: string) => {
    const f = migrationsUpTo(lastTag);
    folders.push(f);
    return f;
  };
  const cleanup = () => {
    for (const f of folders) rmSync(f, { recursive: true, force: true });
  };
  if (!usingPostgres) {
    const client = new PGlite();
    const db = drizzlePglite(client);
    return {
      migrate: (lastTag) => migratePglite(db, { migrationsFolder: folder(lastTag) }),
      query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
      close: async () => {
        await client.close();
        cleanup();
      },
    };
  }
  const base = process.env.DATABASE_URL!;
  const name = `cw_mig_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `CREATE DATABASE ${name}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(base, name), max: 2 });
  const db = drizzlePg(pool);
  return {
    migrate: (lastTag) => migratePg(db, { migrationsFolder: folder(lastTag) }),
    query: async (sql) => (await pool.query(sql)).rows as Rows,
    close: async () => {
      await pool.end();
      await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      cleanup();
    },
  };
}

let open: TestDb | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

const LOG = `'{"record_source":"检察领导","record_user_name":"王检察","record_user_cellphone":"13900000008","record_attenders":["张三"],"record_content":"劝导","record_images":[]}'`;

describe('migration 0016 (persuasion logs in their own table)', () => {
  it('moves the logs with their ids and leaves the operation records', async () => {
    open = await openEmpty();
    await open.migrate('0015_rate_counters');
    await open.query(`insert into children (id, child_name, child_idnumber) values (7, '甲', '321281201001010011')`);
    await open.query(`insert into records (id, record_user, record_child, record_type, record_state, record_datetime, record_information, version, created_at) values
      (1, 3, 7, '查看详情', '成功', '2024-05-01T02:00:00Z', '{"record_source":"console"}', 1, '2024-05-01T02:00:00Z'),
      (2, 8, 7, 'persuasion', '成功', '2024-04-30T02:00:00Z', ${LOG}, 3, '2024-05-01T03:00:00Z'),
      (3, 8, 7, '创建', '成功', '2024-05-01T03:00:00Z', '{"action":"添加劝导记录","id":2}', 1, '2024-05-01T03:00:00Z'),
      (4, 8, 9, 'persuasion', '成功', '2024-04-29T02:00:00Z', ${LOG}, 1, '2024-05-01T04:00:00Z')`);
    await open.query(`select setval(pg_get_serial_sequence('records', 'id'), 4)`);
    await open.migrate();

    expect(
      (await open.query('select id, record_type from records order by id')).map((r) => [r.id, r.record_type]),
    ).toEqual([
      [1, '查看详情'],
      [3, '创建'],
    ]);
    const logs = await open.query(
      'select id, record_user, record_child, record_state, version, record_information from persuasions order by id',
    );
    expect(logs.map((r) => [r.id, r.record_user, r.record_child, r.record_state, r.version])).toEqual([
      [2, 8, 7, '成功', 3],
      [4, 8, 9, '成功', 1],
    ]);
    expect(logs[0].record_information).toMatchObject({ record_source: '检察领导', record_attenders: ['张三'] });
    // the next log takes an id past the moved ones
    const [next] = await open.query(
      `insert into persuasions (record_user, record_child, record_datetime, record_information, created_at) values (8, 7, now(), ${LOG}, now()) returning id`,
    );
    expect(next.id).toBe(5);
    // the log of child 9 (no such row) was kept: the key stays NOT VALID rather than the migration failing
    const [fk] = await open.query(
      `select convalidated from pg_constraint where conname = 'persuasions_record_child_children_id_fk'`,
    );
    expect(fk.convalidated).toBe(false);
    await expect(
      open.query(
        `insert into persuasions (record_user, record_child, record_datetime, record_information, created_at) values (8, 99, now(), ${LOG}, now())`,
      ),
    ).rejects.toThrow();
  });

  it('validates the child key when every log names a child', async () => {
    open = await openEmpty();
    await open.migrate('0015_rate_counters');
    await open.query(`insert into children (id, child_name, child_idnumber) values (7, '甲', '321281201001010011')`);
    await open.query(
      `insert into records (record_user, record_child, record_type, record_state, record_information) values (8, 7, 'persuasion', '成功', ${LOG})`,
    );
    await open.migrate();
    const [fk] = await open.query(
      `select convalidated from pg_constraint where conname = 'persuasions_record_child_children_id_fk'`,
    );
    expect(fk.convalidated).toBe(true);
    expect(await open.query('select count(*)::int as n from records')).toEqual([{ n: 0 }]);
  });
});

describe('migration 0017 (foreign keys)', () => {
  it('nulls the no-match zeros, keeps orphan rows behind a NOT VALID key and validates the rest', async () => {
    open = await openEmpty();
    await open.migrate('0016_persuasions');
    await open.query(`insert into children (id, child_name, child_idnumber) values (7, '甲', '321281201001010011')`);
    await open.query(
      `insert into sins (id, sin_genre, sin_user, sin_department, sin_datetime, created_at, updated_at) values (1, '夜不归宿', 10, '公安局', now(), now(), now())`,
    );
    await open.query(`insert into subsins (id, subsin_sin, subsin_child, subsin_idnumber, subsin_state, subsin_genre_sin, subsin_genre_upload, subsin_datetime_upload) values
      (1, 1, 0, 'X1', '无匹配', '夜不归宿', '公安', now()), (2, 1, 7, '321281201001010011', '已匹配', '夜不归宿', '公安', now()),
      (3, 1, 99, 'X3', '已匹配', '夜不归宿', '公安', now())`);
    const task = (child: number) =>
      `insert into tasks (child, date_begin, date_limit, created_at, updated_at) values (${child}, now(), now(), now(), now())`;
    await open.query(task(7));
    await open.query(task(99)); // a task of a child row that is gone: kept
    await open.query(
      `insert into plans (child, type, category, created_at, updated_at) values (7, '常规', '普通计划', now(), now())`,
    );
    await open.migrate();

    expect(
      (await open.query('select id, subsin_child from subsins order by id')).map((r) => [r.id, r.subsin_child]),
    ).toEqual([
      [1, null],
      [2, 7],
      [3, null],
    ]);
    expect((await open.query('select child from tasks order by id')).map((r) => r.child)).toEqual([7, 99]);
    const valid = async (name: string) =>
      (await open!.query(`select convalidated from pg_constraint where conname = '${name}'`))[0]?.convalidated;
    expect(await valid('tasks_child_children_id_fk')).toBe(false);
    expect(await valid('plans_child_children_id_fk')).toBe(true);
    expect(await valid('subsins_subsin_child_children_id_fk')).toBe(true);
    expect(await valid('subsins_subsin_sin_sins_id_fk')).toBe(true);
    // new rows are checked either way
    await expect(open.query(task(98))).rejects.toThrow();
    await expect(open.query(`update subsins set subsin_child = 98 where id = 1`)).rejects.toThrow();
  });
});
