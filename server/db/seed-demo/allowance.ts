/**
 * The demo's allowances (保金; docs/decisions-allowance.md), written through the allowance service by the demo's 保金
 * accounts: bank accounts for the eligible children (two left without one: 缺少银行信息), and four months of allowances at
 * every step — three months ago all 批过, two months ago one 批退, last month two 核退 and the rest waiting for 审批, this
 * month a few waiting for 审核. Two children share one account (同月重复发放), one amount is above the range (金额超出范围)
 * and a deleted child was paid before it left (退出仍发放), so AllowanceWarning has something of each kind.
 */
import type { Services } from '../../services';
import type { DemoAccounts } from './accounts';
import type { DemoChild } from './children';

const GIVEN = ['建国', '秀英', '国强', '丽华', '志刚', '桂兰'];

/** YYYY-MM of the China-time month `back` months before `now`. */
function monthBefore(now: Date, back: number): string {
  const china = new Date(now.getTime() + 8 * 3_600_000);
  const d = new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}

export async function seedAllowances(services: Services, a: DemoAccounts, kids: DemoChild[], now: Date): Promise<void> {
  const { allowances, children } = services;
  const manager = a.byRole('保金管理'),
    checker = a.byRole('保金核员'),
    approver = a.byRole('保金批员');
  const eligible = kids.filter((k) => (k.character === 'cs' || k.character === 'ow') && !k.row.deleted_at).slice(0, 20);
  const banked = eligible.slice(0, -2);
  const accountOf = (i: number) => `62284804025648${String(90000 + i * 7).padStart(5, '0')}`;
  for (const [i, k] of banked.entries()) {
    // the third child shares the second's account (siblings of one household, or one child entered twice: to be checked)
    const account = accountOf(i === 2 ? 1 : i);
    const bank = i % 3 ? '中国农业银行兴化支行' : '江苏兴化农村商业银行';
    await allowances.saveKid(manager, {
      child: k.row.id,
      allowance_bank: bank,
      allowance_account: account,
      allowance_payee: `${k.row.child_name.slice(0, 1)}${GIVEN[i % GIVEN.length]}`,
    });
  }
  const amount = (k: DemoChild, i: number) => (i === 4 ? 2500 : k.character === 'cs' ? 680 : 420);
  const enter = async (month: string, list: DemoChild[]) => {
    for (const [i, k] of list.entries())
      await allowances.create(manager, { child: k.row.id, allowance_month: month, allowance_amount: amount(k, i) });
  };
  const queue = async (month: string, states: ('录入' | '核过')[]) =>
    (await allowances.list(manager, { month, states, page: 1, size: 100 })).list;

  const [m3, m2, m1, m0] = [3, 2, 1, 0].map((back) => monthBefore(now, back));
  await enter(m3, banked);
  await allowances.check(checker, { state: '核过', reason: '', month: m3, expected: banked.length });
  await allowances.approve(approver, { state: '批过', reason: '', month: m3, expected: banked.length });

  await enter(m2, banked);
  await allowances.check(checker, { state: '核过', reason: '', month: m2, expected: banked.length });
  const [returned] = await queue(m2, ['核过']);
  await allowances.approve(approver, {
    state: '批退',
    reason: '收款人与户主不一致，请核实',
    items: [{ id: returned.id, version: returned.version }],
  });
  await allowances.approve(approver, { state: '批过', reason: '', month: m2, expected: banked.length - 1 });

  await enter(m1, banked);
  const waiting = await queue(m1, ['录入']);
  await allowances.check(checker, {
    state: '核退',
    reason: '金额与救助标准不符',
    items: waiting.slice(0, 2).map((r) => ({ id: r.id, version: r.version })),
  });
  await allowances.check(checker, { state: '核过', reason: '', month: m1, expected: waiting.length - 2 });

  await enter(m0, banked.slice(5, 11));

  // a child paid before it left the lists: one the demo deleted (states.ts) is restored, paid and deleted again as it was
  const removed = kids.find((k) => k.character === 'cs' && k.row.deleted_at);
  if (removed) {
    const centre = a.byRole('中心管理');
    await children.restore(centre, { id: removed.row.id, version: removed.row.version });
    const back = await children.byId(removed.row.id);
    if (!back) return;
    await allowances.saveKid(manager, {
      child: back.id,
      allowance_bank: '中国邮政储蓄银行',
      allowance_account: '6217993000012345678',
      allowance_payee: `${back.child_name.slice(0, 1)}桂兰`,
    });
    const { id, version } = await allowances.create(manager, {
      child: back.id,
      allowance_month: m3,
      allowance_amount: 680,
    });
    await allowances.check(checker, { state: '核过', reason: '', items: [{ id, version }] });
    await allowances.approve(approver, { state: '批过', reason: '', items: [{ id, version: version + 1 }] });
    const reason = String(
      (back.information.important as Record<string, unknown> | undefined)?.delete_reason ?? '已迁出本市',
    );
    const again = await children.byId(back.id);
    if (again)
      removed.row = {
        ...removed.row,
        version: (await children.remove(centre, { id: again.id, version: again.version, reason })).version,
      };
  }
}
