/**
 * The gta form edited by the prosecutor side (issue 28; domain/escort.ts GTA_FORM_TAB_EDITORS, PUT /api/child/gta/form):
 * 检察护航 edits 边缘认定信息 and 乡镇护航 帮教措施, each saved and read back; a role edits no tab that is not its own
 * (403 TAB_NOT_YOURS), no field outside the tab it names (403 FIELD_NOT_OWNED, nothing written), at the version read
 * (409); 检察人员 and a village director hold no such write (403).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { children } from '../../server/db/schema';
import type { Harness } from './harness';
import { startHarness } from './harness';

let h: Harness;
const tokens = new Map<Role, string>();
let minor: number;
const ROLES_USED: Role[] = ['检察护航', '乡镇护航', '公安护航', '检察人员', '儿童主任', '中心领导'];
const form = async () => {
  const [row] = await h.handle.db.select().from(children).where(eq(children.id, minor));
  return { version: row.version, values: (row.information.investigate_gta ?? {}) as Record<string, unknown> };
};
const put = async (who: Role, tab: string, values: Record<string, unknown>, version?: number) =>
  h.call('PUT', '/api/child/gta/form', tokens.get(who), {
    id: minor,
    version: version ?? (await form()).version,
    tab,
    values,
  });

beforeAll(async () => {
  h = await startHarness();
  for (const role of ROLES_USED) tokens.set(role, await h.login(role));
  const [kid] = await h.handle.db
    .select()
    .from(children)
    .where(and(eq(children.character_gta, true), isNull(children.deleted_at)))
    .limit(1);
  minor = kid.id;
});
afterAll(async () => {
  await h.close();
});

describe('the prosecutor side edits its tabs of the gta form', () => {
  it('检察护航 saves 边缘认定信息', async () => {
    const res = await put('检察护航', 'offence', { child_crime: '不良行为' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await form()).values.child_crime).toBe('不良行为');
  });

  it('乡镇护航 saves 帮教措施', async () => {
    const res = await put('乡镇护航', 'help', { help_law: true, help_psychic: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await form()).values).toMatchObject({ help_law: true, help_psychic: true });
  });

  it('refuses another tab, a field outside the tab and a stale version', async () => {
    const tab = await put('乡镇护航', 'offence', { child_crime: '违反治安管理' });
    expect([tab.statusCode, tab.json().code]).toEqual([403, 'TAB_NOT_YOURS']);
    const before = await form();
    const outside = await put('公安护航', 'help', { help_work: true, child_name: '改名' });
    expect([outside.statusCode, outside.json().code]).toEqual([403, 'FIELD_NOT_OWNED']);
    expect(outside.json().message).toContain('姓名');
    expect(await form()).toEqual(before);
    const stale = await put('公安护航', 'help', { help_work: true }, before.version - 1);
    expect(stale.statusCode).toBe(409);
  });

  it('gives 检察人员, a village director and the centre no such write (403)', async () => {
    for (const who of ['检察人员', '儿童主任', '中心领导'] as const)
      expect((await put(who, 'help', { help_work: true })).statusCode, who).toBe(403);
  });
});
