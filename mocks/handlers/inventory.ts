import { zipCode } from '../lib/catalogue/index.js';
import { apiError, badInput, fixedApiError } from '../lib/errors.js';
import { inventoryItem } from '../lib/inventory.js';
import type { MockDomain } from '../lib/resolvers.js';

/** CheckInventory (stock, price, limits per cart line) and GetZipCode (pin code serviceability). */
export const inventoryDomain: MockDomain = {
  resolvers: {
    Query: {
      getZipCode: (_, { id }, context) => {
        if (context.scenarios.has('zip-failure')) {
          throw fixedApiError('ZIP_LOOKUP_FAILED');
        }
        return zipCode(context.catalogue, id) ?? null;
      },
    },
    Mutation: {
      checkInventory: (_, { input }, context) => {
        if (input.storeId !== context.catalogue.storeId)
          throw apiError('NOT_FOUND', 'Store not found');
        if (input.items.length > 200) throw badInput('At most 200 items per check');
        return { items: input.items.map((item) => inventoryItem(context.catalogue, item)) };
      },
    },
  },
  handlers: (operations) => [operations.mutation('CheckInventory'), operations.query('GetZipCode')],
};
