/**
 * The PGlite backup dump (issue 31 "Backups that restore"; docs/decisions-ops.md "PGlite dump"): PGlite lets one
 * process open its directory, so `npm run backup` asks the running server for a consistent copy.
 * `POST /ops/backup-dump` answers the data directory as a tarball (PGlite's `dumpDataDir`), with the rows per table
 * and the migration version of that very copy in the `X-Backup-Facts` header (base64url JSON, server/ops/db-facts.ts).
 * Only for a connection from this machine (the socket's address is loopback, whatever X-Forwarded-For says) that
 * sends `X-Backup-Token` equal to the token in `${DATA_DIR}/backup-token` (mode 0600, made at start): whoever can read
 * that file can read the database directory itself, so the route gives nobody more than they had. Else 404.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { databaseFacts, type DatabaseFacts } from './db-facts';

export const DUMP_ROUTE = '/ops/backup-dump';
export const TOKEN_HEADER = 'x-backup-token';
export const FACTS_HEADER = 'x-backup-facts';

/**
 * A copy of `client`'s data directory and what it holds, taken while no other query or transaction can run: inside
 * one PGlite transaction (which holds PGlite's transaction lock, so every other query waits) the rows are counted,
 * a checkpoint written and the directory dumped (dumpDataDir takes only the query lock). Answers the uncompressed tar.
 */
export async function pgliteDump(client: PGlite): Promise<{ tar: Blob; facts: DatabaseFacts }> {
  return client.transaction(async (tx) => {
    const facts = await databaseFacts(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
    await tx.exec('checkpoint');
    const tar = await client.dumpDataDir('none');
    return { tar, facts };
  });
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Registers the dump route for `client`, guarded by `token` (see the module comment). */
export function registerDumpRoute(app: FastifyInstance, opts: { client: PGlite; token: string }): void {
  const expected = Buffer.from(opts.token);
  app.post(DUMP_ROUTE, { config: { rateLimit: false } }, async (request, reply) => {
    const given = Buffer.from(String(request.headers[TOKEN_HEADER] ?? ''));
    const local = LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!local || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: `接口不存在：POST ${DUMP_ROUTE}` });
    }
    const { tar, facts } = await pgliteDump(opts.client);
    request.log.warn({ bytes: tar.size }, '已为备份导出内置数据库');
    return reply
      .header('Cache-Control', 'no-store')
      .header(FACTS_HEADER, Buffer.from(JSON.stringify(facts)).toString('base64url'))
      .type('application/x-tar')
      .send(Buffer.from(await tar.arrayBuffer()));
  });
}
