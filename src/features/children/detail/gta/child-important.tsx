/**
 * Tab 2 跨部门信息 of the gta screen (req gta §2, §6.2, §7.3; issue 17): the department fields of
 * information.important (schemas/important_gta.ts) in read mode, with the case counts' update times (a zero or
 * missing time shows 无) and the exit reason of a minor who left. The escort roles owning fields of it
 * (important:edit) switch to 编辑跨部门信息: their own fields become inputs, the others' stay read-only, and 保存
 * sends the form with the version read. A failure says so (保存失败： and the server's message, or 请重试) and
 * keeps what was typed; a 409 offers to reload.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { IMPORTANT_SCHEMAS } from '../../../../../schemas';
import { getChildDetail, type Child } from '../../../../../domain/contracts/child';
import { updateChildImportant } from '../../../../../domain/contracts/child-gta';
import { callKey, callWith } from '../../../../api/use-call';
import { errorMessage, isHttpError } from '../../../../api/http-error';
import { feedback } from '../../../../core/feedback';
import { useCurrentUser } from '../../../../core/session/current-user';
import { useChildFormContext } from '../../../../components/child-record/use-form-context';
import { RecordFacts } from '../../../../components/child-record/record-facts';
import { formatDateTime } from '../../../../components/datetime';
import { createSchemaForm, readFormValues, SchemaForm, validateForSubmit } from '../../../../components/schema-form';

const schema = IMPORTANT_SCHEMAS.gta;

/** A time in seconds as the screen shows it: 无 for zero or none (req gta §6.2). */
export function secondsText(value: unknown): string {
  return typeof value === 'number' && value > 0 ? formatDateTime(new Date(value * 1000).toISOString()) : '无';
}

export function ChildImportant({ record }: { record: Child }) {
  const { can } = useCurrentUser();
  const client = useQueryClient();
  const { context } = useChildFormContext(record.image_urls);
  const important = (record.information.important ?? {}) as Record<string, unknown>;
  // the record as it was when 编辑 was pressed: the edit form is made once from it, so neither a background
  // refresh nor a failed save loses what was typed; its version goes with the save
  const [editing, setEditingFrom] = useState<{ values: Record<string, unknown>; version: number } | null>(null);
  const setEditing = (on: boolean) => setEditingFrom(on ? { values: important, version: record.version } : null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  const source = editing?.values ?? important;
  const form = useMemo(
    () => createSchemaForm(schema, { initialValues: source, mode: editing ? 'edit' : 'read' }),
    [editing, source],
  );

  const save = async () => {
    if (!editing || validateForSubmit(schema, form).length) return;
    setBusy(true);
    setError(null);
    try {
      await callWith(updateChildImportant, {
        body: { id: record.id, version: editing.version, important: readFormValues(schema, form) },
      });
      feedback.message.success('修改成功');
      setEditing(false);
      await client.invalidateQueries({ queryKey: callKey(getChildDetail, { query: { id: record.id } }) });
    } catch (e) {
      setError({ message: `保存失败：${errorMessage(e, '请重试')}`, stale: isHttpError(e) && e.status === 409 });
    } finally {
      setBusy(false);
    }
  };
  const reload = async () => {
    setError(null);
    setEditing(false);
    await client.invalidateQueries({ queryKey: callKey(getChildDetail, { query: { id: record.id } }) });
  };

  return (
    <div>
      <RecordFacts
        facts={[
          ['违法案件数更新时间', secondsText(important.escort_noncrime_number_timestamp)],
          ['犯罪案件数更新时间', secondsText(important.escort_crime_number_timestamp)],
          ['公安更新时间', secondsText(important.police_update_time)],
          ...(record.character_gta_quit ? [['退出原因', String(important.escort_quit_reason ?? '')] as const] : []),
        ]}
      />
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={error.message}
          action={
            error.stale ? (
              <Button size="small" onClick={reload}>
                刷新
              </Button>
            ) : undefined
          }
        />
      )}
      <SchemaForm
        key={editing ? 'edit' : 'read'}
        schema={schema}
        form={form}
        mode={editing ? 'edit' : 'read'}
        context={context}
      />
      {can('important', 'edit') && (
        <Space style={{ marginTop: 12 }}>
          {editing ? (
            <>
              <Button type="primary" loading={busy} onClick={save}>
                保存
              </Button>
              <Button
                disabled={busy}
                onClick={() => {
                  setEditing(false);
                  setError(null);
                }}
              >
                取消
              </Button>
            </>
          ) : (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              编辑跨部门信息
            </Button>
          )}
        </Space>
      )}
    </div>
  );
}
