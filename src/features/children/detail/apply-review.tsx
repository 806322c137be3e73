/**
 * An apply on the child detail screen (seed 001 §2, §4): the child values it carries in read mode, the
 * review controls in 审核 mode when the caller may act on its state (hidden otherwise), and its history.
 */
import { Alert, Card, Descriptions, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { FormSchema } from '../../../../engine/types';
import { applyKeys, getApply } from '../../../api/apply';
import { useCurrentUser } from '../../../app/session/current-user';
import { ApplyHistory } from '../../../components/apply-history';
import { formatDateTime } from '../../../components/datetime';
import { LoadFailed, Loading } from './detail-results';
import { ReadOnlyForm } from './read-only-form';
import { ReviewActions, reviewOptionsFor } from './review-actions';

type Props = { schema: FormSchema; applyId: number; reviewing: boolean };

export function ApplyReview({ schema, applyId, reviewing }: Props) {
  const { can } = useCurrentUser();
  const query = useQuery({ queryKey: applyKeys.detail(applyId), queryFn: () => getApply(applyId), staleTime: 0 });
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadFailed error={query.error} fallback="加载申请失败，请重试" onRetry={() => query.refetch()} />;

  const apply = query.data;
  const child = apply.apply_information?.information?.child;
  const options = reviewing ? reviewOptionsFor(apply.apply_state, can) : null;
  return (
    <>
      <Card variant="borderless" title={`${apply.apply_genre}申请`} extra={<Tag color="blue">{apply.apply_state}</Tag>}>
        <Descriptions size="small" column={4} style={{ marginBottom: 8 }}>
          <Descriptions.Item label="申请人">{apply.applicant_name || '—'}</Descriptions.Item>
          <Descriptions.Item label="乡镇">{apply.department_name || '—'}</Descriptions.Item>
          <Descriptions.Item label="村居">{apply.village_name || '—'}</Descriptions.Item>
          <Descriptions.Item label="申请时间">{formatDateTime(apply.created_at)}</Descriptions.Item>
        </Descriptions>
        <ReadOnlyForm schema={schema} values={child?.information?.[schema.id]} />
      </Card>
      {reviewing && options && <ReviewActions key={apply.version} apply={apply} options={options} onReload={() => query.refetch()} />}
      {reviewing && !options && (
        <Alert style={{ marginTop: 16 }} type="info" showIcon message={`该申请当前状态为“${apply.apply_state}”，您无需审核。`} />
      )}
      <Card variant="borderless" title="审核记录" style={{ marginTop: 16 }}>
        <ApplyHistory history={apply.apply_information?.history} />
      </Card>
    </>
  );
}
