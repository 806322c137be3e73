/**
 * 导出发放表 on 月度汇总 (req allowance §8): the bank's sheet of an approved month (GET allowance/export), offered when
 * nothing of the month waits in 录入 or 核过 and something is 批过; otherwise the button is disabled and says why. The
 * download is said done only after the server answered; a refusal says the server's reason.
 */
import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { exportAllowanceMonth } from '../../../domain/contracts/allowance';
import { download } from '../../api/client';
import { errorMessage } from '../../api/http-error';
import { feedback } from '../../core/feedback';

/** The export of `month`: `approved` allowances 批过, `waiting` still in 录入 or 核过. */
export function PaymentExportButton({
  month,
  approved,
  waiting,
}: {
  month: string;
  approved: number;
  waiting: number;
}) {
  const [busy, setBusy] = useState(false);
  const why = waiting ? `尚有 ${waiting} 笔未审批完成` : approved ? '' : '没有批过的保金';
  const run = async () => {
    setBusy(true);
    const hide = feedback.message.loading('正在导出…', 0);
    try {
      const name = await download(exportAllowanceMonth, { query: { month } });
      feedback.message.success(`已导出 ${name}`);
    } catch (e) {
      feedback.message.error(`导出失败：${errorMessage(e, '请重试')}`);
    } finally {
      hide();
      setBusy(false);
    }
  };
  return (
    <Tooltip title={why || `导出 ${month} 批过的 ${approved} 笔保金（银行发放用，含完整账号）`}>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        disabled={!!why}
        loading={busy}
        onClick={run}
        aria-label={`导出 ${month} 发放表`}
      >
        导出
      </Button>
    </Tooltip>
  );
}
