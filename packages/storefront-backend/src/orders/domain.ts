import { apiError } from '../errors.js';
import type { Domain } from '../graphql/domain.js';
import { enforceOrderLimits } from '../rate-limits/order-limits.js';
import { createOrder } from './create-order.js';
import { getOrder } from './get-order.js';
import { orderView } from './order-view.js';
import { verifyCheckoutPhone } from './phone-proof.js';
import { searchOrders } from './search-orders.js';

/**
 * Orders: CreateOrder (rate limits per address, phone and user first; idempotent, priced on the server, stock reserved, one transaction),
 * GetOrder/getOrder (personal data for the owner or with the order's access key),
 * searchOrders (signed in: own orders and guest orders to the verified phone) and
 * verifyCheckoutPhone (the checkout's one-time code: a proof of the phone for a guest's
 * cash-on-delivery order).
 *
 * @example
 * const resolvers = mergeResolvers([ordersDomain, paymentsDomain]);
 */
export const ordersDomain: Domain = {
  resolvers: {
    Query: {
      getOrder: (_, { id, accessKey }, context) => getOrder(context, id, accessKey),
      searchOrders: (_, args, context) => searchOrders(context, args),
    },
    Mutation: {
      createOrder: async (_, { input }, context) => {
        await enforceOrderLimits(context, input.shippingAddress.phone);
        const { order, accessKey } = await createOrder(context, input);
        return orderView(order, { personal: true, accessKey });
      },
      verifyCheckoutPhone: async (_, { storeId, phone, otp }, context) => {
        if (storeId !== (await context.deps.storage.repos.catalogue.storeId())) {
          throw apiError('NOT_FOUND', 'Store not found');
        }
        return verifyCheckoutPhone(context.deps, context.now, phone, otp);
      },
    },
  },
};
