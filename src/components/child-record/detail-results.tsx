/**
 * The small states of the child detail screen: loading, a failed load (with 重试), no access, a bad
 * address, the notice that a newer version came in while the screen was open, and the 409 dialog that
 * offers to reload (a stale version or a state already moved on).
 */
import { Alert, Button, Result, Spin } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import { errorMessage } from '../../api/http-error';
import { PAGE_HEADER_HEIGHT } from '../../core/layout-sizes';

export function Loading() {
  return (
    <div style={{ padding: 64, textAlign: 'center' }}>
      <Spin size="large" />
    </div>
  );
}

export function LoadFailed({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <Result status="error" title={errorMessage(error, fallback)} extra={<Button onClick={onRetry}>重试</Button>} />
  );
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

/**
 * A fetch brought a newer version than the one on screen (another user saved or reviewed it meanwhile):
 * say so at once rather than at the 409 of the next save, and offer 重新加载 (`onReload`). It sticks under
 * the page header, so a user deep in a long form or at the review text still sees it.
 */
export function NewerVersion({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      message={message}
      style={{
        position: 'sticky',
        top: PAGE_HEADER_HEIGHT + 8,
        zIndex: 8,
        marginBottom: 16,
        boxShadow: '0 2px 8px rgba(0,0,0,.12)',
      }}
      action={
        <Button size="small" onClick={onReload}>
          重新加载
        </Button>
      }
    />
  );
}
