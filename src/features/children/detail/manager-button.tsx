/**
 * 更换负责人 on a child (issue 16; req tasks §6.2), for roles that set helpers (the centre): pick the new manager
 * among the active directors and social workers of the child's village, confirm, and the child's 基层服务 and
 * 学期每周 plans and this month's tasks in hand move to them with it (the server does it in one transaction).
 * The version read goes with it; a stale one shows the server's reason.
 */
import { useState } from 'react';
import { Alert, Button, Modal, Select, Typography } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { ACTIVE_STATE, FAKE_MARKER } from '../../../../domain/constants';
import type { Child } from '../../../../domain/contracts/child';
import { setChildManager } from '../../../../domain/contracts/child-state';
import { listUsersForVillageRole } from '../../../../domain/contracts/user';
import { errorMessage } from '../../../api/http-error';
import { useCall, useCallMutation } from '../../../api/use-call';
import { feedback } from '../../../core/feedback';

const MANAGER_ROLES = ['儿童主任', '儿童社工'];

export function ManagerButton({ child }: { child: Child }) {
  const [open, setOpen] = useState(false);
  const [manager, setManager] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the child, its plans and its tasks change together
  const change = useCallMutation(setChildManager, { invalidates: ['child', 'plan', 'task'] });
  const query = { village: child.village_id ?? undefined, page: 1, size: 50 };
  const staff = useCall(listUsersForVillageRole, { query }, { enabled: open && !!child.village_id });
  // test accounts (FAKE_MARKER in the name) are no one's manager, as they are no village's director (req children §10)
  const options = (staff.data?.list ?? []).filter((u) => MANAGER_ROLES.includes(u.role) && u.state === ACTIVE_STATE && !u.nickname.includes(FAKE_MARKER))
    .map((u) => ({ value: u.id, label: `${u.nickname}（${u.role}）${u.id === child.manager ? ' · 当前负责人' : ''}` }));

  const submit = async () => {
    if (!manager) return setError('请选择新的负责人');
    setBusy(true);
    setError(null);
    try {
      await change.mutateAsync({ body: { id: child.id, version: child.version, manager } });
      feedback.message.success('负责人已更换，相关计划与本月工单已随之转交');
      setOpen(false);
    } catch (e) {
      setError(`更换失败：${errorMessage(e, '请重试')}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={<SwapOutlined />} onClick={() => { setOpen(true); setManager(undefined); setError(null); }}>更换负责人</Button>
      {open && (
        <Modal open title="更换负责人" okText="更换" cancelText="取消" okButtonProps={{ loading: busy, disabled: !manager || manager === child.manager }} onOk={submit} onCancel={() => setOpen(false)} destroyOnHidden>
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
          <Typography.Paragraph type="secondary">该儿童的基层服务、学期每周计划和本月待办理的工单将一并转交新的负责人；其他计划和工单不变。</Typography.Paragraph>
          <Select style={{ width: '100%' }} aria-label="新的负责人" placeholder={child.village_id ? '选择本村居的儿童主任或儿童社工' : '该儿童没有村居，无法选择'}
            loading={staff.isFetching} value={manager} onChange={setManager} options={options} notFoundContent="本村居没有可选的人员" />
        </Modal>
      )}
    </>
  );
}
