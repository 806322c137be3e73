/**
 * One contract per call (issue 13 §1): every registered /api route is in the OpenAPI document with a
 * response schema, every contract is registered, and an answer never carries a field its contract does not
 * name (the response schema strips it, whatever the handler or the database hands over).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_CONTRACTS } from '../../domain/contracts';
import { defineCall } from '../../domain/contracts/define';
import { addRoute } from '../../server/http/contract-route';
import { users } from '../../server/db/schema';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

type OpenApi = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
};

/** The routes the API reference itself serves (no data, hidden from the document). */
const isDocsRoute = (url: string) => url === '/api/openapi.json' || url.startsWith('/api/docs');

describe('the OpenAPI document', () => {
  let doc: OpenApi;
  beforeAll(async () => {
    const res = await h.call('GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });

  it('is OpenAPI 3, served without a session', () => {
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('names every registered /api route with a JSON response schema for 200', () => {
    const apiRoutes = h.app.registeredRoutes
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method, url: r.url })))
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !isDocsRoute(r.url));
    expect(apiRoutes.length).toBeGreaterThanOrEqual(ALL_CONTRACTS.length);
    // a file answer (an .xlsx export, `binary: true`) has no JSON schema; it is described by its summary
    const binary = new Set(ALL_CONTRACTS.filter((c) => c.binary).map((c) => `${c.method} ${c.path}`));
    const missing = apiRoutes
      .filter((r) => !binary.has(`${r.method} ${r.url}`))
      .filter(
        (r) => !doc.paths[r.url]?.[r.method.toLowerCase()]?.responses?.['200']?.content?.['application/json']?.schema,
      );
    expect(missing).toEqual([]);
  });

  it('describes the request of every call: its query parameters, its JSON body, or its multipart file', () => {
    type Operation = {
      parameters?: { name: string; in: string }[];
      requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
    };
    const missing = ALL_CONTRACTS.flatMap((c) => {
      const op = (doc.paths[c.path]?.[c.method.toLowerCase()] ?? {}) as Operation;
      const problems: string[] = [];
      const queryKeys = c.query
        ? Object.keys((c.query as unknown as { shape?: Record<string, unknown> }).shape ?? {})
        : [];
      const params = new Set((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
      for (const key of queryKeys) if (!params.has(key)) problems.push(`query ${key}`);
      if (c.body && !op.requestBody?.content?.['application/json']?.schema) problems.push('JSON body');
      if (c.multipart && !op.requestBody?.content?.['multipart/form-data']?.schema?.properties?.file)
        problems.push('multipart file');
      return problems.map((p) => `${c.method} ${c.path}: ${p}`);
    });
    expect(missing).toEqual([]);
  });

  it('has every contract registered as a route, and no /api route without a contract', () => {
    const registered = new Set(h.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
    expect(
      ALL_CONTRACTS.filter((c) => !registered.has(`${c.method} ${c.path}`)).map((c) => `${c.method} ${c.path}`),
    ).toEqual([]);
    const declared = new Set(ALL_CONTRACTS.map((c) => `${c.method} ${c.path}`));
    const extra = h.app.registeredRoutes.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        r.method !== 'HEAD' &&
        !isDocsRoute(r.url) &&
        !declared.has(`${r.method} ${r.url}`),
    );
    expect(extra.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('describes error answers as { code, message, fieldErrors? }', () => {
    const login = doc.paths['/api/auth/login'].post.responses!;
    expect(JSON.stringify(login['4XX'] ?? login['4xx'])).toContain('fieldErrors');
  });

  it('has a browsable reference at /api/docs', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('answers carry only what their contract names', () => {
  it('strips a field the handler returns but the contract does not name', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const contract = defineCall({
      method: 'GET',
      path: '/api/probe',
      permission: 'public',
      tag: 'test',
      summary: 'probe',
      response: z.object({ id: z.number(), nickname: z.string() }),
    });
    addRoute(
      app,
      contract,
      async () => ({ id: 1, nickname: '王子涵', password_hash: 'scrypt$secret', village_id: 9 }) as never,
    );
    const res = await app.inject({ method: 'GET', url: '/api/probe' });
    expect(res.json()).toEqual({ id: 1, nickname: '王子涵' });
    expect(res.body).not.toContain('secret');
    await app.close();
  });

  it('never sends what a user record holds beyond the list item (the contact phone only)', async () => {
    const admin = await h.login('系统管理');
    const [director] = await h.handle.db.select().from(users).where(eq(users.role, '儿童主任')).limit(1);
    await h.handle.db
      .update(users)
      .set({ information: { contact_cellphone: '13900000001', home_address: '昭阳街道某号' } as never })
      .where(eq(users.id, director.id));
    const res = await h.call(
      'GET',
      `/api/user/list/for/village/role/keyword?village=${director.village_id}&role=儿童主任`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    const item = res.json().list.find((u: { id: number }) => u.id === director.id);
    expect(item).toEqual({
      id: director.id,
      nickname: director.nickname,
      state: director.state,
      role: '儿童主任',
      information: { contact_cellphone: '13900000001' },
    });
    expect(res.body).not.toContain('home_address');
    expect(res.body).not.toContain('password_hash');
  });

  it('sends timestamps as ISO strings', async () => {
    const centre = await h.login('中心领导');
    const list = (
      await h.call('GET', '/api/child/list/for/department/village/level/character/genre/keyword?size=1', centre)
    ).json().list;
    expect(list[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});
