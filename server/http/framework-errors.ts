/**
 * Fastify's and its plugins' own errors, in our words (issue 13 §5): each becomes a status, one of our codes
 * and a Chinese message, so a careless client never sees `FST_…` or an English framework message.
 */
import type { FastifyError } from 'fastify';

export const INVALID_MESSAGE = '请求参数不合法';

type Answer = { status: number; code: string; message: string };

/** By the framework's code: Fastify's content-type parser, its router, @fastify/multipart. */
const BY_CODE: Record<string, Answer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: '请求内容不是合法的 JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: '请求内容不是合法的 JSON' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: '不支持的请求内容类型，请以 JSON 提交',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'INVALID', message: '请求内容长度与声明不符' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: '请求内容过大' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: '不支持的请求内容类型' },
  FST_ERR_BAD_URL: { status: 400, code: 'INVALID', message: '请求地址不合法' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'INVALID', message: INVALID_MESSAGE },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'IMAGE_TOO_LARGE', message: '文件过大，图片大小不能超过5MB' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: '一次只能上传一个文件' },
  FST_FIELDS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: '表单字段过多' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: '表单内容过多' },
  FST_PROTO_VIOLATION: { status: 400, code: 'INVALID', message: '表单字段名不合法' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: '请以 multipart/form-data 上传文件',
  },
  FST_NO_FORM_DATA: { status: 400, code: 'NO_FILE', message: '请选择要上传的图片' },
};

/** By status, for a framework error whose code is not listed above: never its own text. */
const BY_STATUS: Record<number, Answer> = {
  400: { status: 400, code: 'INVALID', message: INVALID_MESSAGE },
  404: { status: 404, code: 'NOT_FOUND', message: '接口不存在' },
  405: { status: 405, code: 'METHOD_NOT_ALLOWED', message: '不支持该请求方法' },
  408: { status: 408, code: 'TIMEOUT', message: '请求超时，请稍后重试' },
  413: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: '请求内容过大' },
  415: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: '不支持的请求内容类型' },
};

/** @fastify/busboy's own errors for a malformed multipart body (plain Errors, no code). */
const BUSBOY_MESSAGES = [
  'Unexpected end of multipart data',
  'Multipart: Boundary not found',
  'Boundary required',
  'Unsupported Content-Type.',
  'Missing Content-Type-header.',
];

/**
 * Our answer to a framework or plugin error, or null for anything else (an unexpected failure: 500).
 * Busboy's own parse errors (a malformed multipart body) carry no code and no status: they count as 400.
 */
export function frameworkError(error: FastifyError): Answer | null {
  if (error.code && BY_CODE[error.code]) return BY_CODE[error.code];
  const status = error.statusCode;
  if (status && status >= 400 && status < 500)
    return BY_STATUS[status] ?? { status, code: 'BAD_REQUEST', message: '请求不合法' };
  if (BUSBOY_MESSAGES.includes(error.message)) return { status: 400, code: 'INVALID', message: '上传内容格式不正确' };
  return null;
}
