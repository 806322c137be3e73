/**
 * A fake of the API at the fetch boundary (ky and everything above it run for real). Routes are keyed
 * "METHOD /api/path"; a route answers `{ status?, body }` or a function of the request. Unknown routes
 * answer 404 so a missing mock fails loudly. jsdom has no fetch: Node's Request needs absolute URLs, so
 * relative ones are resolved against the page address as a browser would.
 */
import { vi } from 'vitest';

export type MockRequest = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Headers };
export type MockAnswer = { status?: number; body?: unknown };
export type MockRoute = MockAnswer | ((req: MockRequest) => MockAnswer | Promise<MockAnswer>);

export function mockApi(routes: Record<string, MockRoute>) {
  const calls: MockRequest[] = [];
  const NativeRequest = globalThis.Request;
  class RelativeRequest extends NativeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
    }
  }
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const text = await input.text();
      const req: MockRequest = {
        method: input.method,
        path: url.pathname,
        query: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
        headers: input.headers,
      };
      calls.push(req);
      const route = routes[`${req.method} ${req.path}`];
      const answer: MockAnswer =
        route === undefined
          ? { status: 404, body: { code: 'NOT_FOUND', message: `no mock for ${req.method} ${req.path}` } }
          : typeof route === 'function'
            ? await route(req)
            : route;
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    /** The calls made to "METHOD /api/path". */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    set: (key: string, route: MockRoute) => {
      routes[key] = route;
    },
  };
}
