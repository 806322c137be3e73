/**
 * 编辑边缘认定信息 / 编辑帮教措施 (issue 28; domain/escort.ts GTA_FORM_TAB_EDITORS; PUT /api/child/gta/form): the
 * prosecutor side edits its tabs of the gta form in a dialog that holds that tab alone, made once from the record as
 * it was when the button was pressed (its version goes with the save). The evidence photos are not edited here (the
 * server keeps them). A failure says 保存失败：{reason} and keeps what was typed; a success reloads the minor.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Modal, Space } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { FORM_SCHEMAS } from '../../../../../schemas';
import type { FormSchema } from '../../../../../engine/types';
import { editsGtaTab, GTA_FORM_TABS, type GtaFormTab } from '../../../../../domain/escort';
import { getChildDetail, type Child } from '../../../../../domain/contracts/child';
import { updateChildGtaForm } from '../../../../../domain/contracts/child-gta';
import { callKey, callWith } from '../../../../api/use-call';
import { errorMessage } from '../../../../api/http-error';
import { feedback } from '../../../../core/feedback';
import { useCurrentUser } from '../../../../core/session/current-user';
import { useChildFormContext } from '../../../../components/child-record/use-form-context';
import { createSchemaForm, readFormValues, SchemaForm, validateForSubmit } from '../../../../components/schema-form';

const full = FORM_SCHEMAS.investigate_gta;
/** The gta form with the one tab, without its photo fields (the server refuses their change here). */
function tabSchema(tab: GtaFormTab): FormSchema {
  const def = full.tabs.find((t) => t.key === tab)!;
  return { ...full, tabs: [{ ...def, fields: def.fields.filter((f) => f.kind !== 'images') }] };
}

function TabDialog({ record, tab, onClose }: { record: Child; tab: GtaFormTab; onClose: () => void }) {
  const client = useQueryClient();
  const { context } = useChildFormContext(record.image_urls);
  const schema = useMemo(() => tabSchema(tab), [tab]);
  const [start] = useState(() => ({
    values: (record.information.investigate_gta ?? {}) as Record<string, unknown>,
    version: record.version,
  }));
  const form = useMemo(() => createSchemaForm(schema, { initialValues: start.values, mode: 'edit' }), [schema, start]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = schema.tabs[0].title;
  const save = async () => {
    if (validateForSubmit(schema, form).length) return;
    setBusy(true);
    setError(null);
    try {
      await callWith(updateChildGtaForm, {
        body: { id: record.id, version: start.version, tab, values: readFormValues(schema, form) },
      });
      feedback.message.success('修改成功');
      await client.invalidateQueries({ queryKey: callKey(getChildDetail, { query: { id: record.id } }) });
      onClose();
    } catch (e) {
      setError(`保存失败：${errorMessage(e, '请重试')}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={900}
      title={`编辑${title}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      onOk={save}
      onCancel={onClose}
    >
      {error && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={error} />}
      <SchemaForm schema={schema} form={form} mode="edit" context={context} />
    </Modal>
  );
}

/** The buttons of the tabs the caller edits (none for a role that edits no tab). */
export function GtaTabEditor({ record }: { record: Child }) {
  const { role } = useCurrentUser();
  const [open, setOpen] = useState<GtaFormTab | null>(null);
  const mine = GTA_FORM_TABS.filter((t) => editsGtaTab(role, t));
  if (!mine.length) return null;
  return (
    <Space style={{ marginTop: 12 }}>
      {mine.map((t) => (
        <Button key={t} icon={<EditOutlined />} onClick={() => setOpen(t)}>
          编辑{full.tabs.find((x) => x.key === t)?.title}
        </Button>
      ))}
      {open && <TabDialog record={record} tab={open} onClose={() => setOpen(null)} />}
    </Space>
  );
}
