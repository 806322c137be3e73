/**
 * What the demo children have been through (issue 15 "Demo data"), written through the services as the
 * screens would: helpers assigned (the volunteer helpers and a teacher), four children deleted by the
 * centre, three gta minors who left the category, and applies in every state — waiting for the first
 * review, passed it (waiting for the final one), returned at either stage (waiting for the director's correction),
 * corrected after a return (req applies-review §9), a 儿童修改 (sent last of the demo: seedPendingChange), a 帮扶人员 apply
 * and a withdrawn one — so every list and badge of the demo roles shows something on first start.
 */
import type { Character } from '../../../domain/child-genre';
import type { Db } from '../client';
import type { Services } from '../../services';
import type { SessionUser } from '../../auth/guard';
import type { DemoAccounts, DemoPlaces } from './accounts';
import { demoForm, type DemoChild } from './children';

const childApply = (character: Character, form: Record<string, unknown>) => ({
  apply_genre: '儿童创建' as const,
  apply_information: { information: { child: { character, information: { [`investigate_${character}`]: form } } } },
});

export async function seedStates(
  db: Db,
  services: Services,
  p: DemoPlaces,
  a: DemoAccounts,
  kids: DemoChild[],
  now: Date,
): Promise<void> {
  const { children, applies } = services;
  const centre = a.byRole('中心管理');
  const inShuiguan = kids.filter((k) => k.village.id === p.shuiguan.id);

  // helpers: a volunteer as 联系人 and another as 五老 on children of 水关居委会 and 昭阳街道; a teacher slot on a few
  const helped = kids.filter((k) => k.village.department_parent === p.zhaoyang.id).slice(3, 15);
  for (const [n, kid] of helped.entries()) {
    const helper = a.helpers[n % a.helpers.length];
    const other = a.helpers[(n + 2) % a.helpers.length];
    const slots = [
      { slot: 'associator' as const, user: helper.id, career: '志愿者' },
      ...(n % 2 === 0 ? [{ slot: 'elder' as const, user: other.id, career: '退休教师' }] : []),
    ];
    const { version } = await children.setHelpers(centre, { id: kid.row.id, version: kid.row.version, helpers: slots });
    kid.row = { ...kid.row, version };
  }

  // four deleted by the centre (one of 水关居委会), with their reasons
  const toDelete = [
    inShuiguan[9],
    ...kids.filter((k) => k.character === 'cs' && k.village.department_parent !== p.zhaoyang.id).slice(0, 3),
  ];
  for (const [n, kid] of toDelete.entries()) {
    const { version } = await children.remove(centre, {
      id: kid.row.id,
      version: kid.row.version,
      reason: ['重复录入', '已迁出本市', '信息录入错误', '已满十八周岁'][n],
    });
    kid.row = { ...kid.row, version, deleted_at: now };
  }

  // three gta minors who left the category (one of 昭阳街道)
  const prosecutor = a.byRole('检察领导');
  const gta = kids.filter((k) => k.character === 'gta');
  for (const [n, kid] of [gta[2], gta[8], gta[14]].entries()) {
    // 橙色, 红色, 紫色
    const { version } = await children.quitGta(prosecutor, {
      id: kid.row.id,
      version: kid.row.version,
      quit: true,
      reason: ['已复学并稳定', '随父母迁出', '帮教期满'][n],
    });
    kid.row = { ...kid.row, version };
  }

  // applies of the demo director (水关居委会): 申请, 初过, 初拒, 终拒, a withdrawn one, a 儿童修改 and a 帮扶人员 apply
  const director = a.byRole('儿童主任');
  const leader = a.byRole('分委领导');
  const finalReviewer = a.byRole('中心领导');
  const submit = async (k: number) =>
    applies.submit(director, childApply('cs', demoForm(400 + k, p.shuiguan, {}, now)));
  const waiting = await submit(0);
  const passed = await submit(1);
  await applies.review(leader, { id: passed.id, version: passed.version, apply_state: '初过' });
  const returned = await submit(2);
  await applies.review(leader, {
    id: returned.id,
    version: returned.version,
    apply_state: '初拒',
    reason: '监护人信息不完整，请补充后重新提交',
  });
  const refused = await submit(3);
  const refusedPassed = await applies.review(leader, { id: refused.id, version: refused.version, apply_state: '初过' });
  await applies.review(finalReviewer, {
    id: refused.id,
    version: refusedPassed.version,
    apply_state: '终拒',
    reason: '经核实不符合困境儿童认定条件',
  });
  const withdrawn = await submit(4);
  await applies.withdraw(director, { id: withdrawn.id, version: withdrawn.version });
  await seedCorrections(services, { director, leader, finalReviewer }, (k) => demoForm(400 + k, p.shuiguan, {}, now));

  // the child of the pending 儿童修改 (seedPendingChange, sent last): no other apply is about it
  const changed = changedChild(p, kids);

  const helpFor = inShuiguan.find((k) => k !== changed && !k.row.deleted_at)!;
  await applies.submitHelpers(director, {
    link_id: helpFor.row.id,
    helpers: [{ slot: 'teacher', user: a.helpers[4].id, career: '班主任', company: '昭阳中心小学' }],
  });
  // and one the town has passed, waiting for the centre's final review
  const helpNext = inShuiguan.find((k) => k !== changed && k !== helpFor && !k.row.deleted_at)!;
  const helperApply = await applies.submitHelpers(director, {
    link_id: helpNext.row.id,
    helpers: [{ slot: 'doctor', user: a.helpers[3].id, career: '乡村医生', company: '昭阳街道卫生院' }],
  });
  await applies.review(leader, { id: helperApply.id, version: helperApply.version, apply_state: '初过' });
  // and two the centre decided (终审记录, issue 28): one passed, one refused with its reason
  const helpDone = inShuiguan.filter((k) => k !== changed && k !== helpFor && k !== helpNext && !k.row.deleted_at);
  for (const [n, [kid, decision]] of (
    [
      [helpDone[0], '终过'],
      [helpDone[1], '终拒'],
    ] as const
  ).entries()) {
    const sent = await applies.submitHelpers(director, {
      link_id: kid.row.id,
      helpers: [{ slot: 'worker', user: a.helpers[n].id, career: '社工', company: '昭阳街道社工站' }],
    });
    const first = await applies.review(leader, { id: sent.id, version: sent.version, apply_state: '初过' });
    await applies.review(finalReviewer, {
      id: sent.id,
      version: first.version,
      apply_state: decision,
      reason: decision === '终过' ? '同意' : '该志愿者已结对帮扶三名儿童，请另选帮扶人员',
    });
  }
  void waiting;
}

