/**
 * The small dialogs of a clue's handling (issue 18): a reason (拒办, 退回, 打回), a result with photos (申请办结), the
 * departments to dispatch to (分派). Each keeps what was typed when the call fails and says why.
 */
import type { ReactNode } from 'react';
import { Form, Input, Select } from 'antd';
import type { CallInput, CallOutput, Contract } from '../../../domain/contracts/define';
import { DENOUNCE_IMAGES_MAX } from '../../../domain/denounces';
import { PhotoUpload, usePhotoUpload } from '../../components/photo-upload';
import { useDepartments } from '../../components/use-departments';
import { ContractDialog, FormProblem } from '../../components/contract-form/contract-dialog';

type Values = { text?: string; departments?: number[] };
export type StepInput = { text?: string; departments?: number[]; images?: { url: string }[] };

/**
 * One step's dialog: `contract` is the call the step sends (dispatchDenounce, rejectDenounce, moveAdjunct,
 * reviewAdjunct), `toInput` its input from what was typed. The text is the body's `reason` (kind text) or `result`
 * (kind result): its bounds come from the contract; that the step needs one is the step's rule (domain/denounces.ts
 * ADJUNCT_MOVES `needs`), so it stays a rule here. After a success `onDone` runs (the drawer says so and refreshes).
 */
export function StepDialog<C extends Contract>({
  title,
  kind,
  label,
  contract,
  toInput,
  onDone,
  onClose,
}: {
  title: string;
  kind: 'text' | 'result' | 'dispatch';
  label?: string;
  contract: C;
  toInput: (input: StepInput) => CallInput<C>;
  onDone: (answer: CallOutput<C>) => Promise<unknown>;
  onClose: () => void;
}) {
  const photos = usePhotoUpload(DENOUNCE_IMAGES_MAX);
  const { agencies } = useDepartments();
  const send = (v: Values) => {
    if (photos.uploading) throw new FormProblem('照片还在上传，请稍候');
    return toInput({
      text: v.text,
      departments: v.departments,
      images: photos.uploaded().map((p) => ({ url: p.url })),
    });
  };
  const textField = kind === 'result' ? 'result' : 'reason';
  return (
    <ContractDialog<C, Values>
      title={title}
      contract={contract}
      okText="确定"
      width={520}
      failure={`${title}失败`}
      success={false}
      invalidates={[]}
      toInput={send}
      onDone={async (answer) => {
        await onDone(answer);
      }}
      onClose={onClose}
      fieldMap={(f) => (f === textField ? 'text' : undefined)}
    >
      {({ field, maxLength }) => {
        let body: ReactNode;
        if (kind === 'dispatch') {
          body = (
            <Form.Item {...field('departments')} label="分派部门">
              <Select
                mode="multiple"
                placeholder="选择一个或多个部门"
                options={agencies.map((a) => ({ value: a.id, label: a.department_name }))}
                optionFilterProp="label"
              />
            </Form.Item>
          );
        } else {
          const bounds = field(textField, { required: false }).rules;
          body = (
            <>
              <Form.Item
                name="text"
                label={label}
                rules={[{ required: true, whitespace: true, message: `请填写${label}` }, ...bounds]}
              >
                <Input.TextArea rows={4} maxLength={maxLength(textField)} showCount />
              </Form.Item>
              {kind === 'result' && (
                <Form.Item label={`办理照片（jpg/png，每张不超过 5MB，最多 ${DENOUNCE_IMAGES_MAX} 张）`}>
                  <PhotoUpload state={photos} />
                </Form.Item>
              )}
            </>
          );
        }
        return body;
      }}
    </ContractDialog>
  );
}
