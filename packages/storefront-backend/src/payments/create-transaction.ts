import type { CreateTransactionInput } from '@haat/storefront-api/resolvers';
import type { RequestContext } from '../context.js';
import { badInput } from '../errors.js';
import { onceAround } from '../idempotency/once-around.js';
import { releaseExpiredHolds } from '../orders/release-expired-holds.js';
import type { PaymentAttemptRecord } from '../ports/storage/records.js';
import { payableOrder } from './payable-order.js';

/** Razorpay's limit on a receipt (we send the order code). */
const MAX_RECEIPT = 40;

/**
 * CreateTransaction (idempotent by key): for a PREPAID or PPCOD order still PENDING, creates the
 * payment provider's order for the ONLINE payment's amount (paise; the order code as receipt)
 * through `deps.payments.createOrder`, then stores the attempt and the provider order id in one
 * transaction. The provider call happens outside any transaction; if it fails, the key is
 * abandoned so the shopper can retry.
 *
 * @example
 * const attempt = await createTransaction(context, { idempotencyKey, orderId });
 * attempt.providerOrderId; // 'order_0f3a9c51d2e84b'
 */
export async function createTransaction(
  context: RequestContext,
  input: CreateTransactionInput,
): Promise<PaymentAttemptRecord> {
  const { deps, now } = context;
  await releaseExpiredHolds(deps);
  return onceAround(
    deps.storage,
    { scope: 'CreateTransaction', input, now },
    async (complete) => {
      const { order, online } = await payableOrder(deps.storage.repos, input.orderId);
      if (order.status !== 'PENDING' || online.status === 'PAID') {
        throw badInput('This order is already paid.');
      }
      const { providerOrderId } = await deps.payments.createOrder({
        amountPaise: online.amount,
        receipt: order.code.slice(0, MAX_RECEIPT),
        notes: { orderId: order.id },
      });
      const attempt: PaymentAttemptRecord = {
        id: deps.ids.uuid(),
        orderId: order.id,
        paymentId: online.id,
        amount: online.amount,
        currency: 'INR',
        providerOrderId,
        createdAt: now,
        lastFailure: null,
      };
      return deps.storage.transaction(async (repos) => {
        await repos.paymentAttempts.insert(attempt);
        await repos.payments.setProviderOrder(online.id, providerOrderId);
        await complete(repos, attempt.id);
        return attempt;
      });
    },
    async (attemptId) => {
      const attempts = await deps.storage.repos.paymentAttempts.byOrder(input.orderId);
      const attempt = attempts.find((candidate) => candidate.id === attemptId);
      if (!attempt)
        throw new Error(`An idempotency record points at a missing attempt ${attemptId}`);
      return attempt;
    },
  );
}
