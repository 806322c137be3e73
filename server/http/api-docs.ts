/**
 * The API reference (issue 13 §1): the OpenAPI 3 document generated from the contracts' zod schemas
 * (@fastify/swagger with the zod type provider's `jsonSchemaTransform`) at GET /api/openapi.json, and a
 * browsable reference (@fastify/swagger-ui) at /api/docs (which reads the same document at /api/docs/json). They carry no data, so their scope is public
 * (server/auth/guard.ts `markPublicScope`). Swagger UI runs only its own scripts and styles from 'self',
 * within the app's Content-Security-Policy.
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { ALL_CONTRACTS } from '../../domain/contracts';
import { LIST_PARAM_MARK } from '../../domain/contracts/define';
import { markPublicScope } from '../auth/guard';
import { XLSX_TYPE } from './xlsx';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** Registers the document generator on `app` (before any route, so it sees them all). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '儿童关爱保护服务平台 API',
        version: '1',
        description:
          'Every call of the console, generated from domain/contracts. Errors are `{ code, message, fieldErrors? }` with a Chinese message. A bearer token (`POST /api/auth/login`) is needed by every call but login.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      if (BINARY_CALLS.has(`${String(input.route.method)} ${input.url}`)) {
        const response = (out.schema as { response?: Record<string, unknown> }).response ?? {};
        return { ...out, schema: { ...out.schema, response: { 200: XLSX_ANSWER, ...response } } };
      }
      // a multipart call's body is not validated by a schema (the route reads the file part itself), but the
      // reference still says what it takes: one image part named `file`
      const consumes = (input.schema as { consumes?: string[] } | undefined)?.consumes;
      if (!consumes?.includes('multipart/form-data')) return out;
      return { ...out, schema: { ...out.schema, body: MULTIPART_IMAGE } };
    },
  });
}

/**
 * zod's JSON Schema with what the validators check spelled out (issue 26 "The OpenAPI document says what the
 * server does"): a list parameter (domain/contracts/define.ts `listParam`, `idListParam`) is shown as the array it
 * is validated as, not as "an array or any string"; the dates' `format`, the money's `multipleOf`, the password's
 * `pattern` and the points' `not` come from the contracts' own `.meta()`.
 */
const jsonSchemaTransform = createJsonSchemaTransform({
  zodToJsonConfig: {
    override: ({ jsonSchema }) => {
      const js = jsonSchema as Record<string, unknown> & { anyOf?: Record<string, unknown>[] };
      if (!js[LIST_PARAM_MARK]) return;
      delete js[LIST_PARAM_MARK];
      const array = js.anyOf?.find((branch) => branch.type === 'array');
      if (!array) return;
      delete js.anyOf;
      Object.assign(js, array, { description: js.description });
    },
  },
});

/** The calls whose 200 answer is a spreadsheet (`binary` contracts: the .xlsx exports), as `METHOD /path`. */
const BINARY_CALLS = new Set(ALL_CONTRACTS.filter((c) => c.binary).map((c) => `${c.method} ${c.path}`));

/** The 200 answer of an export: the .xlsx file itself. */
const XLSX_ANSWER = {
  description: 'xlsx 文件（Content-Disposition: attachment）',
  content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } },
};

/** The request body of an image upload as the reference shows it (domain/contracts/file.ts `uploadImage`). */
const MULTIPART_IMAGE = {
  type: 'object',
  required: ['file'],
  properties: {
    file: { type: 'string', format: 'binary', description: 'JPEG 或 PNG 图片，不超过 5 MB（以文件内容判断类型）' },
  },
};

/** Serves the document and the reference UI (after the routes are registered). */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    markPublicScope(scope);
    scope.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
    await scope.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      uiConfig: { docExpansion: 'list', deepLinking: false },
      staticCSP: false,
    });
  });
}
