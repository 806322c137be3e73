/**
 * A dynamic-management case in a drawer (issue 28; req gta §8.3; domain/sins.ts): what happened, when, who reported
 * it, and the minors it names with their match (已匹配 opens the minor's screen). Its department and 检察领导
 * (`mine_to_change`) may 修改 it (PUT /api/sin, at the version read: 409 when changed meanwhile) and 重新匹配 its minors
 * to the gta minors registered since (POST intersect/sin/subsins/put/childs), which says how many matched. A failure
 * says so; the drawer reads the case again after every step.
 */
import { useState } from 'react';
import { Button, DatePicker, Descriptions, Drawer, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import { getSin, intersectSin, listSubsinsForMix, updateSin, type sinItem } from '../../../../domain/contracts/sin';
import { SIN_GENRES } from '../../../../domain/sins';
import { useCall, useCallMutation } from '../../../api/use-call';
import { feedback, notifyError } from '../../../core/feedback';
import { formatDateTime } from '../../../components/datetime';
import { ContractDialog } from '../../../components/contract-form/contract-dialog';
import { childDetailPath } from '../../../components/child-record/detail-params';

type Sin = z.infer<typeof sinItem>;
type Values = {
  sin_genre: (typeof SIN_GENRES)[number];
  sin_title: string;
  sin_datetime: Dayjs;
  sin_description?: string;
};
const time = (d: Dayjs) => d.format();

function CorrectDialog({ sin, onClose }: { sin: Sin; onClose: () => void }) {
  return (
    <ContractDialog<typeof updateSin, Values>
      title="修改动态事件"
      contract={updateSin}
      failure="修改失败"
      onClose={onClose}
      initialValues={{
        sin_genre: sin.sin_genre as Values['sin_genre'],
        sin_title: sin.sin_information.sin_title,
        sin_datetime: dayjs(sin.sin_datetime),
        sin_description: sin.sin_information.sin_description,
      }}
      toInput={(v) => ({
        body: {
          id: sin.id,
          version: sin.version,
          sin_genre: v.sin_genre,
          sin_title: v.sin_title,
          sin_datetime: time(v.sin_datetime),
          sin_description: v.sin_description ?? '',
        },
      })}
    >
      {({ field, maxLength }) => (
        <>
          <Form.Item {...field('sin_genre')} label="行为类型">
            <Select options={SIN_GENRES.map((g) => ({ value: g, label: g }))} />
          </Form.Item>
          <Form.Item {...field('sin_datetime', { from: time })} label="发生时间">
            <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item {...field('sin_title')} label="事件名称">
            <Input maxLength={maxLength('sin_title')} />
          </Form.Item>
          <Form.Item {...field('sin_description')} label="事件经过">
            <Input.TextArea rows={3} maxLength={maxLength('sin_description')} />
          </Form.Item>
        </>
      )}
    </ContractDialog>
  );
}

export function SinCaseDrawer({ sin, onClose }: { sin: Sin; onClose: () => void }) {
  const [correcting, setCorrecting] = useState(false);
  const [page, setPage] = useState(1);
  const fresh = useCall(getSin, { query: { id: sin.id } });
  const s = fresh.data?.detail ?? sin;
  const minors = useCall(listSubsinsForMix, { query: { sin: sin.id, page, size: 10 } }, { keepPrevious: true });
  const match = useCallMutation(intersectSin, { invalidates: ['sin', 'child'] });
  const rematch = async () => {
    try {
      const r = await match.mutateAsync({ body: { sin: s.id } });
      feedback.message.success(
        `重新匹配完成：已匹配 ${r.matched} 人${r.unmatched ? `，${r.unmatched} 人暂未在册` : ''}`,
      );
    } catch (e) {
      notifyError(e, '重新匹配失败');
    }
  };
  return (
    <Drawer
      open
      width={760}
      title={`动态事件 · ${s.sin_information.sin_title}`}
      onClose={onClose}
      extra={
        s.mine_to_change ? (
          <Space>
            <Button loading={match.isPending} onClick={rematch}>
              重新匹配
            </Button>
            <Button type="primary" onClick={() => setCorrecting(true)}>
              修改
            </Button>
          </Space>
        ) : null
      }
    >
      <Descriptions
        column={2}
        size="small"
        bordered
        items={[
          { key: 'genre', label: '行为类型', children: <Tag>{s.sin_genre}</Tag> },
          { key: 'time', label: '发生时间', children: formatDateTime(s.sin_datetime) },
          { key: 'department', label: '上报部门', children: s.sin_information.sin_department_name },
          { key: 'reported', label: '上报时间', children: formatDateTime(s.created_at) },
          {
            key: 'matched',
            label: '已匹配 / 涉及人数',
            span: 2,
            children: `${s.matched_count} / ${s.subsin_count}`,
          },
          {
            key: 'description',
            label: '事件经过',
            span: 2,
            children: (
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {s.sin_information.sin_description || '—'}
              </Typography.Paragraph>
            ),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        涉及未成年人
      </Typography.Title>
      <Table
        size="small"
        rowKey="id"
        loading={minors.isFetching}
        dataSource={minors.data?.list ?? []}
        pagination={{ current: page, pageSize: 10, total: minors.data?.total ?? 0, onChange: setPage }}
        columns={[
          {
            key: 'name',
            title: '姓名',
            render: (_: unknown, m) =>
              m.subsin_child > 0 ? (
                <Link to={childDetailPath({ id: m.subsin_child, state: '仅查看', genre: 'gta' })}>
                  {m.subsin_information.child_name}
                </Link>
              ) : (
                m.subsin_information.child_name
              ),
          },
          { key: 'id', title: '身份证号', render: (_: unknown, m) => m.subsin_information.child_idnumber },
          { key: 'times', title: '次数', render: (_: unknown, m) => m.subsin_information.subsin_times },
          {
            key: 'state',
            title: '匹配',
            render: (_: unknown, m) => (
              <Tag color={m.subsin_state === '已匹配' ? 'green' : 'default'}>{m.subsin_state}</Tag>
            ),
          },
        ]}
      />
      {correcting && <CorrectDialog sin={s} onClose={() => setCorrecting(false)} />}
    </Drawer>
  );
}
