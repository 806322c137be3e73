/**
 * The reviewer's comparison of a 儿童修改 apply (req applies-review §3 review; DESIGN "a reviewer sees before and after
 * side by side with changed fields marked"): the change list from the engine's `diff`, then the current
 * record (修改前) and the values applied for (修改后) in read mode side by side, tabs in step, changed
 * fields marked on both sides.
 */
import { useMemo } from 'react';
import { Card, Col, Row } from 'antd';
import { diff, fieldByName } from '../../../../engine';
import type { FormSchema, FormValues } from '../../../../engine/types';
import { createSchemaForm, openTabPath, SchemaForm } from '../../../components/schema-form';
import { markChangedFields } from './changed-fields';
import { Loading } from '../../../components/child-record/detail-results';
import { ChangeSummary } from './change-summary';
import type { PlaceNames } from './change-values';
import { useChildFormContext } from '../../../components/child-record/use-form-context';
import { useSyncedTabs } from '../../../components/child-record/use-synced-tabs';

/**
 * `imageUrls`: the apply detail's `image_urls` (signed URLs of the images on both sides). `beforeLabel`: what
 * the 修改前 side is, '当前记录' by default, '通过前的记录' for an apply that passed (the detail's `current_recorded`).
 */
type Props = {
  schema: FormSchema;
  before: FormValues | undefined;
  after: FormValues | undefined;
  imageUrls?: Record<string, string>;
  beforeLabel?: string;
};

function markedReadForm(schema: FormSchema, values: FormValues | undefined, changed: string[]) {
  const form = createSchemaForm(schema, { initialValues: values ?? {}, mode: 'read' });
  markChangedFields(form, changed);
  return form;
}

export function ApplyChanges({ schema, before, after, imageUrls, beforeLabel = '当前记录' }: Props) {
  const { context, loading } = useChildFormContext(imageUrls);
  const changes = useMemo(() => diff(schema, before, after), [schema, before, after]);
  const changed = useMemo(() => changes.map((c) => c.field), [changes]);
  const beforeForm = useMemo(() => markedReadForm(schema, before, changed), [schema, before, changed]);
  const afterForm = useMemo(() => markedReadForm(schema, after, changed), [schema, after, changed]);
  useSyncedTabs(schema, beforeForm, afterForm);
  const places: PlaceNames = useMemo(
    () =>
      new Map([...context.departments.towns, ...context.departments.villages].map((d) => [d.id, d.department_name])),
    [context.departments],
  );
  // Towns and villages read as names in the change list: wait for the department list rather than flash ids.
  if (loading) return <Loading />;

  return (
    <>
      <ChangeSummary
        schema={schema}
        changes={changes}
        places={places}
        role={context.role}
        beforeLabel={beforeLabel}
        onLocate={(field) => openTabPath(afterForm, fieldByName(schema, field)?.tabPath ?? [])}
      />
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <Card size="small" title="修改前" extra={beforeLabel}>
            <SchemaForm schema={schema} form={beforeForm} mode="read" context={context} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title="修改后" extra="申请内容">
            <SchemaForm schema={schema} form={afterForm} mode="read" context={context} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
