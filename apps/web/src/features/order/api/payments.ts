import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { PaymentSchema, type Payment } from '@/lib/schemas/payment';
import { orderAccessKey } from './accessKeys';
import { orderKeys } from './order';

export const PaymentsByOrderDocument = graphql(`
  query ByorderIdcreatedAtPayment($orderId: ID!, $accessKey: String) {
    paymentsByOrderId(orderId: $orderId, accessKey: $accessKey) {
      items {
        id
        orderId
        method
        status
        amount
        paymentDate
      }
    }
  }
`);

/**
 * An order's payments without the cashback ones (spec 7 ByorderIdcreatedAtPayment); a guest
 * order's payments are answered only with its access key.
 */
export const orderPaymentsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...orderKeys.detail(orderId), 'payments'] as const,
    queryFn: async ({ signal }): Promise<Payment[]> => {
      const data = await gqlRequest(
        PaymentsByOrderDocument,
        { orderId, accessKey: orderAccessKey(orderId) },
        { signal },
      );
      const page = z.object({ items: z.array(PaymentSchema) }).parse(data.paymentsByOrderId);
      return page.items.filter((payment) => payment.method !== 'CASHBACK');
    },
  });
