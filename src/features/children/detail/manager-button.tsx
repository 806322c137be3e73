/**
 * 更换负责人 on a child (issue 16; req tasks §6.2), for roles that set helpers (the centre): pick the new manager
 * among the active directors and social workers of the child's village, confirm, and the child's 基层服务 and
 * 学期每周 plans and this month's tasks in hand move to them with it (the server does it in one transaction).
 * The version read goes with it; a stale one shows the server's reason. A ContractDialog of `setChildManager`
 * (issue 27): OK is disabled until another manager is chosen; a refusal says 更换失败：<reason>.
 */
import { useState } from 'react';
import { Button, Form, Select, Typography } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { ACTIVE_STATE, FAKE_MARKER } from '../../../../domain/constants';
import type { Child } from '../../../../domain/contracts/child';
import { setChildManager } from '../../../../domain/contracts/child-state';
import { listUsersForVillageRole } from '../../../../domain/contracts/user';
import { useCall } from '../../../api/use-call';
import { ContractDialog, FormProblem } from '../../../components/contract-form/contract-dialog';

const MANAGER_ROLES = ['儿童主任', '儿童社工'];

export function ManagerButton({ child }: { child: Child }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<SwapOutlined />} onClick={() => setOpen(true)}>
        更换负责人
      </Button>
      {open && <ManagerDialog child={child} onClose={() => setOpen(false)} />}
    </>
  );
}

type Values = { manager?: number };

function ManagerDialog({ child, onClose }: { child: Child; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const manager = Form.useWatch('manager', form);
  const query = { village: child.village_id ?? undefined, page: 1, size: 50 };
  const staff = useCall(listUsersForVillageRole, { query }, { enabled: !!child.village_id });
  // test accounts (FAKE_MARKER in the name) are no one's manager, as they are no village's director (req children §10)
  const options = (staff.data?.list ?? [])
    .filter((u) => MANAGER_ROLES.includes(u.role) && u.state === ACTIVE_STATE && !u.nickname.includes(FAKE_MARKER))
    .map((u) => ({ value: u.id, label: `${u.nickname}（${u.role}）${u.id === child.manager ? ' · 当前负责人' : ''}` }));
  return (
    // the child, its plans and its tasks change together
    <ContractDialog<typeof setChildManager, Values>
      title="更换负责人"
      okText="更换"
      width={520}
      form={form}
      contract={setChildManager}
      invalidates={['child', 'plan', 'task']}
      success="负责人已更换，相关计划与本月工单已随之转交"
      failure="更换失败"
      okDisabled={!manager || manager === child.manager}
      onClose={onClose}
      toInput={(v) => {
        if (!v.manager) throw new FormProblem('请选择新的负责人', { bare: true });
        return { body: { id: child.id, version: child.version, manager: v.manager } };
      }}
    >
      <Typography.Paragraph type="secondary">
        该儿童的基层服务、学期每周计划和本月待办理的工单将一并转交新的负责人；其他计划和工单不变。
      </Typography.Paragraph>
      <Form.Item name="manager" noStyle>
        <Select
          style={{ width: '100%' }}
          aria-label="新的负责人"
          placeholder={child.village_id ? '选择本村居的儿童主任或儿童社工' : '该儿童没有村居，无法选择'}
          loading={staff.isFetching}
          options={options}
          notFoundContent="本村居没有可选的人员"
        />
      </Form.Item>
    </ContractDialog>
  );
}
