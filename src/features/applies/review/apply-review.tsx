/**
 * An apply on the child detail screen (req applies-review §3): the child values it carries in read mode, the
 * review controls in 审核 mode when the caller may act on its state (hidden otherwise), and its history.
 * A 儿童修改 apply whose detail carries the child's `current` record is shown as a comparison (change list,
 * 修改前 / 修改后 side by side, changed fields marked) at every stage, first and final review alike. A corrected apply
 * first lists what changed since the round that was returned (round-changes.tsx, req applies-review §9).
 *
 * While the screen is open the apply is fetched again every IMAGE_URL_REFRESH_MS and on window focus, so
 * the signed image URLs are renewed before they expire. The screen keeps the apply it opened with (what
 * the reviewer is deciding on, and the version the decision carries); a newer version is announced with
 * 重新加载, and the typed review text survives the reload.
 */
import { Alert, Card } from 'antd';
import { getApplyDetail, type ApplyDetail } from '../../../../domain/contracts/apply';
import type { ChildInformation } from '../../../../domain/contracts/child';
import { IMAGE_URL_REFRESH_MS } from '../../../../domain/images';
import { applyKindFor, stateWord } from '../../../../domain/state-words';
import type { FormSchema, FormValues } from '../../../../engine/types';
import { useCall } from '../../../api/use-call';
import { useCurrentUser } from '../../../core/session/current-user';
import { useRecordTitle } from '../../../core/page-title';
import { ApplyHistory } from '../../../components/apply-history';
import { formatDateTime } from '../../../components/datetime';
import { StateTag } from '../../../components/state-tag';
import { ApplyChanges } from './apply-changes';
import { ProposedHelpers } from '../proposed-helpers';
import { RoundChanges } from './round-changes';
import { LoadFailed, Loading, NewerVersion } from '../../../components/child-record/detail-results';
import { ReadOnlyForm } from '../../../components/child-record/read-only-form';
import { RecordFacts } from '../../../components/child-record/record-facts';
import { ReviewActions, mayReview } from './review-actions';
import { usePinned } from '../../../components/child-record/use-pinned';

type Props = { schema: FormSchema; applyId: number; reviewing: boolean };

const PENDING = ['申请', '初过'];

const NEWER =
  '该申请已被他人处理或修改，当前显示的是您打开时的内容；重新加载可查看最新内容（已填写的审核意见会保留）。';

function ApplyContent({
  schema,
  apply,
  imageUrls,
}: {
  schema: FormSchema;
  apply: ApplyDetail;
  imageUrls?: Record<string, string>;
}) {
  const after = apply.apply_information?.information?.child?.information?.[schema.id as keyof ChildInformation];
  const previous = apply.apply_information?.previous?.child?.information?.[schema.id as keyof ChildInformation];
  // a corrected apply: what changed since the round the reviewer returned (req applies-review §9)
  const round = apply.apply_information?.previous ? (
    <RoundChanges schema={schema} previous={previous} now={after} />
  ) : null;
  // a 帮扶人员 apply carries no child form: the helpers it proposes (issue 29)
  if (apply.apply_genre === '帮扶人员') return <ProposedHelpers row={apply} />;
  if (apply.current === undefined)
    return (
      <>
        {round}
        <ReadOnlyForm schema={schema} values={after} imageUrls={imageUrls} />
      </>
    );
  if (apply.current === null) {
    return (
      <>
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="要修改的儿童已不存在，仅显示申请内容。" />
        <ReadOnlyForm schema={schema} values={after} imageUrls={imageUrls} />
      </>
    );
  }
  const before = apply.current.information?.[schema.id as keyof ChildInformation] as FormValues | undefined;
  const base = apply.apply_information?.base_version;
  const moved = PENDING.includes(apply.apply_state) && base !== undefined && base !== apply.current.version;
  return (
    <>
      {moved && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="该儿童的记录在申请提交后已被修改，“修改前”为当前记录；终审通过时将因记录已变更而失败，请打回后重新提交。"
        />
      )}
      {round}
      <ApplyChanges
        schema={schema}
        before={before}
        after={after}
        imageUrls={imageUrls}
        beforeLabel={apply.current_recorded ? '通过前的记录' : '当前记录'}
      />
    </>
  );
}

export function ApplyReview({ schema, applyId, reviewing }: Props) {
  const { role } = useCurrentUser();
  const query = useCall(
    getApplyDetail,
    { query: { id: applyId } },
    {
      select: (answer) => answer.detail,
      staleTime: 0,
      refetchInterval: IMAGE_URL_REFRESH_MS,
      refetchOnWindowFocus: true,
    },
  );
  const { opened, newer, reload } = usePinned(query);
  useRecordTitle((opened ?? query.data)?.child_name);
  if (query.isPending) return <Loading />;
  if (query.isError && !opened)
    return <LoadFailed error={query.error} fallback="加载申请失败，请重试" onRetry={() => query.refetch()} />;

  const apply = opened ?? query.data!;
  const reviewer = reviewing && mayReview(apply, role) ? role : undefined;
  return (
    <>
      {newer && <NewerVersion message={NEWER} onReload={reload} />}
      <Card
        variant="borderless"
        title={`${apply.apply_genre}申请`}
        extra={<StateTag kind={applyKindFor(apply.apply_genre)} state={apply.apply_state} />}
      >
        <RecordFacts
          facts={[
            ['申请人', apply.applicant_name],
            ['乡镇', apply.department_name],
            ['村居', apply.village_name],
            ['申请时间', formatDateTime(apply.created_at)],
          ]}
        />
        <ApplyContent schema={schema} apply={apply} imageUrls={query.data?.image_urls ?? apply.image_urls} />
      </Card>
      {reviewing && reviewer && <ReviewActions key={apply.id} apply={apply} role={reviewer} onReload={reload} />}
      {reviewing && !reviewer && (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          showIcon
          message={`该申请当前状态为“${stateWord(applyKindFor(apply.apply_genre), apply.apply_state)}”，您无需审核。`}
        />
      )}
      <Card variant="borderless" title="审核记录" style={{ marginTop: 16 }}>
        <ApplyHistory history={apply.apply_information?.history} />
      </Card>
    </>
  );
}
