/**
 * 录入线索 (issue 18; domain/contracts/denounce.ts): the source (检察领导: edge-child clues only), the reporter and
 * how to reach them, what happened, where and when, the child concerned (optional, found by name or ID number within
 * the caller's scope) and photos. A failure says so and keeps the form.
 */
import { useState } from 'react';
import { Alert, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DENOUNCE_IMAGES_MAX, DENOUNCE_SOURCE_LABELS, DENOUNCE_SOURCES, reviewsSource, type DenounceSource } from '../../../domain/denounces';
import { childKeys, listChildren } from '../../api/child';
import { denounceKeys, enterClue } from '../../api/denounce';
import { feedback } from '../../core/feedback';
import { useCurrentUser } from '../../core/session/current-user';
import { PhotoUpload, usePhotoUpload } from '../../components/photo-upload';
import { useDialogSubmit } from '../../components/use-dialog-submit';

type Values = { denounce_source: DenounceSource; reporter_name: string; reporter_contact?: string; content: string; place?: string; happened_at: Dayjs; child?: number };

export function EnterClueDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { role } = useCurrentUser();
  const client = useQueryClient();
  const photos = usePhotoUpload(DENOUNCE_IMAGES_MAX);
  const [whom, setWhom] = useState('');
  const { busy, error, submit: run } = useDialogSubmit(form, '录入失败');
  const sources = DENOUNCE_SOURCES.filter((s) => role && reviewsSource(role, s));
  const children = useQuery({ queryKey: childKeys.list({ picker: 'clue', keyword: whom }), queryFn: () => listChildren({ keyword: whom || undefined, page: 1, size: 20 }) });
  const submit = () => run(async (v) => {
    if (photos.uploading) throw new Error('照片还在上传，请稍候');
    await enterClue({ ...v, reporter_contact: v.reporter_contact ?? '', place: v.place ?? '', happened_at: v.happened_at.format(), images: photos.uploaded().map((p) => ({ url: p.url })) });
    feedback.message.success('录入成功');
    await client.invalidateQueries({ queryKey: denounceKeys.all });
    onClose();
  });
  return (
    <Modal open title="录入线索" okText="保存" cancelText="取消" width={640} maskClosable={false} okButtonProps={{ loading: busy }} onOk={submit} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={{ denounce_source: sources[0], happened_at: dayjs() }}>
        <Form.Item name="denounce_source" label="线索来源" rules={[{ required: true, message: '请选择线索来源' }]}>
          <Select options={sources.map((s) => ({ value: s, label: DENOUNCE_SOURCE_LABELS[s] }))} />
        </Form.Item>
        <Form.Item name="reporter_name" label="举报人" rules={[{ required: true, whitespace: true, message: '请输入举报人' }]}><Input maxLength={20} /></Form.Item>
        <Form.Item name="reporter_contact" label="联系方式"><Input maxLength={30} /></Form.Item>
        <Form.Item name="content" label="线索内容" rules={[{ required: true, whitespace: true, message: '请输入线索内容' }]}><Input.TextArea rows={4} maxLength={2000} showCount /></Form.Item>
        <Form.Item name="place" label="发生地点"><Input maxLength={200} /></Form.Item>
        <Form.Item name="happened_at" label="发生时间" rules={[{ required: true, message: '请选择发生时间' }]}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs().endOf('day'))} />
        </Form.Item>
        <Form.Item name="child" label="涉及儿童（可选）">
          <Select allowClear showSearch filterOption={false} onSearch={setWhom} loading={children.isFetching} placeholder="输入姓名或身份证号查找"
            options={(children.data?.list ?? []).map((c) => ({ value: c.id, label: `${c.child_name}（${c.village_name ?? c.department_name ?? ''}）` }))} />
        </Form.Item>
        <Form.Item label={`照片（jpg/png，每张不超过 5MB，最多 ${DENOUNCE_IMAGES_MAX} 张）`}><PhotoUpload state={photos} /></Form.Item>
      </Form>
    </Modal>
  );
}
