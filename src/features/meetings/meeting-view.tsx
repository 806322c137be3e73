/**
 * A meeting read-only (issue 29 "Read-only views where only edit or delete is offered today"): its time, town, topic,
 * place, host, attendees, minutes and photos, opened by 查看 on 会议记录 without the risk of changing it.
 */
import { Descriptions, Drawer, Image, Typography } from 'antd';
import type { MeetingItem } from '../../../domain/contracts/meeting';
import { formatDateTime } from '../../components/datetime';

export function MeetingView({
  meeting,
  imageUrls,
  onClose,
}: {
  meeting: MeetingItem;
  imageUrls: Record<string, string>;
  onClose: () => void;
}) {
  const info = meeting.meeting_information;
  const photos = info.meeting_images.map((p) => imageUrls[p.url]).filter(Boolean);
  return (
    <Drawer open width={640} title={`会议记录：${info.meeting_title}`} onClose={onClose}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'time', label: '会议时间', children: formatDateTime(meeting.meeting_datetime) },
          { key: 'town', label: '乡镇', children: meeting.department_name ?? '—' },
          { key: 'title', label: '会议主题', children: info.meeting_title },
          { key: 'place', label: '会议地点', children: info.meeting_place },
          { key: 'host', label: '主持人', children: info.meeting_host },
          {
            key: 'people',
            label: `参会人员（${info.meeting_attendees.length} 人）`,
            children: info.meeting_attendees.join('、') || '—',
          },
          {
            key: 'minutes',
            label: '会议纪要',
            children: (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {info.meeting_minutes || '—'}
              </Typography.Paragraph>
            ),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        会议照片
      </Typography.Title>
      {photos.length ? (
        <Image.PreviewGroup>
          {photos.map((src, i) => (
            <Image
              key={src}
              src={src}
              width={120}
              height={90}
              alt={`会议照片 ${i + 1}`}
              style={{ objectFit: 'cover', marginRight: 8 }}
            />
          ))}
        </Image.PreviewGroup>
      ) : (
        <Typography.Text type="secondary">无照片</Typography.Text>
      )}
    </Drawer>
  );
}
