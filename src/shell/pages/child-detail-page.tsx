/**
 * The child detail screen (/childDetail/childTables, req children §2): picks the mode from the query —
 * 创建 (new child), 修改 (id; with apply: the applicant corrects a returned apply), 审核 (apply), 仅查看 (id: the child; apply: the application) — and the
 * investigation form from `genre`. One address serves two features (the spec's links), so the dispatch lives
 * in the app shell: the child screens come from features/children, the apply review from features/applies,
 * and what both use from components/child-record (a feature never imports another, eslint.config.js).
 */
import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../core/session/current-user';
import { ApplyReview } from '../../features/applies/review/apply-review';
import { CorrectApply } from '../../features/applies/correct/correct-apply';
import { ChildEditor } from '../../features/children/detail/child-editor';
import { ChildView } from '../../features/children/detail/child-view';
import { parseDetailParams, schemaForGenre } from '../../components/child-record/detail-params';
import { BadAddress, NoAccess } from '../../components/child-record/detail-results';
import { EditChild } from '../../features/children/detail/edit-child';

export function ChildDetailPage() {
  const [search] = useSearchParams();
  const { can } = useCurrentUser();
  const { mode, id, apply, genre } = parseDetailParams(search);
  const schema = schemaForGenre(genre);
  const key = search.toString();

  if (!schema) return <Result status="warning" title="暂不支持该类别的儿童表单" subTitle={`类别：${genre}`} />;
  const mayReadApply = can('applies', 'get') || can('review_first', 'get') || can('review_final', 'get');

  switch (mode) {
    case '创建':
      return <ChildEditor key={key} schema={schema} />;
    case '修改':
      // an apply returned to its applicant is corrected on its own screen (req applies-review §9)
      if (apply)
        return can('applies', 'add') ? (
          <CorrectApply key={key} schema={schema} applyId={apply} />
        ) : (
          <NoAccess what="修改申请" />
        );
      return id ? <EditChild key={key} schema={schema} id={id} /> : <BadAddress />;
    case '审核':
      if (!apply) return <BadAddress />;
      return mayReadApply ? (
        <ApplyReview key={key} schema={schema} applyId={apply} reviewing />
      ) : (
        <NoAccess what="审核申请" />
      );
    case '仅查看':
      if (apply)
        return mayReadApply ? (
          <ApplyReview key={key} schema={schema} applyId={apply} reviewing={false} />
        ) : (
          <NoAccess what="查看申请" />
        );
      if (!id) return <BadAddress />;
      return can('children', 'get') ? (
        <ChildView key={key} schema={schema} id={id} />
      ) : (
        <NoAccess what="查看儿童信息" />
      );
    default:
      return <BadAddress />;
  }
}
