import { infiniteQueryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { userKeys } from '@/features/auth/api/keys';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { OrderSchema } from '@/lib/schemas/order';

const SearchOrdersDocument = graphql(`
  query searchOrders($limit: Int, $nextToken: String) {
    searchOrders(limit: $limit, nextToken: $nextToken) {
      items {
        id
        code
        totalAmount
        orderDate
        status
        stageLabel
        createdAt
      }
      nextToken
      total
    }
  }
`);

/** One row of the orders list: what searchOrders answers (spec 7), with the order's stage. */
export const OrderSummarySchema = z.extend(
  z.pick(OrderSchema, {
    id: true,
    code: true,
    totalAmount: true,
    orderDate: true,
    status: true,
    createdAt: true,
  }),
  /** Where the order stands in the shopper's words (issue 23); null from an older API. */
  { stageLabel: z.nullish(z.string()) },
);

export type OrderSummary = z.infer<typeof OrderSummarySchema>;

const OrderPageSchema = z.object({
  items: z.array(OrderSummarySchema),
  nextToken: z.nullish(z.string()),
  total: z.number(),
});

/** The page size of the spec (48). */
const PAGE_SIZE = 48;

/** The signed-in user's orders, newest first, a page at a time (searchOrders). */
export const ordersQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: userKeys.orders(userId),
    queryFn: async ({ pageParam, signal }) => {
      const data = await gqlRequest(
        SearchOrdersDocument,
        { limit: PAGE_SIZE, nextToken: pageParam },
        { signal },
      );
      return OrderPageSchema.parse(data.searchOrders);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextToken ?? null,
  });
