import type { CreateTransactionInput } from '@haat/storefront-api/resolvers';
import type { RequestContext } from '../context.js';
import { apiError, badInput } from '../errors.js';
import { idempotencyKey } from '../idempotency/idempotency-key.js';
import { onceAround } from '../idempotency/once-around.js';
import { mayReadOrder } from '../orders/order-access.js';
import { cancelIfLapsed } from '../orders/release-expired-holds.js';
import type { OrderRecord, PaymentAttemptRecord, PaymentRecord } from '../ports/storage/records.js';
import { ORDER_CANCELLED_MESSAGE, payableOf } from './payable-order.js';

/** Razorpay's limit on a receipt (we send the order code). */
const MAX_RECEIPT = 40;

/** The refusal for an order the caller may not pay, whether or not it exists (no oracle). */
const notFound = () => apiError('NOT_FOUND', 'Order not found');

/** The order's live attempt for its ONLINE payment, if one was opened (the newest). */
async function liveAttempt(
  context: RequestContext,
  online: PaymentRecord,
): Promise<PaymentAttemptRecord | null> {
  const attempts = await context.deps.storage.repos.paymentAttempts.byOrder(online.orderId);
  return attempts.filter((attempt) => attempt.paymentId === online.id).at(-1) ?? null;
}

/**
 * Opens the one provider order of an order, once per order (idempotency scope `payment-start`
 * keyed by the order id): a concurrent call is told to try again in a moment, a later one replays
 * the attempt. The provider call happens outside any transaction; the attempt, the provider
 * order id and the move of the order's hold to the payment hold (`orders.extendHold`, refused
 * when the hold lapsed meanwhile) are stored in one transaction. A failure abandons the claim.
 */
function openAttempt(
  context: RequestContext,
  order: OrderRecord,
  online: PaymentRecord,
): Promise<PaymentAttemptRecord> {
  const { deps, now } = context;
  return onceAround(
    deps.storage,
    { scope: 'payment-start', input: { idempotencyKey: order.id }, now },
    async (complete) => {
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
        const held = await repos.orders.extendHold(
          order.id,
          now,
          now + deps.settings.paymentHoldMs,
        );
        if (!held) throw badInput(ORDER_CANCELLED_MESSAGE);
        await repos.paymentAttempts.insert(attempt);
        await repos.payments.setProviderOrder(online.id, providerOrderId);
        await complete(repos, attempt.id);
        return attempt;
      });
    },
    async (attemptId) => {
      const attempts = await deps.storage.repos.paymentAttempts.byOrder(order.id);
      const attempt = attempts.find((candidate) => candidate.id === attemptId);
      if (!attempt)
        throw new Error(`An idempotency record points at a missing attempt ${attemptId}`);
      return attempt;
    },
  );
}

/**
 * CreateTransaction: for a PREPAID or PPCOD order still PENDING, only for its signed-in owner or
 * the holder of its access key (`mayReadOrder`; anyone else, and an unknown order, NOT_FOUND).
 * One provider order per order: the first call creates it through `deps.payments.createOrder`
 * (the ONLINE payment's amount in paise, the order code as receipt) and moves the order's hold
 * from the start hold to the payment hold (`settings.paymentHoldMs` from now, once); every later
 * call answers that same attempt without calling the provider. An order whose hold lapsed is
 * cancelled here (this payment path writes it) and refused; a paid one is refused.
 *
 * @example
 * const attempt = await createTransaction(context, { idempotencyKey, orderId, accessKey });
 * attempt.providerOrderId; // 'order_0f3a9c51d2e84b'
 */
export async function createTransaction(
  context: RequestContext,
  input: CreateTransactionInput,
): Promise<PaymentAttemptRecord> {
  const { deps, now } = context;
  idempotencyKey(input.idempotencyKey);
  const stored = await deps.storage.repos.orders.byId(input.orderId);
  if (!stored || !(await mayReadOrder(context, stored, input.accessKey))) throw notFound();
  await cancelIfLapsed(deps, stored, now);
  const { order, online } = await payableOf(deps.storage.repos, stored, now);
  if (order.status !== 'PENDING' || online.status === 'PAID') {
    throw badInput('This order is already paid.');
  }
  return (await liveAttempt(context, online)) ?? openAttempt(context, order, online);
}
