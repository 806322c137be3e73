/**
 * Labels (req supervise §5 /label/LabelList "label: only 总委领导 and 系统管理"): every signed-in user reads the tags (counted over
 * their own children), only the two keeping roles change them; names are unique and renamed at the version read; a tag is put on
 * children of the keeper's scope only (any other: 404, nothing changed); the child lists filter by tags within each caller's scope;
 * a deleted tag leaves every child.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { startHarness, type Harness } from './harness';

let h: Harness;
const tokens = new Map<Role, string>();
const LIST = '/api/child/list/for/department/village/level/character/genre/keyword';
const call = (role: Role, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  h.call(method, url, tokens.get(role), body);
const tagged = async (role: Role, label: number) =>
  ((await call(role, 'GET', `${LIST}?size=100&labels=${label}`)).json().list as { id: number }[])
    .map((c) => c.id)
    .sort((a, b) => a - b);
const labels = async (role: Role) =>
  (await call(role, 'GET', '/api/label/list')).json().list as {
    id: number;
    label_name: string;
    child_count: number;
    version: number;
  }[];

beforeAll(async () => {
  h = await startHarness();
  for (const role of ['总委领导', '系统管理', '儿童主任', '督查领导', '中心领导', '志愿人员'] as Role[])
    tokens.set(role, await h.login(role));
});
afterAll(async () => {
  await h.close();
});

describe('labels', () => {
  it('are changed by 总委领导 and 系统管理 only, with unique names at the version read', async () => {
    const made = await call('系统管理', 'POST', '/api/label', { label_name: '测试标签' });
    expect(made.statusCode, made.body).toBe(200);
    const dup = await call('总委领导', 'POST', '/api/label', { label_name: ' 测试标签 ' });
    expect([dup.statusCode, dup.json().code, dup.json().fieldErrors[0]]).toEqual([
      400,
      'DUPLICATE_LABEL',
      { field: 'label_name', message: '该标签名称已存在' },
    ]);
    const empty = await call('总委领导', 'POST', '/api/label', { label_name: '  ' });
    expect([empty.statusCode, empty.json().fieldErrors[0].message]).toEqual([400, '请输入标签名称']);
    expect((await labels('儿童主任')).filter((l) => l.label_name === '测试标签')).toHaveLength(1);
    const renamed = await call('总委领导', 'PUT', '/api/label', {
      id: made.json().id,
      version: made.json().version,
      label_name: '测试标签二',
    });
    expect(renamed.statusCode).toBe(200);
    const stale = await call('系统管理', 'PUT', '/api/label', {
      id: made.json().id,
      version: made.json().version,
      label_name: '又一个名字',
    });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_VERSION']);
    const taken = (await labels('总委领导')).find((l) => l.label_name !== '测试标签二')!;
    const clash = await call('总委领导', 'PUT', '/api/label', {
      id: made.json().id,
      version: renamed.json().version,
      label_name: taken.label_name,
    });
    expect(clash.json().code).toBe('DUPLICATE_LABEL');
    expect((await labels('中心领导')).find((l) => l.id === made.json().id)?.label_name).toBe('测试标签二');
    for (const role of ['督查领导', '中心领导', '儿童主任'] as Role[]) {
      expect((await call(role, 'POST', '/api/label', { label_name: '越权' })).statusCode, role).toBe(403);
      expect((await call(role, 'PUT', '/api/label/children', { id: made.json().id, add: [1] })).statusCode, role).toBe(
        403,
      );
      expect(
        (await call(role, 'DELETE', '/api/label', { id: made.json().id, version: renamed.json().version })).statusCode,
        role,
      ).toBe(403);
    }
  });

  it("go on children of the keeper's scope, filter every caller's child list within their scope, and leave with the tag", async () => {
    const { id } = (await call('总委领导', 'POST', '/api/label', { label_name: '筛选测试' })).json();
    const village = ((await call('儿童主任', 'GET', `${LIST}?size=3`)).json().list as { id: number }[]).map(
      (c) => c.id,
    );
    const elsewhere = ((await call('总委领导', 'GET', `${LIST}?size=100`)).json().list as { id: number }[])
      .map((c) => c.id)
      .filter((c) => !village.includes(c))
      .slice(0, 2);
    const put = await call('总委领导', 'PUT', '/api/label/children', { id, add: [...village, ...elsewhere] });
    expect(put.json()).toEqual({ id, added: village.length + elsewhere.length, removed: 0 });
    expect(await tagged('总委领导', id)).toEqual([...village, ...elsewhere].sort((a, b) => a - b));
    expect(await tagged('儿童主任', id)).toEqual([...village].sort((a, b) => a - b));
    expect((await labels('儿童主任')).find((l) => l.id === id)?.child_count).toBe(village.length);
    expect((await labels('总委领导')).find((l) => l.id === id)?.child_count).toBe(village.length + elsewhere.length);
    // 系统管理 sees no children: putting a tag on one is 404 and changes nothing
    const outside = await call('系统管理', 'PUT', '/api/label/children', { id, remove: [village[0]] });
    expect(outside.statusCode).toBe(404);
    const missing = await call('总委领导', 'PUT', '/api/label/children', {
      id,
      add: [2_147_483_000],
      remove: [village[0]],
    });
    expect(missing.statusCode).toBe(404);
    expect(await tagged('儿童主任', id)).toEqual([...village].sort((a, b) => a - b));
    const off = await call('总委领导', 'PUT', '/api/label/children', { id, remove: [village[0]] });
    expect(off.json()).toMatchObject({ added: 0, removed: 1 });
    expect(await tagged('儿童主任', id)).not.toContain(village[0]);
    const version = (await labels('总委领导')).find((l) => l.id === id)!.version;
    expect((await call('总委领导', 'DELETE', '/api/label', { id, version: version + 1 })).statusCode).toBe(409);
    const gone = await call('总委领导', 'DELETE', '/api/label', { id, version });
    expect(gone.json()).toEqual({ id, children: village.length + elsewhere.length - 1 });
    expect(await tagged('总委领导', id)).toEqual([]);
    expect((await labels('总委领导')).some((l) => l.id === id)).toBe(false);
  });

  it('refuses a bad label filter and an empty pick', async () => {
    expect((await call('总委领导', 'GET', `${LIST}?labels=abc`)).statusCode).toBe(400);
    const { id } = (await call('总委领导', 'POST', '/api/label', { label_name: '空选测试' })).json();
    const none = await call('总委领导', 'PUT', '/api/label/children', { id, add: [], remove: [] });
    expect([none.statusCode, none.json().message]).toEqual([400, '请选择儿童']);
  });
});
