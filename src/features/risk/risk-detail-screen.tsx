/**
 * One assessment (/risk/RiskDetail?id): its facts (child, type, state, computed level and score), the form read-only
 * through the one schema renderer, the review controls when the caller may take its stage, and its history. Its
 * applicant sees a returned one with the return reason and 修改并重新提交, which opens the same form for editing.
 */
import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RETURNED_STATES } from '../../../domain/apply-states';
import { getRisk, resubmitRisk, type RiskDetail } from '../../../domain/contracts/risk';
import { useCall, useCallMutation } from '../../api/use-call';
import { useCurrentUser } from '../../core/session/current-user';
import { useRecordTitle } from '../../core/page-title';
import { ApplyHistory } from '../../components/apply-history';
import { BadAddress, LoadFailed, Loading } from '../../components/child-record/detail-results';
import { ReadOnlyForm } from '../../components/child-record/read-only-form';
import { formatDateTime } from '../../components/datetime';
import { stateWord } from '../../../domain/state-words';
import { StateTag } from '../../components/state-tag';
import { RISK_LEVEL_COLORS, riskSchemaOf } from './forms';
import { RISK_RECORD_PATH } from './paths';
import { RiskEditor } from './risk-editor';
import { RiskReview, mayReviewRisk } from './risk-review';

function Facts({ risk }: { risk: RiskDetail }) {
  return (
    <Descriptions
      size="small"
      column={4}
      bordered
      items={[
        { key: 'child', label: '儿童姓名', children: risk.child_name ?? '—' },
        { key: 'genre', label: '评估类型', children: risk.apply_genre },
        {
          key: 'state',
          label: '状态',
          children: <StateTag kind="risk" state={risk.apply_state} />,
        },
        {
          key: 'level',
          label: '风险等级',
          children: risk.risk_level ? <Tag color={RISK_LEVEL_COLORS[risk.risk_level]}>{risk.risk_level}</Tag> : '—',
        },
        {
          key: 'place',
          label: '乡镇 / 村居',
          children: [risk.department_name, risk.village_name].filter(Boolean).join(' / ') || '—',
        },
        { key: 'score', label: '总分', children: risk.risk_score ?? '—' },
        { key: 'applicant', label: '评估人', children: risk.applicant_name ?? '—' },
        { key: 'updated', label: '更新时间', children: formatDateTime(risk.updated_at) },
      ]}
    />
  );
}

export function RiskDetailScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { info, can, role } = useCurrentUser();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const risk = useCall(getRisk, { query: { id } }, { enabled: valid, select: (answer) => answer.detail });
  const resubmit = useCallMutation(resubmitRisk);
  useRecordTitle(risk.data?.child_name);
  if (!valid) return <BadAddress />;
  if (risk.isPending) return <Loading />;
  if (risk.isError)
    return <LoadFailed error={risk.error} fallback="加载风险评估失败，请重试" onRetry={() => risk.refetch()} />;

  const r = risk.data;
  const schema = riskSchemaOf(r.apply_genre);
  const returned = (RETURNED_STATES as readonly string[]).includes(r.apply_state);
  const mine = r.applicant === info.id && can('risks', 'edit');
  const reviewer = mayReviewRisk(r, role) ? role : undefined;
  const reload = () => {
    void risk.refetch();
  };
  const lastReason = [...r.history].reverse().find((e) => e.reason)?.reason;

  if (editing) {
    const again = async (values: Record<string, unknown>) => {
      await resubmit.mutateAsync({ body: { id: r.id, version: r.version, values } });
      message.success('已重新提交，等待服务领导初评');
      setEditing(false);
    };
    return (
      <RiskEditor
        schema={schema}
        values={r.values}
        title={`修改${r.apply_genre}`}
        submitLabel="重新提交"
        onSubmit={again}
        onCancel={() => setEditing(false)}
        onConflict={reload}
      />
    );
  }
  return (
    <>
      {returned && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`${stateWord('risk', r.apply_state)}：${lastReason ?? '—'}`}
          action={
            mine ? (
              <Button size="small" type="primary" onClick={() => setEditing(true)}>
                修改并重新提交
              </Button>
            ) : undefined
          }
        />
      )}
      <Card
        title={r.apply_genre}
        variant="borderless"
        extra={<Button onClick={() => navigate(RISK_RECORD_PATH)}>评估记录</Button>}
      >
        <Facts risk={r} />
        <div style={{ marginTop: 16 }}>
          <ReadOnlyForm schema={schema} values={r.values} />
        </div>
      </Card>
      {reviewer && <RiskReview risk={r} role={reviewer} onReload={reload} />}
      <Card title="评估记录" variant="borderless" style={{ marginTop: 16 }}>
        <ApplyHistory history={r.history} kind="risk" />
      </Card>
    </>
  );
}
