/**
 * The volunteer's check-in (打卡, issue 16; issue 29 "Check-in without signal"): service place, check-in place, what
 * was done, 1–8 photos (jpg/png) and the phone's position, located as the form opens (use-position.ts: 已定位 with its
 * accuracy, 定位失败，可重试, 未授权定位; without one the default coordinates of req gta §10 and `check_located: false`).
 * 打卡 keeps the visit's time and position, downscales the photos (src/offline/photos.ts), queues the check-in on
 * the phone with an idempotency key (src/offline/checkin-queue.ts) and sends it at once: 打卡成功 when the server took
 * it; without signal it waits in 待发送 (pending-checkins.tsx) and is sent when the connection returns; a refusal
 * by the server is shown here and stays in 待发送 with what was typed. The photos are uploaded when it is sent.
 * The fields' rules and the photo count's message come from the punchTask contract.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography, Upload, type UploadFile } from 'antd';
import { AimOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_COORDINATES } from '../../../domain/constants';
import { IMAGE_TYPE_MESSAGE, hasImageExtension, imageCountMessage } from '../../../domain/images';
import { maxLengthOf, requiredOf, rulesFor } from '../../components/contract-form/rules';
import { punchTask, type TaskItem } from '../../../domain/contracts/task';
import { feedback } from '../../core/feedback';
import { useCurrentUser } from '../../core/session/current-user';
import { newIdempotencyKey, type QueuedCheckIn } from '../../offline/checkin-queue';
import { queueStore, sendWaiting } from '../../offline/checkin-store';
import { downscalePhoto } from '../../offline/photos';
import { positionText, usePosition } from './use-position';

const MAX_PHOTOS = 8;
/** The check-in's fields of the contract (nested under `punch` in the body; the form names them plainly). */
const PUNCH = punchTask.body.shape.punch.shape;
const NO_PHOTO = requiredOf(PUNCH.check_image)?.message ?? '请至少上传一张照片';
type Values = { check_address: string; punch_address?: string; check_description: string };

export function PunchForm({ task, onDone }: { task: TaskItem; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const { info } = useCurrentUser();
  const [photos, setPhotos] = useState<UploadFile[]>([]);
  const { position, locate } = usePosition();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = (file: File) => {
    if (!hasImageExtension(file.name)) feedback.message.error(IMAGE_TYPE_MESSAGE);
    else if (photos.length >= MAX_PHOTOS) feedback.message.error(imageCountMessage(MAX_PHOTOS));
    else return false; // kept on the phone: uploaded when the check-in is sent
    return Upload.LIST_IGNORE;
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (!photos.length) {
      setError(NO_PHOTO);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const at = new Date().toISOString();
      const small = await Promise.all(
        photos.map(async (p, i) => ({
          blob: await downscalePhoto(p.originFileObj as File),
          name: `photo-${i + 1}.jpg`,
        })),
      );
      const located = position.state === 'located' ? position : null;
      const item: QueuedCheckIn = {
        key: newIdempotencyKey(),
        owner: info.id,
        task: task.id,
        task_name: task.information.task_name,
        punch: {
          check_address: values.check_address.trim(),
          punch_address: (values.punch_address ?? '').trim(),
          check_description: values.check_description.trim(),
          check_longitude: located?.longitude ?? DEFAULT_COORDINATES.longitude,
          check_latitude: located?.latitude ?? DEFAULT_COORDINATES.latitude,
          check_located: !!located,
          ...(located ? { check_accuracy: Math.round(located.accuracy) } : {}),
          check_datetime: at,
        },
        photos: small,
        queued_at: at,
      };
      await queueStore.put(item);
      form.resetFields();
      setPhotos([]);
      await sendWaiting(info.id).catch(() => undefined);
      const left = (await queueStore.list(info.id)).find((c) => c.key === item.key);
      if (!left) {
        feedback.message.success('打卡成功');
        onDone();
      } else if (left.refused) {
        setError(`打卡未被接受：${left.refused.message}（内容已保留在“待发送”中，可复制后放弃）`);
        onDone();
      } else {
        feedback.message.info('网络不可用，打卡已保存在手机上，恢复网络后将自动发送');
      }
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '打卡保存失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 560 }}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form.Item name="check_address" label="服务地点" rules={rulesFor(PUNCH.check_address)}>
        <Input maxLength={maxLengthOf(PUNCH.check_address)} />
      </Form.Item>
      <Form.Item name="punch_address" label="打卡地点" rules={rulesFor(PUNCH.punch_address)}>
        <Input maxLength={maxLengthOf(PUNCH.punch_address)} placeholder="如：水关居委会" />
      </Form.Item>
      <Form.Item name="check_description" label="服务内容" rules={rulesFor(PUNCH.check_description)}>
        <Input.TextArea rows={3} maxLength={maxLengthOf(PUNCH.check_description)} />
      </Form.Item>
      <Form.Item label={`照片（jpg/png，最多 ${MAX_PHOTOS} 张，将自动压缩）`} required>
        <Upload
          listType="picture-card"
          multiple
          accept=".jpg,.jpeg,.png"
          fileList={photos}
          beforeUpload={pick}
          onChange={({ fileList }) => setPhotos(fileList)}
        >
          {photos.length < MAX_PHOTOS && (
            <div>
              <PlusOutlined />
              <div style={{ marginTop: 4 }}>添加</div>
            </div>
          )}
        </Upload>
      </Form.Item>
      <Form.Item label="位置">
        <Space wrap>
          <Typography.Text
            type={position.state === 'located' ? 'success' : position.state === 'locating' ? 'secondary' : 'warning'}
            data-testid="punch-position"
          >
            {positionText(position)}
          </Typography.Text>
          {position.state !== 'locating' && position.state !== 'unsupported' && (
            <Button size="small" icon={<AimOutlined />} onClick={locate}>
              {position.state === 'located' ? '重新定位' : '重试定位'}
            </Button>
          )}
        </Space>
      </Form.Item>
      <Button type="primary" block loading={busy} onClick={submit}>
        打卡
      </Button>
    </Form>
  );
}
