/**
 * Builds the Fastify app as a plugin over an open database (CONVENTIONS "Server modules"): `start.ts`
 * only listens, tests call `app.inject`. Serves the API under /api (each module an encapsulated plugin over
 * its service, server/services.ts), the API reference at /api/docs (server/http/api-docs.ts), signed local
 * images under /files/ and, when `staticDir` is given, the built SPA with an index.html fallback for client
 * routes. `now` is the clock every service stamps with: required, start.ts passes the real one and tests
 * their own. `storage` is where images go (server/storage); without it, local storage in a fresh temporary
 * directory with a random signing secret (what tests need; `start.ts` passes the configured one).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  type HTTPMethods,
  type RouteOptions,
} from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { TOO_FREQUENT_MESSAGE } from '../domain/constants';
import type { Db } from './db/client';
import { registerErrorHandler } from './errors';
import { rateLimitKey, registerGuard } from './auth/guard';
import { registerApiDocs, registerOpenApi } from './http/api-docs';
import { registerJsonBodyParser } from './http/json-body';
import { registerCompression } from './http/compress';
import { validatorCompiler } from './http/validator';
import { frameworkError } from './http/framework-errors';
import { DEFAULT_HTTP_LIMITS, serverOptions, type HttpLimits, type TrustProxy } from './http/server-options';
import { trackConnections } from './http/shutdown';
import { createServices } from './services';
import { authPlugin } from './modules/auth';
import { activeAccountOf, userPlugin } from './modules/user';
import { departmentPlugin } from './modules/department';
import { childPlugin } from './modules/child';
import { applyPlugin } from './modules/apply';
import { filePlugin } from './modules/file';
import { recordPlugin } from './modules/audit';
import { persuasionPlugin } from './modules/persuasion';
import { journalPlugin } from './modules/journal';
import { planPlugin } from './modules/plan';
import { taskPlugin } from './modules/task';
import { taskExportPlugin } from './modules/task';
import { sinPlugin } from './modules/sin';
import { denouncePlugin } from './modules/denounce';
import { scorePlugin } from './modules/score';
import { meetingPlugin } from './modules/meeting';
import { riskPlugin } from './modules/risk';
import { configurationPlugin } from './modules/configuration';
import { statisticPlugin } from './modules/statistic';
import { labelPlugin } from './modules/label';
import { supervisePlugin } from './modules/supervise';
import { attachmentPlugin } from './modules/file';
import { filetransferPlugin } from './modules/filetransfer';
import { lexiconPlugin } from './modules/lexicon';
import { noticePlugin, type Notifier } from './modules/notice';
import { allowancePlugin } from './modules/allowance';
import { logSmsSender, registerPlugin, type SmsSender } from './modules/register';
import { warningPlugin } from './modules/warning';
import { createLocalStorage } from './storage/local';
import { registerHealth } from './ops/health';
import { registerDumpRoute } from './ops/dump-route';
import { registerMetrics, type MetricsOptions } from './ops/metrics';
import { registerPressure, type PressureLimits } from './ops/pressure';
import { registerRequestLog } from './ops/request-log';
import type { PGlite } from '@electric-sql/pglite';
import type { Storage } from './storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Housekeeping (start.ts runs it at start and hourly): deletes sessions that can no longer be used and
     * removes uploads no saved record refers to after a day (file and row). Answers how many uploads went.
     */
    housekeeping(): Promise<{ uploadsRemoved: number }>;
    /** Resolves once every operation record queued so far is written (issue 30: views are recorded off the critical path). */
    settleRecords(): Promise<void>;
    /** Every route as registered (the OpenAPI completeness test reads it). */
    registeredRoutes: readonly RouteOptions[];
  }
}

type FastifyLoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * `logger`: false (none, the default), true (pino at info), or pino options (`{ level: 'error' }`, a `stream`
 * a test reads; start.ts passes `{ level: LOG_LEVEL ?? 'error' }` so every 500 is logged).
 */
