/**
 * The type of a review journal as a tag (儿双初过 初审通过 blue, 儿双初拒 初审退回 red, 儿双终过 终审通过 green; req
 * applies-review §5.2; the words of domain/state-words.ts, issue 29), the same on the 审核日志 screen and on a child's
 * 审核日志 tab (issue 28 "Journals are shown").
 */
import { StateTag } from './state-tag';

export function JournalTypeTag({ type }: { type: string }) {
  return <StateTag kind="journal" state={type} />;
}
