/**
 * The console's settings (req settings §2; docs/decisions-configuration.md): every role reads row 1 (its defaults come
 * with the migration); only 系统管理 changes it, at the version read; a wrong value or a stale version changes
 * nothing; a change is read back and leaves an operation record; `settings()` gives the stored value over the defaults.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type Settings } from '../../domain/configuration';
import { ROLES, type Role } from '../../domain/roles';
import { configurations } from '../../server/db/schema';
import { createAuditService } from '../../server/modules/audit';
import { createConfigurationService, SETTINGS_CACHE_MS } from '../../server/modules/configuration';
import { createUserService } from '../../server/modules/user';
import { startHarness, type Harness } from './harness';

let h: Harness;
const tokens = new Map<Role, string>();
const DETAIL = '/api/configuration/detail?id=1';
type Detail = {
  id: number;
  configuration_name: string;
  configuration_value: Settings;
  version: number;
  updated_at: string;
  updated_by_name: string | null;
};
const detail = async (role: Role = '系统管理') =>
  (await h.call('GET', DETAIL, tokens.get(role))).json().detail as Detail;
const put = (role: Role, version: number, value: Partial<Settings>) =>
  h.call('PUT', '/api/configuration', tokens.get(role), {
    id: 1,
    version,
    configuration_value: { ...DEFAULT_SETTINGS, ...value },
  });

beforeAll(async () => {
  h = await startHarness();
  for (const role of ROLES) tokens.set(role, await h.login(role));
});
afterAll(async () => {
  await h.close();
});

describe('the settings', () => {
  it('are read by every role, with the defaults the migration stored', async () => {
    for (const role of ROLES) {
      const res = await h.call('GET', DETAIL, tokens.get(role));
      expect(res.statusCode, role).toBe(200);
      expect(res.json().detail, role).toMatchObject({
        id: 1,
        configuration_name: '系统设置',
        configuration_value: DEFAULT_SETTINGS,
        version: 1,
        updated_by_name: null,
      });
    }
    const missing = await h.call('GET', '/api/configuration/detail?id=2', tokens.get('志愿人员'));
    expect([missing.statusCode, missing.json().message]).toEqual([404, '该设置不存在']);
    expect((await h.call('GET', DETAIL)).statusCode).toBe(401);
  });

  it('are changed by 系统管理 only', async () => {
    for (const role of ['中心领导', '志愿人员'] as Role[]) {
      const res = await put(role, 1, { badge_poll_seconds: 30 });
      expect(res.statusCode, role).toBe(403);
    }
    expect(await detail()).toMatchObject({ version: 1, configuration_value: DEFAULT_SETTINGS });
  });

  it('refuse a wrong value, each on its field, and change nothing', async () => {
    const cases: [Partial<Settings>, string, string][] = [
      [{ badge_poll_seconds: 5 }, 'configuration_value.badge_poll_seconds', '请输入 15–600 之间的整数'],
      [{ badge_poll_seconds: 30.5 }, 'configuration_value.badge_poll_seconds', '请输入 15–600 之间的整数'],
      [{ summer_begin: '02-30' }, 'configuration_value.summer_begin', '日期格式应为 MM-DD'],
      [{ winter_end: '2-28' }, 'configuration_value.winter_end', '日期格式应为 MM-DD'],
      [{ summer_begin: '08-31', summer_end: '07-01' }, 'configuration_value.summer_end', '结束日期不能早于开始日期'],
      [{ winter_begin: '12-20', winter_end: '02-28' }, 'configuration_value.winter_end', '结束日期不能早于开始日期'],
      [{ allowance_min: -1 }, 'configuration_value.allowance_min', '请输入 0–100000 之间的金额（最多两位小数）'],
      [{ allowance_max: 1500.123 }, 'configuration_value.allowance_max', '请输入 0–100000 之间的金额（最多两位小数）'],
      [{ allowance_min: 800, allowance_max: 600 }, 'configuration_value.allowance_max', '上限不能低于下限'],
    ];
    for (const [value, field, message] of cases) {
      const res = await put('系统管理', 1, value);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json().fieldErrors, JSON.stringify(value)).toEqual([{ field, message }]);
    }
    expect(await detail()).toMatchObject({ version: 1, configuration_value: DEFAULT_SETTINGS });
  });

  it('take a good change, read it back and leave an operation record; a stale version is 409 and changes nothing', async () => {
    const changed = {
      badge_poll_seconds: 30,
      summer_begin: '07-05',
      summer_end: '08-25',
      winter_begin: '01-20',
      winter_end: '02-29',
    };
    const res = await put('系统管理', 1, changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: 1, version: 2 });
    const admin = (await h.call('GET', '/api/user/info', tokens.get('系统管理'))).json().info as {
      id: number;
      nickname: string;
    };
    for (const role of ['系统管理', '志愿人员'] as Role[]) {
      expect(await detail(role), role).toMatchObject({
        version: 2,
        configuration_value: changed,
        updated_by_name: admin.nickname,
        updated_at: h.clock.now.toISOString(),
      });
    }

    const stale = await put('系统管理', 1, { badge_poll_seconds: 120 });
    expect([stale.statusCode, stale.json().code, stale.json().message]).toEqual([
      409,
      'STALE_VERSION',
      '设置已被他人修改，请刷新后重试',
    ]);
    expect(await detail()).toMatchObject({ version: 2, configuration_value: changed });

    const records = (
      await h.call(
        'GET',
        `/api/record/list?type=${encodeURIComponent('修改')}&user=${admin.id}`,
        tokens.get('系统管理'),
      )
    ).json().list as { record_information: Record<string, unknown> }[];
    const changes = records.filter((r) => r.record_information.action === '修改系统设置');
    expect(changes).toHaveLength(1);
    expect(changes[0].record_information).toMatchObject({ configuration: 1, before: DEFAULT_SETTINGS, after: changed });
  });

  it('give the modules the stored settings over the defaults (settings())', async () => {
    const db = h.handle.db;
    const service = createConfigurationService({
      db,
      now: () => h.clock.now,
      audit: createAuditService({ db, now: () => h.clock.now }),
      users: createUserService({ db }),
    });
    const before = await service.settings();
    expect(before.winter_end).toBe('02-29');
    await db
      .update(configurations)
      .set({ configuration_value: { summer_begin: '07-10', unknown_key: 1 } })
      .where(eq(configurations.id, 1));
    // a change made elsewhere (another process, here SQL behind the service's back) shows within SETTINGS_CACHE_MS
    expect(await service.settings()).toEqual(before);
    h.clock.now = new Date(h.clock.now.getTime() + SETTINGS_CACHE_MS);
    expect(await service.settings()).toEqual({ ...DEFAULT_SETTINGS, summer_begin: '07-10' });
    expect((await detail()).configuration_value).toEqual({ ...DEFAULT_SETTINGS, summer_begin: '07-10' });
    await db.delete(configurations);
    h.clock.now = new Date(h.clock.now.getTime() + SETTINGS_CACHE_MS);
    expect(await service.settings()).toEqual(DEFAULT_SETTINGS);
    expect((await h.call('GET', DETAIL, tokens.get('系统管理'))).statusCode).toBe(404);
  });
});
