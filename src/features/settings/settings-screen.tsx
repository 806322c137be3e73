/**
 * 系统设置 (req settings §2 configuration; docs/decisions-configuration.md): the console's settings, checked by the
 * schema the server checks with (domain/configuration.ts) — how often the menu badges are polled, and the summer and
 * winter holiday periods of the statistics, and the range of a monthly allowance (保金预警). 保存 sends the version read: 保存成功 only once the server has taken it; a
 * change made meanwhile by someone else (409) is said with 刷新, which loads theirs; the server's field messages land on
 * the fields. The values on screen are the ones read: a background refresh of the settings (the badges poll them)
 * never replaces what is being typed.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  BADGE_POLL_SECONDS_MAX,
  BADGE_POLL_SECONDS_MIN,
  HOLIDAYS,
  SETTING_LABELS,
  SETTINGS_ID,
  settingsSchema,
  type Settings,
} from '../../../domain/configuration';
import { getConfiguration, updateConfiguration } from '../../../domain/contracts/configuration';
import type { CallOutput } from '../../../domain/contracts/define';
import { errorMessage, isHttpError } from '../../api/http-error';
import { callKey, callWith, useCall } from '../../api/use-call';
import { putFieldErrors } from '../../components/contract-form/field-errors';
import { feedback, notifyError } from '../../core/feedback';
import { usePageTitle } from '../../core/page-title';
import { formatDateTime } from '../../components/datetime';

/** The settings row as read (the badges read the same call and input: one cache entry). */
type Configuration = CallOutput<typeof getConfiguration>['detail'];
const INPUT = { query: { id: SETTINGS_ID } };
const HOLIDAY_TITLES = { summer: '暑假', winter: '寒假' } as const;
const FIELD_PREFIX = 'configuration_value.';

/** The first message the shared schema gives for `field` on the form's values, or none. */
function messageFor(values: Partial<Settings>, field: keyof Settings): string | undefined {
  const result = settingsSchema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

/** The settings screen: the row as read, its form, and the way back to the stored values after a conflict. */
export function SettingsScreen() {
  const title = usePageTitle();
  const client = useQueryClient();
  const query = useCall(getConfiguration, INPUT, { select: (answer) => answer.detail });
  // the row the form was made from: kept while the query refreshes in the background
  const [pinned, setPinned] = useState<Configuration>();
  useEffect(() => {
    if (!pinned && query.data) setPinned(query.data);
  }, [pinned, query.data]);
  const shown = pinned ?? query.data;

  /** Reads the row again and shows it (after a save, or 刷新 after a conflict); `fallback` if that read fails. */
  const reload = async (fallback?: Configuration) => {
    try {
      setPinned(
        (
          await client.fetchQuery({
            queryKey: callKey(getConfiguration, INPUT),
            queryFn: () => callWith(getConfiguration, INPUT),
            staleTime: 0,
          })
        ).detail,
      );
    } catch (e) {
      if (fallback) setPinned(fallback);
      else notifyError(e, '加载系统设置失败，请重试');
    }
  };

  if (!shown) {
    return (
      <Card title={title} variant="borderless" loading={query.isPending}>
        {query.isError && (
          <Alert
            type="error"
            showIcon
            message={errorMessage(query.error, '加载系统设置失败，请重试')}
            action={
              <Button size="small" onClick={() => query.refetch()}>
                重试
              </Button>
            }
          />
        )}
      </Card>
    );
  }
  return (
    <Card title={title} variant="borderless">
      <SettingsForm key={shown.version} detail={shown} onSaved={(saved) => reload(saved)} onReload={() => reload()} />
    </Card>
  );
}

type FormProps = {
  detail: Configuration;
  onSaved: (saved: Configuration) => Promise<void>;
  onReload: () => Promise<void>;
};

/** The form of one version of the settings (made afresh for each version shown). */
function SettingsForm({ detail, onSaved, onReload }: FormProps) {
  const [form] = Form.useForm<Settings>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  const rule = (field: keyof Settings) => ({
    validator: async () => {
      const m = messageFor(form.getFieldsValue(), field);
      if (m) throw new Error(m);
    },
  });

  const save = async (values: Settings) => {
    const parsed = settingsSchema.safeParse(values);
    if (!parsed.success) return;
    setBusy(true);
    setError(null);
    try {
      const { version } = await callWith(updateConfiguration, {
        body: { id: detail.id, version: detail.version, configuration_value: parsed.data },
      });
      feedback.message.success('保存成功');
      await onSaved({ ...detail, configuration_value: parsed.data, version });
    } catch (e) {
      putFieldErrors(form, e, (f) => (f.startsWith(FIELD_PREFIX) ? f.slice(FIELD_PREFIX.length) : null));
      setError({ message: `保存失败：${errorMessage(e, '请重试')}`, stale: isHttpError(e) && e.status === 409 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={detail.configuration_value}
      onFinish={save}
      style={{ maxWidth: 560 }}
    >
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={error.message}
          action={
            error.stale ? (
              <Button size="small" onClick={onReload}>
                刷新
              </Button>
            ) : undefined
          }
        />
      )}
      <Form.Item
        name="badge_poll_seconds"
        label={SETTING_LABELS.badge_poll_seconds}
        rules={[rule('badge_poll_seconds')]}
        extra={`菜单上待审核、待处理数目的刷新间隔，${BADGE_POLL_SECONDS_MIN}–${BADGE_POLL_SECONDS_MAX} 秒`}
      >
        <InputNumber
          min={BADGE_POLL_SECONDS_MIN}
          max={BADGE_POLL_SECONDS_MAX}
          precision={0}
          suffix="秒"
          style={{ width: 200 }}
        />
      </Form.Item>
      {(Object.keys(HOLIDAYS) as (keyof typeof HOLIDAYS)[]).map((holiday) => {
        const [begin, end] = HOLIDAYS[holiday];
        return (
          <div key={holiday}>
            <Typography.Title level={5}>{HOLIDAY_TITLES[holiday]}（统计使用，格式 MM-DD）</Typography.Title>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item name={begin} label={SETTING_LABELS[begin]} rules={[rule(begin)]}>
                  <Input placeholder="MM-DD" maxLength={5} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name={end} label={SETTING_LABELS[end]} dependencies={[begin]} rules={[rule(end)]}>
                  <Input placeholder="MM-DD" maxLength={5} />
                </Form.Item>
              </Col>
            </Row>
          </div>
        );
      })}
      <Typography.Title level={5}>保金金额范围（超出范围的保金列入保金预警，单位：元）</Typography.Title>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="allowance_min" label={SETTING_LABELS.allowance_min} rules={[rule('allowance_min')]}>
            <InputNumber min={0} max={100000} precision={2} suffix="元" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="allowance_max"
            label={SETTING_LABELS.allowance_max}
            dependencies={['allowance_min']}
            rules={[rule('allowance_max')]}
          >
            <InputNumber min={0} max={100000} precision={2} suffix="元" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Space size="large" align="center">
        <Button type="primary" htmlType="submit" loading={busy}>
          保存
        </Button>
        {detail.updated_by_name && (
          <Typography.Text type="secondary">
            上次修改：{detail.updated_by_name}，{formatDateTime(detail.updated_at)}
          </Typography.Text>
        )}
      </Space>
    </Form>
  );
}