export type AppOptions = {
  db: Db;
  now: () => Date;
  staticDir?: string;
  logger?: boolean | FastifyLoggerOptions;
  rateLimitMax?: number;
  storage?: Storage;
} & {
  /** How SMS codes are sent (server/modules/register/sms.ts); not given: to this app's log (docs/deploy.md: no SMS provider). */
  sms?: SmsSender;
  /** How notices reach users (server/modules/notice: the WeChat notifier when NOTIFIER=wechat); not given: the log notifier. */
  notifier?: Notifier;
  /** Whose X-Forwarded-For is believed (TRUST_PROXY, server/http/server-options.ts); not given: nobody's. */
  trustProxy?: TrustProxy;
  /** The server's timeouts (server/http/server-options.ts); not given: the defaults. */
  httpLimits?: HttpLimits;
  /** PGlite only: the running server's backup dump (server/ops/dump-route.ts, issue 31); not given: no such route. */
  backupDump?: { client: PGlite; token: string };
  /** Prometheus metrics and GET /metrics (server/ops/metrics.ts, issue 31); not given: none collected (tests). */
  metrics?: MetricsOptions;
  /** Load shedding (server/ops/pressure.ts, issue 31); not given: none (tests). */
  pressure?: PressureLimits;
};

const BODY_LIMIT = 2 * 1024 * 1024;
/** Whether a request URL is under /api (its path, without the query). */
const isApiPath = (url: string) => /^\/api(?:[/?#]|$)/.test(url);
const API_METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE'];

/**
 * The Cache-Control of a file of the built SPA (`path`: the file sent, possibly its .br/.gz sibling): the
 * content-hashed files under assets/ for a year and immutable (issue 30), everything else (index.html, sw.js,
 * the Workbox file, the manifest, the icons) revalidated on every load (issue 29).
 */
export function staticCacheControl(path: string): string {
  const logical = path.replace(/\.(?:br|gz)$/, '');
  return /(?:^|[\\/])assets[\\/][^\\/]+$/.test(logical) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Local storage in a new temporary directory (removed when the app closes), signing with a random secret. */
function temporaryStorage(app: FastifyInstance): Storage {
  const filesDir = mkdtempSync(join(tmpdir(), 'cw-files-'));
  app.addHook('onClose', async () => rm(filesDir, { recursive: true, force: true }));
  return createLocalStorage({ filesDir, secret: randomBytes(32) });
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverOptions(opts.httpLimits ?? DEFAULT_HTTP_LIMITS, opts.trustProxy ?? false),
    logger: opts.logger ?? false,
    // Fastify's request lines carry the URL (a searched name or ID number): ours log the route instead (issue 31)
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // errors the router raises before any route (a malformed URL): in our words too
    frameworkErrors: (error, request, reply) => {
      const answer = frameworkError(error) ?? { status: 400, code: 'INVALID', message: '请求不合法' };
      if (isApiPath(request.url)) (reply as FastifyReply).header('Cache-Control', 'no-store');
      (reply as FastifyReply).status(answer.status).send({ code: answer.code, message: answer.message });
    },
  });
  trackConnections(app);
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('registeredRoutes', routes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app, BODY_LIMIT);
  // issue 31: before every route, so each is measured and shed under overload
  if (opts.pressure) await registerPressure(app, opts.pressure);
  if (opts.metrics) await registerMetrics(app, opts.metrics);
  registerRequestLog(app);
  const { now } = opts;
  const storage = opts.storage ?? temporaryStorage(app);
  const services = createServices({
    db: opts.db,
    now,
    storage,
    signImage: (image_url) => storage.signedUrl(image_url, now()),
    log: app.log,
    sms: opts.sms ?? logSmsSender(app.log),
    notifier: opts.notifier,
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // OSS storage: the browser loads images from and uploads to the bucket's origin.
        imgSrc: ["'self'", 'data:', 'blob:', ...storage.browserOrigins],
        connectSrc: ["'self'", ...storage.browserOrigins],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  // per signed-in user on a guarded route (a county's badge polling behind one proxy is many users), else per client
  // address (docs/decisions-hardening.md "Request rate")
  await app.register(rateLimit, {
    max: opts.rateLimitMax ?? 600,
    timeWindow: 60_000,
    keyGenerator: rateLimitKey(services.auth.sessionOf),
    errorResponseBuilder: () => ({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: TOO_FREQUENT_MESSAGE }),
  });
  // the operation records queued off the answers' critical path are written before the app (and the process) ends
  app.addHook('onClose', () => services.audit.settle());
  app.decorate('settleRecords', () => services.audit.settle());
  app.decorate('housekeeping', async () => {
    await services.auth.purge();
    await services.registrations.purge();
    // plans produce the task of each new period (issue 28; docs/decisions-plans.md)
    await services.plans.generateDue();
    return { uploadsRemoved: await services.files.purgeStale() };
  });
  // Every API answer, errors included, is personal data of the moment: never stored by a browser or proxy
  // (issue 14). /files/* sets its own private max-age; the SPA's assets keep their caching.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
  });
  // API answers above 1 KiB go brotli/gzip-encoded (issue 30; the SPA's files are compressed at build)
  registerCompression(app, isApiPath);
  registerGuard(app, { sessionOf: services.auth.sessionOf, activeAccountOf });
  await registerOpenApi(app);

  await app.register(authPlugin, { auth: services.auth });
  await app.register(userPlugin, {
    users: services.users,
    departments: services.departments,
    admin: services.accountAdmin,
  });
  await app.register(departmentPlugin, { departments: services.departments, admin: services.departmentAdmin });
  await app.register(childPlugin, { children: services.children, now });
  await app.register(applyPlugin, { applies: services.applies });
  await app.register(filePlugin, { storage, now, files: services.files });
  await app.register(recordPlugin, { records: services.records, now });
  await app.register(persuasionPlugin, { persuasions: services.persuasions });
  await app.register(sinPlugin, { sins: services.sins });
  await app.register(denouncePlugin, { denounces: services.denounces });
  await app.register(scorePlugin, { scores: services.scores });
  await app.register(meetingPlugin, { meetings: services.meetings });
  await app.register(riskPlugin, { risks: services.risks });
  await app.register(configurationPlugin, { configuration: services.configuration });
  await app.register(statisticPlugin, { statistics: services.statistics, audit: services.audit });
  await app.register(taskPlugin, { tasks: services.tasks });
  await app.register(taskExportPlugin, { exporter: services.taskExport, now });
  await app.register(planPlugin, { plans: services.plans });
  await app.register(journalPlugin, {
    journals: services.journals,
    findStep: (user, id, state) => services.applies.findStep(user, id, state),
  });
  await app.register(supervisePlugin, { supervise: services.supervise });
  await app.register(labelPlugin, { labels: services.labels });
  await app.register(attachmentPlugin, { storage, now, files: services.files });
  await app.register(filetransferPlugin, { filetransfers: services.filetransfers });
  await app.register(lexiconPlugin, { lexicon: services.lexicon });
  await app.register(noticePlugin, { notices: services.notices });
  await app.register(allowancePlugin, { allowances: services.allowances });
  await app.register(registerPlugin, { registrations: services.registrations });
  await app.register(warningPlugin, { warnings: services.warnings, audit: services.audit, now });
  await registerApiDocs(app);
  // issue 31: outside /api, no session
  registerHealth(app, {
    db: opts.db,
    storageWritable: storage.kind === 'local' ? storage.checkWritable?.bind(storage) : undefined,
  });
  if (opts.backupDump) registerDumpRoute(app, opts.backupDump);

  const spa = !!opts.staticDir && existsSync(`${opts.staticDir}/index.html`);
  // wildcard: files are looked up per request, so a rebuild of dist/ is served without a restart.
  if (spa)
    await app.register(fastifyStatic, {
      root: opts.staticDir!,
      wildcard: true,
      index: ['index.html'],
      // the .br/.gz siblings written at build (scripts/vite-precompress.ts), by what the client accepts (issue 30)
      preCompressed: true,
      // the service worker, the manifest and the page are checked on every load (a new build is found at once;
      // issue 29, docs/decisions-offline.md); the hashed assets under /assets/ never change: a year, immutable
      setHeaders: (res, path) => res.header('Cache-Control', staticCacheControl(path)),
    });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const clientRoute = request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/assets/');
    if (spa && clientRoute) return reply.type('text/html').sendFile('index.html');
    const allowed = API_METHODS.filter((method) => app.hasRoute({ method, url: path }));
    if (allowed.length) {
      return reply
        .status(405)
        .header('Allow', allowed.join(', '))
        .send({ code: 'METHOD_NOT_ALLOWED', message: `该接口不支持 ${request.method} 请求` });
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: `接口不存在：${request.method} ${path}` });
  });
  return app;
}
