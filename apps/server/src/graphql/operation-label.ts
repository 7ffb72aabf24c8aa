import type { FastifyRequest } from 'fastify';

const names = new WeakMap<FastifyRequest, string>();

/**
 * Notes the operation name the edge read from a `/graphql` request (for metrics labels; the
 * body is the edge's to read, never read twice).
 *
 * @example
 * noteOperationName(request, prepared.operation.operationName ?? '');
 */
export function noteOperationName(request: FastifyRequest, name: string): void {
  names.set(request, name);
}

/**
 * The operation name the edge read from this request, or undefined when it refused the request
 * before reading one (or the request is not a GraphQL one).
 *
 * @example
 * operationNameOf(request); // 'getStore'
 */
export function operationNameOf(request: FastifyRequest): string | undefined {
  return names.get(request);
}
