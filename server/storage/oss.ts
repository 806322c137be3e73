/**
 * `STORAGE=oss` (DESIGN "Images", req children §6.1 "Temporary storage credentials"): the browser uploads to
 * `storage/image/{yyyy-MM-dd}/{timestamp}{random}.{ext}` in the bucket with STS credentials from
 * `assumeRole()`, whose session policy allows only `oss:PutObject` under that prefix for 15 minutes.
 * Reads go through ali-oss signed URLs (10 minutes). The RAM key (OSS_ACCESS_KEY_ID/SECRET) never
 * leaves the server.
 */
import OSS from 'ali-oss';
import { OSS_IMAGE_PREFIX, OSS_IMAGE_URL, SIGNED_URL_TTL_SECONDS } from '../../domain/images';
import type { OssStorageConfig } from '../config';
import { AppError } from '../errors';
import type { OssStorage, UploadCredentials } from './storage';

/** STS credential lifetime in seconds (the shortest Aliyun allows). */
export const STS_DURATION_SECONDS = 900;

const REQUIRED: [keyof OssStorageConfig, string][] = [
  ['region', 'OSS_REGION'],
  ['bucket', 'OSS_BUCKET'],
  ['accessKeyId', 'OSS_ACCESS_KEY_ID'],
  ['accessKeySecret', 'OSS_ACCESS_KEY_SECRET'],
  ['roleArn', 'OSS_ROLE_ARN'],
];

/** The session policy of an upload credential: PutObject on `{bucket}/storage/image/*` only. */
export function uploadPolicy(bucket: string) {
  return {
    Version: '1',
    Statement: [
      { Effect: 'Allow', Action: ['oss:PutObject'], Resource: [`acs:oss:*:*:${bucket}/${OSS_IMAGE_PREFIX}*`] },
    ],
  };
}

/** The origin the browser talks to for `c` (bucket subdomain of the endpoint, or the endpoint itself with cname). */
export function bucketOrigin(c: Pick<OssStorageConfig, 'region' | 'bucket' | 'endpoint' | 'cname'>): string | null {
  if (!c.bucket) return null;
  if (!c.endpoint) return c.region ? `https://${c.bucket}.${c.region}.aliyuncs.com` : null;
  const url = new URL(/^https?:\/\//.test(c.endpoint) ? c.endpoint : `https://${c.endpoint}`);
  return c.cname ? url.origin : `${url.protocol}//${c.bucket}.${url.host}`;
}

/**
 * An OSS store for `config`; usable only when `missing` is empty (assumeRole answers 503 otherwise).
 * Throws at start when the bucket name or endpoint is malformed.
 */
export function createOssStorage(config: OssStorageConfig): OssStorage {
  const missing = REQUIRED.filter(([key]) => !config[key]).map(([, name]) => name);
  const origin = bucketOrigin(config);
  let client: OSS | null = null;
  if (!missing.length) {
    try {
      client = new OSS({
        region: config.region,
        bucket: config.bucket,
        endpoint: config.endpoint,
        cname: config.cname,
        secure: true,
        accessKeyId: config.accessKeyId!,
        accessKeySecret: config.accessKeySecret!,
      });
    } catch (error) {
      throw new Error(
        `OSS 配置不合法（OSS_BUCKET / OSS_ENDPOINT / OSS_REGION）：${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  return {
    kind: 'oss',
    missing,
    browserOrigins: origin ? [origin] : [],

    signedUrl(image_url: string): string | null {
      if (!client || !OSS_IMAGE_URL.test(image_url)) return null;
      return client.signatureUrl(image_url, { expires: SIGNED_URL_TTL_SECONDS });
    },

    async assumeRole(): Promise<UploadCredentials> {
      if (missing.length)
        throw new AppError(
          503,
          'OSS_NOT_CONFIGURED',
          `对象存储（OSS）尚未配置完整，请联系管理员设置：${missing.join('、')}`,
        );
      const sts = new OSS.STS({
        accessKeyId: config.accessKeyId!,
        accessKeySecret: config.accessKeySecret!,
        ...(config.stsEndpoint ? { endpoint: config.stsEndpoint } : {}),
      } as ConstructorParameters<typeof OSS.STS>[0]);
      const { credentials } = await sts.assumeRole(
        config.roleArn!,
        uploadPolicy(config.bucket!),
        STS_DURATION_SECONDS,
        'child-welfare-upload',
      );
      return {
        AccessKeyId: credentials.AccessKeyId,
        AccessKeySecret: credentials.AccessKeySecret,
        SecurityToken: credentials.SecurityToken,
        Expiration: credentials.Expiration,
        region: config.region!,
        bucket: config.bucket!,
        prefix: OSS_IMAGE_PREFIX,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        ...(config.cname ? { cname: true } : {}),
      };
    },
  };
}
