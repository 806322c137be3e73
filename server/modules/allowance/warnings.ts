/**
 * The allowance warnings (AllowanceWarning; req allowance §6; domain/allowances.ts WARNING_KINDS), computed, never
 * stored: 退出仍发放, 同月重复发放, 缺少银行信息 (of now) and 金额超出范围 (outside the settings' allowance_min …
 * allowance_max). Names are masked unless the caller's reveal is active.
 */
import type { z } from 'zod';
import { toCents, toYuan } from '../../../domain/allowances';
import type { listAllowanceWarnings } from '../../../domain/contracts/allowance';
import type { SessionUser } from '../../auth/guard';
import type { AllowanceContext } from './context';
import { masked } from './present';
import { pageWarnings } from './repository-months';

/** GET allowance/warning/list over `c`: { total, range, list } (see the contract). */
export function createAllowanceWarnings(c: AllowanceContext) {
  return async (user: SessionUser, q: z.output<typeof listAllowanceWarnings.query>) => {
    const settings = await c.settings();
    const { total, rows } = await pageWarnings(
      c.db,
      c.kidsOf(user),
      { ...q, min: toCents(settings.allowance_min), max: toCents(settings.allowance_max) },
      q.page,
      q.size,
    );
    const revealed = c.revealed(user);
    const range = `${settings.allowance_min}–${settings.allowance_max} 元`;
    const message = (r: (typeof rows)[number]) =>
      ({
        退出仍发放: '该儿童已退出困境或留守儿童（或已删除），仍有批过的保金',
        同月重复发放: '同一银行账号同月收到多名儿童的保金，请核实',
        缺少银行信息: '缺少开户银行、银行账号或收款人',
        金额超出范围: `金额超出设定范围 ${range}`,
      })[r.kind] ?? '';
    return {
      total,
      range: { allowance_min: settings.allowance_min, allowance_max: settings.allowance_max },
      list: rows.map((r) => ({
        kind: r.kind as never,
        child: r.child,
        child_name: revealed
          ? r.child_name
          : masked({ revealed }, { child_name: r.child_name, child_idnumber: '' }).child_name,
        allowance: r.allowance,
        allowance_month: r.allowance_month,
        allowance_amount: r.allowance_amount === null ? null : toYuan(r.allowance_amount),
        message: message(r),
      })),
    };
  };
}
