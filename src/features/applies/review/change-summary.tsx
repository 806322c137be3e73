/**
 * The reviewer's list of changes (req applies-review §3 review; engine `diff`): per changed field its tab (nested tabs
 * as a path, 医疗救助 › 门诊报销), label, the value before and the value applied for. Clicking the tab opens
 * it in the forms below (`onLocate` gets the field name).
 */
import { Alert, Button, Card, Table, Typography } from 'antd';
import { fieldByName, tabByKey, tabTitleFor, type FieldChange } from '../../../../engine';
import type { FormSchema } from '../../../../engine/types';
import { displayValue, type PlaceNames } from './change-values';

/** `role`: the viewer's role, for role-dependent tab titles (as the forms show them). */
/** `beforeLabel`: what the 修改前 side is (apply-changes.tsx), named in the message when nothing changed. */
type Props = {
  schema: FormSchema;
  changes: FieldChange[];
  places: PlaceNames;
  role?: string;
  beforeLabel?: string;
  /** The card's title (default 变更内容（共 N 项）). */
  title?: string;
  /** The value columns' titles (default 修改前 / 修改后). */
  columnTitles?: [string, string];
  onLocate?: (field: string) => void;
};

/** The titles of the tabs holding the changed field, outermost first. */
function tabTitles(schema: FormSchema, change: FieldChange, role?: string): string {
  const path = fieldByName(schema, change.field)?.tabPath ?? [change.tab];
  return (
    path
      .map((key) => {
        const tab = tabByKey(schema, key);
        return tab ? tabTitleFor(tab, role) : key;
      })
      .join(' › ') || change.tabTitle
  );
}

export function ChangeSummary({
  schema,
  changes,
  places,
  role,
  beforeLabel = '当前记录',
  title,
  columnTitles = ['修改前', '修改后'],
  onLocate,
}: Props) {
  if (!changes.length) return <Alert type="info" showIcon message={`申请内容与${beforeLabel}一致，没有变更。`} />;
  const show = (change: FieldChange, value: unknown) =>
    displayValue(fieldByName(schema, change.field)?.field, value, places);
  return (
    <Card size="small" title={title ?? `变更内容（共 ${changes.length} 项）`}>
      <Table<FieldChange>
        size="small"
        rowKey="field"
        pagination={false}
        dataSource={changes}
        columns={[
          {
            key: 'tab',
            title: '页签',
            width: '22%',
            render: (_, c) =>
              onLocate ? (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onLocate(c.field)}>
                  {tabTitles(schema, c, role)}
                </Button>
              ) : (
                tabTitles(schema, c, role)
              ),
          },
          { key: 'label', title: '字段', dataIndex: 'label', width: '22%' },
          {
            key: 'before',
            title: columnTitles[0],
            render: (_, c) => <Typography.Text type="secondary">{show(c, c.before)}</Typography.Text>,
          },
          {
            key: 'after',
            title: columnTitles[1],
            render: (_, c) => <Typography.Text strong>{show(c, c.after)}</Typography.Text>,
          },
        ]}
      />
    </Card>
  );
}
