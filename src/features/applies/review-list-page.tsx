/**
 * The review queues (req applies-review §7 ChildFirstTrial / ChildExamine, req applies-review §3): child applies waiting
 * for the caller, 申请 for the first review (分委领导) and 初过 for the final review (centre). One config,
 * two stages; 审核 opens the detail screen in review mode.
 */
import { CHILD_APPLY_GENRES, pendingStatesFor } from '../../../domain/apply-states';
import { DEFAULT_PAGE_SIZE } from '../../../domain/constants';
import { listAppliesForAuditor, type ApplyListItem } from '../../../domain/contracts/apply';
import { ListPage } from '../../components/list-page/list-page';
import type { ListConfig } from '../../components/list-page/types';
import { APPLY_COLUMNS, applyDetailLink } from './apply-columns';

type Stage = 'review_first' | 'review_final';

function reviewListConfig(stage: Stage): ListConfig<ApplyListItem, typeof listAppliesForAuditor> {
  return {
    contract: listAppliesForAuditor,
    // the child applies waiting in the state the stage acts on (申请 / 初过)
    query: { apply_genres: [...CHILD_APPLY_GENRES], apply_states: pendingStatesFor(stage) },
    title: stage === 'review_first' ? '儿童信息初审' : '儿童信息终审',
    pageSize: DEFAULT_PAGE_SIZE,
    filters: [],
    columns: APPLY_COLUMNS,
    rowKey: (row) => row.id,
    actions: [{ key: 'review', label: '审核', to: (row) => applyDetailLink(row, '审核') }],
    emptyText: '暂无待审核的申请',
  };
}

const FIRST = reviewListConfig('review_first');
const FINAL = reviewListConfig('review_final');

export function ReviewFirstPage() {
  return <ListPage config={FIRST} />;
}

export function ReviewFinalPage() {
  return <ListPage config={FINAL} />;
}
