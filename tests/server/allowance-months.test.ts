/**
 * Allowances by the month (保金; docs/decisions-allowance.md): the .xlsx import and its dry run, the month sums and the
 * computed warnings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { sheet, startAllowance, type AllowanceSetup } from './allowance-setup';

let h: Harness;
let as: AllowanceSetup['as'];
let get: AllowanceSetup['get'];
let kids: AllowanceSetup['kids'];
let items: AllowanceSetup['items'];

beforeAll(async () => {
  ({ h, as, get, kids, items } = await startAllowance());
});
afterAll(async () => {
  await h.close();
});

describe('importing a month', () => {
  it('checks every row in a dry run, refuses a file with any wrong row, and imports a good one whole', async () => {
    expect((await h.call('POST', '/api/child/reveal', as('中心管理'), {})).statusCode).toBe(200);
    const full = (await kids('中心管理')).filter((k) => k.bank);
    const [a, b, c] = full;
    const bad = await sheet([
      [a.child_idnumber, 500],
      [b.child_idnumber, 'abc'],
      ['320000000000000000', 300],
      [a.child_idnumber, 200],
      [c.child_idnumber, 400, '农行', '12'],
    ]);
    const dry = await h.call('POST', '/api/allowance/import', as('保金管理'), {
      allowance_month: '2031-05',
      file: bad,
      dry_run: true,
    });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, 'allowance_amount'],
      [4, 'child_idnumber'],
      [5, 'child_idnumber'],
      [6, 'allowance_account'],
    ]);
    const refused = await h.call('POST', '/api/allowance/import', as('保金管理'), {
      allowance_month: '2031-05',
      file: bad,
    });
    expect([refused.statusCode, refused.json().code, refused.json().fieldErrors[0]]).toEqual([
      400,
      'IMPORT_INVALID',
      { field: 'rows.3.allowance_amount', message: expect.any(String) },
    ]);
    expect(await items('2031-05')).toEqual([]);
    const good = await sheet([
      [a.child_idnumber, 500],
      [b.child_idnumber.toLowerCase(), '420.50', '中国银行', '6216600000001111111', '李桂兰'],
    ]);
    const test = await h.call('POST', '/api/allowance/import', as('保金管理'), {
      allowance_month: '2031-05',
      file: good,
      dry_run: true,
    });
    expect(test.json()).toEqual({ count: 2, amount: 920.5, errors: [] });
    expect(await items('2031-05')).toEqual([]);
    const done = await h.call('POST', '/api/allowance/import', as('保金管理'), {
      allowance_month: '2031-05',
      file: good,
    });
    expect(done.json()).toEqual({ count: 2, amount: 920.5, errors: [] });
    expect((await items('2031-05')).map((i) => i.allowance_amount).sort()).toEqual([420.5, 500]);
    const again = await h.call('POST', '/api/allowance/import', as('保金管理'), {
      allowance_month: '2031-05',
      file: good,
      dry_run: true,
    });
    expect(again.json().errors.map((e: { field: string }) => e.field)).toEqual(['allowance_month', 'allowance_month']);
    const notXlsx = await h.call('POST', '/api/allowance/import', as('保金管理'), {
      allowance_month: '2031-05',
      file: Buffer.from('hello').toString('base64'),
    });
    expect([notXlsx.statusCode, notXlsx.json().fieldErrors[0].field]).toEqual([400, 'file']);
  });
});

describe('month sums and warnings', () => {
  it('sums each month by state, and computes every kind of warning from the demo data and the configured range', async () => {
    const sums = (await get('保金批员', '/api/allowance/month/list')).list as {
      allowance_month: string;
      allowance_state: string;
      count: number;
      amount: number;
    }[];
    const m = sums.filter((s) => s.allowance_month === '2031-05');
    expect(m).toEqual([{ allowance_month: '2031-05', allowance_state: '录入', count: 2, amount: 920.5 }]);
    const warnings = (await get('保金核员', '/api/allowance/warning/list?size=100')).list as {
      kind: string;
      allowance_amount: number | null;
    }[];
    expect(new Set(warnings.map((w) => w.kind))).toEqual(
      new Set(['退出仍发放', '同月重复发放', '缺少银行信息', '金额超出范围']),
    );
    const high = (await get('保金核员', '/api/allowance/warning/list?size=100&kind=金额超出范围')).list as {
      allowance_amount: number;
    }[];
    expect(high.length).toBeGreaterThan(0);
    expect(high.every((w) => w.allowance_amount > 2000)).toBe(true);
    await h.login('系统管理').then(async (admin) => {
      const detail = (await h.call('GET', '/api/configuration/detail?id=1', admin)).json().detail;
      const res = await h.call('PUT', '/api/configuration', admin, {
        id: 1,
        version: detail.version,
        configuration_value: { ...detail.configuration_value, allowance_min: 600 },
      });
      expect(res.statusCode).toBe(200);
    });
    const low = (await get('保金核员', '/api/allowance/warning/list?size=100&kind=金额超出范围')).list as {
      allowance_amount: number;
    }[];
    expect(low.some((w) => w.allowance_amount < 600)).toBe(true);
  });
});
