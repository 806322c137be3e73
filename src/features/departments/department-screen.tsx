/**
 * 单位管理 (/department/departmentPost; issue 15): the towns of the county with their villages and service
 * providers, searchable by name. 新增村居 / 新增服务商 under a town, 重命名 a unit, and 停用 / 激活 a village or
 * a service provider after a confirm (a village where children in care live is refused by the server, with
 * its reason). Every write sends the version read; the pickers of every screen are refreshed after it.
 */
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DEPARTMENT_TYPES } from '../../../domain/constants';
import {
  createDepartment,
  listDepartmentsForManage,
  renameDepartment,
  setDepartmentState,
  type ManagedDepartment,
} from '../../../domain/contracts/department';
import { errorMessage } from '../../api/http-error';
import { callWith, invalidateTags, useCall } from '../../api/use-call';
import { useContractFields } from '../../components/contract-form/contract-dialog';
import { putFieldErrors } from '../../components/contract-form/field-errors';
import { feedback, notifyError } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';

type Row = ManagedDepartment & { children?: Row[] };
type Dialog = { kind: 'add'; town: Row; type: '社区村居' | '服务商' } | { kind: 'rename'; unit: Row } | null;

function tree(list: ManagedDepartment[], keyword: string): Row[] {
  const towns = list.filter((d) => d.department_type === DEPARTMENT_TYPES.town);
  const match = (d: ManagedDepartment) => !keyword || d.department_name.includes(keyword);
  return towns
    .map((t) => {
      const members = list.filter((d) => d.department_parent === t.id && d.department_type !== DEPARTMENT_TYPES.town);
      const shown = match(t) ? members : members.filter(match);
      return { ...t, children: shown.length ? shown : undefined };
    })
    .filter((t) => match(t) || t.children);
}

/**
 * 新增 / 重命名 a unit: the name's rules come from createDepartment (renameDepartment shares them). Its failure shows the
 * server's reason alone and refreshes the units (a stale version), so it keeps its own Modal over `useContractFields`.
 */
function NameDialog({
  dialog,
  onClose,
  onDone,
}: {
  dialog: Exclude<Dialog, null>;
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { field, maxLength } = useContractFields(createDepartment);
  const title =
    dialog.kind === 'add'
      ? `在${dialog.town.department_name}新增${dialog.type === '社区村居' ? '村（居）' : '服务商'}`
      : `重命名：${dialog.unit.department_name}`;
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      if (dialog.kind === 'add')
        await callWith(createDepartment, {
          body: { department_name: values.name, department_type: dialog.type, department_parent: dialog.town.id },
        });
      else
        await callWith(renameDepartment, {
          body: { id: dialog.unit.id, version: dialog.unit.version, department_name: values.name },
        });
      feedback.message.success('已保存');
      onDone();
      onClose();
    } catch (e) {
      putFieldErrors(form, e, (f) => (f === 'department_name' ? 'name' : undefined));
      setError(errorMessage(e, '保存失败，请重试'));
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ loading: busy }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: dialog.kind === 'rename' ? dialog.unit.department_name : '' }}
        onFinish={submit}
      >
        <Form.Item {...field('name', { schemaName: 'department_name' })} label="名称">
          <Input autoFocus maxLength={maxLength('department_name')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function DepartmentScreen() {
  const client = useQueryClient();
  const title = usePageTitle();
  const query = useCall(listDepartmentsForManage, undefined, { select: (answer) => answer.list });
  const [keyword, setKeyword] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const rows = useMemo(() => tree(query.data ?? [], keyword.trim()), [query.data, keyword]);
  const refresh = () => {
    // this list and every screen's unit pickers
    void invalidateTags(client, ['department']);
  };
  const toggle = async (unit: Row) => {
    const next = unit.department_state === '激活' ? '停用' : '激活';
    try {
      await callWith(setDepartmentState, { body: { id: unit.id, version: unit.version, department_state: next } });
      feedback.message.success(`已${next}${unit.department_name}`);
    } catch (e) {
      notifyError(e, `${next}失败，请重试`);
    } finally {
      refresh();
    }
  };

  const columns: ColumnsType<Row> = [
    { key: 'name', title: '名称', dataIndex: 'department_name' },
    { key: 'type', title: '类型', dataIndex: 'department_type' },
    {
      key: 'state',
      title: '状态',
      render: (_, r) => <Tag color={r.department_state === '激活' ? 'green' : 'default'}>{r.department_state}</Tag>,
    },
    {
      key: 'actions',
      title: '操作',
      width: 280,
      render: (_, r) =>
        r.department_type === DEPARTMENT_TYPES.town ? (
          <Space size="small">
            <Button type="link" size="small" onClick={() => setDialog({ kind: 'add', town: r, type: '社区村居' })}>
              新增村居
            </Button>
            <Button type="link" size="small" onClick={() => setDialog({ kind: 'add', town: r, type: '服务商' })}>
              新增服务商
            </Button>
            <Button type="link" size="small" onClick={() => setDialog({ kind: 'rename', unit: r })}>
              重命名
            </Button>
          </Space>
        ) : (
          <Space size="small">
            <Button type="link" size="small" onClick={() => setDialog({ kind: 'rename', unit: r })}>
              重命名
            </Button>
            <Popconfirm
              title={
                r.department_state === '激活'
                  ? `确定停用${r.department_name}？停用后不再出现在各选择列表中。`
                  : `确定激活${r.department_name}？`
              }
              okText="确定"
              cancelText="取消"
              onConfirm={() => toggle(r)}
            >
              <Button type="link" size="small" danger={r.department_state === '激活'}>
                {r.department_state === '激活' ? '停用' : '激活'}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <Card
      title={title}
      variant="borderless"
      extra={<Input.Search allowClear placeholder="按名称查找" style={{ width: 240 }} onSearch={setKeyword} />}
    >
      {query.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={errorMessage(query.error, '加载单位失败，请重试')}
          action={
            <Button size="small" onClick={() => query.refetch()}>
              重试
            </Button>
          }
        />
      )}
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (total) => `共有 ${total} 个乡镇（街道）` }}
        expandable={keyword ? { defaultExpandAllRows: true } : undefined}
        key={keyword}
      />
      {dialog && <NameDialog dialog={dialog} onClose={() => setDialog(null)} onDone={refresh} />}
    </Card>
  );
}
