import { requestEssentials, requestProductsByIds } from '../catalogue/request-products.js';
import { zipCodeFor } from '../courier/zip-code-for.js';
import { apiError, badInput } from '../errors.js';
import type { Domain } from '../graphql/domain.js';
import { inventoryItem } from './inventory-item.js';

/** The most lines one CheckInventory call may ask about. */
const MAX_CHECKED_ITEMS = 200;

/**
 * CheckInventory (live stock, price and limits per cart line) and GetZipCode (pin code
 * serviceability: `zipCodeFor`, the shop's table without a courier; null when not served).
 *
 * @example
 * const backend = createStorefrontBackend(deps); // inventoryDomain is one of its domains
 */
export const inventoryDomain: Domain = {
  resolvers: {
    Query: {
      getZipCode: (_, { id }, context) =>
        zipCodeFor(context.deps.courier, context.deps.storage.repos, id.trim()),
    },
    Mutation: {
      checkInventory: async (_, { input }, context) => {
        const essentials = await requestEssentials(context);
        if (input.storeId !== essentials.storeId) throw apiError('NOT_FOUND', 'Store not found');
        if (input.items.length > MAX_CHECKED_ITEMS) {
          throw badInput(`At most ${MAX_CHECKED_ITEMS} items per check`);
        }
        // The checked products only, with their live stock.
        const checked = [...new Set(input.items.map((item) => item.productId))];
        const catalogue = { ...essentials, products: await requestProductsByIds(context, checked) };
        return { items: input.items.map((item) => inventoryItem(catalogue, item)) };
      },
    },
  },
};
