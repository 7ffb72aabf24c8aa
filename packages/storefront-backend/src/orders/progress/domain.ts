import type { Domain } from '../../graphql/domain.js';
import { confirmCodOrder } from './confirm-cod-order.js';
import { orderProgress } from './order-progress.js';
import { cancelMyOrder, requestOrderReturn } from './shopper-moves.js';

/**
 * The shopper's side of the order's life (issue 23): orderProgress (stage, timeline, what the
 * shopper may do now), cancelMyOrder and requestOrderReturn, each for the order's owner only
 * and moved through the order's life (`moveOrder`), and confirmCodOrder for the holder of the
 * confirm-your-COD-order link.
 *
 * @example
 * const resolvers = mergeResolvers([ordersDomain, orderProgressDomain]);
 */
export const orderProgressDomain: Domain = {
  resolvers: {
    Query: {
      orderProgress: (_, { orderId, accessKey }, context) =>
        orderProgress(context, orderId, accessKey),
    },
    Mutation: {
      cancelMyOrder: (_, { input }, context) => cancelMyOrder(context, input),
      requestOrderReturn: (_, { input }, context) => requestOrderReturn(context, input),
      confirmCodOrder: (_, { token }, context) => confirmCodOrder(context, token),
    },
  },
};
