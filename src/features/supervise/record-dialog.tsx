/**
 * SuperviseListRecord: the inspector fills in the checklist copied into their inspection (是否: 是 / 否; 评分: 1–5 stars; 文字: text),
 * remarks and 1–9 photos, then 保存草稿 (nothing required) or 提交 (every item and a photo required; asks first). A failure says
 * so in the dialog, on the item the server named, and keeps what was filled in.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Popconfirm, Radio, Rate, Space, Typography } from 'antd';
import { SUPERVISE_PHOTOS_MAX, YES_NO } from '../../../domain/supervise';
import { saveSuperviseRecord, type SuperviseItem } from '../../../domain/contracts/supervise';
import { errorMessage } from '../../api/http-error';
import { useCallMutation } from '../../api/use-call';
import { useContractFields } from '../../components/contract-form/contract-dialog';
import { putFieldErrors } from '../../components/contract-form/field-errors';
import { feedback } from '../../core/feedback';
import { PhotoUpload, usePhotoUpload } from '../../components/photo-upload';

type Values = { answers: Record<string, string | number | undefined>; remarks?: string };

export function RecordDialog({
  supervise,
  imageUrls,
  onClose,
}: {
  supervise: SuperviseItem;
  imageUrls: Record<string, string>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useCallMutation(saveSuperviseRecord);
  const { field, maxLength } = useContractFields(saveSuperviseRecord);
  const record = supervise.supervise_record;
  const photos = usePhotoUpload(
    SUPERVISE_PHOTOS_MAX,
    record.photos.map((p) => ({ url: p.url, suffix: p.url.endsWith('.jpg') ? 'jpg' : 'png', src: imageUrls[p.url] })),
  );
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (submit: boolean) => {
    const values = submit ? await form.validateFields().catch(() => null) : (form.getFieldsValue(true) as Values);
    if (!values) return;
    if (photos.uploading) {
      setError('照片还在上传，请稍候');
      return;
    }
    if (submit && !photos.uploaded().length) {
      setError('请至少上传1张现场照片');
      return;
    }
    setBusy(submit ? 'submit' : 'draft');
    setError(null);
    try {
      const answers = Object.fromEntries(
        Object.entries(values.answers ?? {}).filter(
          (e): e is [string, string | number] => e[1] !== undefined && e[1] !== '' && e[1] !== 0,
        ),
      );
      const photoList = photos.uploaded().map((p) => ({ url: p.url }));
      await save.mutateAsync({
        body: {
          id: supervise.id,
          version: supervise.version,
          answers,
          remarks: values.remarks ?? '',
          photos: photoList,
          submit,
        },
      });
      feedback.message.success(submit ? '已提交' : '草稿已保存');
      onClose();
    } catch (e) {
      putFieldErrors(form, e);
      setError(`${submit ? '提交失败' : '保存失败'}：${errorMessage(e, '请重试')}`);
    } finally {
      setBusy(null);
    }
  };

  const { title, items } = supervise.supervise_checklist;
  return (
    <Modal
      open
      title={`填写督查记录 · ${title}`}
      width={760}
      maskClosable={false}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button loading={busy === 'draft'} disabled={busy === 'submit'} onClick={() => send(false)}>
            保存草稿
          </Button>
          <Popconfirm title="提交后不能再修改，确认提交？" okText="提交" cancelText="取消" onConfirm={() => send(true)}>
            <Button type="primary" loading={busy === 'submit'} disabled={busy === 'draft'}>
              提交
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {supervise.department_name} {supervise.village_name} · 截止 {supervise.supervise_deadline}
        {supervise.supervise_remark ? ` · ${supervise.supervise_remark}` : ''}
      </Typography.Paragraph>
      {supervise.supervise_state === '退回' && (
        <Alert
          type="warning"
          showIcon
          message={`已退回：${supervise.supervise_history.filter((s) => s.state === '退回').at(-1)?.reason ?? ''}`}
          style={{ marginBottom: 12 }}
        />
      )}
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={{ answers: record.answers, remarks: record.remarks }}>
        {items.map((item, i) => (
          <Form.Item
            key={item.key}
            name={['answers', item.key]}
            label={`${i + 1}. ${item.text}`}
            rules={[{ required: true, message: `请填写“${item.text}”` }]}
          >
            {item.kind === '是否' ? (
              <Radio.Group options={YES_NO.map((v) => ({ value: v, label: v }))} />
            ) : item.kind === '评分' ? (
              <Rate aria-label={item.text} />
            ) : (
              <Input.TextArea rows={2} maxLength={2000} aria-label={item.text} />
            )}
          </Form.Item>
        ))}
        <Form.Item {...field('remarks')} label="备注">
          <Input.TextArea rows={3} maxLength={maxLength('remarks')} showCount />
        </Form.Item>
        <Form.Item label={`现场照片（jpg/png，每张不超过 5MB，1–${SUPERVISE_PHOTOS_MAX} 张）`} required>
          <PhotoUpload state={photos} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
