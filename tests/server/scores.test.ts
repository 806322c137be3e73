/**
 * Scores and prizes (issue 18; req scores §2, §3): a volunteer's finished task is in their ledger; the centre
 * manages prizes, redeems one for a volunteer (debiting the ledger and the stock in one step) and corrects a
 * ledger with a reason; a balance never goes below zero, even with two redemptions at once; a volunteer reads only
 * their own ledger; the roles without the calls are refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { users } from '../../server/db/schema';
import { helperCellphone } from '../../server/db/seed-demo';
import type { Harness } from './harness';
import { startHarness } from './harness';

let h: Harness;
let volunteer: number, helper: number;
const tokens = new Map<Role, string>();
const LIST = '/api/score/list/for/sources/prizestates/begin/end';
const balance = async (id = volunteer) =>
  (await h.call('GET', `${LIST}?volunteer=${id}`, tokens.get('中心领导'))).json().balance as number;
const prize = async (points: number, stock: number) =>
  (
    await h.call('POST', '/api/prize', tokens.get('中心领导'), {
      prize_name: `文具礼包${points}`,
      prize_points: points,
      prize_stock: stock,
    })
  ).json() as { id: number; version: number };

beforeAll(async () => {
  h = await startHarness();
  for (const role of ['中心领导', '中心管理', '志愿人员', '儿童主任'] as Role[]) tokens.set(role, await h.login(role));
  volunteer = (await h.handle.db.select().from(users).where(eq(users.cellphone, '13900000006')))[0].id;
  helper = (
    await h.handle.db
      .select()
      .from(users)
      .where(eq(users.cellphone, helperCellphone(1)))
  )[0].id;
});
afterAll(async () => {
  await h.close();
});

describe('the ledger', () => {
  it("holds the demo volunteer's tasks passed at the final review, and shows a volunteer only their own", async () => {
    // every entry on one page (the demo volunteer has more than the default 20)
    const own = (await h.call('GET', `${LIST}?volunteer=${helper}&size=100`, tokens.get('志愿人员'))).json();
    type Entry = { score_volunteer: number; score_source: string };
    expect(own.list.length).toBeGreaterThan(0);
    expect(own.list.every((r: Entry) => r.score_volunteer === volunteer)).toBe(true);
    // the demo also corrects their points once and redeems two prizes for them (issue 28)
    const fromTasks = own.list.filter((r: Entry) => r.score_source === '工单');
    expect(new Set(own.list.map((r: Entry) => r.score_source))).toEqual(new Set(['工单', '调整', '兑换']));
    expect(own.balance).toBeGreaterThan(0);
    expect(own.balance).toBe(await balance());
    const totals = (await h.call('GET', '/api/score/totals', tokens.get('中心管理'))).json().list as {
      volunteer: number;
      balance: number;
      tasks: number;
    }[];
    expect(totals.find((t) => t.volunteer === volunteer)).toMatchObject({
      balance: own.balance,
      tasks: fromTasks.length,
    });
  });

  it('takes a correction with a reason, never below zero', async () => {
    const before = await balance();
    const minus = await h.call('POST', '/api/score', tokens.get('中心领导'), {
      volunteer,
      points: -(before + 1),
      reason: '扣除',
    });
    expect([minus.statusCode, minus.json().code]).toEqual([409, 'NEGATIVE_BALANCE']);
    expect(
      (await h.call('POST', '/api/score', tokens.get('中心领导'), { volunteer, points: 5, reason: '' })).statusCode,
    ).toBe(400);
    const plus = await h.call('POST', '/api/score', tokens.get('中心领导'), {
      volunteer,
      points: 5,
      reason: '表彰优秀志愿者',
    });
    expect(plus.json()).toMatchObject({ balance: before + 5 });
    const entry = (
      await h.call(
        'GET',
        `${LIST}?volunteer=${volunteer}&sources=${encodeURIComponent('["调整"]')}`,
        tokens.get('中心领导'),
      )
    ).json().list[0];
    expect(entry).toMatchObject({
      score_points: 5,
      score_information: { reason: '表彰优秀志愿者' },
      created_by_name: expect.any(String),
    });
  });
});

describe('prizes', () => {
  it('are redeemed against the balance and the stock, then handed over', async () => {
    const before = await balance();
    const gift = await prize(3, 1);
    const res = await h.call('POST', '/api/prize/redeem', tokens.get('中心管理'), { prize: gift.id, volunteer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().balance).toBe(before - 3);
    expect(
      (await h.call('GET', `/api/prize/detail?id=${gift.id}`, tokens.get('中心领导'))).json().detail.prize_stock,
    ).toBe(0);
    const empty = await h.call('POST', '/api/prize/redeem', tokens.get('中心管理'), { prize: gift.id, volunteer });
    expect([empty.statusCode, empty.json().code]).toEqual([409, 'OUT_OF_STOCK']);
    const dear = await prize(before * 10 + 1000, 5);
    const short = await h.call('POST', '/api/prize/redeem', tokens.get('中心管理'), { prize: dear.id, volunteer });
    expect([short.statusCode, short.json().code]).toEqual([409, 'NEGATIVE_BALANCE']);
    const redemption = (
      await h.call(
        'GET',
        `${LIST}?volunteer=${volunteer}&prizestates=${encodeURIComponent('["待领取"]')}`,
        tokens.get('中心领导'),
      )
    ).json().list[0];
    expect(redemption).toMatchObject({
      score_source: '兑换',
      score_points: -3,
      score_prize: gift.id,
      score_information: { prize_name: '文具礼包3' },
    });
    expect(
      (
        await h.call('PUT', '/api/score', tokens.get('中心领导'), {
          id: redemption.id,
          version: redemption.version,
          prizestate: '已领取',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await h.call('PUT', '/api/score', tokens.get('中心领导'), {
          id: redemption.id,
          version: redemption.version + 1,
          prizestate: '已领取',
        })
      ).json().code,
    ).toBe('ALREADY_HANDED');
  });

  it('never lets redemptions made at once spend the same points', async () => {
    const have = await balance(volunteer);
    const half = Math.floor(have / 2) + 1;
    const gifts = [];
    for (let i = 0; i < 8; i++) gifts.push(await prize(half, 5));
    const results = await Promise.all(
      gifts.map((p) => h.call('POST', '/api/prize/redeem', tokens.get('中心管理'), { prize: p.id, volunteer })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual(
      Array(7).fill('NEGATIVE_BALANCE'),
    );
    expect(await balance()).toBe(have - half);
  });

  it('lists by points, edits at the version read, removes, and refuses the roles without the calls', async () => {
    const p = await prize(40, 2);
    const listed = (await h.call('GET', '/api/prize/list/for/max/min?min=40&max=40', tokens.get('中心领导'))).json()
      .list;
    expect(listed.map((x: { id: number }) => x.id)).toContain(p.id);
    const edited = await h.call('PUT', '/api/prize', tokens.get('中心领导'), {
      id: p.id,
      version: p.version,
      prize_name: '书包',
      prize_points: 45,
      prize_stock: 3,
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (
        await h.call('PUT', '/api/prize', tokens.get('中心领导'), {
          id: p.id,
          version: p.version,
          prize_name: '旧',
          prize_points: 1,
          prize_stock: 1,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await h.call('DELETE', '/api/prize', tokens.get('中心领导'), { id: p.id, version: edited.json().version }))
        .statusCode,
    ).toBe(200);
    expect((await h.call('GET', `/api/prize/detail?id=${p.id}`, tokens.get('中心领导'))).statusCode).toBe(404);
    for (const role of ['志愿人员', '儿童主任'] as Role[]) {
      expect(
        (await h.call('POST', '/api/prize', tokens.get(role), { prize_name: 'x', prize_points: 1, prize_stock: 1 }))
          .statusCode,
        role,
      ).toBe(403);
      expect(
        (await h.call('POST', '/api/prize/redeem', tokens.get(role), { prize: p.id, volunteer })).statusCode,
        role,
      ).toBe(403);
    }
    expect((await h.call('GET', LIST, tokens.get('儿童主任'))).statusCode).toBe(403);
  });
});
