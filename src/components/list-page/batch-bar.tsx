/**
 * The bar of batch actions of the generic list page: 已选 N 项, 取消选择 and one button per action, enabled
 * once rows are ticked. A `confirm` action asks first (Popconfirm naming how many), then runs and says how it
 * went; a `dialog` action opens its own dialog. Either way the selection is cleared and the page reloaded after.
 */
import { useState } from 'react';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { errorMessage } from '../../api/http-error';
import { feedback } from '../../core/feedback';
import type { BatchAction } from './types';

type Props<Row> = { actions: BatchAction<Row>[]; rows: Row[]; onClear: () => void; onDone: () => void };

export function BatchBar<Row>({ actions, rows, onClear, onDone }: Props<Row>) {
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const done = () => {
    setOpen(null);
    onClear();
    onDone();
  };
  const run = async (action: BatchAction<Row>) => {
    if (!action.run) return;
    setBusy(action.key);
    try {
      await action.run(rows);
      feedback.message.success(`已${action.label} ${rows.length} 项`);
      done();
    } catch (e) {
      feedback.message.error(`${action.label}失败：${errorMessage(e, '请重试')}`);
      onDone();
    } finally {
      setBusy(null);
    }
  };
  const current = actions.find((a) => a.key === open);
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12, flexWrap: 'wrap' }}
      role="toolbar"
      aria-label="批量操作"
    >
      <Typography.Text type="secondary">{rows.length ? `已选 ${rows.length} 项` : '勾选后可批量操作'}</Typography.Text>
      <Space wrap>
        {actions.map((a) =>
          a.confirm ? (
            <Popconfirm
              key={a.key}
              title={a.confirm(rows)}
              okText="确定"
              cancelText="取消"
              disabled={!rows.length}
              onConfirm={() => run(a)}
            >
              <Button danger={a.danger} disabled={!rows.length} loading={busy === a.key}>
                {a.label}
              </Button>
            </Popconfirm>
          ) : (
            <Button key={a.key} danger={a.danger} disabled={!rows.length} onClick={() => setOpen(a.key)}>
              {a.label}
            </Button>
          ),
        )}
        {rows.length > 0 && (
          <Button type="link" onClick={onClear}>
            取消选择
          </Button>
        )}
      </Space>
      {current?.dialog?.({ rows, onClose: () => setOpen(null), onDone: done })}
    </div>
  );
}
