import type { VariablesOf } from '@/lib/graphql/graphql';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { OrderSchema, type Order } from '@/lib/schemas/order';
import { OrderFields } from '@/features/order/api/orderFields';

export const CreateOrderDocument = graphql(
  `
    mutation CreateOrder($input: CreateOrderInput!) {
      createOrder(input: $input) {
        ...OrderFields
      }
    }
  `,
  [OrderFields],
);

export type CreateOrderInput = VariablesOf<typeof CreateOrderDocument>['input'];

/**
 * Creates the order (spec 7 CreateOrder). The input's idempotencyKey makes a repeat of the same
 * attempt (a retry, a double click, a reload) answer the first order instead of a second one.
 */
export async function createOrder(input: CreateOrderInput): Promise<Order> {
  const data = await gqlRequest(
    CreateOrderDocument,
    { input },
    { idempotencyKey: input.idempotencyKey },
  );
  return OrderSchema.parse(data.createOrder);
}
