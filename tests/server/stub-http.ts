/**
 * A local HTTP server standing in for a provider's API in the sender tests (Aliyun SMS, WeChat): it records each request
 * (method, path, query, headers, body) and answers with what the test's handler returns.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubRequest = {
  method: string;
  path: string;
  /** The raw query string, without `?`. */
  rawQuery: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
};
export type StubAnswer = { status?: number; json: unknown };
export type Stub = { url: string; requests: StubRequest[]; close: () => Promise<void> };

/** Starts the stub on 127.0.0.1 at a free port; `answer` decides each reply. */
export async function startStub(answer: (req: StubRequest) => StubAnswer | Promise<StubAnswer>): Promise<Stub> {
  const requests: StubRequest[] = [];
  const server = createServer((incoming, res) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (c: Buffer) => chunks.push(c));
    incoming.on('end', () => {
      const url = incoming.url ?? '/';
      const at = url.indexOf('?');
      const rawQuery = at < 0 ? '' : url.slice(at + 1);
      const req: StubRequest = {
        method: incoming.method ?? '',
        path: at < 0 ? url : url.slice(0, at),
        rawQuery,
        query: new URLSearchParams(rawQuery),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(req);
      void Promise.resolve(answer(req)).then((a) => {
        res.writeHead(a.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(a.json));
      });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
