/**
 * A stop within a bound (issue 26 "Limits that hold": after a flood of idle sockets a SIGTERM stop hung, since Node's
 * `server.close()` waits for every connection and counts one that never sent a byte as busy).
 * `trackConnections(app)` (buildApp) follows every connection of the app's server and how many of its requests are in
 * flight; `closeWithin(app, ms)` then stops listening, at once closes every connection with no request in flight (idle
 * kept-alive ones, ones that sent nothing or only part of their headers), lets the requests in flight finish, closing
 * each connection as its last answer is sent (a new request on it is answered 503 by Fastify), and after `ms` cuts the
 * connections still open. It resolves once the app is closed: `'clean'` or `'forced'`.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

type Tracked = { inFlight: Map<Socket, number>; closing: boolean };
const tracked = new WeakMap<FastifyInstance, Tracked>();

/** Starts following the connections of `app.server` (call once, before it listens). */
export function trackConnections(app: FastifyInstance): void {
  const state: Tracked = { inFlight: new Map(), closing: false };
  tracked.set(app, state);
  app.server.on('connection', (socket: Socket) => {
    state.inFlight.set(socket, 0);
    socket.once('close', () => state.inFlight.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const socket = request.socket;
    state.inFlight.set(socket, (state.inFlight.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (state.inFlight.get(socket) ?? 1) - 1;
      state.inFlight.set(socket, left);
      // stopping: the connection's last answer has gone, so it goes too
      if (state.closing && left === 0) socket.destroySoon();
    });
  });
}

/**
 * Closes `app` within about `ms`: see the module comment. Never rejects for a connection; an `onClose` hook's error
 * is passed on.
 */
export async function closeWithin(app: FastifyInstance, ms: number): Promise<'clean' | 'forced'> {
  const state = tracked.get(app);
  let timer: NodeJS.Timeout | undefined;
  let forced = false;
  const closed = app.close();
  if (state) {
    state.closing = true;
    for (const [socket, inFlight] of state.inFlight) if (inFlight === 0) socket.destroy();
  }
  const bound = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      forced = true;
      app.server.closeAllConnections();
      for (const socket of state?.inFlight.keys() ?? []) socket.destroy();
      resolve();
    }, ms);
    timer.unref();
  });
  await Promise.race([closed, bound]);
  await closed;
  clearTimeout(timer);
  return forced ? 'forced' : 'clean';
}

/**
 * Runs `stop` once on the first SIGINT or SIGTERM, then exits 0; if `stop` has not finished `hardBoundMs` after the
 * signal (a database that does not close, an `onClose` hook that hangs), exits 1 anyway: the process never hangs.
 */
export function stopOnSignals(stop: () => Promise<void>, hardBoundMs: number): void {
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), hardBoundMs).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`停止时出错：${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
