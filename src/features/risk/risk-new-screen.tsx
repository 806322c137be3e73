/**
 * A new assessment (/risk/RiskNew?genre&child, opened from 发起评估): the chosen form for the chosen child; submitted
 * it waits for 服务领导 (待初评) and the screen moves to it.
 */
import { App, Alert } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RISK_APPLY_GENRES, type RiskApplyGenre } from '../../../domain/apply-states';
import { getChildDetail } from '../../../domain/contracts/child';
import { createRisk } from '../../../domain/contracts/risk';
import { useCall, useCallMutation } from '../../api/use-call';
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
  const child = useCall(
    getChildDetail,
    { query: { id: childId } },
    { enabled: valid, select: (answer) => answer.detail },
  );
  const create = useCallMutation(createRisk);
  if (!valid) return <BadAddress />;
  if (child.isPending) return <Loading />;
  if (child.isError)
    return <LoadFailed error={child.error} fallback="加载儿童信息失败，请重试" onRetry={() => child.refetch()} />;

  const submit = async (values: Record<string, unknown>) => {
    const saved = await create.mutateAsync({ body: { apply_genre: genre, link_id: childId, values } });
    message.success('提交成功，等待服务领导初评');
    navigate(riskDetailPath(saved.id), { replace: true });
  };
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={`正在为「${child.data.child_name}」填写${genre}，综合风险等级按各项自动评定。`}
      />
      <RiskEditor
        schema={riskSchemaOf(genre)}
        title={genre}
        submitLabel="提交评估"
        onSubmit={submit}
        onCancel={() => navigate(RISK_RECORD_PATH)}
        onConflict={() => navigate(RISK_RECORD_PATH)}
      />
    </>
  );
}
