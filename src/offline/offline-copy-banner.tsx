/**
 * 离线副本，更新于 <time> (issue 29 "Check-in without signal"): shown above a screen whose call `path` was last
 * answered from the phone's copy (src/api/offline-mirror.ts `useOfflineCopy`), so the volunteer knows the list or
 * task is what the phone last saw, not the server's present state; it goes away when a fresh answer arrives (the
 * queries are read again when the connection returns). Renders nothing otherwise.
 */
import type { CSSProperties } from 'react';
import { Alert } from 'antd';
import { useOfflineCopy } from '../api/offline-mirror';
import { formatDateTime } from '../components/datetime';

export function OfflineCopyBanner({ path, style }: { path: string; style?: CSSProperties }) {
  const savedAt = useOfflineCopy(path);
  if (!savedAt) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      data-testid="offline-copy"
      style={{ marginBottom: 12, ...style }}
      message={`离线副本，更新于 ${formatDateTime(savedAt)}`}
      description="恢复网络后自动更新"
    />
  );
}
