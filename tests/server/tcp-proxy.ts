/**
 * A TCP proxy the tests put between the server and PostgreSQL, to stop and restart "the database" as the server
 * sees it (issue 31: /health/ready turns 503 when the database is stopped and 200 again when it returns).
 * `stop()` closes the listener and cuts every connection (what a stopped PostgreSQL does to its clients);
 * `start()` listens again on the same port.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type TcpProxy = { port: number; start: () => Promise<void>; stop: () => Promise<void> };

/** A proxy from 127.0.0.1:<some free port> to `host:port`, listening. */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let listenPort = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = createConnection({ host, port });
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(listenPort, '127.0.0.1', () => {
        listenPort = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  await start();
  return { port: listenPort, start, stop };
}
