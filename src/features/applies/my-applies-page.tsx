/**
 * The applications list (/children/childCheck, titled 我的申请 for applicants, 申请记录 for others): the
 * applies the server scopes to the caller (for an applicant, the ones they submitted; child and 帮扶人员
 * applies), with a state filter; a row expands to its review history, 查看 opens a child apply read-only, 修改
 * opens a returned one of the caller's for correction (req applies-review §9),
 * and 撤回 (the applicant, while 申请) or 删除 (the centre, while 申请 or 初过) moves it to childCheckDelete
 * after a confirm (DELETE /api/apply with the version read).
 */
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { APPLY_GENRES, APPLY_STATES, CHILD_APPLY_GENRES } from '../../../domain/apply-states';
import { stateOptions } from '../../../domain/state-words';
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants';
import { deleteApply, listAppliesForAuditor, type ApplyListItem } from '../../../domain/contracts/apply';
import { callWith, invalidateTags } from '../../api/use-call';
import { feedback, notifyError } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';
import { useCurrentUser } from '../../core/session/current-user';
import { ApplyHistory } from '../../components/apply-history';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig, RowAction } from '../../components/list-page/types';
import { APPLY_COLUMNS, applyDetailLink } from './apply-columns';
import { mayCorrect } from './correct/may-correct';

const isChildApply = (row: ApplyListItem) => (CHILD_APPLY_GENRES as readonly string[]).includes(row.apply_genre);

export function MyAppliesPage() {
  const title = usePageTitle();
  const { can, info } = useCurrentUser();
  const client = useQueryClient();
  const centre = can('children', 'delete');
  const mayWithdraw = can('applies', 'delete');
  const mayApply = can('applies', 'add');

  const config = useMemo((): ListConfig<ApplyListItem, typeof listAppliesForAuditor> => {
    const actions: RowAction<ApplyListItem>[] = [
      { key: 'view', label: '查看', visible: isChildApply, to: (row) => applyDetailLink(row, '仅查看') },
    ];
    if (mayApply)
      actions.push({
        key: 'correct',
        label: '修改',
        visible: (row) => mayCorrect(row, info.id),
        to: (row) => applyDetailLink(row, '修改'),
      });
    if (mayWithdraw) {
      actions.push({
        key: 'withdraw',
        label: centre ? '删除' : '撤回',
        danger: true,
        visible: (row) =>
          centre ? ['申请', '初过'].includes(row.apply_state) : row.apply_state === '申请' && row.applicant === info.id,
        confirm: centre ? '确定删除该申请？删除后可在「已撤回申请」中查看。' : '确定撤回该申请？撤回后可重新提交。',
        onClick: async (row) => {
          try {
            await callWith(deleteApply, { body: { id: row.id, version: row.version } });
            feedback.message.success(centre ? '已删除' : '已撤回');
          } catch (error) {
            notifyError(error, '操作失败，请重试');
          } finally {
            void invalidateTags(client, [deleteApply.tag]);
          }
        },
      });
    }
    return {
      title,
      contract: listAppliesForAuditor,
      // every genre, every state unless one is picked (the filter's apply_states replaces this one)
      query: { apply_genres: [...APPLY_GENRES], apply_states: [...APPLY_STATES] },
      pageSize: DEFAULT_PAGE_SIZE,
      filters: [
        {
          kind: 'select',
          name: 'apply_states',
          label: '状态',
          options: stateOptions('apply', APPLY_STATES),
        },
      ],
      columns: APPLY_COLUMNS,
      rowKey: (row) => row.id,
      actions,
      emptyText: '暂无申请记录',
      expandedRow: (row) => <ApplyHistory history={row.apply_information?.history} />,
    };
  }, [title, centre, mayWithdraw, mayApply, info.id, client]);
  return <ListPage config={config} />;
}
