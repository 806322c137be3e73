/**
 * The images of a record (req children §3: `images` and the `*_img` lists hold items `{ image_url, ... }`, at
 * any depth of `information`) and their signed read URLs. Pure except for the signer it is given.
 */

/** Every string `image_url` found anywhere inside `value` (objects and arrays, any depth), without repeats, in document order. */
export function collectImageUrls(value: unknown, out: Set<string> = new Set(), depth = 0): string[] {
  if (depth > 32 || value === null || typeof value !== 'object') return [...out];
  if (Array.isArray(value)) {
    for (const item of value) collectImageUrls(item, out, depth + 1);
    return [...out];
  }
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'image_url' && typeof inner === 'string' && inner) out.add(inner);
    else collectImageUrls(inner, out, depth + 1);
  }
  return [...out];
}

/**
 * `{ [image_url]: signedUrl }` for every image_url inside `value` that `sign` accepts (it answers null for
 * paths that are not its own). Call it only for a record the caller may read.
 */
export function signedImageUrls(value: unknown, sign: (image_url: string) => string | null): Record<string, string> {
  const map: Record<string, string> = {};
  for (const image_url of collectImageUrls(value)) {
    const url = sign(image_url);
    if (url) map[image_url] = url;
  }
  return map;
}

/** `detail` plus `image_urls`: the signed URLs of every image inside it (GET /api/child/detail, /api/apply/detail). */
export function withImageUrls<T extends object>(
  detail: T,
  sign: (image_url: string) => string | null,
): T & { image_urls: Record<string, string> } {
  return { ...detail, image_urls: signedImageUrls(detail, sign) };
}
