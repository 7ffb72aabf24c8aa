import { productById } from '../lib/catalogue/index.js';
import { isoAt } from '../lib/clock.js';
import { apiError, badInput } from '../lib/errors.js';
import type { CartRecord } from '../lib/models.js';
import type { MockDomain } from '../lib/resolvers.js';

/** manageShoppingCart (and the extra getShoppingCart): one server cart per signed-in user. */
export const cartDomain: MockDomain = {
  resolvers: {
    Query: {
      getShoppingCart: (_, { storeId }, context) => {
        const user = context.requireUser();
        return (
          context.state.carts.find((cart) => cart.userId === user.id && cart.storeId === storeId) ??
          null
        );
      },
    },
    Mutation: {
      manageShoppingCart: (_, { input }, context) => {
        const user = context.requireUser();
        const { catalogue } = context;
        if (input.storeId !== catalogue.storeId) throw apiError('NOT_FOUND', 'Store not found');
        if (input.data.length > 100) throw badInput('At most 100 cart lines.');
        for (const line of input.data) {
          if (!Number.isInteger(line.quantity) || line.quantity < 1) {
            throw badInput('Quantities must be whole numbers of at least 1.');
          }
          if (!productById(catalogue, line.productId)) {
            throw badInput(`Unknown product ${line.productId}.`);
          }
        }
        if (input.couponCodeId && !catalogue.coupons.some((c) => c.id === input.couponCodeId)) {
          throw badInput('Unknown coupon.');
        }
        const existing = context.state.carts.find(
          (cart) => cart.userId === user.id && cart.storeId === input.storeId,
        );
        const cart: CartRecord = {
          id: existing?.id ?? crypto.randomUUID(),
          userId: user.id,
          storeId: input.storeId,
          couponCodeId: input.couponCodeId ?? null,
          data: input.data.map((line) => ({
            productId: line.productId,
            variantId: line.variantId ?? null,
            quantity: line.quantity,
            source: line.source ?? null,
          })),
          updatedAt: isoAt(context.now),
        };
        context.state.carts.set(cart.id, cart);
        return { success: true, message: 'Cart saved.', shoppingCartId: cart.id };
      },
    },
  },
  handlers: (operations) => [
    operations.mutation('manageShoppingCart'),
    operations.query('getShoppingCart'),
  ],
};
