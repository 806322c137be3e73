/**
 * 审核日志 of a child (issue 28 "Journals are shown"; req applies-review §5): the journals of the review steps of the
 * applies that concern the child (儿双初过 and 儿双初拒 by the town leader's first review, 儿双终过 by the centre's final
 * pass), newest first, 10 a page with 共有 N 条数据: the type as a tag, the reviewer, the time, the apply's genre and the
 * reason given (a child's name in it masked unless names are revealed: the server's masking pass). Read through
 * `listJournalsForChild`; shown to the roles holding journals:query (分委领导, 中心领导, 中心管理).
 */
import { useState } from 'react';
import { Alert, Table } from 'antd';
import { listJournalsForChild, type JournalItem } from '../../../../domain/contracts/journal';
import { useCall } from '../../../api/use-call';
import { errorMessage } from '../../../api/http-error';
import { formatDateTime } from '../../../components/datetime';
import { JournalTypeTag } from '../../../components/journal-type-tag';

const PAGE = 10;
const COLUMNS = [
  {
    key: 'type',
    title: '日志类型',
    width: 110,
    render: (_: unknown, j: JournalItem) => <JournalTypeTag type={j.journal_type} />,
  },
  { key: 'reviewer', title: '审核人', width: 110, render: (_: unknown, j: JournalItem) => j.creator_name ?? '—' },
  {
    key: 'time',
    title: '时间',
    width: 170,
    render: (_: unknown, j: JournalItem) => formatDateTime(j.journal_datetime),
  },
  {
    key: 'genre',
    title: '申请类型',
    width: 110,
    render: (_: unknown, j: JournalItem) => j.journal_information.apply_genre ?? '—',
  },
  {
    key: 'reason',
    title: '审核意见',
    render: (_: unknown, j: JournalItem) => j.journal_information.reason || j.journal_information.note || '—',
  },
];

export function ChildJournals({ child }: { child: number }) {
  const [page, setPage] = useState(1);
  const journals = useCall(listJournalsForChild, { query: { child, page, size: PAGE } });
  return (
    <>
      {journals.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={errorMessage(journals.error, '加载审核日志失败，请重试')}
        />
      )}
      <Table<JournalItem>
        rowKey="id"
        size="middle"
        columns={COLUMNS}
        dataSource={journals.data?.list ?? []}
        loading={journals.isFetching}
        locale={{ emptyText: '暂无审核日志' }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: journals.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `共有 ${n} 条数据`,
          onChange: setPage,
        }}
      />
    </>
  );
}
