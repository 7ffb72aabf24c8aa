import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { OrderSchema, type Order } from '@/lib/schemas/order';
import { orderAccessKey } from './accessKeys';
import { OrderFields } from './orderFields';

export const GetOrderDocument = graphql(
  `
    query GetOrder($id: ID!, $accessKey: String) {
      getOrder(id: $id, accessKey: $accessKey) {
        ...OrderFields
      }
    }
  `,
  [OrderFields],
);

/** Spec 9: order polling delay, 2000 ms. */
export const ORDER_POLL_MS = 2000;

export const orderKeys = {
  all: ['order'] as const,
  detail: (id: string) => [...orderKeys.all, id] as const,
  progress: (id: string) => [...orderKeys.all, id, 'progress'] as const,
};

/**
 * One order by id (GetOrder), with the access key this browser holds for it (a guest order's
 * address is answered only with it); null when the id is unknown.
 */
export async function fetchOrder(id: string, signal?: AbortSignal): Promise<Order | null> {
  const data = await gqlRequest(
    GetOrderDocument,
    { id, accessKey: orderAccessKey(id) },
    signal ? { signal } : {},
  );
  return z.nullable(OrderSchema).parse(data.getOrder);
}

/** Confirmed per spec 4: the order has a code and status CONFIRMED. */
export const isOrderConfirmed = (order: Order | null): boolean =>
  order !== null && order.code !== '' && order.status === 'CONFIRMED';

/** The confirmation page's order; polled every 2 s while it is still PENDING. */
export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => fetchOrder(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? ORDER_POLL_MS : false),
  });
