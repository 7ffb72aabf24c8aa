import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminRequest } from '@/lib/graphql/client';
import type { VariablesOf } from '@/lib/graphql/admin';
import { AdminOrderDocument, AdminOrdersDocument, ExportOrdersDocument } from './documents';
import { OrderPageSchema, OrderSchema } from './schemas';
import * as z from 'zod/mini';

/** The admin API's order filter, as the list sends it. */
export type OrderFilter = NonNullable<VariablesOf<typeof AdminOrdersDocument>['filter']>;

/** Orders per page of the list. */
export const ORDERS_PAGE_SIZE = 50;

/**
 * Query keys of the orders feature; every move invalidates `orderKeys.all`.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: orderKeys.all });
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (filter: OrderFilter, after: string | null) => ['orders', 'list', filter, after] as const,
  detail: (code: string) => ['orders', 'detail', code] as const,
  taxDocuments: (orderId: string) => ['orders', 'tax-documents', orderId] as const,
};

/**
 * One page of orders matching `filter`, newest first.
 *
 * @example
 * useQuery(ordersQuery({ stage: ['TO_CONFIRM'] }, null));
 */
export function ordersQuery(filter: OrderFilter, after: string | null) {
  return queryOptions({
    queryKey: orderKeys.list(filter, after),
    queryFn: async () => {
      const data = await adminRequest(AdminOrdersDocument, {
        filter,
        sort: 'NEWEST',
        first: ORDERS_PAGE_SIZE,
        after,
      });
      return OrderPageSchema.parse(data.adminOrders);
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * One order by code (null when the shop has none with it).
 *
 * @example
 * useQuery(orderQuery('HAAT-10234'));
 */
export function orderQuery(code: string) {
  return queryOptions({
    queryKey: orderKeys.detail(code),
    queryFn: async () => {
      const data = await adminRequest(AdminOrderDocument, { code });
      return data.adminOrder ? OrderSchema.parse(data.adminOrder) : null;
    },
  });
}

const CsvFileSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  content: z.string(),
  rows: z.number(),
});

/**
 * The orders matching `filter` as a CSV file (ORDERS_EXPORT).
 *
 * @example
 * const file = await exportOrders({ stage: ['DELIVERED'] });
 */
export async function exportOrders(filter: OrderFilter) {
  const data = await adminRequest(ExportOrdersDocument, { filter });
  return CsvFileSchema.parse(data.exportOrdersCsv);
}
