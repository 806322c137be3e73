/**
 * The browser's direct upload to Aliyun OSS (STORAGE=oss; req children §6.1, req children §6.1): with the STS
 * credentials of GET /api/aliyun/sts/assume/role, PUT the file at
 * `storage/image/{yyyy-MM-dd}/{timestamp}{random}.{ext}`. ali-oss is loaded on demand (about 200 kB gzip),
 * so the login page and local-storage installs never download it. No ky here: the bucket is not our API.
 */
import type OSS from 'ali-oss';
import { imageKey, type ImageExtension } from '../../domain/images';
import type { UploadCredentials } from '../../domain/contracts/file';

export type { UploadCredentials };

/** ali-oss client options for `c` (HTTPS unless the endpoint says otherwise; `refresh` renews expired credentials). */
export function ossClientOptions(c: UploadCredentials, refresh?: () => Promise<UploadCredentials>): OSS.Options {
  return {
    region: c.region,
    bucket: c.bucket,
    ...(c.endpoint ? { endpoint: c.endpoint } : {}),
    ...(c.cname ? { cname: true } : {}),
    accessKeyId: c.AccessKeyId,
    accessKeySecret: c.AccessKeySecret,
    stsToken: c.SecurityToken,
    secure: true,
    timeout: 60_000,
    ...(refresh
      ? {
          refreshSTSTokenInterval: 10 * 60_000,
          refreshSTSToken: async () => {
            const n = await refresh();
            return { accessKeyId: n.AccessKeyId, accessKeySecret: n.AccessKeySecret, stsToken: n.SecurityToken };
          },
        }
      : {}),
  };
}

/** 12 random lower-case hex characters (the random part of an object name). */
export function randomPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * PUTs `file` (already checked to be a JPEG or PNG of type `ext`) into the bucket; answers the stored
 * key as image_url. Rejects with ali-oss's error when the bucket refuses (the caller says 上传失败，请重试).
 */
export async function putImageToOss(
  file: Blob,
  ext: ImageExtension,
  c: UploadCredentials,
  refresh?: () => Promise<UploadCredentials>,
): Promise<{ image_url: string; image_suffix: ImageExtension }> {
  const { default: OSSClient } = await import('ali-oss');
  const client = new OSSClient(ossClientOptions(c, refresh));
  const image_url = imageKey(c.prefix, new Date(), randomPart(), ext);
  await client.put(image_url, file, { mime: ext === 'png' ? 'image/png' : 'image/jpeg' });
  return { image_url, image_suffix: ext };
}
