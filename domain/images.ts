/**
 * Image rules shared by the browser and the server (req children §6.1 "Image upload accepts only jpg and png" the upload path; req gta §9.2 photo rules and messages, §9 "Photo limit 8, 5 MB each").
 */

/** The largest accepted image, in bytes (req gta §9.2: 5 MB each). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Accepted image extensions, as stored in `image_suffix` (jpg for every JPEG). */
export const IMAGE_EXTENSIONS = ['jpg', 'png'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/** req gta §9.2: a file that is not a jpg or png. */
export const IMAGE_TYPE_MESSAGE = '请上传jpg或png格式的图片';
/** req gta §9.2: a file over 5 MB. */
export const IMAGE_SIZE_MESSAGE = '文件过大，图片大小不能超过5MB';
/** req gta §9.2: any failed upload (never silent, seeds README). */
export const UPLOAD_FAILED_MESSAGE = '上传失败，请重试';
/** req gta §9.2: more files than the field allows. */
export const imageCountMessage = (max: number): string => `最多上传${max}张`;

/** The default title of an evidence item (req children §6.2 images: "image_name, default 调查照片"). */
export const DEFAULT_EVIDENCE_NAME = '调查照片';

/** How long a signed image URL stays valid, in seconds. */
export const SIGNED_URL_TTL_SECONDS = 600;

/** How often (ms) an open screen fetches its record again for fresh signed image URLs: two minutes before they expire. */
export const IMAGE_URL_REFRESH_MS = (SIGNED_URL_TTL_SECONDS - 120) * 1000;

/** Key prefixes: the server's own disk (`STORAGE=local`) and the OSS bucket (`STORAGE=oss`, req children §6.1). */
export const LOCAL_IMAGE_PREFIX = 'image/';
export const OSS_IMAGE_PREFIX = 'storage/image/';

const NAME = String.raw`\d{4}-\d{2}-\d{2}/[0-9a-z]{8,64}\.(?:jpg|png)`;
/** A stored image_url of local storage: `image/{yyyy-MM-dd}/{timestamp}{random}.{ext}`. */
export const LOCAL_IMAGE_URL = new RegExp(`^image/${NAME}$`);
/** A stored image_url of OSS storage: `storage/image/{yyyy-MM-dd}/{timestamp}{random}.{ext}`. */
export const OSS_IMAGE_URL = new RegExp(`^storage/image/${NAME}$`);

/**
 * Whether `url` has the form of a key of this server's image storage (LOCAL_IMAGE_URL or OSS_IMAGE_URL): what
 * an image item's `image_url` must hold (issue 14), so a path (`../../etc/passwd`), a script URL
 * (`javascript:…`) or another host (`https://…`) is never stored. Says nothing of who issued the key.
 */
export function isImageKey(url: string): boolean {
  return LOCAL_IMAGE_URL.test(url) || OSS_IMAGE_URL.test(url);
}

/** The extension of a file name, lower case, `jpeg` read as `jpg`; '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
  return ext === 'jpeg' ? 'jpg' : ext;
}

/** Whether a file name ends in .jpg, .jpeg or .png (the client-side check; the server checks the bytes). */
export function hasImageExtension(name: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

/** `yyyy-MM-dd` of `now` in the local time zone. */
export function dateFolder(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The key of a new image: `{prefix}{yyyy-MM-dd}/{timestamp ms}{random}.{ext}` (req children §6.1 "a dated image
 * path with a timestamp-plus-random file name and the extension"). `random`: lower-case letters/digits.
 */
export function imageKey(prefix: string, now: Date, random: string, ext: ImageExtension): string {
  return `${prefix}${dateFolder(now)}/${now.getTime()}${random}.${ext}`;
}

/**
 * The real type of image bytes from their first bytes (PNG: 89 50 4E 47 0D 0A 1A 0A; JPEG: FF D8 FF), or
 * null. The browser's check before a direct OSS upload; the server checks uploads with `file-type`.
 */
export function sniffImageType(head: Uint8Array): ImageExtension | null {
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && PNG.every((b, i) => head[i] === b)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  return null;
}

/** A refused image whose `message` is for the user (type, size or count; req gta §9.2). */
export class ImageRejected extends Error {
  override readonly name = 'ImageRejected';
}
