/**
 * domain/workflow.ts (issue 27 "One way to move"): a declared workflow gives the moves a caller may take from a state, the
 * first problem of a move (illegal, forbidden, missing need, in that order) and one typed history step; and the five
 * workflows of the console (applies, tasks, clue dispatches, allowances, inspections) are declared with it.
 */
import { describe, expect, it } from 'vitest';
import { APPLY_WORKFLOW, applyWorkflowFor, RISK_APPLY_WORKFLOW } from '../../domain/apply-states';
import { ALLOWANCE_WORKFLOW } from '../../domain/allowances';
import { ADJUNCT_WORKFLOW } from '../../domain/denounces';
import { SUPERVISE_WORKFLOW } from '../../domain/supervise';
import { TASK_WORKFLOW } from '../../domain/tasks';
import { defineWorkflow, permitted } from '../../domain/workflow';

const DOOR = defineWorkflow({
  states: ['closed', 'open', 'locked'],
  moves: {
    open: { from: ['closed'], to: 'open', who: { permission: 'children', action: 'edit' }, label: '打开' },
    close: { from: ['open'], to: 'closed', who: { group: 'centre' }, label: '关闭', extra: 7 },
    lock: { from: ['closed', 'open'], to: 'locked', who: 'owner', needs: ['reason', 'photos'], label: '上锁' },
  },
});

describe('defineWorkflow', () => {
  it('gives the moves a caller may take from a state, in declaration order, with their names and own data', () => {
    expect(DOOR.movesFrom('closed', { role: '中心管理' }).map((m) => m.name)).toEqual(['open']);
    expect(DOOR.movesFrom('closed', { role: '中心管理', owns: true }).map((m) => m.name)).toEqual(['open', 'lock']);
    expect(DOOR.movesFrom('open', { role: '中心领导' }).map((m) => [m.name, m.label])).toEqual([['close', '关闭']]);
    expect(DOOR.movesFrom('open', { role: '中心领导' })[0]).toMatchObject({ extra: 7 });
    expect(DOOR.movesFrom('open', { role: '志愿人员' })).toEqual([]);
    expect(DOOR.movesFrom('locked', { role: '中心管理', owns: true })).toEqual([]);
    // a role the console does not know (or none yet) is offered no move granted by the matrix, and nothing throws
    expect(DOOR.movesFrom('closed', { role: '' }).map((m) => m.name)).toEqual([]);
    expect(DOOR.movesFrom('open', { role: '外星人' })).toEqual([]);
  });

  it('names the first problem of a move: not from this state, not this caller, then what it needs', () => {
    expect(DOOR.problem('open', 'open', { role: '中心管理' })).toEqual({ kind: 'illegal' });
    expect(DOOR.problem('open', 'closed', { role: '志愿人员' })).toEqual({ kind: 'forbidden' });
    expect(DOOR.problem('lock', 'open', { role: '中心管理' })).toEqual({ kind: 'forbidden' });
    expect(DOOR.problem('lock', 'open', { role: '志愿人员', owns: true })).toEqual({ kind: 'needs', need: 'reason' });
    expect(DOOR.problem('lock', 'open', { role: '志愿人员', owns: true }, { reason: '  ' })).toEqual({
      kind: 'needs',
      need: 'reason',
    });
    expect(DOOR.problem('lock', 'open', { role: '志愿人员', owns: true }, { reason: '修理', photos: [] })).toEqual({
      kind: 'needs',
      need: 'photos',
    });
    expect(DOOR.problem('lock', 'open', { role: '志愿人员', owns: true }, { reason: '修理', photos: [{}] })).toBeNull();
    expect(DOOR.problem('open', 'closed', { role: '中心管理' })).toBeNull();
    expect(DOOR.problem('open', 'closed', { role: '儿童主任' })).toEqual({ kind: 'forbidden' });
  });

  it('finds the move between two states, and refuses an unknown one', () => {
    expect(DOOR.moveTo('open', 'locked')).toBe('lock');
    expect(DOOR.moveTo('locked', 'open')).toBeUndefined();
    expect(DOOR.problem('fly' as 'open', 'closed', { role: '中心管理' })).toEqual({ kind: 'illegal' });
  });

  it('writes one typed history step, with a reason only when one is given', () => {
    const at = new Date('2026-11-26T08:00:00Z');
    expect(DOOR.step('lock', 'open', 12, at, ' 修理 ')).toEqual({
      move: 'lock',
      from: 'open',
      to: 'locked',
      by: 12,
      at: '2026-11-26T08:00:00.000Z',
      reason: '修理',
    });
    expect(DOOR.step('open', 'closed', 12, at)).toEqual({
      move: 'open',
      from: 'closed',
      to: 'open',
      by: 12,
      at: '2026-11-26T08:00:00.000Z',
    });
    expect('reason' in DOOR.step('open', 'closed', 12, at, '')).toBe(false);
  });

  it('refuses at load a move naming a state it does not declare', () => {
    expect(() =>
      defineWorkflow({ states: ['a'], moves: { go: { from: ['a'], to: 'b' as 'a', who: 'owner', label: 'x' } } }),
    ).toThrow(/unknown state b/);
  });

  it('reads a permit from the matrix, a role group or the owner flag', () => {
    expect(permitted({ permission: 'review_first' }, { role: '分委领导' })).toBe(true);
    expect(permitted({ permission: 'review_first' }, { role: '中心领导' })).toBe(false);
    expect(permitted({ permission: 'tasks', action: 'query' }, { role: '活动专员' })).toBe(true);
    expect(permitted({ group: 'taskManagers' }, { role: '儿童社工' })).toBe(true);
    expect(permitted({ group: 'taskManagers' }, { role: '志愿人员' })).toBe(false);
    expect(permitted('owner', { role: '志愿人员' })).toBe(false);
    expect(permitted('owner', { role: '志愿人员', owns: true })).toBe(true);
  });
});

