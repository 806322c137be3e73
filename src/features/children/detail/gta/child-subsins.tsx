/**
 * Tab 7 动态管理信息 of the gta screen (req gta §2, §4.1, §10; issue 17): the minor's records in the cases the
 * escort departments reported, 10 a page, the latest first: when reported, how (上报类型), what happened, the case
 * and its department, and how many times. A failed load says so with 重试.
 */
import { useState } from 'react';
import { Alert, Button, Table, Tag } from 'antd';
import { SUBSIN_PAGE_SIZE } from '../../../../../domain/sins';
import { listSubsinsForMix, type SubsinItem } from '../../../../../domain/contracts/sin';
import { useCall } from '../../../../api/use-call';
import { errorMessage } from '../../../../api/http-error';
import { formatDateTime } from '../../../../components/datetime';

const COLUMNS = [
  {
    key: 'time',
    title: '上报时间',
    width: 170,
    render: (_: unknown, s: SubsinItem) => formatDateTime(s.subsin_datetime_upload),
  },
  {
    key: 'upload',
    title: '上报类型',
    width: 100,
    render: (_: unknown, s: SubsinItem) => <Tag>{s.subsin_genre_upload}</Tag>,
  },
  {
    key: 'genre',
    title: '行为类型',
    width: 100,
    render: (_: unknown, s: SubsinItem) => <Tag color="orange">{s.subsin_genre_sin}</Tag>,
  },
  { key: 'title', title: '事件', render: (_: unknown, s: SubsinItem) => s.sin_information.sin_title },
  {
    key: 'department',
    title: '上报部门',
    width: 110,
    render: (_: unknown, s: SubsinItem) => s.sin_information.sin_department_name,
  },
  { key: 'times', title: '次数', width: 70, render: (_: unknown, s: SubsinItem) => s.subsin_information.subsin_times },
];

export function ChildSubsins({ child }: { child: number }) {
  const [page, setPage] = useState(1);
  const query = { child, page, size: SUBSIN_PAGE_SIZE };
  const records = useCall(listSubsinsForMix, { query }, { keepPrevious: true });
  return (
    <>
      {records.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={errorMessage(records.error, '加载动态管理记录失败，请重试')}
          action={
            <Button size="small" onClick={() => records.refetch()}>
              重试
            </Button>
          }
        />
      )}
      <Table<SubsinItem>
        rowKey="id"
        size="small"
        columns={COLUMNS}
        dataSource={records.data?.list ?? []}
        loading={records.isFetching}
        locale={{ emptyText: records.isError ? '加载失败' : '暂无动态管理记录' }}
        pagination={{
          current: page,
          pageSize: SUBSIN_PAGE_SIZE,
          total: records.data?.total ?? 0,
          onChange: setPage,
          showTotal: (t) => `共 ${t} 条`,
          showSizeChanger: false,
        }}
      />
    </>
  );
}
