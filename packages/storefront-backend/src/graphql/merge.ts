import type { Resolvers } from '@haat/storefront-api/resolvers';
import type { RequestContext } from '../context.js';
import type { Domain } from './domain.js';

/**
 * Merges domains' resolvers type by type; a field defined by two domains throws, so one field has
 * one owner.
 *
 * @example
 * const resolvers = mergeResolvers([storeDomain, catalogueDomain]);
 */
export function mergeResolvers(domains: readonly Domain[]): Resolvers<RequestContext> {
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
