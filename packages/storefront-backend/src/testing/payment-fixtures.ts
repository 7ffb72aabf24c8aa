import type { OrderRecord, PaymentAttemptRecord } from '../ports/storage/records.js';
import { createOrder } from '../orders/create-order.js';
import { createTransaction } from '../payments/create-transaction.js';
import { orderInput } from './order-fixtures.js';
import { testContext, type TestBackend } from './test-backend.js';

/**
 * A prepaid guest order (two serums and a hyaluronic serum, or `products` when given), its
 * access key and a started payment for it (CreateTransaction's attempt).
 *
 * @example
 * const { order, attempt } = await startedPayment(testBackend(), 'PPCOD');
 */
export async function startedPayment(
  backend: TestBackend,
  paymentType: 'PREPAID' | 'PPCOD' = 'PREPAID',
  overrides: Parameters<typeof orderInput>[0] = {},
): Promise<{
  readonly order: OrderRecord;
  readonly accessKey: string | null;
  readonly attempt: PaymentAttemptRecord;
}> {
  const { deps } = backend;
  const placed = await createOrder(testContext(deps), orderInput({ ...overrides, paymentType }));
  const attempt = await createTransaction(testContext(deps), {
    idempotencyKey: crypto.randomUUID(),
    orderId: placed.order.id,
    accessKey: placed.accessKey,
  });
  return { order: placed.order, accessKey: placed.accessKey, attempt };
}
