/**
 * Correcting a returned application (req applies-review §9; /childDetail/childTables?apply=ID&state=修改): the
 * applicant of a 儿童创建 / 儿童修改 that came back 初拒 or 终拒 sees the reviewer's reason, edits the form filled with
 * what they sent (the create screen's SchemaForm; nothing is retyped) and 重新提交 (PUT /api/apply/content with the
 * version read). The form is checked first as a create is (`validateForSubmit`); the server's field errors are marked
 * on the fields; a 409 offers a reload. A name or ID number shown masked may stay masked: the server keeps what the
 * apply carries. Anyone else, or an apply not returned, sees why it cannot be corrected.
 */
import { useMemo, useState } from 'react';
import { Alert, App, Button, Card, Space, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { RETURNED_STATES } from '../../../../domain/apply-states';
import { correctApply, getApplyDetail, type ApplyDetail } from '../../../../domain/contracts/apply';
import type { Character } from '../../../../domain/child-genre';
import { stateWord } from '../../../../domain/state-words';
import type { FormSchema, FormValues } from '../../../../engine/types';
import { isHttpError } from '../../../api/http-error';
import { callWith, invalidateTags, useCall } from '../../../api/use-call';
import { notifyError } from '../../../core/feedback';
import { useCurrentUser } from '../../../core/session/current-user';
import { ApplyHistory } from '../../../components/apply-history';
import { StateTag } from '../../../components/state-tag';
import { LoadFailed, Loading, showConflict } from '../../../components/child-record/detail-results';
import { useChildFormContext } from '../../../components/child-record/use-form-context';
import { usePinned } from '../../../components/child-record/use-pinned';
import { useRecordTitle } from '../../../core/page-title';
import {
  createSchemaForm,
  markFieldErrors,
  readFormValues,
  SchemaForm,
  toFormFieldErrors,
  validateForSubmit,
} from '../../../components/schema-form';
import { mayCorrect } from './may-correct';

/** The last return of an apply's history (the reviewer's reason the applicant corrects for). */
function lastReturn(apply: ApplyDetail) {
  return [...(apply.apply_information.history ?? [])]
    .reverse()
    .find((h) => (RETURNED_STATES as readonly string[]).includes(h.state));
}

export function CorrectApply({ schema, applyId }: { schema: FormSchema; applyId: number }) {
  const { info } = useCurrentUser();
  const query = useCall(getApplyDetail, { query: { id: applyId } }, { select: (a) => a.detail, staleTime: 0 });
  const { opened, reload } = usePinned(query);
  useRecordTitle((opened ?? query.data)?.child_name);
  if (query.isPending) return <Loading />;
  if (query.isError && !opened)
    return <LoadFailed error={query.error} fallback="加载申请失败，请重试" onRetry={() => query.refetch()} />;
  const apply = opened ?? query.data!;
  if (!mayCorrect(apply, info.id))
    return (
      <Alert
        type="info"
        showIcon
        message={`该申请当前状态为“${stateWord('apply', apply.apply_state)}”，只有被退回的本人申请可以修改后重新提交。`}
      />
    );
  return <CorrectForm key={apply.version} schema={schema} apply={apply} onReload={reload} />;
}

function CorrectForm({ schema, apply, onReload }: { schema: FormSchema; apply: ApplyDetail; onReload: () => void }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const { context } = useChildFormContext(apply.image_urls);
  const sent = apply.apply_information.information?.child?.information?.[schema.id] as FormValues | undefined;
  const form = useMemo(() => createSchemaForm(schema, { initialValues: sent, mode: 'edit' }), [schema, sent]);
  const back = lastReturn(apply);
  const idnumber = typeof sent?.child_idnumber === 'string' ? sent.child_idnumber : undefined;

  async function resubmit() {
    if (saving) return;
    const problems = validateForSubmit(schema, form, { registeredIdnumber: idnumber });
    if (problems.length > 0) {
      message.error(problems[0].message);
      return;
    }
    const values = readFormValues(schema, form);
    setSaving(true);
    try {
      await callWith(correctApply, {
        body: {
          id: apply.id,
          version: apply.version,
          apply_information: {
            information: { child: { character: schema.genre as Character, information: { [schema.id]: values } } },
          },
        },
      });
      message.success('已重新提交，等待审核');
      await invalidateTags(queryClient, [correctApply.tag]);
      navigate('/children/childCheck');
    } catch (error) {
      markFieldErrors(form, toFormFieldErrors(schema, isHttpError(error) ? error.fieldErrors : undefined));
      if (isHttpError(error) && error.status === 409 && error.code === 'STALE_VERSION')
        showConflict(modal, error.message, onReload);
      else notifyError(error, '提交申请失败，请重试');
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Card
        variant="borderless"
        title={`修改${apply.apply_genre}申请`}
        extra={<StateTag kind="apply" state={apply.apply_state} />}
      >
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={`退回原因：${back?.reason || '（未填写）'}`}
          description={`${back?.nickname ?? ''} 退回。请按退回原因修改后重新提交，提交后将重新进入初审。`}
        />
        <Spin spinning={saving} tip="正在提交…">
          <SchemaForm schema={schema} form={form} mode="edit" context={context} />
        </Spin>
        <Space style={{ marginTop: 24, width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(-1)} disabled={saving}>
            返回
          </Button>
          <Button type="primary" loading={saving} onClick={resubmit}>
            重新提交
          </Button>
        </Space>
      </Card>
      <Card variant="borderless" title="审核记录" style={{ marginTop: 16 }}>
        <ApplyHistory history={apply.apply_information.history} />
      </Card>
    </>
  );
}
