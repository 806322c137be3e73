/**
 * The small states of the child detail screen: loading, a failed load (with 重试), no access, a bad
 * address, and the 409 dialog that offers to reload (a stale version or a state already moved on).
 */
import { Button, Result, Spin } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import { errorMessage } from '../../../api/http-error';

export function Loading() {
  return <div style={{ padding: 64, textAlign: 'center' }}><Spin size="large" /></div>;
}

export function LoadFailed({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return <Result status="error" title={errorMessage(error, fallback)} extra={<Button onClick={onRetry}>重试</Button>} />;
}

export function NoAccess({ what }: { what: string }) {
  return <Result status="403" title="403" subTitle={`抱歉，您无权${what}。`} />;
}

export function BadAddress() {
  return <Result status="warning" title="链接参数不完整" subTitle="请从列表重新打开儿童详情。" />;
}

/** A 409 answer: show the server's message and offer to reload the record. */
export function showConflict(modal: useAppProps['modal'], message: string, onReload: () => void): void {
  modal.confirm({ title: '提示', content: message, okText: '重新加载', cancelText: '取消', onOk: onReload });
}
