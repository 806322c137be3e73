/**
 * The demo's points and prizes (req scores; issue 28 "Demo data through the screens' calls"): the centre's 中心管理 adds
 * three prizes (奖品管理 → 新增), corrects the demo volunteer's points once (调整积分, with its reason), and redeems two
 * prizes for them (兑换), one of which was handed over (已领取) and one still waiting (待领取). The volunteer's earned
 * points are their passed work orders' (tasks.ts), credited by the task service. Written through the score service only.
 */
import type { Services } from '../../services';
import type { DemoAccounts } from './accounts';

const PRIZES = [
  { prize_name: '文具套装', prize_points: 10, prize_stock: 50, description: '笔记本、中性笔各两件' },
  { prize_name: '保温水杯', prize_points: 20, prize_stock: 20, description: '500 毫升不锈钢' },
  { prize_name: '志愿服务马甲', prize_points: 30, prize_stock: 10, description: '印有“关爱儿童志愿服务”字样' },
];

export async function seedScores(services: Services, a: DemoAccounts): Promise<void> {
  const { scores } = services;
  const centre = a.byRole('中心管理'),
    volunteer = a.byRole('志愿人员');
  const prizes = [];
  for (const prize of PRIZES) prizes.push(await scores.createPrize(centre, prize));
  await scores.correct(centre, { volunteer: volunteer.id, points: 10, reason: '参加儿童保护业务培训，按规定加分' });
  await scores.redeem(centre, { prize: prizes[0].id, volunteer: volunteer.id });
  const handed = await scores.redeem(centre, { prize: prizes[0].id, volunteer: volunteer.id });
  const { list } = await scores.list(centre, { volunteer: volunteer.id, sources: ['兑换'], page: 1, size: 10 });
  const row = list.find((s) => s.id === handed.id)!;
  await scores.handOver(centre, { id: row.id, version: row.version, prizestate: '已领取' });
}