/** The child the demo's pending 儿童修改 is about: the first cs child of 水关居委会 that is not deleted. */
function changedChild(p: DemoPlaces, kids: DemoChild[]): DemoChild {
  return kids.find((k) => k.village.id === p.shuiguan.id && k.character === 'cs' && !k.row.deleted_at)!;
}

/**
 * The demo's pending 儿童修改 (issue 29: the first one a 分委领导 sees must pass its final review): sent last of the whole
 * demo, as the director's 修改 screen sends it — the child's form as it stands now with the one field changed — so it is
 * made from the child's current version. Sent earlier, the later seeds' saves of the same child (helpers, risk
 * assessments, allowances …) moved the child past the apply's `base_version`, and its review warned that the final pass
 * would fail on the changed record (and it did).
 */
export async function seedPendingChange(services: Services, p: DemoPlaces, a: DemoAccounts, kids: DemoChild[]) {
  const kid = changedChild(p, kids);
  const now = (await services.children.byId(kid.row.id))!;
  const form = {
    ...(now.information.investigate_cs as Record<string, unknown>),
    address_residence_detail: '水关路18号',
  };
  await services.applies.submit(a.byRole('儿童主任'), {
    apply_genre: '儿童修改',
    link_id: now.id,
    apply_information: { information: { child: { character: 'cs', information: { investigate_cs: form } } } },
  });
}

type Reviewers = { director: SessionUser; leader: SessionUser; finalReviewer: SessionUser };

/**
 * Correction rounds (req applies-review §9), as the screens send them: a 儿童创建 returned by the town for its address,
 * corrected by the director (PUT /api/apply/content with the form as sent, one field changed) and passed at both
 * stages (its history: 申请, 初拒, 申请, 初过, 终过); and one corrected and waiting again for the town, whose reviewer
 * sees the change list.
 */
async function seedCorrections(services: Services, r: Reviewers, form: (k: number) => Record<string, unknown>) {
  const { applies } = services;
  const correctOnce = async (k: number, reason: string, change: Record<string, unknown>) => {
    const sent = form(k);
    const row = await applies.submit(r.director, childApply('cs', sent));
    const back = await applies.review(r.leader, { id: row.id, version: row.version, apply_state: '初拒', reason });
    return applies.correct(r.director, {
      id: row.id,
      version: back.version,
      apply_information: childApply('cs', { ...sent, ...change }).apply_information,
    });
  };
  const done = await correctOnce(5, '户籍详细地址与户口簿不一致，请核对', { address_record_detail: '水关路6号' });
  const first = await applies.review(r.leader, { id: done.id, version: done.version, apply_state: '初过' });
  await applies.review(r.finalReviewer, {
    id: done.id,
    version: first.version,
    apply_state: '终过',
    reason: '修改后材料齐全，同意',
  });
  await correctOnce(6, '现住详细地址不完整，请补充门牌号', { address_residence_detail: '水关居委会七组12号' });
}
