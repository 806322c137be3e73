/**
 * A meeting's form (issue 18): time, topic, place, host, attendees (separated by 、), minutes and up to 9 photos.
 * A failure says so and keeps the form.
 */
import { Alert, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { addMeeting, editMeeting, meetingKeys, type Meeting } from '../../api/meeting';
import { feedback } from '../../app/feedback';
import { PhotoUpload, usePhotoUpload } from '../../components/photo-upload';
import { useDialogSubmit } from '../../components/use-dialog-submit';

type Values = { meeting_datetime: Dayjs; meeting_title: string; meeting_place: string; meeting_host: string; meeting_attendees: string; meeting_minutes?: string };
const names = (text: string) => text.split(/[、,，\s]+/).map((s) => s.trim()).filter(Boolean);

export function MeetingDialog({ meeting, imageUrls, onClose }: { meeting?: Meeting; imageUrls: Record<string, string>; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const info = meeting?.meeting_information;
  const photos = usePhotoUpload(9, (info?.meeting_images ?? []).map((p) => ({ url: p.url, suffix: 'png', src: imageUrls[p.url] })));
  const { busy, error, submit } = useDialogSubmit(form, '保存失败');
  const ok = () => submit(async (v) => {
    if (photos.uploading) throw new Error('照片还在上传，请稍候');
    const body = {
      meeting_datetime: v.meeting_datetime.format(), meeting_title: v.meeting_title, meeting_place: v.meeting_place, meeting_host: v.meeting_host,
      meeting_attendees: names(v.meeting_attendees), meeting_minutes: v.meeting_minutes ?? '', meeting_images: photos.uploaded().map((p) => ({ url: p.url })),
    };
    if (meeting) await editMeeting({ id: meeting.id, version: meeting.version, ...body });
    else await addMeeting(body);
    feedback.message.success('保存成功');
    await client.invalidateQueries({ queryKey: meetingKeys.all });
    onClose();
  });
  return (
    <Modal open title={meeting ? '修改会议' : '新增会议'} okText="保存" cancelText="取消" width={640} maskClosable={false} okButtonProps={{ loading: busy }} onOk={ok} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={info ? {
        meeting_datetime: dayjs(meeting.meeting_datetime), meeting_title: info.meeting_title, meeting_place: info.meeting_place, meeting_host: info.meeting_host,
        meeting_attendees: info.meeting_attendees.join('、'), meeting_minutes: info.meeting_minutes,
      } : { meeting_datetime: dayjs() }}>
        <Form.Item name="meeting_title" label="会议主题" rules={[{ required: true, whitespace: true, message: '请输入会议主题' }]}><Input maxLength={100} /></Form.Item>
        <Form.Item name="meeting_datetime" label="会议时间" rules={[{ required: true, message: '请选择会议时间' }]}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="meeting_place" label="会议地点" rules={[{ required: true, whitespace: true, message: '请输入会议地点' }]}><Input maxLength={200} /></Form.Item>
        <Form.Item name="meeting_host" label="主持人" rules={[{ required: true, whitespace: true, message: '请输入主持人' }]}><Input maxLength={20} /></Form.Item>
        <Form.Item name="meeting_attendees" label="参会人员" extra="多人用“、”分隔" rules={[{ required: true, whitespace: true, message: '请输入参会人员' }]}><Input maxLength={2000} /></Form.Item>
        <Form.Item name="meeting_minutes" label="会议纪要"><Input.TextArea rows={4} maxLength={5000} showCount /></Form.Item>
        <Form.Item label="会议照片（jpg/png，每张不超过 5MB，最多 9 张）"><PhotoUpload state={photos} /></Form.Item>
      </Form>
    </Modal>
  );
}
