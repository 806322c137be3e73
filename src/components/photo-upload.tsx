/**
 * Photos picked and uploaded as they are chosen (req gta §9.2: jpg or png, each under 5 MB, at most `max`),
 * for the volunteer's check-in and the persuasion log: `usePhotoUpload(max, initial)` keeps the list, and
 * `<PhotoUpload>` is its picture-card picker. A refused file says why (请上传jpg或png格式的图片, 文件过大，图片大小
 * 不能超过5MB, 最多上传N张) and is not added; a failed upload says 上传失败，请重试 and leaves the list.
 */
import { useState } from 'react';
import { Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  hasImageExtension,
  imageCountMessage,
} from '../../domain/images';
import { uploadImage } from '../api/file';
import { errorMessage } from '../api/http-error';
import { feedback } from '../core/feedback';

/** A stored photo: the image_url in the record, its suffix, and a URL to show it now. */
export type StoredPhoto = { url: string; suffix: string; src?: string };

/** The photo list of a form: `initial` are photos already saved (shown, kept unless removed). */
export function usePhotoUpload(max: number, initial: StoredPhoto[] = []) {
  const [photos, setPhotos] = useState<UploadFile[]>(() =>
    initial.map((p, i) => ({
      uid: `saved-${i}`,
      name: p.url.split('/').pop() ?? p.url,
      status: 'done',
      thumbUrl: p.src,
      url: p.src,
      response: { image_url: p.url, image_suffix: p.suffix },
    })),
  );
  return {
    photos,
    setPhotos,
    max,
    /** Whether a photo is still on its way up. */
    uploading: photos.some((p) => p.status === 'uploading'),
    /** The uploaded photos as a record keeps them. */
    uploaded: (): { url: string; suffix: string }[] =>
      photos
        .filter((p) => p.status === 'done')
        .map((p) => p.response as { image_url: string; image_suffix: string })
        .map((r) => ({ url: r.image_url, suffix: r.image_suffix })),
    reset: () => setPhotos([]),
  };
}

export function PhotoUpload({ state }: { state: ReturnType<typeof usePhotoUpload> }) {
  const { photos, setPhotos, max } = state;
  const upload = async ({
    file,
    onSuccess,
    onError,
  }: {
    file: string | Blob;
    onSuccess?: (body: unknown) => void;
    onError?: (e: Error) => void;
  }) => {
    try {
      onSuccess?.(await uploadImage(file as File));
    } catch (e) {
      feedback.message.error(errorMessage(e, '上传失败，请重试'));
      onError?.(e as Error);
    }
  };
  const refuse = (file: File) => {
    if (!hasImageExtension(file.name)) {
      feedback.message.error(IMAGE_TYPE_MESSAGE);
      return Upload.LIST_IGNORE;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      feedback.message.error(IMAGE_SIZE_MESSAGE);
      return Upload.LIST_IGNORE;
    }
    if (photos.length >= max) {
      feedback.message.error(imageCountMessage(max));
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  return (
    <Upload
      listType="picture-card"
      multiple
      accept=".jpg,.jpeg,.png"
      fileList={photos}
      beforeUpload={refuse}
      customRequest={upload}
      onChange={({ fileList }) => setPhotos(fileList.filter((f) => f.status !== 'error'))}
    >
      {photos.length < max && (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>上传</div>
        </div>
      )}
    </Upload>
  );
}
