/**
 * The volunteer's check-in (打卡, issue 16): service place, check-in place, what was done, 1–8 photos (jpg/png
 * up to 5 MB, uploaded as they are picked) and the coordinates from the browser's geolocation, or the
 * default coordinates of req gta §10 when the browser refuses (the place is then what was typed).
 * Sent through the punchTask contract: the fields' rules and the photo count's message come from it, and the
 * server's field errors (punch.check_address …) go onto their fields.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { DEFAULT_COORDINATES } from '../../../domain/constants';
import { errorMessage, isHttpError } from '../../api/http-error';
import { maxLengthOf, requiredOf, rulesFor } from '../../components/contract-form/rules';
import { putFieldErrors } from '../../components/contract-form/field-errors';
import { punchTask, type TaskItem } from '../../../domain/contracts/task';
import { callWith } from '../../api/use-call';
import { feedback } from '../../core/feedback';
import { PhotoUpload, usePhotoUpload } from '../../components/photo-upload';

const MAX_PHOTOS = 8;
/** The check-in's fields of the contract (nested under `punch` in the body; the form names them plainly). */
const PUNCH = punchTask.body.shape.punch.shape;
const NO_PHOTO = requiredOf(PUNCH.check_image)?.message ?? '请至少上传一张照片';
type Values = { check_address: string; punch_address?: string; check_description: string };
type Place = { longitude: number; latitude: number; located: boolean };

export function PunchForm({ task, onDone }: { task: TaskItem; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const photos = usePhotoUpload(MAX_PHOTOS);
  const [place, setPlace] = useState<Place>({
    longitude: DEFAULT_COORDINATES.longitude,
    latitude: DEFAULT_COORDINATES.latitude,
    located: false,
  });
  const [locating, setLocating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = () => {
    if (!navigator.geolocation) {
      feedback.message.warning('浏览器不支持定位，将使用默认坐标，请填写打卡地点');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setPlace({ longitude: p.coords.longitude, latitude: p.coords.latitude, located: true });
        setLocating(false);
      },
      () => {
        setLocating(false);
        feedback.message.warning('未能获取位置，将使用默认坐标，请填写打卡地点');
      },
      { timeout: 10_000 },
    );
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const uploaded = photos.uploaded().map((p) => p.url);
    if (!uploaded.length) {
      setError(NO_PHOTO);
      return;
    }
    if (photos.uploading) {
      setError('照片还在上传，请稍候');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await callWith(punchTask, {
        body: {
          id: task.id,
          version: task.version,
          punch: {
            ...values,
            punch_address: values.punch_address ?? '',
            check_image: uploaded.map((url) => ({ url })),
            check_longitude: place.longitude,
            check_latitude: place.latitude,
          },
        },
      });
      feedback.message.success('打卡成功');
      form.resetFields();
      photos.reset();
      onDone();
    } catch (e) {
      if (isHttpError(e) && e.status === 409) onDone();
      const stray = putFieldErrors(form, e, (field) => field.replace(/^punch\./, ''));
      setError(stray.length ? stray.join('；') : errorMessage(e, '打卡失败，请重试'));
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
      <Form.Item label={`照片（jpg/png，每张不超过 5MB，最多 ${MAX_PHOTOS} 张）`} required>
        <PhotoUpload state={photos} />
      </Form.Item>
      <Form.Item label="位置">
        <Space wrap>
          <Button icon={<AimOutlined />} loading={locating} onClick={locate}>
            获取当前位置
          </Button>
          <Typography.Text type="secondary">
            {place.located ? `${place.longitude.toFixed(5)}, ${place.latitude.toFixed(5)}` : '未定位（默认坐标）'}
          </Typography.Text>
        </Space>
      </Form.Item>
      <Button type="primary" block loading={busy} onClick={submit}>
        打卡
      </Button>
    </Form>
  );
}
