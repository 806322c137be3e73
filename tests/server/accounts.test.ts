/**
 * Account management (issue 15 "Accounts and departments"): 系统管理 lists, creates, changes, resets and
 * deactivates users; a new user signs in with the temporary password and must change it before anything
 * else; 停用 and a reset end the user's open sessions at once; writes carry versions; a user changes their
 * own password (old and new; at least 8 characters, not all digits). Other roles are refused (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { startHarness } from './harness';
import { place } from './fixtures';

let h: Harness;
let admin: string;
let shuiguan: { town: number; village: number };
const LIST = '/api/child/list/for/department/village/level/character/genre/keyword';
let phone = 13800000100;
const nextPhone = () => String(phone++);

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login('系统管理');
  shuiguan = await place(h, '昭阳街道', '水关居委会');
});
afterAll(async () => {
  await h.close();
});

const signIn = async (cellphone: string, password: string) =>
  h.call('POST', '/api/auth/login', undefined, { cellphone, password });
async function create(extra: Record<string, unknown> = {}) {
  const cellphone = nextPhone();
  const res = await h.call('POST', '/api/user', admin, {
    cellphone,
    nickname: '新社工',
    role: '儿童社工',
    department_id: shuiguan.town,
    village_id: shuiguan.village,
    contact_cellphone: '13912345678',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cellphone, ...(res.json() as { id: number; version: number; password: string }) };
}

describe('who may manage accounts', () => {
  it('answers 系统管理 and refuses every other role (403)', async () => {
    expect(
      (await h.call('GET', '/api/user/list/for/role?role=%E5%84%BF%E7%AB%A5%E4%B8%BB%E4%BB%BB', admin)).statusCode,
    ).toBe(200);
    for (const role of ['中心领导', '儿童主任', '分委领导'] as const) {
      const token = await h.login(role);
      expect((await h.call('GET', '/api/user/list/for/role', token)).statusCode, role).toBe(403);
      expect(
        (
          await h.call('POST', '/api/user', token, {
            cellphone: nextPhone(),
            nickname: 'x',
            role: '志愿人员',
            department_id: null,
            village_id: null,
          })
        ).statusCode,
        role,
      ).toBe(403);
    }
  });

  it('lists by a role set, state and keyword, with place names and never a password hash', async () => {
    const roles = encodeURIComponent(JSON.stringify(['公安护航', '司法护航']));
    const res = (await h.call('GET', `/api/user/list/for/role?roles=${roles}`, admin)).json();
    expect(res.list.map((u: { role: string }) => u.role).sort()).toEqual(['公安护航', '司法护航']);
    const director = (await h.call('GET', `/api/user/list/for/role?keyword=13900000001`, admin)).json().list[0];
    expect(director).toMatchObject({ role: '儿童主任', department_name: '昭阳街道', village_name: '水关居委会' });
    expect(JSON.stringify(res)).not.toMatch(/password_hash|scrypt/);
    const disabled = (await h.call('GET', `/api/user/list/for/role?state=%E5%81%9C%E7%94%A8`, admin)).json();
    expect(disabled.list.every((u: { state: string }) => u.state === '停用')).toBe(true);
  });
});

describe('a new account', () => {
  it('signs in with the temporary password and must change it before anything else', async () => {
    const user = await create();
    expect(user.password).toMatch(/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9]{10}$/);
    expect((await h.call('GET', `/api/user/check/cellphone?cellphone=${user.cellphone}`, admin)).json()).toEqual({
      count: 1,
    });
    const login = await signIn(user.cellphone, user.password);
    expect(login.statusCode).toBe(200);
    const token = login.json().token;
    expect((await h.call('GET', '/api/user/info', token)).json().info.must_change_password).toBe(true);
    const blocked = await h.call('GET', LIST, token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('MUST_CHANGE_PASSWORD');
    const weak = await h.call('PUT', '/api/user/password', token, {
      old_password: user.password,
      new_password: '12345678',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors).toEqual([{ field: 'new_password', message: '密码至少 8 位，且不能全为数字' }]);
    expect(
      (
        await h.call('PUT', '/api/user/password', token, { old_password: 'wrong-one1', new_password: 'Better2026' })
      ).json().message,
    ).toBe('原密码不正确');
    expect(
      (await h.call('PUT', '/api/user/password', token, { old_password: user.password, new_password: 'Better2026' }))
        .statusCode,
    ).toBe(200);
    expect((await h.call('GET', LIST, token)).statusCode).toBe(200);
    expect((await signIn(user.cellphone, 'Better2026')).statusCode).toBe(200);
  });

  it('refuses a taken cellphone (409) and a village of another town (400), storing nothing', async () => {
    const taken = await h.call('POST', '/api/user', admin, {
      cellphone: '13900000001',
      nickname: '重复',
      role: '志愿人员',
      department_id: null,
      village_id: null,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('该手机号已被使用');
    const other = await place(h, '戴南镇');
    const cellphone = nextPhone();
    const wrong = await h.call('POST', '/api/user', admin, {
      cellphone,
      nickname: '错村',
      role: '儿童主任',
      department_id: shuiguan.town,
      village_id: other.village,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('所选村居不属于该乡镇');
    expect((await h.call('GET', `/api/user/check/cellphone?cellphone=${cellphone}`, admin)).json()).toEqual({
      count: 0,
    });
  });
});

describe('changes by 系统管理', () => {
  it('changes role and place with the version read; a stale version answers 409', async () => {
    const user = await create();
    const body = {
      id: user.id,
      version: user.version,
      nickname: '改名社工',
      role: '志愿人员',
      department_id: shuiguan.town,
      village_id: null,
    };
    const first = await h.call('PUT', '/api/user', admin, body);
    expect(first.statusCode, first.body).toBe(200);
    expect((await h.call('PUT', '/api/user', admin, { ...body, nickname: '又改' })).statusCode).toBe(409);
    const detail = (await h.call('GET', `/api/user/detail?id=${user.id}`, admin)).json().detail;
    expect(detail).toMatchObject({
      nickname: '改名社工',
      role: '志愿人员',
      village_id: null,
      version: first.json().version,
    });
  });

  it("停用 ends the user's open session at once and refuses sign-in; 激活 lets them sign in again", async () => {
    const user = await create();
    const token = (await signIn(user.cellphone, user.password)).json().token;
    expect((await h.call('GET', '/api/user/info', token)).statusCode).toBe(200);
    const off = await h.call('PUT', '/api/user/state', admin, { id: user.id, version: user.version, state: '停用' });
    expect(off.statusCode, off.body).toBe(200);
    expect((await h.call('GET', '/api/user/info', token)).statusCode).toBe(401);
    expect((await signIn(user.cellphone, user.password)).json().message).toBe('账号已停用，请联系管理员');
    expect(
      (await h.call('PUT', '/api/user/state', admin, { id: user.id, version: off.json().version, state: '激活' }))
        .statusCode,
    ).toBe(200);
    expect((await signIn(user.cellphone, user.password)).statusCode).toBe(200);
  });

  it('a reset gives a new temporary password and ends the old sessions; an admin cannot deactivate themself', async () => {
    const user = await create();
    const token = (await signIn(user.cellphone, user.password)).json().token;
    const reset = await h.call('PUT', '/api/user/password/reset', admin, { id: user.id, version: user.version });
    expect(reset.statusCode).toBe(200);
    expect((await h.call('GET', '/api/user/info', token)).statusCode).toBe(401);
    expect((await signIn(user.cellphone, user.password)).statusCode).toBe(401);
    expect((await signIn(user.cellphone, reset.json().password)).statusCode).toBe(200);
    const me = (await h.call('GET', '/api/user/info', admin)).json().info;
    const self = (await h.call('GET', `/api/user/detail?id=${me.id}`, admin)).json().detail;
    expect(
      (await h.call('PUT', '/api/user/state', admin, { id: me.id, version: self.version, state: '停用' })).statusCode,
    ).toBe(400);
  });
});

describe("a user's own password", () => {
  it('keeps the session that changed it and ends the others', async () => {
    const user = await create();
    const first = (await signIn(user.cellphone, user.password)).json().token;
    const second = (await signIn(user.cellphone, user.password)).json().token;
    expect(
      (await h.call('PUT', '/api/user/password', first, { old_password: user.password, new_password: 'Another2026' }))
        .statusCode,
    ).toBe(200);
    expect((await h.call('GET', '/api/user/info', first)).statusCode).toBe(200);
    expect((await h.call('GET', '/api/user/info', second)).statusCode).toBe(401);
  });
});
