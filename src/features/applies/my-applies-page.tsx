/**
 * The applications list (/children/childCheck, titled 我的申请 for applicants, 申请记录 for others): the
 * child applies the server scopes to the caller (for an applicant, the ones they submitted), with a state filter; a row expands to its review history and
 * 查看 opens it read-only.
 */
import { useMemo } from 'react';
import { APPLY_STATES, type ApplyState } from '../../../domain/apply-states';
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants';
import { applyKeys, CHILD_APPLY_GENRES, listAppliesForAuditor, type ApplyListItem } from '../../api/apply';
import { usePageTitle } from '../../app/page-titles';
import { ApplyHistory } from '../../components/apply-history';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig } from '../../components/list-page/types';
import { APPLY_COLUMNS, applyDetailLink } from './apply-columns';

const CONFIG: ListConfig<ApplyListItem> = {
  title: '申请记录',
  pageSize: DEFAULT_PAGE_SIZE,
  filters: [{ kind: 'select', name: 'apply_state', label: '状态', options: APPLY_STATES.map((s) => ({ value: s, label: s })) }],
  columns: APPLY_COLUMNS,
  rowKey: (row) => row.id,
  actions: [{ key: 'view', label: '查看', to: (row) => applyDetailLink(row, '仅查看') }],
  emptyText: '暂无申请记录',
  expandedRow: (row) => <ApplyHistory history={row.apply_information?.history} />,
  queryKey: (params) => applyKeys.list({ scope: 'mine', ...params }),
  fetch: ({ page, size, filters }) => listAppliesForAuditor({
    apply_genres: [...CHILD_APPLY_GENRES],
    apply_states: filters.apply_state ? [filters.apply_state as ApplyState] : [...APPLY_STATES],
    page,
    size,
  }),
};

export function MyAppliesPage() {
  const title = usePageTitle();
  const config = useMemo(() => ({ ...CONFIG, title }), [title]);
  return <ListPage config={config} />;
}
