/**
 * Allowances (保金; docs/decisions-allowance.md): who may call what (the 保金 roles and 中心管理; the others 403), the
 * eligible children only (cs/ow, not deleted, not 退出), bank accounts masked without a reveal, one allowance per child
 * and month, the steps 录入 → 核过 / 核退 → 批过 / 批退 enforced by the server (409 on an illegal step or a stale
 * version, all or none in a batch), bad input 400 with Chinese field messages and nothing written. The import, the
 * month sums, the warnings and the export are in allowance-months.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import type { Harness } from './harness';
import { startAllowance, type AllowanceSetup } from './allowance-setup';

let h: Harness;
let as: AllowanceSetup['as'];
let get: AllowanceSetup['get'];
let kids: AllowanceSetup['kids'];
let items: AllowanceSetup['items'];
let enter: AllowanceSetup['enter'];

beforeAll(async () => {
  ({ h, as, get, kids, items, enter } = await startAllowance());
});
afterAll(async () => {
  await h.close();
});

describe('who may use the allowance calls', () => {
  it('answers the 保金 roles and 中心管理, and refuses the others', async () => {
    for (const role of ['保金核员', '保金批员', '保金管理', '中心管理'] as Role[]) {
      expect((await h.call('GET', '/api/allowance/kid/list/for/audit', as(role))).statusCode, role).toBe(200);
      expect((await h.call('GET', '/api/allowance/warning/list', as(role))).statusCode, role).toBe(200);
    }
    for (const role of ['中心领导', '儿童主任', '志愿人员'] as Role[]) {
      expect((await h.call('GET', '/api/allowance/list/for/mix', as(role))).statusCode, role).toBe(403);
    }
    const [kid] = await kids();
    for (const role of ['保金核员', '保金批员', '中心领导'] as Role[])
      expect((await enter(kid.child, '2031-01', 500, role)).statusCode, role).toBe(403);
    const move = { state: '核过', items: [{ id: 1, version: 1 }] };
    for (const role of ['保金批员', '保金管理', '中心管理'] as Role[])
      expect((await h.call('PUT', '/api/allowance/check', as(role), move)).statusCode, role).toBe(403);
    for (const role of ['保金核员', '保金管理'] as Role[])
      expect(
        (await h.call('PUT', '/api/allowance/approve', as(role), { ...move, state: '批过' })).statusCode,
        role,
      ).toBe(403);
    expect((await h.call('GET', '/api/allowance/list/for/mix')).statusCode).toBe(401);
  });
});

describe('the eligible children and their bank accounts', () => {
  it('lists cs and ow children only, accounts masked unless the caller revealed names', async () => {
    const list = await kids('保金核员');
    expect(list.length).toBeGreaterThan(5);
    const banked = list.find((k) => k.bank)!;
    expect(banked.bank!.allowance_account).toMatch(/^\d{4}\*+\d{4}$/);
    expect(banked.child_idnumber).toContain('*');
    expect((await h.call('POST', '/api/child/reveal', as('中心管理'), {})).statusCode).toBe(200);
    const shown = (await kids('中心管理')).find((k) => k.child === banked.child)!;
    expect(shown.bank!.allowance_account).toMatch(/^\d{19}$/);
    const missing = await kids('保金管理', '&bank_missing=true');
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((k) => k.bank === null)).toBe(true);
  });

  it('keeps a bank account at the version read, and refuses a child outside the allowance (404) or a bad account (400)', async () => {
    const [kid] = await kids('保金管理', '&bank_missing=true');
    const body = {
      child: kid.child,
      allowance_bank: '中国银行',
      allowance_account: '6216600000001234567',
      allowance_payee: '王秀英',
    };
    const first = await h.call('PUT', '/api/allowance/kid', as('保金管理'), body);
    expect([first.statusCode, first.json()]).toEqual([200, { child: kid.child, version: 1 }]);
    expect((await h.call('PUT', '/api/allowance/kid', as('保金管理'), body)).statusCode).toBe(409);
    expect((await h.call('PUT', '/api/allowance/kid', as('保金管理'), { ...body, version: 1 })).json()).toEqual({
      child: kid.child,
      version: 2,
    });
    const stale = await h.call('PUT', '/api/allowance/kid', as('中心管理'), { ...body, version: 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_VERSION']);
    const bad = await h.call('PUT', '/api/allowance/kid', as('保金管理'), {
      ...body,
      version: 2,
      allowance_account: '12ab',
    });
    expect([bad.statusCode, bad.json().fieldErrors]).toEqual([
      400,
      [{ field: 'allowance_account', message: '银行账号应为 6–30 位数字' }],
    ]);
    const gta = (
      await get(
        '中心管理',
        '/api/child/list/for/department/village/level/character/genre/keyword?character=gta&size=100',
      )
    ).list as { id: number; character_cs: boolean; character_ow: boolean }[];
    const onlyGta = gta.find((c) => !c.character_cs && !c.character_ow)!;
    expect((await h.call('PUT', '/api/allowance/kid', as('保金管理'), { ...body, child: onlyGta.id })).statusCode).toBe(
      404,
    );
    expect((await enter(onlyGta.id, '2031-01')).statusCode).toBe(404);
  });
});

describe('entering and correcting allowances', () => {
  it('enters one per child and month, takes the saved account, and refuses bad input without writing', async () => {
    const kid = (await kids()).find((k) => k.bank)!;
    const made = await enter(kid.child, '2031-02', 680.5);
    expect(made.statusCode, made.body).toBe(200);
    const second = await enter(kid.child, '2031-02', 100);
    expect([second.statusCode, second.json().code, second.json().message]).toEqual([
      409,
      'DUPLICATE_ALLOWANCE',
      '该儿童本月已有保金',
    ]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ allowance_amount: 0.001 }, 'allowance_amount', '请输入 0.01–100000 之间的金额（最多两位小数）'],
      [{ allowance_amount: -5 }, 'allowance_amount', '请输入 0.01–100000 之间的金额（最多两位小数）'],
      [{ allowance_month: '2031-13' }, 'allowance_month', '月份格式应为 YYYY-MM'],
      [{ allowance_account: '账号' }, 'allowance_account', '银行账号应为 6–30 位数字'],
    ];
    for (const [change, field, message] of cases) {
      const res = await h.call('POST', '/api/allowance', as('保金管理'), {
        child: kid.child,
        allowance_month: '2031-03',
        allowance_amount: 500,
        ...change,
      });
      expect([res.statusCode, res.json().fieldErrors], JSON.stringify(change)).toEqual([400, [{ field, message }]]);
    }
    const unbanked = (await kids('保金管理', '&bank_missing=true'))[0];
    const noBank = await enter(unbanked.child, '2031-03');
    expect([noBank.statusCode, noBank.json().fieldErrors[0].field]).toEqual([400, 'allowance_account']);
    expect(await items('2031-03')).toEqual([]);
    const [row] = await items('2031-02');
    expect(row).toMatchObject({ child: kid.child, allowance_amount: 680.5, allowance_state: '录入', version: 1 });
    expect(row.allowance_account).toContain('*');
  });

  it('moves through 核过 and 批过 only in order, returns with a reason, and a returned one goes back to 录入 when corrected', async () => {
    const [a, b] = (await kids()).filter((k) => k.bank);
    await enter(a.child, '2031-04');
    await enter(b.child, '2031-04');
    const [x, y] = await items('2031-04');
    const early = await h.call('PUT', '/api/allowance/approve', as('保金批员'), {
      state: '批过',
      items: [{ id: x.id, version: x.version }],
    });
    expect([early.statusCode, early.json().code]).toEqual([409, 'ILLEGAL_STEP']);
    const noReason = await h.call('PUT', '/api/allowance/check', as('保金核员'), {
      state: '核退',
      items: [{ id: x.id, version: x.version }],
    });
    expect([noReason.statusCode, noReason.json().fieldErrors]).toEqual([
      400,
      [{ field: 'reason', message: '请填写退回原因' }],
    ]);
    // all or none: one stale item stops the batch, and the other stays where it was
    const mixed = await h.call('PUT', '/api/allowance/check', as('保金核员'), {
      state: '核过',
      items: [
        { id: x.id, version: x.version },
        { id: y.id, version: y.version + 1 },
      ],
    });
    expect([mixed.statusCode, mixed.json().code]).toEqual([409, 'STALE_VERSION']);
    expect((await items('2031-04')).map((i) => i.allowance_state)).toEqual(['录入', '录入']);
    const wrongCount = await h.call('PUT', '/api/allowance/check', as('保金核员'), {
      state: '核过',
      month: '2031-04',
      expected: 3,
    });
    expect(wrongCount.statusCode).toBe(409);
    const month = await h.call('PUT', '/api/allowance/check', as('保金核员'), {
      state: '核过',
      month: '2031-04',
      expected: 2,
    });
    expect([month.statusCode, month.json()]).toEqual([200, { count: 2 }]);
    const checked = await items('2031-04');
    const back = await h.call('PUT', '/api/allowance/approve', as('保金批员'), {
      state: '批退',
      reason: '账号与户主不符',
      items: [{ id: checked[0].id, version: checked[0].version }],
    });
    expect(back.statusCode).toBe(200);
    const returned = (await items('2031-04')).find((i) => i.id === checked[0].id)!;
    expect(returned).toMatchObject({ allowance_state: '批退', reason: '账号与户主不符' });
    // the resend is the workflow's move: at the version read only, and not by the approver
    const staleResend = await h.call('PUT', '/api/allowance', as('保金管理'), {
      id: returned.id,
      version: returned.version - 1,
      allowance_amount: 520,
    });
    expect([staleResend.statusCode, staleResend.json().code]).toEqual([409, 'STALE_VERSION']);
    const approverResend = await h.call('PUT', '/api/allowance', as('保金批员'), {
      id: returned.id,
      version: returned.version,
      allowance_amount: 520,
    });
    expect(approverResend.statusCode).toBe(403);
    const fixed = await h.call('PUT', '/api/allowance', as('保金管理'), {
      id: returned.id,
      version: returned.version,
      allowance_amount: 520,
      allowance_account: '6216600000009999999',
    });
    expect([fixed.statusCode, fixed.json().allowance_state]).toEqual([200, '录入']);
    const detail = await get('保金核员', `/api/allowance/detail?id=${returned.id}`);
    expect(detail.steps.map((s: { allowance_state: string; reason: string }) => [s.allowance_state, s.reason])).toEqual(
      [
        ['录入', ''],
        ['核过', ''],
        ['批退', '账号与户主不符'],
        ['录入', '修改后重新提交'],
      ],
    );
    expect(detail.steps.every((s: { user_name: string | null; at: string }) => s.user_name && s.at)).toBe(true);
    const done = (await items('2031-04')).find((i) => i.allowance_state === '核过')!;
    expect(
      (
        await h.call('PUT', '/api/allowance/approve', as('保金批员'), {
          state: '批过',
          items: [{ id: done.id, version: done.version }],
        })
      ).statusCode,
    ).toBe(200);
    const paid = (await items('2031-04')).find((i) => i.id === done.id)!;
    expect(
      (
        await h.call('PUT', '/api/allowance', as('保金管理'), {
          id: paid.id,
          version: paid.version,
          allowance_amount: 1,
        })
      ).json().code,
    ).toBe('ILLEGAL_STEP');
    expect(
      (await h.call('DELETE', '/api/allowance', as('保金管理'), { id: paid.id, version: paid.version })).statusCode,
    ).toBe(409);
  });
});
