/**
 * Registers a route from its contract (domain/contracts/define.ts): url, method, the query/body schemas
 * server/http/validator.ts checks, the response schemas it serializes through (200: the contract's answer, every
 * 4xx/5xx: `errorBody`), and `config.permission` for the guard. A handler returns the contract's answer; the
 * serializer strips any field the contract does not name.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorBody, type Contract } from '../../domain/contracts/define';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a contract handler sees: `query` and `body` already parsed by the contract's schemas. */
export type ContractRequest<C extends Contract> = Omit<FastifyRequest, 'query' | 'body'> & {
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
};

export type ContractHandler<C extends Contract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<z.input<C['response']>>;

/** Adds the route of `contract` to `app` (a module's plugin scope). */
export function addRoute<C extends Contract>(app: FastifyInstance, contract: C, handler: ContractHandler<C>): void {
  app.route({
    method: contract.method,
    url: contract.path,
    config: { permission: contract.permission },
    schema: {
      summary: contract.summary,
      ...(contract.apiOnly ? { description: `仅供接口调用（控制台没有调用它的页面）：${contract.apiOnly}` } : {}),
      tags: [contract.tag],
      ...(contract.permission === 'public' ? { security: [] } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: { ...(contract.binary ? {} : { 200: contract.response }), '4xx': errorBody, '5xx': errorBody },
    },
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
