/**
 * 审核日志 (issue 28 "Journals are shown"; req tasks §7.2, req applies-review §5): the journals the caller's reviews wrote —
 * 儿双初过 and 儿双初拒 by a town leader's first review of a child apply, 儿双终过 by the centre's final pass — newest first,
 * with the apply's genre, its state after the step and the reason given, filtered by type. Read through
 * `listJournalsForCreator` (a town leader reads their own, the centre every reviewer's; the server decides).
 */
import { useMemo } from 'react';
import { listJournalsForCreator, type JournalItem } from '../../../domain/contracts/journal';
import { stateOptions } from '../../../domain/state-words';
import { JOURNAL_TYPES } from '../../../domain/tasks';
import { formatDateTime } from '../../components/datetime';
import { JournalTypeTag } from '../../components/journal-type-tag';
import { ListPage } from '../../components/list-page/list-page';
import { StateTag } from '../../components/state-tag';
import type { ListConfig } from '../../components/list-page/types';
import { usePageTitle } from '../../core/page-title';

export function JournalScreen() {
  const title = usePageTitle();
  const config = useMemo(
    (): ListConfig<JournalItem, typeof listJournalsForCreator> => ({
      title,
      contract: listJournalsForCreator,
      pageSize: 10,
      filters: [
        {
          kind: 'multiSelect',
          name: 'types',
          label: '日志类型',
          options: stateOptions('journal', JOURNAL_TYPES),
        },
      ],
      columns: [
        { key: 'time', title: '时间', render: (_: unknown, j) => formatDateTime(j.journal_datetime) },
        {
          key: 'type',
          title: '日志类型',
          render: (_: unknown, j) => <JournalTypeTag type={j.journal_type} />,
        },
        { key: 'apply', title: '申请编号', dataIndex: 'journal_link' },
        { key: 'genre', title: '申请类型', render: (_: unknown, j) => j.journal_information.apply_genre ?? '—' },
        {
          key: 'state',
          title: '审核结果',
          render: (_: unknown, j) => <StateTag kind="apply" state={j.journal_information.apply_state} />,
        },
        {
          key: 'reason',
          title: '意见',
          render: (_: unknown, j) => j.journal_information.reason || j.journal_information.note || '—',
        },
        { key: 'creator', title: '审核人', render: (_: unknown, j) => j.creator_name ?? '—' },
      ],
      rowKey: (j) => j.id,
      emptyText: '暂无审核日志',
    }),
    [title],
  );
  return <ListPage config={config} />;
}
