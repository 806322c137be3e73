/**
 * An inspection's detail: where, who, deadline, the checklist with the inspector's answers, remarks, photos and the steps taken.
 * 督查领导 (supervise_lists:edit) confirms a submitted one (asks first) or returns it with a reason (reviewSupervise: the reason's
 * bound comes from the contract; that a return needs one is the server's rule, asked here before sending).
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Form,
  Image,
  Input,
  Popconfirm,
  Rate,
  Space,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { reviewSupervise, type SuperviseItem } from '../../../domain/contracts/supervise';
import { useCallMutation } from '../../api/use-call';
import { ContractDialog } from '../../components/contract-form/contract-dialog';
import { errorMessage } from '../../api/http-error';
import { feedback } from '../../core/feedback';
import { formatDateTime } from '../../components/datetime';
import { StateTag, stateDotColor } from '../../components/state-tag';

/** The state of an inspection as a coloured tag, with 已逾期 when its deadline passed before it was submitted. */
export function SuperviseStateTag({ s }: { s: SuperviseItem }) {
  return (
    <Space size={4}>
      <StateTag kind="supervise" state={s.supervise_state} />
      {s.overdue && <Tag color="red">已逾期</Tag>}
    </Space>
  );
}

/** 退回 with a reason: a ContractDialog of `reviewSupervise` (a red OK; a failure 退回失败：<reason>). */
function ReturnDialog({
  supervise: s,
  onDone,
  onClose,
}: {
  supervise: SuperviseItem;
  onDone: () => void;
  onClose: () => void;
}) {
  return (
    <ContractDialog<typeof reviewSupervise, { reason: string }>
      title="退回督查记录"
      okText="退回"
      okDanger
      width={520}
      contract={reviewSupervise}
      success="已退回"
      failure="退回失败"
      onDone={onDone}
      onClose={onClose}
      toInput={({ reason }) => ({ body: { id: s.id, version: s.version, move: 'return', reason: reason.trim() } })}
    >
      {({ field, maxLength }) => (
        /* a return needs a reason: the server's rule (the contract leaves `reason` optional for 确认), asked here first */
        <Form.Item
          name="reason"
          rules={[{ required: true, whitespace: true, message: '请填写退回原因' }, ...field('reason').rules]}
        >
          <Input.TextArea
            aria-label="退回原因"
            placeholder="请填写退回原因"
            rows={4}
            maxLength={maxLength('reason')}
            showCount
          />
        </Form.Item>
      )}
    </ContractDialog>
  );
}

export function SuperviseDrawer({
  supervise: s,
  imageUrls,
  mayReview,
  onClose,
}: {
  supervise: SuperviseItem;
  imageUrls: Record<string, string>;
  mayReview: boolean;
  onClose: () => void;
}) {
  const decide = useCallMutation(reviewSupervise);
  const [returning, setReturning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const review = async () => {
    await decide.mutateAsync({ body: { id: s.id, version: s.version, move: 'confirm' } });
    feedback.message.success('已确认');
    onClose();
  };
  const confirm = () => review().catch((e: unknown) => setError(`确认失败：${errorMessage(e, '请重试')}`));
  const answers = s.supervise_record.answers;
  return (
    <Drawer
      open
      width={760}
      title={`督查单 · ${s.supervise_checklist.title}`}
      onClose={onClose}
      extra={
        mayReview &&
        s.supervise_state === '已提交' && (
          <Space>
            <Button danger onClick={() => setReturning(true)}>
              退回
            </Button>
            <Popconfirm title="确认该督查记录？" okText="确认" cancelText="取消" onConfirm={confirm}>
              <Button type="primary">确认</Button>
            </Popconfirm>
          </Space>
        )
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Descriptions
        size="small"
        column={2}
        bordered
        items={[
          { key: 'state', label: '状态', children: <SuperviseStateTag s={s} /> },
          { key: 'inspector', label: '督查人员', children: s.inspector_name ?? '—' },
          { key: 'place', label: '乡镇 / 村居', children: `${s.department_name ?? '—'} / ${s.village_name ?? '—'}` },
          { key: 'deadline', label: '截止日期', children: s.supervise_deadline },
          { key: 'task', label: '关联工单', children: s.supervise_task ? `#${s.supervise_task}` : '—' },
          { key: 'by', label: '指派人', children: s.created_by_name ?? '—' },
          { key: 'remark', label: '说明', span: 2, children: s.supervise_remark || '—' },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        检查项
      </Typography.Title>
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={s.supervise_checklist.items}
        columns={[
          { key: 'n', title: '序号', width: 56, render: (_: unknown, __, i) => i + 1 },
          { key: 'text', title: '检查内容', dataIndex: 'text' },
          { key: 'kind', title: '类型', width: 64, dataIndex: 'kind' },
          {
            key: 'answer',
            title: '检查结果',
            width: 220,
            render: (_: unknown, item) => {
              const v = answers[item.key];
              if (v === undefined) return <Typography.Text type="secondary">未填写</Typography.Text>;
              return item.kind === '评分' ? <Rate disabled value={Number(v)} /> : String(v);
            },
          },
        ]}
      />
      <Descriptions
        size="small"
        column={1}
        style={{ marginTop: 16 }}
        items={[
          { key: 'remarks', label: '备注', children: s.supervise_record.remarks || '—' },
          {
            key: 'submitted',
            label: '提交时间',
            children: s.supervise_record.submitted_at ? formatDateTime(s.supervise_record.submitted_at) : '未提交',
          },
        ]}
      />
      {s.supervise_record.photos.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap>
            {s.supervise_record.photos.map((p) => (
              <Image
                key={p.url}
                width={120}
                height={90}
                style={{ objectFit: 'cover' }}
                src={imageUrls[p.url]}
                alt="现场照片"
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        办理记录
      </Typography.Title>
      <Timeline
        items={s.supervise_history.map((h, i) => ({
          key: i,
          color: stateDotColor('supervise', h.state),
          children: (
            <>
              {formatDateTime(h.at)} · {h.name ?? '—'} · {h.move}
              {h.reason ? `：${h.reason}` : ''}
            </>
          ),
        }))}
      />
      {returning && <ReturnDialog supervise={s} onClose={() => setReturning(false)} onDone={onClose} />}
    </Drawer>
  );
}
