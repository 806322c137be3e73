/**
 * Apply calls (seed 001 §7, seed 000 §7):
 * - GET  /api/apply/detail?id → { detail } (scoped; 404 outside); detail.image_urls: image_url → signed read URL
 * - GET  /api/apply/list/for/auditor?apply_genres&apply_states&page&size → { list, total } (the caller's queue)
 * - GET  /api/apply/count/for/auditor?apply_genres&apply_states → { count } (badge counts)
 * - POST /api/apply { apply_genre, link_id?, apply_information: { information: { child } } } → { id, version }
 * - PUT  /api/apply { id, version, apply_state, reason? } → { id, version, apply_state }
 * List parameters are JSON arrays (`["申请"]`) or comma lists.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPLY_STATES } from '../../../domain/apply-states';
import type { Db } from '../../db/client';
import { currentUser } from '../../auth/guard';
import { NotFound } from '../../errors';
import { departmentsByIds } from '../department/repository';
import { writeRecord } from '../audit/service';
import { childPayload } from '../child/routes';
import { applyById, countApplies, listApplies, type ApplyRow } from './repository';
import { reviewApply, submitApply } from './service';
import { users } from '../../db/schema';
import { inArray } from 'drizzle-orm';
import { childById } from '../child/repository';
import { childSnapshot, type ChildSnapshot } from '../child/service';
import type { Storage } from '../../storage/storage';
import { withImageUrls } from '../../storage/image-urls';

const stringList = z.string().max(500).optional().transform((v, ctx) => {
  if (!v) return undefined;
  try {
    const parsed = v.trim().startsWith('[') ? JSON.parse(v) : v.split(',');
    if (Array.isArray(parsed) && parsed.every((x) => typeof x === 'string')) return parsed.map((x: string) => x.trim()).filter(Boolean);
  } catch { /* fall through */ }
  ctx.addIssue({ code: 'custom', message: '列表参数格式不正确' });
  return z.NEVER;
});
const listQuery = z.object({
  auditor: z.coerce.number().int().optional(),
  apply_genres: stringList, apply_states: stringList,
  page: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(100).default(10),
});

/** A passed 儿童修改's recorded `before` (service.ts), or undefined. */
const recordedBefore = (row: ApplyRow) => (row.apply_information as { before?: ChildSnapshot }).before;

/**
 * Apply rows as the API answers them, with names. `apply_information.before` stays on the server: the
 * detail answers it as `current`, and a list has no use for a second copy of a child's form.
 */
async function present(db: Db, rows: ApplyRow[]) {
  const names = await departmentsByIds(db, rows.flatMap((r) => [r.department_id ?? 0, r.village_id ?? 0]));
  const ids = [...new Set(rows.map((r) => r.applicant))];
  const people = ids.length ? await db.select({ id: users.id, nickname: users.nickname }).from(users).where(inArray(users.id, ids)) : [];
  const nick = new Map(people.map((p) => [p.id, p.nickname]));
  return rows.map((r) => {
    const child = (r.apply_information as { information?: { child?: { character?: string; information?: Record<string, Record<string, unknown>> } } }).information?.child;
    const form = child?.information?.[`investigate_${child?.character}`] ?? {};
    const { before: _recorded, ...apply_information } = r.apply_information as Record<string, unknown>;
    return {
      ...r, apply_information, applicant_name: nick.get(r.applicant) ?? null, child_name: (form.child_name as string) ?? null, character: child?.character ?? null,
      department_name: names.get(r.department_id ?? 0)?.department_name ?? null, village_name: names.get(r.village_id ?? 0)?.department_name ?? null,
    };
  });
}

/**
 * The reviewer's "before" of a 儿童修改 apply (seed 001 §4 review; DESIGN "a reviewer sees before and after
 * side by side"), as `{ character, information: { investigate_<character> }, version }`, `character` being
 * the apply's: once the apply has passed, the child's form as it was just before (`before`, recorded by the
 * pass; a direct modification records it too); otherwise the linked child as stored now. The live child is
 * read without the caller's child scope: the apply itself is already scoped, and its reviewer may review it.
 * null when the child no longer exists (and nothing was recorded); undefined (the member is left out) for
 * other genres. Applies passed before `before` was recorded fall back to the live child.
 */
async function currentChildOf(db: Db, row: ApplyRow): Promise<ChildSnapshot | null | undefined> {
  if (row.apply_genre !== '儿童修改') return undefined;
  const recorded = recordedBefore(row);
  if (recorded) return recorded;
  const info = row.apply_information as { information?: { child?: { character?: string } } };
  const child = row.link_id ? await childById(db, row.link_id) : undefined;
  if (!child) return null;
  const character = info.information?.child?.character ?? (child.character_cs ? 'cs' : child.character_ow ? 'ow' : 'gta');
  return childSnapshot(child, character);
}

export async function applyRoutes(app: FastifyInstance, deps: { db: Db; storage: Storage; now: () => Date }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  // Images: signed read URLs, only inside a detail the caller may read (server/storage).
  const signImage = (image_url: string) => deps.storage.signedUrl(image_url, deps.now());

  r.get('/api/apply/detail', {
    config: { permission: { id: 'applies', action: 'get' } },
    schema: { querystring: z.object({ id: z.coerce.number().int().positive() }) },
  }, async (request) => {
    const user = currentUser(request);
    const row = await applyById(db, request.query.id, user);
    if (!row) throw new NotFound();
    await writeRecord(db, { user: user.id, child: row.link_id, type: '查看详情', information: { apply: row.id } });
    const current = await currentChildOf(db, row);
    // current_recorded: `current` is the form as it was before the pass, not the child as it is now
    const recorded = recordedBefore(row) ? { current_recorded: true } : {};
    return { detail: withImageUrls({ ...(await present(db, [row]))[0], current, ...recorded }, signImage) };
  });

  r.get('/api/apply/list/for/auditor', {
    config: { permission: { id: 'applies', action: 'query' } },
    schema: { querystring: listQuery },
  }, async (request) => {
    const { total, rows } = await listApplies(db, currentUser(request), request.query);
    return { total, list: await present(db, rows) };
  });

  r.get('/api/apply/count/for/auditor', {
    config: { permission: { id: 'applies', action: 'query' } },
    schema: { querystring: listQuery },
  }, async (request) => ({ count: await countApplies(db, currentUser(request), request.query) }));

  r.post('/api/apply', {
    config: { permission: { id: 'applies', action: 'add' } },
    schema: {
      body: z.object({
        apply_genre: z.enum(['儿童创建', '儿童修改']),
        link_id: z.number().int().positive().optional(),
        apply_information: z.object({ information: z.object({ child: childPayload }) }),
      }),
    },
  }, async (request) => {
    const user = currentUser(request);
    const row = await submitApply(db, user, request.body);
    await writeRecord(db, { user: user.id, child: row.link_id, type: '创建', information: { apply: row.id, apply_genre: row.apply_genre } });
    return { id: row.id, version: row.version };
  });

  r.put('/api/apply', {
    config: { permission: { id: 'applies', action: 'query' } },
    schema: {
      body: z.object({
        id: z.number().int().positive(), version: z.number().int().positive(),
        apply_state: z.enum(APPLY_STATES), reason: z.string().max(500).optional(),
      }),
    },
  }, async (request) => {
    const user = currentUser(request);
    const row = await reviewApply(db, user, request.body);
    await writeRecord(db, { user: user.id, child: row.link_id, type: '审核', information: { apply: row.id, apply_state: row.apply_state } });
    return { id: row.id, version: row.version, apply_state: row.apply_state };
  });
}

