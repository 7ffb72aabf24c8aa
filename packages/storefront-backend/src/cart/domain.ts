import type { ShoppingCart } from '@haat/storefront-api/resolvers';
import { requestEssentials, requestStoredProducts } from '../catalogue/request-products.js';
import { apiError, badInput } from '../errors.js';
import type { Domain } from '../graphql/domain.js';
import type { CartRecord } from '../ports/storage/records.js';

const cartOut = (cart: CartRecord): ShoppingCart => ({
  id: cart.id,
  userId: cart.userId,
  storeId: cart.storeId,
  couponCodeId: cart.couponCodeId,
  data: cart.lines.map((line) => ({ ...line })),
  updatedAt: new Date(cart.updatedAt).toISOString(),
});

/**
 * manageShoppingCart (and getShoppingCart): one server cart per signed-in user and store, its id
 * kept across saves (`repos.carts.upsertForUser`). Anonymous callers are UNAUTHORIZED; unknown
 * products, coupons and quantities below 1 are refused with BAD_USER_INPUT (more than 100 lines
 * are refused before this runs: `LIST_LIMITS.data`).
 *
 * @example
 * const backend = createStorefrontBackend(deps); // cartDomain is one of its domains
 */
export const cartDomain: Domain = {
  resolvers: {
    Query: {
      getShoppingCart: async (_, { storeId }, context) => {
        const user = await context.requireUser();
        const cart = await context.deps.storage.repos.carts.forUser(user.id, storeId);
        return cart ? cartOut(cart) : null;
      },
    },
    Mutation: {
      manageShoppingCart: async (_, { input }, context) => {
        const user = await context.requireUser();
        const catalogue = await requestEssentials(context);
        if (input.storeId !== catalogue.storeId) throw apiError('NOT_FOUND', 'Store not found');
        const known = new Set(
          (
            await requestStoredProducts(
              context,
              input.data.map((line) => line.productId),
            )
          ).map((product) => product.id),
        );
        for (const line of input.data) {
          if (!Number.isInteger(line.quantity) || line.quantity < 1) {
            throw badInput('Quantities must be whole numbers of at least 1.');
          }
          if (!known.has(line.productId)) {
            throw badInput(`Unknown product ${line.productId}.`);
          }
        }
        if (input.couponCodeId && !catalogue.coupons.some((c) => c.id === input.couponCodeId)) {
          throw badInput('Unknown coupon.');
        }
        const cart = await context.deps.storage.repos.carts.upsertForUser({
          id: context.deps.ids.uuid(),
          userId: user.id,
          storeId: input.storeId,
          couponCodeId: input.couponCodeId ?? null,
          lines: input.data.map((line) => ({
            productId: line.productId,
            variantId: line.variantId ?? null,
            quantity: line.quantity,
            source: line.source ?? null,
          })),
          updatedAt: context.now,
        });
        return { success: true, message: 'Cart saved.', shoppingCartId: cart.id };
      },
    },
  },
};
