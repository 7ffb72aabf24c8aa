import type { VariablesOf } from '@/lib/graphql/graphql';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { OrderSchema, type Order } from '@/lib/schemas/order';
import { rememberOrderAccessKey } from '@/features/order/api/accessKeys';
import { OrderFields } from '@/features/order/api/orderFields';

export const CreateOrderDocument = graphql(
  `
    mutation CreateOrder($input: CreateOrderInput!) {
      createOrder(input: $input) {
        ...OrderFields
        accessKey
      }
    }
  `,
  [OrderFields],
);

export type CreateOrderInput = VariablesOf<typeof CreateOrderDocument>['input'];

/**
 * Creates the order (spec 7 CreateOrder). The input's idempotencyKey makes a repeat of the same
 * attempt (a retry, a double click, a reload) answer the first order instead of a second one.
 * A guest order's access key is remembered, so this browser can read the order back in full.
 */
export async function createOrder(input: CreateOrderInput): Promise<Order> {
  const data = await gqlRequest(
    CreateOrderDocument,
    { input },
    { idempotencyKey: input.idempotencyKey },
  );
  const order = OrderSchema.parse(data.createOrder);
  if (order.accessKey) rememberOrderAccessKey(order.id, order.accessKey);
  return order;
}
