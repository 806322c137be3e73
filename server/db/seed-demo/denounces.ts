/**
 * The demo's clues (issue 18 "Done when"): at every step — two waiting for review (one about a left-behind child,
 * one edge-child clue entered by 检察领导), one dispatched to 兴化市民政局 and 兴化市公安局 (received by the first,
 * waiting at the second), one waiting to be received by 兴化市民政局 (the demo 部门领导's 待接收), one applied to close, one closed and one rejected; and 检察领导's edge-child clues in the same
 * steps (issue 28) — written through the services as the centre, 检察领导 and the department leaders would, so every
 * step has its history.
 */
import type { SessionUser } from '../../auth/guard';
import type { Services } from '../../services';
import type { DemoAccounts } from './accounts';
import type { DemoChild } from './children';

const DAY = 86_400_000;

export async function seedDenounces(services: Services, a: DemoAccounts, kids: DemoChild[], now: Date): Promise<void> {
  const { denounces } = services;
  const centre = a.byRole('中心管理'),
    prosecutor = a.byRole('检察领导'),
    civil = a.byRole('部门领导');
  const police = a.police;
  const civilId = a.agencies.get('兴化市民政局')!,
    policeId = a.agencies.get('兴化市公安局')!;
  const ow = kids.filter((k) => k.character === 'ow' && !k.row.deleted_at);
  const gta = kids.filter((k) => k.character === 'gta' && !k.row.deleted_at && !k.row.character_gta_quit);

  const enter = async (
    by: SessionUser,
    source: '普通' | '部门' | '边缘',
    child: number | undefined,
    content: string,
    daysAgo: number,
  ) =>
    denounces.create(by, {
      denounce_source: source,
      reporter_name: ['王女士', '李老师', '社区网格员'][daysAgo % 3],
      reporter_contact: `1381234${String(5600 + daysAgo)}`,
      content,
      place: '昭阳街道',
      happened_at: new Date(now.getTime() - daysAgo * DAY).toISOString(),
      child,
      images: [],
    });
  const detail = async (id: number) => (await denounces.detail(centre, id)).detail;
  const adjunct = async (id: number, department: number) =>
    (await detail(id)).adjuncts.find((x) => x.adjunct_department === department)!;
  const move = async (by: SessionUser, id: number, department: number, step: 'receive' | 'apply', result?: string) => {
    const x = await adjunct(id, department);
    await denounces.move(by, { id: x.id, version: x.version, move: step, ...(result ? { result } : {}) });
  };

  await enter(centre, '普通', ow[0]?.row.id, '邻居反映孩子父母外出务工，孩子放学后常独自在家到深夜。', 1);
  await enter(prosecutor, '边缘', gta[0]?.row.id, '有群众反映该未成年人近期常在网吧通宵，与社会闲散人员来往。', 2);

  const both = await enter(centre, '部门', ow[1]?.row.id, '学校反映孩子连续一周未到校，家中无人接电话。', 3);
  await denounces.dispatch(centre, { id: both.id, version: both.version, departments: [civilId, policeId] });
  await move(civil, both.id, civilId, 'receive');

  // one dispatched to 兴化市民政局 and not yet received: the demo 部门领导 13900000007 finds it in 待接收 (issue 29)
  const toReceive = await enter(
    centre,
    '普通',
    ow[5]?.row.id,
    '村网格员反映孩子独自在家照看年幼弟妹，监护人长期在外。',
    2,
  );
  await denounces.dispatch(centre, { id: toReceive.id, version: toReceive.version, departments: [civilId] });

  const applied = await enter(centre, '普通', ow[2]?.row.id, '孩子祖母年迈，无力照料，家中卫生条件差。', 5);
  await denounces.dispatch(centre, { id: applied.id, version: applied.version, departments: [civilId] });
  await move(civil, applied.id, civilId, 'receive');
  await move(civil, applied.id, civilId, 'apply', '已上门走访，落实临时生活补助并联系村委会定期探望。');

  const closed = await enter(centre, '普通', undefined, '路人反映桥下有未成年人夜间逗留。', 8);
  await denounces.dispatch(centre, { id: closed.id, version: closed.version, departments: [policeId] });
  await move(police, closed.id, policeId, 'receive');
  await move(police, closed.id, policeId, 'apply', '民警当晚巡查，已将其送回家中并告知监护人。');
  const done = await adjunct(closed.id, policeId);
  await denounces.review(centre, { id: done.id, version: done.version, move: 'close' });

  // a dispatch the department returned (部门退回) and one whose close the centre sent back (打回), with their reasons
  const returned = await enter(centre, '部门', ow[3]?.row.id, '孩子父亲反映孩子母亲长期不让其探视。', 6);
  await denounces.dispatch(centre, { id: returned.id, version: returned.version, departments: [civilId] });
  const toReturn = await adjunct(returned.id, civilId);
  await denounces.move(civil, {
    id: toReturn.id,
    version: toReturn.version,
    move: 'return',
    reason: '属家事纠纷，请转交法院或司法所处理',
  });
  const sentBack = await enter(centre, '普通', ow[4]?.row.id, '孩子放学途中多次被高年级学生拦截索要财物。', 7);
  await denounces.dispatch(centre, { id: sentBack.id, version: sentBack.version, departments: [policeId] });
  await move(police, sentBack.id, policeId, 'receive');
  await move(police, sentBack.id, policeId, 'apply', '已对涉事学生进行训诫。');
  const toSendBack = await adjunct(sentBack.id, policeId);
  await denounces.review(centre, {
    id: toSendBack.id,
    version: toSendBack.version,
    move: 'send_back',
    reason: '请补充与学校的沟通情况及后续防范措施',
  });

  const rejected = await enter(centre, '普通', undefined, '重复举报，内容与已办结线索一致。', 9);
  await denounces.reject(centre, { id: rejected.id, version: rejected.version, reason: '与已办结线索重复' });

  // the edge-child clues of 检察领导's other lists (issue 28): one dispatched to the police and waiting to be received
  // (待部门接收), one the police handled and 检察领导 closed (已办结), one rejected (回收站); as 检察领导's screen sends them
  const waiting = await enter(prosecutor, '边缘', gta[1]?.row.id, '学校反映该生近期与校外人员频繁接触，夜间外出。', 4);
  await denounces.dispatch(prosecutor, { id: waiting.id, version: waiting.version, departments: [policeId] });
  const handled = await enter(prosecutor, '边缘', gta[2]?.row.id, '群众反映该未成年人在河边与人发生冲突。', 10);
  await denounces.dispatch(prosecutor, { id: handled.id, version: handled.version, departments: [policeId] });
  await move(police, handled.id, policeId, 'receive');
  await move(police, handled.id, policeId, 'apply', '民警已调解，双方家长到场，未成年人已由家长接回。');
  const handledAdjunct = await adjunct(handled.id, policeId);
  await denounces.review(prosecutor, { id: handledAdjunct.id, version: handledAdjunct.version, move: 'close' });
  const dropped = await enter(prosecutor, '边缘', undefined, '匿名反映有未成年人出入酒吧，未提供时间地点。', 11);
  await denounces.reject(prosecutor, { id: dropped.id, version: dropped.version, reason: '线索不具体，无法核实' });
}
