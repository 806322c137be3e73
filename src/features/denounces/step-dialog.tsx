/**
 * The small dialogs of a clue's handling (issue 18): a reason (拒办, 退回, 打回), a result with photos (申请办结), the
 * departments to dispatch to (分派). Each keeps what was typed when the call fails and says why.
 */
import type { ReactNode } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { DENOUNCE_IMAGES_MAX } from '../../../domain/denounces';
import { PhotoUpload, usePhotoUpload } from '../../components/photo-upload';
import { useDepartments } from '../../components/use-departments';
import { useDialogSubmit } from '../../components/use-dialog-submit';

type Values = { text?: string; departments?: number[] };
export type StepInput = { text?: string; departments?: number[]; images?: { url: string }[] };

export function StepDialog({ title, kind, label, onSubmit, onClose }: {
  title: string; kind: 'text' | 'result' | 'dispatch'; label?: string;
  onSubmit: (input: StepInput) => Promise<unknown>; onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const photos = usePhotoUpload(DENOUNCE_IMAGES_MAX);
  const { agencies } = useDepartments();
  const { busy, error, submit: run } = useDialogSubmit(form, `${title}失败`);
  const submit = () => run(async (v) => {
    if (photos.uploading) throw new Error('照片还在上传，请稍候');
    await onSubmit({ text: v.text, departments: v.departments, images: photos.uploaded().map((p) => ({ url: p.url })) });
    onClose();
  });
  let body: ReactNode;
  if (kind === 'dispatch') {
    body = (
      <Form.Item name="departments" label="分派部门" rules={[{ required: true, message: '请选择部门' }]}>
        <Select mode="multiple" placeholder="选择一个或多个部门" options={agencies.map((a) => ({ value: a.id, label: a.department_name }))} optionFilterProp="label" />
      </Form.Item>
    );
  } else {
    body = (
      <>
        <Form.Item name="text" label={label} rules={[{ required: true, whitespace: true, message: `请输入${label}` }]}>
          <Input.TextArea rows={4} maxLength={kind === 'result' ? 2000 : 500} showCount />
        </Form.Item>
        {kind === 'result' && <Form.Item label={`办理照片（jpg/png，每张不超过 5MB，最多 ${DENOUNCE_IMAGES_MAX} 张）`}><PhotoUpload state={photos} /></Form.Item>}
      </>
    );
  }
  return (
    <Modal open title={title} okText="确定" cancelText="取消" maskClosable={false} okButtonProps={{ loading: busy }} onOk={submit} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical">{body}</Form>
    </Modal>
  );
}
