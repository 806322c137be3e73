/**
 * One JSON log line per answered request (issue 31 "Logs are JSON lines with the request id, route, status, duration
 * and the caller's user id, never a child's name, ID number or a password"; docs/deploy.md "Logs"):
 * `{"level":30,"time":…,"reqId":"req-1","method":"GET","route":"/api/child/:id","status":200,"ms":12.3,"user_id":7,"msg":"request"}`.
 * The route is the registered pattern, never the URL (a query may carry a name or an ID number being searched for);
 * no header, body, query or address is logged. Fastify's own request lines (which carry the URL) are turned off
 * (`disableRequestLogging` in buildApp). At `info`: LOG_LEVEL=info shows them.
 */
import type { FastifyInstance } from 'fastify';

/** Registers the request line on `app`. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? '__unknown__',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        user_id: request.user?.id ?? null,
      },
      'request',
    );
  });
}
