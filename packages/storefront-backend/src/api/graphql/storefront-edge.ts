import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from '../../context.js';
import type { BackendDeps } from '../../deps.js';
import { createRequestContext } from '../../graphql/request-context.js';
import { storefrontCallers } from '../callers.js';
import { createGraphqlEdge, type GraphqlEdge } from './edge.js';
import { STOREFRONT_PUBLIC_READS } from './public-reads.js';

/**
 * The storefront API's edge: the contract's schema with the domain resolvers bound, the
 * storefront's callers (a user token, else the API key), the request context of the domain
 * services, the storefront limits, introspection as `settings.introspection` says (refused
 * unless a host allows it), and anonymous public catalogue reads keepable.
 *
 * @example
 * const edge = storefrontEdge(bindSchema(mergeResolvers(domains)), deps);
 */
export function storefrontEdge(
  schema: GraphQLSchema,
  deps: BackendDeps,
): GraphqlEdge<RequestContext> {
  return createGraphqlEdge({
    schema,
    callers: storefrontCallers(deps),
    context: ({ caller, operationName, clientIp }) =>
      createRequestContext(deps, { caller, operationName, clientIp }),
    introspection: deps.settings.introspection ?? false,
    publicReads: {
      fields: STOREFRONT_PUBLIC_READS,
      public: (caller) => caller.kind === 'anonymous',
    },
  });
}
