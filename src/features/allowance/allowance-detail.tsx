/**
 * An allowance's detail (保金详情): the allowance as listed and its steps (who, when, why), with a 重试 when the steps
 * cannot be loaded.
 */
import { Alert, Button, Descriptions, Drawer, Spin, Timeline, Typography } from 'antd';
import { getAllowance, type AllowanceItem } from '../../../domain/contracts/allowance';
import { errorMessage } from '../../api/http-error';
import { useCall } from '../../api/use-call';
import { formatDateTime } from '../../components/datetime';
import { StateTag } from '../../components/state-tag';
import { yuan } from './allowance-shared';

/** An allowance and its steps (who, when, why). */
export function AllowanceDetail({ item, onClose }: { item: AllowanceItem; onClose: () => void }) {
  const detail = useCall(getAllowance, { query: { id: item.id } });
  const d = detail.data?.detail ?? item;
  return (
    <Drawer open width={560} title={`保金详情：${d.child_name} ${d.allowance_month}`} onClose={onClose}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'child', label: '儿童', children: `${d.child_name}（${d.child_idnumber}）` },
          {
            key: 'place',
            label: '乡镇 / 村居',
            children: [d.department_name, d.village_name].filter(Boolean).join(' / ') || '—',
          },
          { key: 'amount', label: '金额', children: yuan(d.allowance_amount) },
          { key: 'bank', label: '开户银行', children: d.allowance_bank },
          { key: 'account', label: '银行账号', children: d.allowance_account },
          { key: 'payee', label: '收款人', children: d.allowance_payee },
          { key: 'state', label: '状态', children: <StateTag kind="allowance" state={d.allowance_state} /> },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        流转记录
      </Typography.Title>
      {detail.isPending && <Spin />}
      {detail.isError && (
        <Alert
          type="error"
          showIcon
          message={errorMessage(detail.error, '加载流转记录失败，请重试')}
          action={
            <Button size="small" onClick={() => detail.refetch()}>
              重试
            </Button>
          }
        />
      )}
      {detail.data && (
        <Timeline
          items={detail.data.steps.map((s, i) => ({
            key: i,
            children: (
              <span>
                <StateTag kind="allowance" state={s.allowance_state} />
                {s.user_name ?? '—'}，{formatDateTime(s.at)}
                {s.reason ? `：${s.reason}` : ''}
              </span>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
