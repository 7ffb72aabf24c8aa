import type { MockContext } from '../lib/context.js';
import { once } from '../lib/idempotency.js';
import type { OrderRecord } from '../lib/models.js';
import { createOrder } from '../lib/orders/create-order.js';
import { currentOrder, findOrder } from '../lib/orders/order-status.js';
import { paginate } from '../lib/query/paginate.js';
import type { MockDomain } from '../lib/resolvers.js';

const mustFind = (context: MockContext, id: string): OrderRecord => {
  const order = findOrder(context, id);
  if (!order) throw new Error(`Idempotency record points at a missing order ${id}`);
  return order;
};

/** CreateOrder (idempotent, server-priced), GetOrder/getOrder, searchOrders. */
export const ordersDomain: MockDomain = {
  resolvers: {
    Query: {
      getOrder: (_, { id }, context) => findOrder(context, id),
      searchOrders: (_, { filter, limit, nextToken, from }, context) => {
        const user = context.requireUser();
        const code = filter?.code?.trim().toUpperCase();
        const orders = context.state.orders
          .values()
          .filter(
            (order) =>
              order.userId === user.id &&
              (!code || order.code.toUpperCase() === code) &&
              (!filter?.from || order.orderDate >= filter.from) &&
              (!filter?.to || order.orderDate < filter.to),
          )
          .map((order) => currentOrder(context, order))
          .filter((order) => !filter?.status || order.status === filter.status)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.code.localeCompare(a.code));
        return paginate(orders, { limit, nextToken, from });
      },
    },
    Mutation: {
      createOrder: (_, { input }, context) =>
        once(
          context,
          'CreateOrder',
          input,
          () => {
            const order = createOrder(context, input, context.viewer());
            return { value: order, record: order.id };
          },
          (id) => mustFind(context, id),
        ),
    },
  },
  handlers: (operations) => [
    operations.mutation('CreateOrder'),
    operations.query('GetOrder'),
    operations.query('getOrder'),
    operations.query('searchOrders'),
  ],
};
