/**
 * Proof images and evidence photos (req children §6.2 `images` and `*_img` lists of { image_url, image_name,
 * image_suffix, image_description }; §5 "Image upload accepts only jpg and png"; req gta §9.2: 5 MB each,
 * messages 请上传jpg或png格式的图片 / 文件过大，图片大小不能超过5MB / 最多上传N张; §9: 3 thumbnails then +N).
 * Edit mode uploads through `context.uploadImage` (a failure says 上传失败，请重试, never nothing; a refusal
 * of the file says why) and removes an image after a confirmation. Evidence fields (`FieldDef.evidence`)
 * also edit each image's title (image_name, default 调查照片) and short description. Images display
 * through `context.imageSrc` (signed URLs); click a thumbnail to enlarge it.
 */
import { useContext, useRef, useState } from 'react';
import { App, Button, Image, Input, Popconfirm, Space, Typography, Upload } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PreviewText } from '@formily/antd-v5';
import { observer, useField } from '@formily/react';
import type { Field } from '@formily/core';
import { fieldByName } from '../../../engine/fields';
import { IMAGE_DESCRIPTION_MAX } from '../../../engine/field-checks';
import {
  DEFAULT_EVIDENCE_NAME,
  IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  extensionOf,
  hasImageExtension,
  imageCountMessage,
} from '../../../domain/images';
import { FormSchemaValue, useSchemaFormContext } from './context';

/** One stored image (req children §6.2 images / *_img items). */
export interface ImageItem {
  image_url: string;
  image_name?: string;
  image_suffix?: string;
  image_description?: string;
}

/** req children §2, §6.1: the upload control offers only JPEG and PNG files. */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png';
/** req gta §9.2: read mode shows this many thumbnails, then +N. */
const READ_THUMBNAILS = 3;
const THUMB = 88;
/** Shown when an image has no (or an expired) signed URL. */
const FALLBACK =
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB}" height="${THUMB}"><rect width="100%" height="100%" fill="#f0f0f0"/></svg>`,
  );

type Props = { value?: ImageItem[]; maxCount?: number; evidence?: boolean; disabled?: boolean };

/** Whether the field is an evidence list: the prop, else its FieldDef in the schema being rendered. */
function useEvidence(field: Field, prop: boolean | undefined): boolean {
  const schema = useContext(FormSchemaValue);
  if (prop !== undefined) return prop;
  return !!(schema && fieldByName(schema, String(field.props.name))?.field.evidence);
}

/** The client-side refusal of `file`, or null (the server checks the bytes again). */
function refusalOf(file: File): string | null {
  if (!hasImageExtension(file.name)) return IMAGE_TYPE_MESSAGE;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

export const ImageList = observer((props: Props) => {
  const field = useField<Field>();
  const { uploadImage, imageSrc } = useSchemaFormContext();
  const { message } = App.useApp();
  const evidence = useEvidence(field, props.evidence);
  const [uploading, setUploading] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const inFlight = useRef(0);
  const images = Array.isArray(props.value) ? props.value : [];
  const readPretty = field.pattern === 'readPretty';
  const editable = !readPretty && !props.disabled;
  if (readPretty && !images.length) return <PreviewText.Input value="" />;

  const current = (): ImageItem[] => (Array.isArray(field.value) ? (field.value as ImageItem[]) : []);
  const remove = (index: number): void => {
    void field.onInput(current().filter((_, i) => i !== index));
  };
  const edit = (index: number, patch: Partial<ImageItem>): void => {
    void field.onInput(current().map((img, i) => (i === index ? { ...img, ...patch } : img)));
  };

  const upload = async (file: File): Promise<void> => {
    inFlight.current += 1;
    setUploading((n) => n + 1);
    try {
      const { image_url } = await uploadImage!(file);
      const image_suffix = extensionOf(image_url) || extensionOf(file.name);
      const item: ImageItem = evidence
        ? { image_url, image_name: DEFAULT_EVIDENCE_NAME, image_suffix }
        : { image_url, image_name: file.name, image_suffix };
      void field.onInput([...current(), item]);
    } catch (error) {
      // a refusal of the file (type, size) says why; anything else says 上传失败，请重试
      const refused = error instanceof Error && error.name === 'ImageRejected';
      message.error(refused ? error.message : UPLOAD_FAILED_MESSAGE);
    } finally {
      inFlight.current -= 1;
      setUploading((n) => n - 1);
    }
  };

  const beforeUpload = (file: File): typeof Upload.LIST_IGNORE => {
    const refusal = refusalOf(file);
    if (refusal) {
      message.error(refusal);
    } else if (props.maxCount !== undefined && images.length + inFlight.current >= props.maxCount) {
      message.warning({ key: `image-count-${field.address}`, content: imageCountMessage(props.maxCount) });
    } else {
      void upload(file);
    }
    return Upload.LIST_IGNORE;
  };

  const hidden = readPretty && !expanded ? Math.max(0, images.length - READ_THUMBNAILS) : 0;
  const shown = hidden ? images.slice(0, READ_THUMBNAILS) : images;
  const full = props.maxCount !== undefined && images.length + uploading >= props.maxCount;
  const title = field.title?.toString() ?? '';

  return (
    <Space wrap align="start" size={12}>
      <Image.PreviewGroup>
        {shown.map((img, i) => (
          <Space
            key={`${img.image_url}-${i}`}
            direction="vertical"
            size={4}
            align="center"
            style={{ width: evidence ? 200 : undefined }}
            data-testid="image-item"
          >
            <Image
              width={THUMB}
              height={THUMB}
              style={{ objectFit: 'cover' }}
              fallback={FALLBACK}
              src={imageSrc ? imageSrc(img.image_url) || FALLBACK : img.image_url}
              alt={img.image_name || title}
            />
            {evidence && editable && (
              <>
                <Input
                  size="small"
                  aria-label="图片标题"
                  placeholder="图片标题"
                  maxLength={50}
                  value={img.image_name ?? ''}
                  onChange={(e) => edit(i, { image_name: e.target.value })}
                />
                <Input.TextArea
                  size="small"
                  aria-label="图片描述"
                  placeholder="简短描述"
                  maxLength={IMAGE_DESCRIPTION_MAX}
                  autoSize={{ minRows: 1, maxRows: 4 }}
                  value={img.image_description ?? ''}
                  onChange={(e) => edit(i, { image_description: e.target.value })}
                />
              </>
            )}
            {evidence && !editable && (
              <>
                <Typography.Text strong>{img.image_name || DEFAULT_EVIDENCE_NAME}</Typography.Text>
                {img.image_description && (
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {img.image_description}
                  </Typography.Paragraph>
                )}
              </>
            )}
            {editable && (
              <Popconfirm title="确定删除这张图片吗？" okText="确定" cancelText="取消" onConfirm={() => remove(i)}>
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            )}
          </Space>
        ))}
      </Image.PreviewGroup>
      {hidden > 0 && (
        <Button
          type="dashed"
          style={{ width: THUMB, height: THUMB }}
          onClick={() => setExpanded(true)}
          aria-label={`另有${hidden}张`}
        >
          +{hidden}
        </Button>
      )}
      {editable && uploadImage && !full && (
        <Upload accept={IMAGE_ACCEPT} multiple showUploadList={false} beforeUpload={beforeUpload}>
          <Button icon={<PlusOutlined />} loading={uploading > 0}>
            上传图片
          </Button>
        </Upload>
      )}
      {editable && props.maxCount !== undefined && (
        <Typography.Text type="secondary">jpg/png，每张不超过5MB，最多{props.maxCount}张</Typography.Text>
      )}
    </Space>
  );
});
