/**
 * The label screen's dialogs: a tag's name (新增 / 重命名 through createLabel / renameLabel; the rules come from the contract,
 * a name in use is refused on the field), and the picker of children to tag: a search by name or ID number among the
 * caller's own children (the child list call, masked as it answers), ticked rows added at once (labelChildren).
 */
import { useState } from 'react';
import { Alert, Form, Input, Modal, Table } from 'antd';
import { listChildren, type ChildListItem } from '../../../domain/contracts/child';
import { createLabel, labelChildren, renameLabel, type LabelItem } from '../../../domain/contracts/label';
import { errorMessage } from '../../api/http-error';
import { useCall, useCallMutation } from '../../api/use-call';
import { feedback } from '../../core/feedback';
import { ContractDialog } from '../../components/contract-form/contract-dialog';
import { ACCESSIBLE_SELECTION } from '../../components/list-page/row-selection';

type NameValues = { label_name: string };

/** 新增标签 (no `label`) or 重命名 (a tag at the version read). */
export function LabelNameDialog({ label, onClose }: { label?: LabelItem; onClose: () => void }) {
  const items = (field: (name: string) => object, max: (name: string) => number | undefined) => (
    <Form.Item {...field('label_name')} label="标签名称">
      <Input maxLength={max('label_name')} showCount />
    </Form.Item>
  );
  if (label) {
    return (
      <ContractDialog<typeof renameLabel, NameValues>
        title="重命名标签"
        contract={renameLabel}
        initialValues={{ label_name: label.label_name }}
        onClose={onClose}
        toInput={(v) => ({ body: { id: label.id, version: label.version, label_name: v.label_name } })}
      >
        {({ field, maxLength }) => items(field, maxLength)}
      </ContractDialog>
    );
  }
  return (
    <ContractDialog<typeof createLabel, NameValues>
      title="新增标签"
      contract={createLabel}
      onClose={onClose}
      toInput={(v) => ({ body: { label_name: v.label_name } })}
    >
      {({ field, maxLength }) => items(field, maxLength)}
    </ContractDialog>
  );
}

/** Ticks children found by a search and puts `label` on them (the tag's counts and the child lists refetch). */
export function ChildPickerDialog({ label, onClose }: { label: LabelItem; onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const found = useCall(
    listChildren,
    { query: { keyword: keyword || undefined, page, size: 10 } },
    { enabled: !!keyword },
  );
  const tag = useCallMutation(labelChildren, { invalidates: ['label', 'child'] });
  const ok = async () => {
    if (!picked.length) {
      setError('请勾选儿童');
      return;
    }
    setError(null);
    try {
      const r = await tag.mutateAsync({ body: { id: label.id, add: picked, remove: [] } });
      feedback.message.success(`已为 ${r.added} 名儿童添加标签`);
      onClose();
    } catch (e) {
      setError(`添加失败：${errorMessage(e, '请重试')}`);
    }
  };
  return (
    <Modal
      open
      title={`为儿童添加标签“${label.label_name}”`}
      width={760}
      okText={`添加（${picked.length}）`}
      cancelText="取消"
      okButtonProps={{ loading: tag.isPending }}
      onOk={ok}
      onCancel={onClose}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        enterButton="查询"
        placeholder="姓名或身份证号"
        aria-label="查找儿童"
        style={{ marginBottom: 12 }}
        onSearch={(v) => {
          setKeyword(v.trim());
          setPage(1);
        }}
      />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      {found.isError && (
        <Alert
          type="error"
          showIcon
          message={errorMessage(found.error, '查询儿童失败，请重试')}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<ChildListItem>
        size="small"
        rowKey="id"
        loading={found.isFetching}
        dataSource={found.data?.list ?? []}
        locale={{ emptyText: keyword ? '没有找到符合条件的儿童' : '请输入姓名或身份证号查询' }}
        rowSelection={{
          ...ACCESSIBLE_SELECTION,
          selectedRowKeys: picked,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setPicked(keys as number[]),
        }}
        pagination={{
          current: page,
          pageSize: 10,
          total: found.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (t) => `共有 ${t} 条数据`,
        }}
        columns={[
          { key: 'name', title: '姓名', dataIndex: 'child_name' },
          { key: 'id', title: '身份证号', dataIndex: 'child_idnumber' },
          {
            key: 'place',
            title: '乡镇 / 村居',
            render: (_: unknown, c) => `${c.department_name ?? '—'} / ${c.village_name ?? '—'}`,
          },
        ]}
      />
    </Modal>
  );
}
