/**
 * The line of facts above a record (child detail: 乡镇, 村居, 等级, 更新时间; an apply: 申请人, 乡镇, 村居, 申请时间),
 * given as data: `[label, value]` pairs, four to a row, an empty value shown as —.
 */
import type { ReactNode } from 'react';
import { Descriptions } from 'antd';

export type Fact = readonly [label: string, value: ReactNode];

export function RecordFacts({ facts }: { facts: readonly Fact[] }) {
  const items = facts.map(([label, value]) => ({
    key: label,
    label,
    children: value === null || value === undefined || value === '' ? '—' : value,
  }));
  return <Descriptions size="small" column={4} style={{ marginBottom: 8 }} items={items} />;
}
