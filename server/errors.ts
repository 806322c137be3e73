/**
 * Typed service errors and the one error handler that maps them to `{ code, message, fieldErrors? }`
 * (CONVENTIONS "Server modules"). 5xx answers hide internals and are logged with the request id.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { TOO_FREQUENT_MESSAGE } from '../domain/constants';

export type FieldErrorBody = { field: string; message: string; tab?: string };

export class AppError extends Error {
  constructor(readonly statusCode: number, readonly code: string, message: string, readonly fieldErrors?: FieldErrorBody[]) {
    super(message);
  }
}
export class Invalid extends AppError {
  constructor(message: string, fieldErrors?: FieldErrorBody[], code = 'INVALID') { super(400, code, message, fieldErrors); }
}
export class Unauthorized extends AppError {
  constructor(message = '登录已过期，请重新登录', code = 'UNAUTHORIZED') { super(401, code, message); }
}
export class Forbidden extends AppError {
  constructor(message = '您没有权限执行此操作', code = 'FORBIDDEN') { super(403, code, message); }
}
export class NotFound extends AppError {
  constructor(message = '记录不存在或您无权查看', code = 'NOT_FOUND') { super(404, code, message); }
}
export class Conflict extends AppError {
  constructor(message: string, code = 'CONFLICT', fieldErrors?: FieldErrorBody[]) { super(409, code, message, fieldErrors); }
}
export class TooManyRequests extends AppError {
  constructor() { super(429, 'TOO_MANY_REQUESTS', TOO_FREQUENT_MESSAGE); }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ code: error.code, message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = error.validation.map((v) => ({ field: v.instancePath.replace(/^\//, '').replace(/\//g, '.'), message: v.message ?? '参数不合法' }));
      return reply.status(400).send({ code: 'INVALID', message: '请求参数不合法', fieldErrors });
    }
    if (error.statusCode === 429) return reply.status(429).send({ code: 'TOO_MANY_REQUESTS', message: TOO_FREQUENT_MESSAGE });
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ code: error.code ?? 'BAD_REQUEST', message: error.message });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL', message: '服务器内部错误，请稍后重试' });
  });
}
