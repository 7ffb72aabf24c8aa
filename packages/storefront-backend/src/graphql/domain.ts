import type { Resolvers } from '@haat/storefront-api/resolvers';
import type { RequestContext } from '../context.js';

/**
 * One domain of the storefront API (orders, payments, otp …): its resolvers, typed by the
 * contract's generated `Resolvers`. `createStorefrontBackend` merges every domain's resolvers
 * (a field defined twice throws).
 *
 * @example
 * export const cartDomain: Domain = { resolvers: { Mutation: { manageShoppingCart } } };
 */
export interface Domain {
  readonly resolvers: Resolvers<RequestContext>;
}
