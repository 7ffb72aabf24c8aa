import type { GraphQLHandler } from 'msw';
import type { OperationRegistry } from './graphql-handler.js';
import type { Resolvers } from './generated/resolvers-types.js';

/** One domain of the mock API: its resolvers and its handlers (one per operation name). */
export interface MockDomain {
  readonly resolvers: Resolvers;
  handlers(operations: OperationRegistry): GraphQLHandler[];
}

/** Merges domains' resolvers type by type (a field defined twice throws). */
export function mergeResolvers(domains: readonly MockDomain[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const { resolvers } of domains) {
    for (const [type, fields] of Object.entries(resolvers)) {
      const target = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields ?? {})) {
        if (field in target) throw new Error(`Resolver ${type}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return merged;
}
