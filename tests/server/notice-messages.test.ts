/**
 * What a notice says, as data (server/modules/notice/messages.ts; issue 29, docs/decisions-notices.md): the words of
 * each review stage (an assessment's 初评 / 复评, an apply's 初审 / 终审), a 帮扶人员 refusal's next step, and that
 * every link is a screen of this console. The stored notices as 我的通知 answers them: notice-texts.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { isConsoleLink } from '../../domain/console-routes';
import { applyReviewedMessage, taskReviewedMessage } from '../../server/modules/notice/messages';

const step = (apply_genre: string, apply_state: string, reason?: string) =>
  applyReviewedMessage({
    apply: 7,
    apply_genre,
    apply_state,
    reason,
    child_name: '王子涵',
    link_id: 3,
    character: 'ow',
  });

describe('notice texts (issue 29)', () => {
  it('an assessment is told in 初评 / 复评, with its screen', () => {
    expect(step('原始风险评估', '初过')).toEqual({
      title: '原始风险评估已通过初评',
      body: '王子涵的原始风险评估（编号 7）已通过初评，等待复评；结果会另行通知您。',
      link: '/risk/RiskDetail?id=7',
    });
    expect(step('标准风险评估', '终拒', '评分依据不足。')).toEqual({
      title: '标准风险评估复评退回',
      body: '王子涵的标准风险评估（编号 7）复评退回：评分依据不足。请按退回原因修改后重新提交。',
      link: '/risk/RiskDetail?id=7',
    });
  });

  it('a 帮扶人员 refusal sends the applicant to the child, in the child’s form', () => {
    expect(step('帮扶人员', '终拒', '该志愿者已结对三名儿童')).toEqual({
      title: '帮扶人员申请未通过终审',
      body: '王子涵的帮扶人员申请（编号 7）未通过终审：该志愿者已结对三名儿童。如仍需帮扶人员，请在儿童详情中重新申请。',
      link: '/childDetail/childTables?id=3&genre=ow',
    });
  });

  it('a child apply passed without a remark says no remark; every link is a console screen', () => {
    expect(step('儿童修改', '终过').body).toBe(
      '王子涵的儿童修改申请（编号 7）已终审通过。修改已生效，可打开儿童详情查看。',
    );
    for (const genre of ['儿童创建', '儿童修改', '帮扶人员', '原始风险评估'])
      for (const state of ['初过', '初拒', '终过', '终拒'])
        expect(isConsoleLink(step(genre, state, '原因').link), `${genre} ${state}`).toBe(true);
  });

  it('a task is returned at the stage that returned it, refused with no points, and other moves tell no one', () => {
    const t = { id: 9, task_name: '入户走访', task_code: 'GD1', child_name: '王子涵', date_limit: new Date() };
    expect(taskReviewedMessage(t, { state: '终退', reason: '照片不清', stage: '终审' })?.body).toBe(
      '王子涵的工单「入户走访」（GD1）终审退回：照片不清。请按退回原因重新走访打卡后再办结。',
    );
    expect(taskReviewedMessage(t, { state: '终拒', reason: '未入户', stage: '终审' })?.title).toBe(
      '工单未通过：王子涵',
    );
    expect(taskReviewedMessage(t, { state: '终过', stage: '终审' })).toBeNull();
  });
});
