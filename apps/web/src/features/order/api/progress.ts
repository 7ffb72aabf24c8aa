import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { gqlRequest } from '@/lib/graphql/client';
import { graphql } from '@/lib/graphql/graphql';
import { orderAccessKey } from './accessKeys';
import { orderKeys } from './order';

const OrderProgressFields = graphql(`
  fragment OrderProgressFields on OrderProgress {
    orderId
    stage
    stageLabel
    canCancel
    canRequestReturn
    returnUntil
    returnableLines {
      line
      quantity
    }
    timeline {
      title
      at
      courier
      awb
      trackingUrl
    }
  }
`);

const OrderProgressDocument = graphql(
  `
    query orderProgress($orderId: ID!, $accessKey: String) {
      orderProgress(orderId: $orderId, accessKey: $accessKey) {
        ...OrderProgressFields
      }
    }
  `,
  [OrderProgressFields],
);

const CancelMyOrderDocument = graphql(
  `
    mutation cancelMyOrder($input: CancelMyOrderInput!) {
      cancelMyOrder(input: $input) {
        ...OrderProgressFields
      }
    }
  `,
  [OrderProgressFields],
);

const RequestOrderReturnDocument = graphql(
  `
    mutation requestOrderReturn($input: RequestOrderReturnInput!) {
      requestOrderReturn(input: $input) {
        ...OrderProgressFields
      }
    }
  `,
  [OrderProgressFields],
);

const LineUnitsSchema = z.object({ line: z.number(), quantity: z.number() });

/** An order's life as its shopper follows it (orderProgress). */
export const OrderProgressSchema = z.object({
  orderId: z.string(),
  stage: z.string(),
  stageLabel: z.string(),
  canCancel: z.boolean(),
  canRequestReturn: z.boolean(),
  returnUntil: z.nullish(z.string()),
  returnableLines: z.array(LineUnitsSchema),
  timeline: z.array(
    z.object({
      title: z.string(),
      at: z.string(),
      courier: z.nullish(z.string()),
      awb: z.nullish(z.string()),
      trackingUrl: z.nullish(z.string()),
    }),
  ),
});

export type OrderProgress = z.infer<typeof OrderProgressSchema>;
export type LineUnits = z.infer<typeof LineUnitsSchema>;

/** The order's progress, with the access key this browser holds for a guest order. */
export async function fetchOrderProgress(
  orderId: string,
  signal?: AbortSignal,
): Promise<OrderProgress> {
  const data = await gqlRequest(
    OrderProgressDocument,
    { orderId, accessKey: orderAccessKey(orderId) },
    signal ? { signal } : {},
  );
  return OrderProgressSchema.parse(data.orderProgress);
}

/** The order page's timeline and actions; only the order's owner gets them (else NOT_FOUND). */
export const orderProgressQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.progress(orderId),
    queryFn: ({ signal }) => fetchOrderProgress(orderId, signal),
    retry: false,
  });

/** Cancels the shopper's order (cancelMyOrder); one idempotency key per confirm dialog. */
export async function cancelMyOrder(input: {
  orderId: string;
  reason: string;
  idempotencyKey: string;
}): Promise<OrderProgress> {
  const data = await gqlRequest(
    CancelMyOrderDocument,
    { input: { ...input, accessKey: orderAccessKey(input.orderId) } },
    { idempotencyKey: input.idempotencyKey },
  );
  return OrderProgressSchema.parse(data.cancelMyOrder);
}

/** Asks to return delivered units (requestOrderReturn); one idempotency key per form. */
export async function requestOrderReturn(input: {
  orderId: string;
  lines: LineUnits[];
  reason: string;
  idempotencyKey: string;
  /** Upload keys of the shopper's photos (signed-in shoppers only). */
  photos?: string[];
}): Promise<OrderProgress> {
  const data = await gqlRequest(
    RequestOrderReturnDocument,
    { input: { ...input, accessKey: orderAccessKey(input.orderId) } },
    { idempotencyKey: input.idempotencyKey },
  );
  return OrderProgressSchema.parse(data.requestOrderReturn);
}
