/**
 * The type of a review journal as a tag (儿双初过 blue, 儿双初拒 red, 儿双终过 green; req applies-review §5.2), the
 * same on the 审核日志 screen and on a child's 审核日志 tab (issue 28 "Journals are shown").
 */
import { Tag } from 'antd';

const COLOURS: Record<string, string> = { 儿双初过: 'blue', 儿双初拒: 'red', 儿双终过: 'green' };

export function JournalTypeTag({ type }: { type: string }) {
  return <Tag color={COLOURS[type]}>{type}</Tag>;
}
