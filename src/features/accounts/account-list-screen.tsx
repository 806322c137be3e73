/**
 * The one user list screen of /management (specs.ts; issue 15): the generic list page over GET
 * /api/user/list/for/role with the spec's roles, filters 角色 (when the page has several), 乡镇, 村居, 状态 and
 * 关键字; 新建用户; per row 编辑, 重置密码 (after a confirm; the new temporary password is shown once) and 停用 /
 * 激活 (after a confirm: 停用 signs the user out at once).
 */
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ROLES } from '../../../domain/roles';
import { listAccounts, resetPassword, setAccountState, type AccountItem } from '../../../domain/contracts/account';
import { callWith, invalidateTags } from '../../api/use-call';
import { feedback, notifyError } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';
import { formatDateTime } from '../../components/datetime';
import { ListPage } from '../../components/list-page/list-page';
import type { FilterDef, FilterName, ListConfig, RowAction } from '../../components/list-page/types';
import { AccountFormModal, showIssuedPassword } from './account-form';
import { ACCOUNT_LIST_SPECS } from './specs';

const dash = (v: string | null) => v || '—';

/** 停用 (shown on an active user) or 激活 (on a deactivated one), after a confirm, with the version read. */
function stateAction(state: '激活' | '停用', confirm: string, changed: () => void): RowAction<AccountItem> {
  return {
    key: state,
    label: state,
    danger: state === '停用',
    confirm,
    visible: (row) => (row.state === '激活') === (state === '停用'),
    onClick: async (row) => {
      try {
        await callWith(setAccountState, { body: { id: row.id, version: row.version, state } });
        feedback.message.success(`已${state} ${row.nickname}`);
      } catch (error) {
        notifyError(error, `${state}失败，请重试`);
      } finally {
        changed();
      }
    },
  };
}

export function AccountListScreen() {
  const { pathname } = useLocation();
  const spec = ACCOUNT_LIST_SPECS.find((s) => s.path.toLowerCase() === pathname.toLowerCase()) ?? ACCOUNT_LIST_SPECS[0];
  const title = usePageTitle();
  const client = useQueryClient();
  const [editing, setEditing] = useState<AccountItem | 'new' | null>(null);
  const changed = useCallback(() => {
    void invalidateTags(client, ['account']);
  }, [client]);

  const config = useMemo((): ListConfig<AccountItem, typeof listAccounts> => {
    const filters: FilterDef<FilterName<typeof listAccounts>>[] = [];
    if (spec.roles.length !== 1)
      filters.push({
        kind: 'select',
        name: 'role',
        label: '角色',
        options: (spec.roles.length ? spec.roles : ROLES).map((r) => ({ value: r, label: r })),
      });
    filters.push(
      { kind: 'town', name: 'department', label: '乡镇' },
      { kind: 'village', name: 'village', label: '村居', town: 'department' },
      {
        kind: 'select',
        name: 'state',
        label: '状态',
        options: [
          { value: '激活', label: '激活' },
          { value: '停用', label: '停用' },
        ],
      },
      { kind: 'keyword', name: 'keyword', label: '关键字', placeholder: '姓名或手机号' },
    );
    return {
      title,
      pageSize: 20,
      contract: listAccounts,
      // the page's roles (a role picked in the filter goes first on the server)
      query: spec.roles.length === 1 ? { role: spec.roles[0] } : spec.roles.length ? { roles: [...spec.roles] } : {},
      filters,
      columns: [
        { key: 'nickname', title: '姓名', dataIndex: 'nickname' },
        { key: 'cellphone', title: '登录手机号', dataIndex: 'cellphone' },
        { key: 'role', title: '角色', dataIndex: 'role' },
        { key: 'department_name', title: '乡镇 / 单位', dataIndex: 'department_name', render: dash },
        { key: 'village_name', title: '村居', dataIndex: 'village_name', render: dash },
        { key: 'contact_cellphone', title: '联系电话', dataIndex: 'contact_cellphone', render: dash },
        {
          key: 'state',
          title: '状态',
          render: (_: unknown, row) => (
            <>
              <Tag color={row.state === '激活' ? 'green' : 'default'}>{row.state}</Tag>
              {row.must_change_password && <Tag color="orange">待改密码</Tag>}
            </>
          ),
        },
        { key: 'updated_at', title: '更新时间', dataIndex: 'updated_at', render: (v: string) => formatDateTime(v) },
      ],
      rowKey: (row) => row.id,
      actionsWidth: 190,
      actions: [
        { key: 'edit', label: '编辑', onClick: (row) => setEditing(row) },
        {
          key: 'reset',
          label: '重置密码',
          confirm: '确定重置该用户的密码？其已登录的设备将被退出。',
          onClick: async (row) => {
            try {
              const issued = await callWith(resetPassword, { body: { id: row.id, version: row.version } });
              showIssuedPassword('密码已重置', row.nickname, issued.password);
            } catch (error) {
              notifyError(error, '重置密码失败，请重试');
            } finally {
              changed();
            }
          },
        },
        stateAction('停用', '确定停用该用户？其将立即被退出登录，且不能再登录。', changed),
        stateAction('激活', '确定激活该用户？', changed),
      ],
      emptyText: '暂无用户',
      toolbar: (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建用户
        </Button>
      ),
    };
  }, [spec, title, changed]);

  return (
    <>
      <ListPage key={spec.path} config={config} />
      {editing && (
        <AccountFormModal
          account={editing === 'new' ? undefined : editing}
          roles={spec.roles}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
