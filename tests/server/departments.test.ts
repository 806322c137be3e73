/**
 * Department management (issue 15; req shell-and-accounts §11.2 /department/departmentPost): 系统管理 reads the whole tree,
 * adds a village under a town, renames it with the version read, and deactivates it, unless children in
 * care live there (409 VILLAGE_HAS_CHILDREN); a deactivated village leaves the pickers. Others: 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';
import { place } from './fixtures';

let h: Harness;
let admin: string;
let shuiguan: { town: number; village: number };

beforeAll(async () => {
  h = await startHarness();
  admin = await h.login('系统管理');
  shuiguan = await place(h, '昭阳街道', '水关居委会');
});
afterAll(async () => {
  await h.close();
});

const selectVillages = async () =>
  (await h.call('GET', '/api/department/list/for/select', admin)).json().data['社区村居'] as {
    id: number;
    department_name: string;
  }[];
const managed = async () =>
  (await h.call('GET', '/api/department/list/for/manage', admin)).json().list as {
    id: number;
    version: number;
    department_state: string;
    department_name: string;
  }[];

describe('departments', () => {
  it('refuses the management calls to other roles', async () => {
    const centre = await h.login('中心领导');
    expect((await h.call('GET', '/api/department/list/for/manage', centre)).statusCode).toBe(403);
    expect(
      (
        await h.call('POST', '/api/department', centre, {
          department_name: '新村',
          department_type: '社区村居',
          department_parent: shuiguan.town,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('adds a village, renames it with its version, and deactivates it out of the pickers', async () => {
    const created = await h.call('POST', '/api/department', admin, {
      department_name: '新建村委会',
      department_type: '社区村居',
      department_parent: shuiguan.town,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, version } = created.json();
    expect((await selectVillages()).some((v) => v.id === id)).toBe(true);
    expect(
      (
        await h.call('POST', '/api/department', admin, {
          department_name: '新建村委会',
          department_type: '社区村居',
          department_parent: shuiguan.town,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await h.call('POST', '/api/department', admin, {
          department_name: '另一村',
          department_type: '社区村居',
          department_parent: shuiguan.village,
        })
      ).statusCode,
    ).toBe(400);

    const renamed = await h.call('PUT', '/api/department', admin, { id, version, department_name: '更名村委会' });
    expect(renamed.statusCode).toBe(200);
    expect((await h.call('PUT', '/api/department', admin, { id, version, department_name: '再改' })).statusCode).toBe(
      409,
    );
    const off = await h.call('PUT', '/api/department/state', admin, {
      id,
      version: renamed.json().version,
      department_state: '停用',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await selectVillages()).some((v) => v.id === id)).toBe(false);
    expect((await managed()).find((d) => d.id === id)).toMatchObject({
      department_name: '更名村委会',
      department_state: '停用',
    });
  });

  it('will not deactivate a village where children live (409 VILLAGE_HAS_CHILDREN)', async () => {
    const village = (await managed()).find((d) => d.id === shuiguan.village)!;
    const res = await h.call('PUT', '/api/department/state', admin, {
      id: village.id,
      version: village.version,
      department_state: '停用',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('VILLAGE_HAS_CHILDREN');
    expect(res.json().message).toMatch(/^该村居还有 \d+ 名在册儿童/);
    expect((await selectVillages()).some((v) => v.id === shuiguan.village)).toBe(true);
  });
});
