/**
 * Child calls (seed 001 §7):
 * - GET  /api/child/count/for/idnumber?idnumber → { count }
 * - GET  /api/child/detail?id → { detail } (404 outside the caller's scope; audited 查看详情); detail.image_urls
 *   maps each image_url inside the record to a signed read URL (server/storage)
 * - GET  /api/child/list/for/department/village/level/character/genre/keyword → { list, total } (scoped)
 * - POST /api/child { character, information } → { id, version } (centre roles: direct write + 终过 apply)
 * - PUT  /api/child { id, version, character, information } → { id, version } (409 on a stale version)
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHILD_LIST_PAGE_SIZE, TOP_DIRECT } from '../../../domain/constants';
import { childScopeFor } from '../../../domain/scope';
import { inTransaction, type Db } from '../../db/client';
import { currentUser } from '../../auth/guard';
import { NotFound } from '../../errors';
import { departmentsByIds } from '../department/repository';
import { writeRecord } from '../audit/service';
import { CHARACTERS, prepareChild } from './prepare';
import { childById, countByIdnumber, listChildren } from './repository';
import { childDetail, childListItem, placeIds } from './present';
import { createChild, recordDirectApply, updateChild } from './service';
import type { Storage } from '../../storage/storage';
import { withImageUrls } from '../../storage/image-urls';

export const childPayload = z.object({ character: z.enum(CHARACTERS), information: z.record(z.string(), z.unknown()) });
const id = z.coerce.number().int().positive();

export async function childRoutes(app: FastifyInstance, deps: { db: Db; storage: Storage; now: () => Date }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  // Images: signed read URLs, only inside a detail the caller may read (server/storage).
  const signImage = (image_url: string) => deps.storage.signedUrl(image_url, deps.now());

  r.get('/api/child/count/for/idnumber', {
    config: { permission: { id: 'children', action: 'query' } },
    schema: { querystring: z.object({ idnumber: z.string().trim().min(1).max(30) }) },
  }, async (request) => ({ count: await countByIdnumber(db, request.query.idnumber) }));

  r.get('/api/child/detail', {
    config: { permission: { id: 'children', action: 'get' } },
    schema: { querystring: z.object({ id }) },
  }, async (request) => {
    const user = currentUser(request);
    const row = await childById(db, request.query.id, childScopeFor(user));
    if (!row) {
      await writeRecord(db, { user: user.id, child: request.query.id, type: '查看详情', state: '失败' });
      throw new NotFound();
    }
    await writeRecord(db, { user: user.id, child: row.id, type: '查看详情' });
    return { detail: withImageUrls(childDetail(row, await departmentsByIds(db, placeIds([row]))), signImage) };
  });

  r.get('/api/child/list/for/department/village/level/character/genre/keyword', {
    config: { permission: { id: 'children', action: 'query' } },
    schema: {
      querystring: z.object({
        department: id.optional(), village: id.optional(), level: z.string().max(10).optional(),
        character: z.enum(CHARACTERS).optional(), genre: z.string().max(10).optional(), keyword: z.string().trim().max(50).optional(),
        page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(100).default(CHILD_LIST_PAGE_SIZE),
      }),
    },
  }, async (request) => {
    const user = currentUser(request);
    const { total, rows } = await listChildren(db, childScopeFor(user), request.query);
    if (request.query.keyword) await writeRecord(db, { user: user.id, type: '搜索', information: { keyword: request.query.keyword } });
    const names = await departmentsByIds(db, placeIds(rows));
    return { total, list: rows.map((row) => childListItem(row, names)) };
  });

  r.post('/api/child', {
    config: { permission: { id: 'children', action: 'add' } },
    schema: { body: childPayload },
  }, async (request) => {
    const user = currentUser(request);
    const child = await inTransaction(db, async (tx) => {
      const prepared = await prepareChild(tx, request.body);
      const row = await createChild(tx, prepared, { top: TOP_DIRECT });
      await recordDirectApply(tx, user, row, '儿童创建', prepared);
      return row;
    });
    await writeRecord(db, { user: user.id, child: child.id, type: '创建' });
    return { id: child.id, version: child.version };
  });

  r.put('/api/child', {
    config: { permission: { id: 'children', action: 'edit' } },
    schema: { body: childPayload.extend({ id, version: z.number().int().positive() }) },
  }, async (request) => {
    const user = currentUser(request);
    const child = await inTransaction(db, async (tx) => {
      const existing = await childById(tx, request.body.id, childScopeFor(user));
      if (!existing) throw new NotFound();
      const prepared = await prepareChild(tx, request.body, existing);
      const row = await updateChild(tx, existing, request.body.version, prepared);
      await recordDirectApply(tx, user, row, '儿童修改', prepared, existing);
      return row;
    });
    await writeRecord(db, { user: user.id, child: child.id, type: '修改' });
    return { id: child.id, version: child.version };
  });
}
