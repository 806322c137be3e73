/**
 * The demo's registrations and data warnings (domain/registrations.ts, domain/warnings.ts), written through the services:
 * - four volunteers registered in 昭阳街道 (1330000000N, password demo1234): two still 待审核 (the 志愿者注册审核 list and
 *   its badge for the demo 分委领导), one 激活 (signs in) and one 拒绝 (the login says so);
 * - for the warnings the rest of the demo does not show: a child who turned 18 last month and is still in care, and a
 *   village of another town whose only child director has left (停用) while a child of it is still in care.
 */
import { makeIdNumber } from '../../../domain/id-number';
import type { Db } from '../client';
import { createServices, type Services } from '../../services';
import type { DemoAccounts, DemoPlaces } from './accounts';
import { demoForm, demoVillages } from './children';
import { DEMO_PASSWORD, registrantCellphone, syntheticName } from './names';

export { registrantCellphone };

async function seedRegistrations(db: Db, p: DemoPlaces, a: DemoAccounts, now: Date): Promise<void> {
  const codes = new Map<string, string>();
  // a service set of its own whose SMS sender keeps the codes (the demo's registrants "receive" them)
  const { registrations } = createServices({
    db,
    now: () => now,
    signImage: () => null,
    sms: {
      send: async (cellphone, code) => {
        codes.set(cellphone, code);
      },
    },
  });
  const villages = p.villages.filter((v) => v.department_parent === p.zhaoyang.id);
  for (let n = 1; n <= 4; n++) {
    const cellphone = registrantCellphone(n);
    await registrations.sendCode(cellphone, 'demo');
    await registrations.register(
      {
        cellphone,
        code: codes.get(cellphone)!,
        nickname: syntheticName(300 + n),
        department_id: p.zhaoyang.id,
        village_id: villages[n % villages.length].id,
        password: DEMO_PASSWORD,
        agreement: true,
      },
      'demo',
    );
  }
  const leader = a.byRole('分委领导');
  const { list } = await registrations.list(leader, { page: 1, size: 10 });
  const of = (n: number) => list.find((r) => r.cellphone === registrantCellphone(n))!;
  await registrations.review(leader, { id: of(3).id, version: of(3).version, decision: '激活' });
  await registrations.review(leader, {
    id: of(4).id,
    version: of(4).version,
    decision: '拒绝',
    reason: '经核实非本街道居民',
  });
}

async function seedWarnings(db: Db, services: Services, p: DemoPlaces, a: DemoAccounts, now: Date): Promise<void> {
  const write = async (s: Services, form: Record<string, unknown>) => {
    const prepared = await s.children.prepare(
      db,
      { character: 'cs', information: { investigate_cs: form } },
      undefined,
      { kind: 'all' },
    );
    return s.children.create(db, prepared, 1);
  };
  // turned 18 twenty days ago (China date), registered two months ago when still 17 (a save refuses an adult)
  const DAY = 86_400_000;
  const born = new Date(now.getTime() - 20 * DAY + 8 * 3_600_000);
  const birth = `${born.getUTCFullYear() - 18}${String(born.getUTCMonth() + 1).padStart(2, '0')}${String(born.getUTCDate()).padStart(2, '0')}`;
  const then = new Date(now.getTime() - 60 * DAY);
  await write(createServices({ db, now: () => then, signImage: () => null }), {
    ...demoForm(440, p.shuiguan, { birth }, then),
    child_idnumber: makeIdNumber('321281', birth, 981),
  });
  // a village no other demo child lives in, outside 昭阳街道, with a director: a child, then its director leaves
  const used = new Set([
    ...demoVillages(p)
      .towns.flat()
      .map((v) => v.id),
    ...p.villages.filter((v) => v.department_parent === p.zhaoyang.id).map((v) => v.id),
  ]);
  const staffed = a.directors
    .filter((u) => u.state === '激活')
    .filter((u) => u.village_id && !used.has(u.village_id))
    .sort((x, y) => y.village_id! - x.village_id!);
  const village = p.villages.find((v) => v.id === staffed[0]?.village_id);
  if (!village) return;
  await write(services, demoForm(441, village, {}, now));
  const directors = staffed.filter((u) => u.village_id === village.id);
  for (const d of directors) await services.accounts.setState(d.id, '停用');
}

/** Seeds the registrations and the warnings' examples (after the other demo data). */
export async function seedRegister(
  db: Db,
  services: Services,
  p: DemoPlaces,
  a: DemoAccounts,
  now: Date,
): Promise<void> {
  await seedRegistrations(db, p, a, now);
  await seedWarnings(db, services, p, a, now);
}
