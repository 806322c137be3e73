/**
 * 新建用户 / 编辑 (issue 15): the account's cellphone (new accounts only; checked as typed against the users
 * already there), name, role, place (town or agency, then a village for the village roles), contact phone and
 * WeChat open id (where notices go when NOTIFIER=wechat).
 * A new account answers a temporary password, shown once in a dialog to hand to the user. The server checks
 * all of it again (and the version of an edit: a stale one says so).
 */
import { useState } from 'react';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { ROLES, type Role } from '../../../domain/roles';
import { DEPARTMENT_TYPES } from '../../../domain/constants';
import { checkCellphone, createAccount, updateAccount, type AccountItem } from '../../../domain/contracts/account';
import { errorMessage } from '../../api/http-error';
import { callWith, useCallMutation } from '../../api/use-call';
import { feedback } from '../../core/feedback';
import { useContractFields } from '../../components/contract-form/contract-dialog';
import { putFieldErrors } from '../../components/contract-form/field-errors';
import { useDepartmentsForSelect } from './use-units';

type Values = {
  cellphone: string;
  nickname: string;
  role: Role;
  department_id?: number;
  village_id?: number;
  contact_cellphone?: string;
  wechat_openid?: string;
};
const VILLAGE_ROLES: Role[] = ['儿童主任', '儿童社工'];
/** Whether a sign-in cellphone is taken (checkCellphone). */
const cellphoneTaken = async (cellphone: string) =>
  (await callWith(checkCellphone, { query: { cellphone } })).count > 0;

/** Shows a temporary password once, with a copy button. */
export function showIssuedPassword(title: string, nickname: string, password: string): void {
  feedback.modal.success({
    title,
    width: 460,
    content: (
      <div>
        <p>请将临时密码告知 {nickname}，首次登录后须修改密码。此密码只显示这一次。</p>
        <Typography.Paragraph
          copyable={{ text: password, tooltips: ['复制', '已复制'] }}
          code
          style={{ fontSize: 18 }}
          data-testid="issued-password"
        >
          {password}
        </Typography.Paragraph>
      </div>
    ),
    okText: '我已记下',
  });
}

/**
 * The form's rules come from createAccount (updateAccount shares its fields); that a village role needs a town and a
 * village, and that a new cellphone is not taken yet, are the form's own checks. Its failure shows the server's reason
 * alone (no lead words), so it keeps its own Modal over `useContractFields` + `putFieldErrors`.
 */
export function AccountFormModal({
  account,
  roles,
  onClose,
}: {
  account?: AccountItem;
  roles: readonly Role[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const units = useDepartmentsForSelect();
  const { field, maxLength } = useContractFields(createAccount);
  const create = useCallMutation(createAccount);
  const update = useCallMutation(updateAccount);
  const role = Form.useWatch('role', form);
  const town = Form.useWatch('department_id', form);
  const roleOptions = (roles.length ? roles : ROLES).map((r) => ({ value: r, label: r }));

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    setError(null);
    const fields = {
      nickname: values.nickname,
      role: values.role,
      department_id: values.department_id ?? null,
      village_id: values.village_id ?? null,
      contact_cellphone: values.contact_cellphone ?? '',
      wechat_openid: values.wechat_openid?.trim() ?? '',
    };
    try {
      if (account) {
        await update.mutateAsync({ body: { id: account.id, version: account.version, ...fields } });
        feedback.message.success('已保存');
      } else {
        const created = await create.mutateAsync({ body: { cellphone: values.cellphone, ...fields } });
        showIssuedPassword('用户已创建', values.nickname, created.password);
      }
      onClose();
    } catch (e) {
      putFieldErrors(form, e);
      setError(errorMessage(e, account ? '保存失败，请重试' : '创建用户失败，请重试'));
    } finally {
      setBusy(false);
    }
  };

  const townOptions = [
    {
      label: '乡镇（街道）',
      options: units.byType(DEPARTMENT_TYPES.town).map((d) => ({ value: d.id, label: d.department_name })),
    },
    {
      label: '部门',
      options: units.byType(DEPARTMENT_TYPES.department).map((d) => ({ value: d.id, label: d.department_name })),
    },
    {
      label: '服务商',
      options: units.byType(DEPARTMENT_TYPES.provider).map((d) => ({ value: d.id, label: d.department_name })),
    },
  ];
  return (
    <Modal
      open
      title={account ? `编辑用户：${account.nickname}` : '新建用户'}
      okText={account ? '保存' : '创建'}
      cancelText="取消"
      okButtonProps={{ loading: busy }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={
          account
            ? {
                cellphone: account.cellphone,
                nickname: account.nickname,
                role: account.role as Role,
                department_id: account.department_id ?? undefined,
                village_id: account.village_id ?? undefined,
                contact_cellphone: account.contact_cellphone ?? undefined,
                wechat_openid: account.wechat_openid ?? undefined,
              }
            : { role: roles[0] }
        }
      >
        <Form.Item
          name="cellphone"
          label="登录手机号"
          validateDebounce={400}
          rules={
            account
              ? []
              : [
                  ...field('cellphone').rules,
                  {
                    validator: async (_, v: string) => {
                      if (checkCellphone.query.shape.cellphone.safeParse(v ?? '').success && (await cellphoneTaken(v)))
                        throw new Error('该手机号已被使用');
                    },
                  },
                ]
          }
        >
          <Input disabled={!!account} maxLength={11} autoFocus={!account} />
        </Form.Item>
        <Form.Item {...field('nickname')} label="姓名">
          <Input maxLength={maxLength('nickname')} />
        </Form.Item>
        <Form.Item {...field('role')} label="角色">
          <Select showSearch options={roleOptions} />
        </Form.Item>
        <Form.Item
          name="department_id"
          label="乡镇（街道）/ 单位"
          rules={VILLAGE_ROLES.includes(role) ? [{ required: true, message: '请选择乡镇（街道）' }] : []}
        >
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            options={townOptions}
            onChange={() => form.setFieldValue('village_id', undefined)}
          />
        </Form.Item>
        <Form.Item
          name="village_id"
          label="村（居）"
          rules={VILLAGE_ROLES.includes(role) ? [{ required: true, message: '请选择村居' }] : []}
        >
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            disabled={!town}
            placeholder={town ? '请选择村居' : '请先选择乡镇'}
            options={units.villagesOf(town).map((v) => ({ value: v.id, label: v.department_name }))}
          />
        </Form.Item>
        <Form.Item {...field('contact_cellphone')} label="联系电话">
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item
          {...field('wechat_openid')}
          label="微信 OpenID"
          extra="用户关注通知公众号后，在公众号后台的用户管理中查得；填写后工单提醒与审核结果会发到其微信"
        >
          <Input maxLength={64} placeholder="未绑定可不填" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
