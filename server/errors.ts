/**
 * Typed service errors and the one error handler that maps every failure to `{ code, message, fieldErrors? }`
 * (CONVENTIONS "Server modules"; issue 13 §5). No framework code (`FST_…`) and no English framework message
 * reaches a client: body-parser, content-type, size, multipart and validation errors get our own code and
 * a Chinese message (server/http/framework-errors.ts). A 500 is logged at `error` with its stack and the
 * request id (`err`, `reqId`; a database error without its values: http/db-errors.ts `loggableError`), and the client gets only that id: `{ code: 'INTERNAL', message:
 * 服务器内部错误，请稍后重试（请求编号 req-1） }` (issue 14).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { TOO_FREQUENT_MESSAGE } from '../domain/constants';
import type { FieldError } from '../domain/contracts/define';
import { databaseConflict, loggableError } from './http/db-errors';
import { frameworkError, INVALID_MESSAGE } from './http/framework-errors';

export type FieldErrorBody = FieldError;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: FieldErrorBody[],
  ) {
    super(message);
  }
}
export class Invalid extends AppError {
  constructor(message: string, fieldErrors?: FieldErrorBody[], code = 'INVALID') {
    super(400, code, message, fieldErrors);
  }
}
export class Unauthorized extends AppError {
  constructor(message = '登录已过期，请重新登录', code = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = '您没有权限执行此操作', code = 'FORBIDDEN') {
    super(403, code, message);
  }
}
export class NotFound extends AppError {
  constructor(message = '记录不存在或您无权查看', code = 'NOT_FOUND') {
    super(404, code, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string, code = 'CONFLICT', fieldErrors?: FieldErrorBody[]) {
    super(409, code, message, fieldErrors);
  }
}
export class TooManyRequests extends AppError {
  constructor() {
    super(429, 'TOO_MANY_REQUESTS', TOO_FREQUENT_MESSAGE);
  }
}

/** `/a/0/b` (a zod issue path as the type provider reports it) → `a.0.b`; '' for the whole body. */
const dotted = (instancePath: string) => instancePath.replace(/^\//, '').replace(/\//g, '.');

/** The only thing a client learns of a 500: that it happened, and the request id to quote (the log has the rest). */
export const internalMessage = (requestId: string) => `服务器内部错误，请稍后重试（请求编号 ${requestId}）`;

/** Maps every failure of a request to its status and `{ code, message, fieldErrors? }` (see the module comment). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        code: error.code,
        message: error.message,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    }
    // the entries of server/http/validator.ts (any validation failure: Fastify sets `validation`)
    if (Array.isArray((error as FastifyError).validation) && (error as FastifyError).validation!.length) {
      const fieldErrors = (error as FastifyError).validation!.map((v) => ({
        field: dotted(v.instancePath),
        message: v.message || INVALID_MESSAGE,
      }));
      return reply.status(400).send({ code: 'INVALID', message: INVALID_MESSAGE, fieldErrors });
    }
    if (error.statusCode === 429)
      return reply.status(429).send({ code: 'TOO_MANY_REQUESTS', message: TOO_FREQUENT_MESSAGE });
    const known = frameworkError(error);
    if (known) return reply.status(known.status).send({ code: known.code, message: known.message });
    // a write refused by a unique index, a serialization failure or a deadlock: another writer won (issue 14)
    const conflict = databaseConflict(error);
    if (conflict) return reply.status(409).send(conflict);
    // a database error is logged by its class, SQLSTATE and constraint: its message carries the query's values
    request.log.error({ err: loggableError(error), reqId: request.id }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL', message: internalMessage(request.id) });
  });
}
