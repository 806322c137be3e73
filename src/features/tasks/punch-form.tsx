/**
 * The volunteer's check-in (打卡, issue 16): service place, check-in place, what was done, 1–8 photos (jpg/png
 * up to 5 MB, uploaded as they are picked) and the coordinates from the browser's geolocation, or the
 * default coordinates of seed 002 §9 when the browser refuses (the place is then what was typed).
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Typography, Upload, type UploadFile } from 'antd';
import { AimOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_COORDINATES } from '../../../domain/constants';
import { IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, hasImageExtension, imageCountMessage } from '../../../domain/images';
import { uploadImage } from '../../api/file';
import { errorMessage, isHttpError } from '../../api/http-error';
import { punchTask, type TaskItem } from '../../api/task';
import { feedback } from '../../app/feedback';

const MAX_PHOTOS = 8;
type Values = { check_address: string; punch_address?: string; check_description: string };
type Place = { longitude: number; latitude: number; located: boolean };

export function PunchForm({ task, onDone }: { task: TaskItem; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const [photos, setPhotos] = useState<UploadFile[]>([]);
  const [place, setPlace] = useState<Place>({ longitude: DEFAULT_COORDINATES.longitude, latitude: DEFAULT_COORDINATES.latitude, located: false });
  const [locating, setLocating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const locate = () => {
    if (!navigator.geolocation) { feedback.message.warning('浏览器不支持定位，将使用默认坐标，请填写打卡地点'); return; }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => { setPlace({ longitude: p.coords.longitude, latitude: p.coords.latitude, located: true }); setLocating(false); },
      () => { setLocating(false); feedback.message.warning('未能获取位置，将使用默认坐标，请填写打卡地点'); },
      { timeout: 10_000 },
    );
  };

  const upload = async ({ file, onSuccess, onError }: { file: string | Blob; onSuccess?: (body: unknown) => void; onError?: (e: Error) => void }) => {
    try {
      onSuccess?.(await uploadImage(file as File));
    } catch (e) {
      feedback.message.error(errorMessage(e, '上传失败，请重试'));
      onError?.(e as Error);
    }
  };
  const refuse = (file: File) => {
    if (!hasImageExtension(file.name)) { feedback.message.error(IMAGE_TYPE_MESSAGE); return Upload.LIST_IGNORE; }
    if (file.size > IMAGE_MAX_BYTES) { feedback.message.error(IMAGE_SIZE_MESSAGE); return Upload.LIST_IGNORE; }
    if (photos.length >= MAX_PHOTOS) { feedback.message.error(imageCountMessage(MAX_PHOTOS)); return Upload.LIST_IGNORE; }
    return true;
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const uploaded = photos.filter((p) => p.status === 'done').map((p) => (p.response as { image_url: string }).image_url);
    if (!uploaded.length) { setError('请至少上传一张照片'); return; }
    if (photos.some((p) => p.status === 'uploading')) { setError('照片还在上传，请稍候'); return; }
    setBusy(true);
    setError(null);
    try {
      await punchTask({
        id: task.id, version: task.version,
        punch: { ...values, punch_address: values.punch_address ?? '', check_image: uploaded.map((url) => ({ url })), check_longitude: place.longitude, check_latitude: place.latitude },
      });
      feedback.message.success('打卡成功');
      form.resetFields();
      setPhotos([]);
      onDone();
    } catch (e) {
      if (isHttpError(e) && e.status === 409) onDone();
      setError(errorMessage(e, '打卡失败，请重试'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 560 }}>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form.Item name="check_address" label="服务地点" rules={[{ required: true, whitespace: true, message: '请填写服务地点' }]}><Input maxLength={200} /></Form.Item>
      <Form.Item name="punch_address" label="打卡地点"><Input maxLength={200} placeholder="如：水关居委会" /></Form.Item>
      <Form.Item name="check_description" label="服务内容" rules={[{ required: true, whitespace: true, message: '请填写服务内容' }]}><Input.TextArea rows={3} maxLength={2000} /></Form.Item>
      <Form.Item label={`照片（jpg/png，每张不超过 5MB，最多 ${MAX_PHOTOS} 张）`} required>
        <Upload listType="picture-card" multiple accept=".jpg,.jpeg,.png" fileList={photos} beforeUpload={refuse} customRequest={upload}
          onChange={({ fileList }) => setPhotos(fileList.filter((f) => f.status !== 'error'))}>
          {photos.length < MAX_PHOTOS && <div><PlusOutlined /><div style={{ marginTop: 4 }}>上传</div></div>}
        </Upload>
      </Form.Item>
      <Form.Item label="位置">
        <Space wrap>
          <Button icon={<AimOutlined />} loading={locating} onClick={locate}>获取当前位置</Button>
          <Typography.Text type="secondary">{place.located ? `${place.longitude.toFixed(5)}, ${place.latitude.toFixed(5)}` : '未定位（默认坐标）'}</Typography.Text>
        </Space>
      </Form.Item>
      <Button type="primary" block loading={busy} onClick={submit}>打卡</Button>
    </Form>
  );
}
