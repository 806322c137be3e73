/**
 * The persuasion-log modals of the gta screen (req gta §2, §9.1, §10; issue 17): create and edit (participants,
 * time, details, 1–8 photos) with the spec's messages 请输入参与人员, 请选择时间, 请输入劝导详情, 请至少上传一张劝导照片,
 * and the read-only detail. Create and edit are a ContractDialog (issue 27) of `addPersuasion` / `updatePersuasion`,
 * whose rules their fields take; the photo checks are a bare `FormProblem` (shown above the form without a prefix).
 * A failed save says so (保存失败： and the server's message, or 请重试), puts the server's field errors on their
 * fields and keeps the form as typed; there is no pretend success.
 */
import { DatePicker, Descriptions, Form, Image, Input, Modal, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  addPersuasion,
  PERSUASION_IMAGES_MAX,
  updatePersuasion,
  type PersuasionItem,
} from '../../../../../domain/contracts/persuasion';
import { LOG_REVEAL_RECHECK_MS } from '../../../../../domain/masking';
import { ContractDialog, FormProblem, type FieldOf } from '../../../../components/contract-form/contract-dialog';
import { formatDateTime } from '../../../../components/datetime';
import { PhotoUpload, usePhotoUpload } from '../../../../components/photo-upload';
import { useRevealRecheck } from '../../use-reveal-recheck';

type Values = { record_attenders: string; record_datetime: Dayjs; record_content: string };

/** The participants as typed (separated by 、 , ， or spaces), as a list. */
const attendersOf = (text: string) =>
  text
    .split(/[、,，\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Create (`log` absent) or edit a log of `child`; `imageUrls` shows the saved photos. */
export function PersuasionModal({
  child,
  log,
  imageUrls,
  onClose,
}: {
  child: number;
  log?: PersuasionItem;
  imageUrls: Record<string, string>;
  onClose: () => void;
}) {
  const photos = usePhotoUpload(
    PERSUASION_IMAGES_MAX,
    (log?.record_information.record_images ?? []).map((p) => ({ ...p, src: imageUrls[p.url] })),
  );

  /** The body's common part; the photo checks are problems shown as they are. */
  const bodyOf = (values: Values) => {
    const record_images = photos.uploaded() as PersuasionItem['record_information']['record_images'];
    if (photos.uploading) throw new FormProblem('照片还在上传，请稍候', { bare: true });
    if (!record_images.length) throw new FormProblem('请至少上传一张劝导照片', { bare: true });
    return {
      record_attenders: attendersOf(values.record_attenders),
      record_datetime: values.record_datetime.format(),
      record_content: values.record_content,
      record_images,
    };
  };

  const initial = log
    ? {
        record_attenders: log.record_information.record_attenders.join('、'),
        record_datetime: dayjs(log.record_datetime),
        record_content: log.record_information.record_content,
      }
    : { record_attenders: '', record_datetime: dayjs() };
  const items = ({ field, maxLength }: { field: FieldOf; maxLength: (name: string) => number | undefined }) => (
    <>
      <Form.Item
        {...field('record_attenders', { from: attendersOf })}
        label="参与人员"
        extra="多人用“、”分隔，最多 20 人"
      >
        <Input maxLength={500} placeholder="如：张老师、李警官" />
      </Form.Item>
      <Form.Item {...field('record_datetime', { from: (d: Dayjs) => d.format() })} label="劝导时间">
        <DatePicker
          showTime
          format="YYYY-MM-DD HH:mm"
          style={{ width: '100%' }}
          disabledDate={(d) => d.isAfter(dayjs().endOf('day'))}
        />
      </Form.Item>
      <Form.Item {...field('record_content')} label="劝导详情">
        <Input.TextArea rows={4} maxLength={maxLength('record_content')} showCount />
      </Form.Item>
      <Form.Item label={`劝导照片（jpg/png，每张不超过 5MB，最多 ${PERSUASION_IMAGES_MAX} 张）`} required>
        <PhotoUpload state={photos} />
      </Form.Item>
    </>
  );
  return log ? (
    <ContractDialog<typeof updatePersuasion, Values>
      title="编辑劝导记录"
      width={640}
      contract={updatePersuasion}
      initialValues={initial}
      onClose={onClose}
      toInput={(v) => ({ body: { id: log.id, version: log.version, ...bodyOf(v) } })}
    >
      {items}
    </ContractDialog>
  ) : (
    <ContractDialog<typeof addPersuasion, Values>
      title="新增劝导记录"
      width={640}
      contract={addPersuasion}
      initialValues={initial}
      onClose={onClose}
      toInput={(v) => ({ body: { child, ...bodyOf(v) } })}
    >
      {items}
    </ContractDialog>
  );
}

/** The photos of a log: `shown` thumbnails, then +N for the rest; all of them in the preview. */
export function LogPhotos({
  log,
  imageUrls,
  shown,
}: {
  log: PersuasionItem;
  imageUrls: Record<string, string>;
  shown: number;
}) {
  const images = log.record_information.record_images;
  return (
    <div style={{ display: 'flex', flexWrap: shown > 3 ? 'wrap' : 'nowrap', gap: 4, alignItems: 'center' }}>
      <Image.PreviewGroup items={images.map((p) => imageUrls[p.url]).filter(Boolean)}>
        {images.slice(0, shown).map((p) => (
          <Image
            key={p.url}
            src={imageUrls[p.url]}
            width={40}
            height={40}
            style={{ objectFit: 'cover' }}
            alt="劝导照片"
          />
        ))}
      </Image.PreviewGroup>
      {images.length > shown && <Tag style={{ marginInlineEnd: 0 }}>+{images.length - shown}</Tag>}
    </div>
  );
}

/** The read-only detail of a log, with the minor's name as the caller may see it (re-checked every 2 s). */
export function PersuasionDetail({
  log,
  childName,
  imageUrls,
  onClose,
}: {
  log: PersuasionItem;
  childName: string;
  imageUrls: Record<string, string>;
  onClose: () => void;
}) {
  useRevealRecheck(LOG_REVEAL_RECHECK_MS);
  const info = log.record_information;
  return (
    <Modal open title="劝导记录详情" footer={null} onCancel={onClose} width={640}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'child', label: '未成年人', children: childName },
          { key: 'time', label: '劝导时间', children: formatDateTime(log.record_datetime) },
          { key: 'attenders', label: '参与人员', children: info.record_attenders.join('、') },
          {
            key: 'content',
            label: '劝导详情',
            children: <div style={{ whiteSpace: 'pre-wrap' }}>{info.record_content}</div>,
          },
          {
            key: 'photos',
            label: '劝导照片',
            children: <LogPhotos log={log} imageUrls={imageUrls} shown={PERSUASION_IMAGES_MAX} />,
          },
          { key: 'source', label: '来源', children: info.record_source },
          { key: 'author', label: '记录人', children: `${info.record_user_name}（${info.record_user_cellphone}）` },
          { key: 'created', label: '记录时间', children: formatDateTime(log.created_at) },
        ]}
      />
    </Modal>
  );
}
