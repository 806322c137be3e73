/**
 * Create and modify modes of the child detail screen (req children §2): the investigation form in input
 * mode, a loading mask while saving, and 提交. A new child starts in the creator's own town and village
 * (own-place.ts, issue 29), its director looked up from that village once the form is mounted.
 */
import { useEffect, useMemo } from 'react';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { FormSchema } from '../../../../engine/types';
import type { Child } from '../../../../domain/contracts/child';
import { createSchemaForm, requestDirectorLookup, SchemaForm } from '../../../components/schema-form';
import { useCurrentUser } from '../../../core/session/current-user';
import { ownPlaceValues } from '../own-place';
import { NoAccess } from '../../../components/child-record/detail-results';
import { useChildFormContext } from '../../../components/child-record/use-form-context';
import { useSubmitChild } from './use-submit-child';

/** `imageUrls`: the newest signed URLs of the child's images (they expire; edit-child.tsx renews them), else `child.image_urls`. */
type Props = { schema: FormSchema; child?: Child; imageUrls?: Record<string, string>; onReload?: () => void };

export function ChildEditor({ schema, child, imageUrls, onReload }: Props) {
  const navigate = useNavigate();
  const { context } = useChildFormContext(imageUrls ?? child?.image_urls);
  const { info, role } = useCurrentUser();
  const stored = child?.information[schema.id];
  const isNew = !child;
  const { id: userId, department_id, village_id } = info;
  const initialValues = useMemo(
    () => (isNew ? ownPlaceValues(schema, { id: userId, role, department_id, village_id }) : stored),
    [schema, isNew, stored, userId, role, department_id, village_id],
  );
  const form = useMemo(() => createSchemaForm(schema, { initialValues, mode: 'edit' }), [schema, initialValues]);
  const preselected = isNew && Object.keys(initialValues ?? {}).length > 0;
  // a preselected village brings its director, as picking it would (the lookup runs on the user's changes only)
  useEffect(() => {
    if (preselected) requestDirectorLookup(form);
  }, [form, preselected]);
  const { submit, saving, allowed, viaApply } = useSubmitChild(schema, child, onReload);

  if (!allowed) return <NoAccess what={child ? '修改儿童信息' : '创建儿童'} />;
  return (
    <Card title={`${child ? '修改' : '创建'}${schema.title}`} variant="borderless">
      {viaApply && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message="提交后将进入审核流程，审核通过后生效。" />
      )}
      <Spin spinning={saving} tip="正在保存…">
        <SchemaForm schema={schema} form={form} mode="edit" context={context} />
      </Spin>
      <Space style={{ marginTop: 24, width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate(-1)} disabled={saving}>
          返回
        </Button>
        <Button type="primary" loading={saving} onClick={() => submit(form)}>
          提交
        </Button>
      </Space>
    </Card>
  );
}
