import type { Resolvers } from '@haat/storefront-api/resolvers';
import type { GraphQLHandler } from 'msw';
import type { MockContext } from './context.js';
import type { OperationRegistry } from './graphql-handler.js';

/** The mock API's resolvers: the contract's resolver types over the mock context. */
export type MockResolvers = Resolvers<MockContext>;

/** One domain of the mock API: its resolvers and its handlers (one per operation name). */
export interface MockDomain {
  readonly resolvers: MockResolvers;
  handlers(operations: OperationRegistry): GraphQLHandler[];
}

/** Merges domains' resolvers type by type (a field defined twice throws). */
export function mergeResolvers(domains: readonly MockDomain[]): MockResolvers {
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