describe('the five workflows', () => {
  it('applies: the town leader reviews first, the centre last; a return (child, helper or risk apply) needs a reason', () => {
    expect(APPLY_WORKFLOW.movesFrom('申请', { role: '分委领导' }).map((m) => m.to)).toEqual(['初过', '初拒']);
    expect(APPLY_WORKFLOW.movesFrom('申请', { role: '中心领导' })).toEqual([]);
    expect(APPLY_WORKFLOW.movesFrom('初过', { role: '中心管理' }).map((m) => m.to)).toEqual(['终过', '终拒']);
    // issue 28: 初拒 and 终拒 of a child or 帮扶人员 apply need a reason; a pass writes its default
    expect(APPLY_WORKFLOW.problem('first_reject', '申请', { role: '分委领导' })).toEqual({
      kind: 'needs',
      need: 'reason',
    });
    expect(APPLY_WORKFLOW.problem('first_reject', '申请', { role: '分委领导' }, { reason: ' ' })).toEqual({
      kind: 'needs',
      need: 'reason',
    });
    expect(APPLY_WORKFLOW.problem('first_reject', '申请', { role: '分委领导' }, { reason: '材料不全' })).toBeNull();
    expect(APPLY_WORKFLOW.problem('final_reject', '初过', { role: '中心领导' })).toEqual({
      kind: 'needs',
      need: 'reason',
    });
    expect(APPLY_WORKFLOW.problem('first_pass', '申请', { role: '分委领导' })).toBeNull();
    expect(applyWorkflowFor('原始风险评估')).toBe(RISK_APPLY_WORKFLOW);
    expect(applyWorkflowFor('儿童创建')).toBe(APPLY_WORKFLOW);
    expect(RISK_APPLY_WORKFLOW.movesFrom('申请', { role: '服务领导' }).map((m) => m.to)).toEqual(['初过', '初拒']);
    expect(RISK_APPLY_WORKFLOW.problem('first_reject', '申请', { role: '服务领导' })).toEqual({
      kind: 'needs',
      need: 'reason',
    });
    expect(RISK_APPLY_WORKFLOW.movesFrom('初过', { role: '中心管理' })).toEqual([]);
  });

  it('tasks: the volunteer finishes their own, the managers review first, the centre the rest', () => {
    expect(TASK_WORKFLOW.movesFrom('办理', { role: '志愿人员', owns: true }).map((m) => m.name)).toEqual(['finish']);
    expect(TASK_WORKFLOW.movesFrom('办理', { role: '志愿人员' })).toEqual([]);
    expect(TASK_WORKFLOW.movesFrom('办结', { role: '儿童主任' }).map((m) => m.to)).toEqual(['初过', '终退']);
    expect(TASK_WORKFLOW.movesFrom('初过', { role: '儿童主任' })).toEqual([]);
    expect(TASK_WORKFLOW.movesFrom('初过', { role: '中心领导' }).map((m) => m.to)).toEqual(['终过', '终退', '终拒']);
    expect(TASK_WORKFLOW.problem('final_refuse', '初过', { role: '中心领导' })).toEqual({
      kind: 'needs',
      need: 'reason',
    });
  });

  it('clue dispatches: the department steps on its own, the reviewers close or send back', () => {
    expect(ADJUNCT_WORKFLOW.movesFrom('待收', { role: '部门领导', owns: true }).map((m) => m.name)).toEqual([
      'receive',
      'return',
    ]);
    expect(ADJUNCT_WORKFLOW.movesFrom('待收', { role: '部门领导' })).toEqual([]);
    expect(ADJUNCT_WORKFLOW.movesFrom('打回', { role: '部门领导', owns: true }).map((m) => m.name)).toEqual(['apply']);
    expect(ADJUNCT_WORKFLOW.movesFrom('申结', { role: '检察领导' }).map((m) => m.name)).toEqual(['close', 'send_back']);
    expect(ADJUNCT_WORKFLOW.problem('apply', '办理', { role: '部门领导', owns: true }, { result: '' })).toEqual({
      kind: 'needs',
      need: 'result',
    });
  });

  it('allowances: check, then approve, returns need a reason, and a returned one is sent again by its keepers', () => {
    expect(ALLOWANCE_WORKFLOW.movesFrom('录入', { role: '保金核员' }).map((m) => m.to)).toEqual(['核过', '核退']);
    expect(ALLOWANCE_WORKFLOW.movesFrom('录入', { role: '保金批员' })).toEqual([]);
    expect(ALLOWANCE_WORKFLOW.movesFrom('核过', { role: '保金批员' }).map((m) => m.to)).toEqual(['批过', '批退']);
    expect(ALLOWANCE_WORKFLOW.movesFrom('批退', { role: '中心管理' }).map((m) => m.name)).toEqual(['resend']);
    expect(ALLOWANCE_WORKFLOW.movesFrom('批退', { role: '中心领导' })).toEqual([]);
    expect(ALLOWANCE_WORKFLOW.problem('check_return', '录入', { role: '保金核员' })).toEqual({
      kind: 'needs',
      need: 'reason',
    });
  });

  it('inspections: the inspector submits with photos, 督查领导 confirms or returns', () => {
    expect(SUPERVISE_WORKFLOW.movesFrom('退回', { role: '督查人员' }).map((m) => m.name)).toEqual(['submit']);
    expect(SUPERVISE_WORKFLOW.problem('submit', '待检查', { role: '督查人员' }, { photos: [] })).toEqual({
      kind: 'needs',
      need: 'photos',
    });
    expect(SUPERVISE_WORKFLOW.movesFrom('已提交', { role: '督查领导' }).map((m) => m.name)).toEqual([
      'confirm',
      'return',
    ]);
    expect(SUPERVISE_WORKFLOW.movesFrom('已提交', { role: '中心领导' })).toEqual([]);
  });
});

describe('every return or refusal needs a reason (issue 28)', () => {
  // the moves that send a record back or refuse it, by workflow; each must declare needs: ['reason']
  const RETURNS = [
    [APPLY_WORKFLOW, ['first_reject', 'final_reject']],
    [RISK_APPLY_WORKFLOW, ['first_reject', 'final_reject']],
    [TASK_WORKFLOW, ['first_return', 'final_return', 'final_refuse']],
    [ALLOWANCE_WORKFLOW, ['check_return', 'approve_return']],
    [ADJUNCT_WORKFLOW, ['return', 'send_back']],
    [SUPERVISE_WORKFLOW, ['return']],
  ] as const;
  it.each(RETURNS.map(([w, moves]) => [moves.join(', '), w, moves] as const))('%s', (_name, workflow, moves) => {
    const all = workflow.moves as Record<string, { needs?: readonly string[] }>;
    for (const move of moves) expect(all[move]?.needs, move).toContain('reason');
  });
});
