/**
 * Proof images and photos (seed 001 §3 `*_img` lists of { image_url, image_name, image_suffix }, §5 "Image
 * upload accepts only jpg and png", at most `maxCount`). Read mode shows thumbnails (click to enlarge).
 * Edit mode adds and removes images through `context.uploadImage`; a failed upload says 上传失败，请重试
 * instead of failing silently (seeds README: the old console swallowed upload errors).
 */
import { useRef, useState } from 'react';
import { App, Button, Image, Space, Typography, Upload } from 'antd';
import { PreviewText } from '@formily/antd-v5';
import { observer, useField } from '@formily/react';
import type { Field } from '@formily/core';
import { useSchemaFormContext } from './context';

/** One stored image (seed 001 §3 images / *_img items). */
export interface ImageItem { image_url: string; image_name?: string; image_suffix?: string; image_description?: string }

/** seed 001 §2, §5: the upload control accepts only .jpg and .png. */
export const IMAGE_ACCEPT = '.jpg,.png';
const ACCEPTED = /\.(jpg|png)$/i;

function suffixOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Thumbnails of `value`; in edit mode a remove link under each and an upload button while below maxCount. */
export const ImageList = observer((props: { value?: ImageItem[]; maxCount?: number; disabled?: boolean }) => {
  const field = useField<Field>();
  const { uploadImage, imageSrc } = useSchemaFormContext();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(0);
  const inFlight = useRef(0);
  const images = Array.isArray(props.value) ? props.value : [];
  const readPretty = field.pattern === 'readPretty';
  if (readPretty && !images.length) return <PreviewText.Input value="" />;

  const remove = (index: number): void => field.setValue(images.filter((_, i) => i !== index));
  const upload = async (file: File): Promise<void> => {
    if (!uploadImage) return;
    inFlight.current += 1;
    setUploading((n) => n + 1);
    try {
      const { image_url } = await uploadImage(file);
      const current = Array.isArray(field.value) ? (field.value as ImageItem[]) : [];
      field.onInput([...current, { image_url, image_name: file.name, image_suffix: suffixOf(file.name) }]);
    } catch {
      message.error('上传失败，请重试');
    } finally {
      inFlight.current -= 1;
      setUploading((n) => n - 1);
    }
  };
  const full = props.maxCount !== undefined && images.length + uploading >= props.maxCount;
  if (!readPretty && !uploadImage && !images.length) return <Typography.Text type="secondary">暂未开放图片上传</Typography.Text>;

  return (
    <Space wrap align="start">
      <Image.PreviewGroup>
        {images.map((img, i) => (
          <Space key={`${img.image_url}-${i}`} direction="vertical" size={2} align="center">
            <Image width={88} height={88} style={{ objectFit: 'cover' }} src={imageSrc ? imageSrc(img.image_url) : img.image_url} alt={img.image_name ?? field.title?.toString()} />
            {!readPretty && !props.disabled && <Button type="link" size="small" danger onClick={() => remove(i)}>删除</Button>}
          </Space>
        ))}
      </Image.PreviewGroup>
      {!readPretty && !props.disabled && uploadImage && !full && (
        <Upload
          accept={IMAGE_ACCEPT}
          multiple
          showUploadList={false}
          beforeUpload={(file) => {
            if (!ACCEPTED.test(file.name)) {
              message.error('只能上传 jpg 或 png 格式的图片');
              return Upload.LIST_IGNORE;
            }
            if (props.maxCount !== undefined && images.length + inFlight.current >= props.maxCount) {
              message.warning(`最多上传${props.maxCount}张`);
              return Upload.LIST_IGNORE;
            }
            void upload(file);
            return false;
          }}
        >
          <Button loading={uploading > 0}>上传图片</Button>
        </Upload>
      )}
    </Space>
  );
});
