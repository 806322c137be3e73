/**
 * Test helper for saves with images (issue 14: a record may refer only to images this server issued): every
 * `image_url` inside some values is replaced by the key of a real upload (a 1×1 PNG through
 * POST /api/file/image), the same upload for the same original key within one `ImageIssuer`.
 */
import type { FastifyInstance } from 'fastify';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Uploads a PNG as the holder of `token`; answers its image_url. Throws when the upload is refused. */
export async function uploadPng(app: FastifyInstance, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
  const res = await app.inject({
    method: 'POST',
    url: '/api/file/image',
    payload: form,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().image_url;
}

export type ImageIssuer = <T>(values: T) => Promise<T>;

/** An issuer that uploads as `token` on `app`: `await issue(values)` is `values` with issued image_urls. */
export function imageIssuer(app: FastifyInstance, token: string): ImageIssuer {
  const issued = new Map<string, string>();
  const walk = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(walk));
    if (value === null || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'image_url' && typeof inner === 'string') {
        if (!issued.has(inner)) issued.set(inner, await uploadPng(app, token));
        out[key] = issued.get(inner);
      } else out[key] = await walk(inner);
    }
    return out;
  };
  return async (values) => (await walk(values)) as typeof values;
}
