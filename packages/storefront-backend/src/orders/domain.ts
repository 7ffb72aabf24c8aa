import type { Domain } from '../graphql/domain.js';
import { enforceOrderLimits } from '../rate-limits/order-limits.js';
import { createOrder } from './create-order.js';
import { getOrder } from './get-order.js';
import { orderView } from './order-view.js';
import { searchOrders } from './search-orders.js';

/**
 * Orders: CreateOrder (rate limits per address, phone and user first; idempotent, priced on the server, stock reserved, one transaction),
 * GetOrder/getOrder (personal data for the owner or with the order's access key) and
 * searchOrders (signed in: own orders and guest orders to the verified phone).
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
    },
  },
};
