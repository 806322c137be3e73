/**
 * A child's classification and tags above its record (issue 28; req children §13): 等级, 排序等级, 重点, a left-behind
 * girl's 女童等级 and the 儿童督导员 as facts, and the tags (标签) it carries as a line of tags.
 */
import { Space, Tag } from 'antd';
import { LEVEL_COLORS } from '../../../../domain/child-levels';
import type { Child } from '../../../../domain/contracts/child';
import type { Fact } from '../../../components/child-record/record-facts';

const levelTag = (v: string | null) => (v ? <Tag color={LEVEL_COLORS[v]}>{v}</Tag> : '');

/** The classification facts of `c` (the girl level only when it has one). */
export function classificationFacts(c: Child): Fact[] {
  const dominator = c.information.important?.dominator_name;
  return [
    ['等级', levelTag(c.level)],
    ['排序等级', levelTag(c.ranking)],
    ['重点', c.emphasis ? <Tag color="red">重点</Tag> : '否'],
    ...(c.girl_level ? [['女童等级', levelTag(c.girl_level)] as Fact] : []),
    ['儿童督导员', typeof dominator === 'string' ? dominator : ''],
  ];
}

/** The tags the child carries, or nothing. */
export function ChildLabels({ labels }: { labels: string[] }) {
  if (!labels.length) return null;
  return (
    <Space size={[4, 4]} wrap style={{ marginBottom: 8 }} aria-label="标签">
      <span>标签：</span>
      {labels.map((l) => (
        <Tag key={l} color="cyan">
          {l}
        </Tag>
      ))}
    </Space>
  );
}
