/**
 * The row actions of the children lists (issue 15), by name, each shown only to the roles whose grants
 * allow it (the server checks again): 查看 and 修改 open the detail screen; 删除 and gta 退出 ask for a
 * reason (dialogs.tsx); 恢复 and 撤销退出 ask to confirm; 设置帮扶人员 opens the helper dialog. A write that
 * meets someone else's change first (409) says so and the list reloads.
 */
import type { Action, PermissionId } from '../../../../domain/permissions';
import { detailGenreFor } from '../../../../domain/child-genre';
import type { Role } from '../../../../domain/roles';
import { quitGta, restoreChild } from '../../../../domain/contracts/child-state';
import { callWith } from '../../../api/use-call';
import { feedback, notifyError } from '../../../core/feedback';
import { childDetailPath } from '../../../components/child-record/detail-params';
import type { RowAction } from '../../../components/list-page/types';
import type { ChildRow } from './columns';
import type { ActionName } from './specs';

/** What a dialog of the screen is open for. */
export type Dialog = { kind: 'delete' | 'gta_quit' | 'helpers'; row: ChildRow } | null;

type Ctx = {
  role: Role | undefined;
  can: (id: PermissionId, action: Action) => boolean;
  open: (dialog: Dialog) => void;
  /** Reloads every children list and count (after a write). */
  changed: () => void;
};

const link = (row: ChildRow, role: Role | undefined, state: '仅查看' | '修改') =>
  childDetailPath({ id: row.id, state, genre: detailGenreFor(role, row) });

async function write(run: () => Promise<unknown>, done: string, failed: string, ctx: Ctx): Promise<void> {
  try {
    await run();
    feedback.message.success(done);
  } catch (error) {
    notifyError(error, failed);
  } finally {
    ctx.changed();
  }
}

/** The row actions of `names` the caller may use. */
export function rowActions(names: readonly ActionName[], ctx: Ctx): RowAction<ChildRow>[] {
  const out: RowAction<ChildRow>[] = [];
  for (const name of names) {
    switch (name) {
      case 'view':
        if (ctx.can('children', 'get'))
          out.push({ key: 'view', label: '查看', to: (row) => link(row, ctx.role, '仅查看') });
        break;
      case 'edit':
        if (ctx.can('children', 'edit') || ctx.can('applies', 'add'))
          out.push({ key: 'edit', label: '修改', to: (row) => link(row, ctx.role, '修改') });
        break;
      case 'delete':
        if (ctx.can('children', 'delete'))
          out.push({ key: 'delete', label: '删除', danger: true, onClick: (row) => ctx.open({ kind: 'delete', row }) });
        break;
      case 'restore':
        if (ctx.can('children', 'delete')) {
          out.push({
            key: 'restore',
            label: '恢复',
            confirm: '确定恢复该儿童？恢复后回到各列表。',
            onClick: (row) =>
              write(
                () => callWith(restoreChild, { body: { id: row.id, version: row.version } }),
                '已恢复',
                '恢复失败，请重试',
                ctx,
              ),
          });
        }
        break;
      case 'gta_quit':
        if (ctx.can('gta', 'edit'))
          out.push({
            key: 'gta_quit',
            label: '退出',
            danger: true,
            onClick: (row) => ctx.open({ kind: 'gta_quit', row }),
          });
        break;
      case 'gta_back':
        if (ctx.can('gta', 'edit')) {
          out.push({
            key: 'gta_back',
            label: '撤销退出',
            confirm: '确定撤销该未成年人的退出？',
            onClick: (row) =>
              write(
                () => callWith(quitGta, { body: { id: row.id, version: row.version, quit: false } }),
                '已撤销退出',
                '撤销失败，请重试',
                ctx,
              ),
          });
        }
        break;
      case 'helpers':
        if (ctx.can('helpers', 'edit') || ctx.can('applies', 'add')) {
          out.push({
            key: 'helpers',
            label: ctx.can('helpers', 'edit') ? '设置帮扶人员' : '申请帮扶人员',
            onClick: (row) => ctx.open({ kind: 'helpers', row }),
          });
        }
        break;
    }
  }
  return out;
}
