/**
 * The reveal of full names on a children screen (req children §7.2; issue 15 "Masking"): for a role holding
 * names:get, 显示全名 (after a confirm, since it is an operation record) asks POST /api/child/reveal; while
 * revealed the control counts down the time left and offers 隐藏 (DELETE). The state is re-checked with
 * the server every REVEAL_RECHECK_MS (60 s) and when the countdown ends; each change reloads the children
 * lists and details (the `child` tag, which the reveal state carries too), so what the screen shows follows the
 * server's masking. Roles without the permission
 * see nothing here.
 */
import { useEffect, useState } from 'react';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { NAME_REVEAL_MS, REVEAL_RECHECK_MS } from '../../../domain/masking';
import { endReveal, revealNames } from '../../../domain/contracts/child-state';
import { callWith, invalidateTags } from '../../api/use-call';
import { notifyError } from '../../core/feedback';
import { useCurrentUser } from '../../core/session/current-user';
import { useRevealState } from './use-reveal-recheck';

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

export function RevealControl() {
  const { can } = useCurrentUser();
  const allowed = can('names', 'get');
  const client = useQueryClient();
  const state = useRevealState(allowed, REVEAL_RECHECK_MS);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const left = state.data ? Math.min(state.data, state.data - (now - state.dataUpdatedAt)) : 0;
  const revealed = left > 0;

  useEffect(() => {
    if (!state.data) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.data]);

  useEffect(() => {
    // The countdown ran out: ask the server again and show the lists masked.
    if (state.data && left <= 0) {
      void invalidateTags(client, ['child']);
    }
  }, [state.data, left, client]);

  if (!allowed) return null;

  const change = async (run: () => Promise<unknown>, failed: string) => {
    setBusy(true);
    try {
      await run();
      setNow(Date.now());
    } catch (error) {
      notifyError(error, failed);
    } finally {
      setBusy(false);
      await invalidateTags(client, ['child']);
    }
  };

  if (revealed) {
    return (
      <Space>
        <Tag color="orange" icon={<EyeOutlined />} aria-live="polite">
          全名显示中 · 剩余 {mmss(left)}
        </Tag>
        <Button
          icon={<EyeInvisibleOutlined />}
          loading={busy}
          onClick={() => change(() => callWith(endReveal, undefined), '操作失败，请重试')}
        >
          隐藏全名
        </Button>
      </Space>
    );
  }
  return (
    <Popconfirm
      title="显示完整姓名和身份证号？"
      description={`将记录本次操作，${NAME_REVEAL_MS / 60_000} 分钟后自动恢复遮蔽。`}
      okText="显示"
      cancelText="取消"
      onConfirm={() => change(() => callWith(revealNames, { body: {} }), '显示全名失败，请重试')}
    >
      <Button icon={<EyeOutlined />} loading={busy || state.isLoading}>
        显示全名
      </Button>
    </Popconfirm>
  );
}
