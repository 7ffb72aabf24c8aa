import type {
  ValidateTransactionInput,
  ValidateTransactionResult,
} from '@haat/storefront-api/resolvers';
import type { RequestContext } from '../context.js';
import type { BackendDeps, ShopCatalogue } from '../deps.js';
import { badInput } from '../errors.js';
import { observe } from '../events.js';
import { onceInTransaction } from '../idempotency/once-in-transaction.js';
import { cancelIfLapsed } from '../orders/release-expired-holds.js';
import type { Repositories } from '../ports/storage.js';
import type { PaymentAttemptRecord } from '../ports/storage/records.js';
import { markOrderPaid } from './mark-order-paid.js';
import { ORDER_CANCELLED_MESSAGE, payableOrder } from './payable-order.js';

/** The refusals of ValidateTransaction, each fit to show a shopper. */
export const VALIDATION_MESSAGES = {
  INVALID_PAYMENT_ID: 'Invalid payment id.',
  NOT_STARTED: 'No payment was started for this order.',
  OTHER_ORDER: 'This payment was not started for this order.',
  NOT_VERIFIED: 'This payment could not be verified. Please try again.',
  ALREADY_USED: 'This payment was already used.',
  ALREADY_PAID: 'This order is already paid.',
} as const;

/** Razorpay payment ids: `pay_` and letters or digits. */
const PAYMENT_ID = /^pay_[A-Za-z0-9]{1,40}$/;

async function attemptOf(
  repos: Repositories<ShopCatalogue>,
  orderId: string,
  providerOrderId: string | null | undefined,
): Promise<PaymentAttemptRecord> {
  const wanted = providerOrderId?.trim();
  const attempt = wanted
    ? await repos.paymentAttempts.byProviderOrderId(wanted)
    : ((await repos.paymentAttempts.byOrder(orderId)).at(-1) ?? null);
  if (!attempt)
    throw badInput(wanted ? VALIDATION_MESSAGES.OTHER_ORDER : VALIDATION_MESSAGES.NOT_STARTED);
  if (attempt.orderId !== orderId) throw badInput(VALIDATION_MESSAGES.OTHER_ORDER);
  return attempt;
}

async function validate(
  repos: Repositories<ShopCatalogue>,
  deps: BackendDeps,
  input: ValidateTransactionInput,
  now: number,
): Promise<ValidateTransactionResult> {
  const paymentId = input.razorpayPaymentId.trim();
  if (!PAYMENT_ID.test(paymentId)) throw badInput(VALIDATION_MESSAGES.INVALID_PAYMENT_ID);
  const { order, online } = await payableOrder(repos, input.orderId, now);
  const attempt = await attemptOf(repos, order.id, input.razorpayOrderId);
  const signature = input.razorpaySignature?.trim() ?? '';
  const genuine =
    signature !== '' &&
    (await deps.payments.verifyCheckoutSignature({
      providerOrderId: attempt.providerOrderId,
      paymentId,
      signature,
    }));
  if (!genuine) {
    observe(deps, { type: 'payment-failed' });
    throw badInput(VALIDATION_MESSAGES.NOT_VERIFIED);
  }
  const marked = await markOrderPaid(repos, deps, {
    order,
    online,
    providerPaymentId: paymentId,
    at: now,
  });
  if (marked.status === 'conflict') {
    throw badInput(
      online.status === 'PAID'
        ? VALIDATION_MESSAGES.ALREADY_PAID
        : VALIDATION_MESSAGES.ALREADY_USED,
    );
  }
  // Cancelled meanwhile (its hold ran out): throwing rolls the payment back too.
  if (marked.status === 'not-pending') throw badInput(ORDER_CANCELLED_MESSAGE);
  return { success: true, message: null, orderId: order.id, paymentId: online.id };
}

const storedResult = (record: string): ValidateTransactionResult => {
  const parsed: unknown = JSON.parse(record);
  const field = (name: string): unknown =>
    typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, name) : undefined;
  const paymentId = field('paymentId');
  const message = field('message');
  return {
    success: field('success') === true,
    message: typeof message === 'string' ? message : null,
    orderId: String(field('orderId')),
    paymentId: typeof paymentId === 'string' ? paymentId : null,
  };
};

/**
 * ValidateTransaction (idempotent by key), in one transaction: succeeds only when the payment
 * provider's signature over the provider order id WE stored at CreateTransaction (the client's
 * `razorpayOrderId` only picks the attempt, which must belong to this order) and the payment id
 * verifies (`deps.payments.verifyCheckoutSignature`, constant time). Then `markOrderPaid` marks
 * the ONLINE payment PAID (a provider payment id pays one payment only) and moves the order
 * PENDING → CONFIRMED. A forged or missing signature, a payment id used before, a provider order of
 * another order, or an order cancelled meanwhile (or whose hold lapsed: it is cancelled first) is
 * refused with BAD_USER_INPUT and changes nothing; a signature that does not verify is observed as `payment-failed`. A payment the
 * provider reports as failed never comes here: the checkout window reports it to the shopper.
 *
 * @example
 * const result = await validateTransaction(context, { idempotencyKey, orderId,
 *   razorpayPaymentId: 'pay_1', razorpayOrderId: 'order_1', razorpaySignature: '9e1c…' });
 * result.success; // true
 */
export async function validateTransaction(
  context: RequestContext,
  input: ValidateTransactionInput,
): Promise<ValidateTransactionResult> {
  const { deps, now } = context;
  // This payment path writes the one order it meets whose hold lapsed (never a sweep).
  const stored = await deps.storage.repos.orders.byId(input.orderId);
  if (stored) await cancelIfLapsed(deps, stored, now);
  return deps.storage.transaction((repos) =>
    onceInTransaction(
      repos,
      { scope: 'ValidateTransaction', input, now },
      async () => {
        const result = await validate(repos, deps, input, now);
        return { value: result, result: JSON.stringify(result) };
      },
      (record) => Promise.resolve(storedResult(record)),
    ),
  );
}
