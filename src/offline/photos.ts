/**
 * Photos made smaller on the phone before a check-in is queued (issue 29): the longest side at most
 * {@link PHOTO_MAX_SIDE} px, re-encoded as JPEG; a result above the server's byte limit (domain/images.ts
 * IMAGE_MAX_BYTES) is encoded again at a lower quality, and refused (ImageRejected) if still too large.
 */
import { IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, ImageRejected } from '../../domain/images';

/** The longest side of a queued photo, in px. */
export const PHOTO_MAX_SIDE = 1600;

/** The size `width` × `height` scaled to fit PHOTO_MAX_SIDE (never enlarged), in whole px. */
export function fittedSize(width: number, height: number, max = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImageRejected(IMAGE_TYPE_MESSAGE))),
      'image/jpeg',
      quality,
    ),
  );
}

/** `file` (jpg/png) downscaled and encoded as JPEG; rejects with ImageRejected when it cannot be read or made small enough. */
export async function downscalePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new ImageRejected(IMAGE_TYPE_MESSAGE);
  });
  const { width, height } = fittedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#fff'; // a transparent png gets a white ground, not JPEG's black
  g.fillRect(0, 0, width, height);
  g.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.5]) {
    const blob = await encode(canvas, quality);
    if (blob.size <= IMAGE_MAX_BYTES) return blob;
  }
  throw new ImageRejected(IMAGE_SIZE_MESSAGE);
}
