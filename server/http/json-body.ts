/**
 * The JSON body parser: Fastify's own, except that an empty body is no body (issue 13 §5): a call that takes none (logout) answers the same with or without
 * `Content-Type: application/json`, and a call that needs one says so through its schema, in Chinese.
 * A `__proto__` or `constructor.prototype` key is removed while parsing (issue 14: like any key the
 * contract does not name it is dropped, never refused in English, and it never reaches an object's prototype).
 */
import type { FastifyInstance } from 'fastify';

export function registerJsonBodyParser(app: FastifyInstance, bodyLimit: number): void {
  const parse = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parse(request, body as string, done);
  });
}
