/**
 * Compression of the API's answers (issue 30 "The console on a slow line"): a JSON (or other text) answer of at
 * least `MIN_BYTES` (1 KiB) is sent brotli- or gzip-encoded when the request's Accept-Encoding allows it (brotli
 * preferred, at quality 4: fast enough per request, most of the gain); smaller answers, streams (xlsx exports,
 * files) and answers already encoded are sent as they are. Every answer it could have compressed carries
 * `Vary: Accept-Encoding`. The built SPA is compressed once at build instead (scripts/vite-precompress.ts,
 * @fastify/static `preCompressed`). No package: Node's zlib (docs/decisions-slowline.md).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT_TYPE = /^(?:application\/(?:[\w.+-]*\+)?json|text\/)/i;

/** The encoding to use for `acceptEncoding` (an Accept-Encoding header): 'br', 'gzip' or none. q=0 excludes. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

async function compressPayload(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.getHeader('content-encoding')) return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!TEXT_TYPE.test(type)) return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < MIN_BYTES) return payload;
  reply.header('vary', 'accept-encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const compressed =
    encoding === 'br'
      ? await brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : await gzipAsync(body, { level: 6 });
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed;
}

/** Compresses what the routes matched by `applies(url)` answer (server/app.ts: every /api answer). */
export function registerCompression(app: FastifyInstance, applies: (url: string) => boolean): void {
  app.addHook('onSend', async (request, reply, payload) =>
    request.method === 'HEAD' || !applies(request.url) ? payload : compressPayload(request, reply, payload),
  );
}
