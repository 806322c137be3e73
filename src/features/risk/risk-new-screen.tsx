/**
 * A new assessment (/risk/RiskNew?genre&child, opened from 发起评估): the chosen form for the chosen child; submitted
 * it waits for 服务领导 (待初评) and the screen moves to it.
 */
import { App, Alert } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RISK_APPLY_GENRES, type RiskApplyGenre } from '../../../domain/apply-states';
import { childKeys, getChild } from '../../api/child';
import { riskKeys, submitRisk } from '../../api/risk';
import { BadAddress, LoadFailed, Loading } from '../../components/child-record/detail-results';
import { riskSchemaOf } from './forms';
import { riskDetailPath, RISK_RECORD_PATH } from './paths';
import { RiskEditor } from './risk-editor';

export function RiskNewScreen() {
  const [params] = useSearchParams();
  const genre = params.get('genre') as RiskApplyGenre | null;
  const childId = Number(params.get('child'));
  const valid = !!genre && RISK_APPLY_GENRES.includes(genre) && Number.isInteger(childId) && childId > 0;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const child = useQuery({ queryKey: childKeys.detail(childId), queryFn: () => getChild(childId), enabled: valid });
  if (!valid) return <BadAddress />;
  if (child.isPending) return <Loading />;
  if (child.isError) return <LoadFailed error={child.error} fallback="加载儿童信息失败，请重试" onRetry={() => child.refetch()} />;

  const submit = async (values: Record<string, unknown>) => {
    const saved = await submitRisk({ apply_genre: genre, link_id: childId, values });
    message.success('提交成功，等待服务领导初评');
    await queryClient.invalidateQueries({ queryKey: riskKeys.all });
    navigate(riskDetailPath(saved.id), { replace: true });
  };
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={`正在为「${child.data.child_name}」填写${genre}，综合风险等级按各项自动评定。`} />
      <RiskEditor schema={riskSchemaOf(genre)} title={genre} submitLabel="提交评估" onSubmit={submit}
        onCancel={() => navigate(RISK_RECORD_PATH)} onConflict={() => navigate(RISK_RECORD_PATH)} />
    </>
  );
}
