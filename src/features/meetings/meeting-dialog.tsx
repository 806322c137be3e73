/**
 * A meeting's form (issue 18; req meetings): time, topic, place, host, attendees (separated by 、), minutes and up
 * to 9 photos, sent through createMeeting / updateMeeting; the fields' rules come from those contracts.
 * A failure says so and keeps the form.
 */
import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { createMeeting, updateMeeting, type MeetingItem } from '../../../domain/contracts/meeting';
import { PhotoUpload, usePhotoUpload } from '../../components/photo-upload';
import { ContractDialog, FormProblem } from '../../components/contract-form/contract-dialog';

type Values = {
  meeting_datetime: Dayjs;
  meeting_title: string;
  meeting_place: string;
  meeting_host: string;
  meeting_attendees: string;
  meeting_minutes?: string;
};
const names = (text: string) =>
  text
    .split(/[、,，\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
const time = (d: Dayjs) => d.format();

export function MeetingDialog({
  meeting,
  imageUrls,
  onClose,
}: {
  meeting?: MeetingItem;
  imageUrls: Record<string, string>;
  onClose: () => void;
}) {
  const info = meeting?.meeting_information;
  const photos = usePhotoUpload(
    9,
    (info?.meeting_images ?? []).map((p) => ({ url: p.url, suffix: 'png', src: imageUrls[p.url] })),
  );
  const body = (v: Values) => {
    if (photos.uploading) throw new FormProblem('照片还在上传，请稍候');
    return {
      meeting_datetime: time(v.meeting_datetime),
      meeting_title: v.meeting_title,
      meeting_place: v.meeting_place,
      meeting_host: v.meeting_host,
      meeting_attendees: names(v.meeting_attendees),
      meeting_minutes: v.meeting_minutes ?? '',
      meeting_images: photos.uploaded().map((p) => ({ url: p.url })),
    };
  };
  const initialValues: Partial<Values> = info
    ? {
        meeting_datetime: dayjs(meeting.meeting_datetime),
        meeting_title: info.meeting_title,
        meeting_place: info.meeting_place,
        meeting_host: info.meeting_host,
        meeting_attendees: info.meeting_attendees.join('、'),
        meeting_minutes: info.meeting_minutes,
      }
    : { meeting_datetime: dayjs() };
  const items = (
    field: (name: string, o?: { from?: (v: never) => unknown }) => object,
    max: (name: string) => number | undefined,
  ) => (
    <>
      <Form.Item {...field('meeting_title')} label="会议主题">
        <Input maxLength={max('meeting_title')} />
      </Form.Item>
      <Form.Item {...field('meeting_datetime', { from: time })} label="会议时间">
        <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item {...field('meeting_place')} label="会议地点">
        <Input maxLength={max('meeting_place')} />
      </Form.Item>
      <Form.Item {...field('meeting_host')} label="主持人">
        <Input maxLength={max('meeting_host')} />
      </Form.Item>
      <Form.Item {...field('meeting_attendees', { from: names })} label="参会人员" extra="多人用“、”分隔">
        <Input maxLength={2000} />
      </Form.Item>
      <Form.Item {...field('meeting_minutes')} label="会议纪要">
        <Input.TextArea rows={4} maxLength={max('meeting_minutes')} showCount />
      </Form.Item>
      <Form.Item label="会议照片（jpg/png，每张不超过 5MB，最多 9 张）">
        <PhotoUpload state={photos} />
      </Form.Item>
    </>
  );
  if (meeting) {
    return (
      <ContractDialog<typeof updateMeeting, Values>
        title="修改会议"
        contract={updateMeeting}
        width={640}
        initialValues={initialValues}
        onClose={onClose}
        toInput={(v) => ({ body: { id: meeting.id, version: meeting.version, ...body(v) } })}
      >
        {({ field, maxLength }) => items(field, maxLength)}
      </ContractDialog>
    );
  }
  return (
    <ContractDialog<typeof createMeeting, Values>
      title="新增会议"
      contract={createMeeting}
      width={640}
      initialValues={initialValues}
      onClose={onClose}
      toInput={(v) => ({ body: body(v) })}
    >
      {({ field, maxLength }) => items(field, maxLength)}
    </ContractDialog>
  );
}
