import { newIdempotencyKey } from '@/lib/http/idempotency';
import type { Order } from '@/lib/schemas/order';
import { createTransaction } from '../api/transactions';
import { loadRazorpay } from '../payment/loadRazorpay';
import { openRazorpayCheckout, type PaymentOutcome } from '../payment/razorpay';

export interface Payer {
  name: string;
  phone: string;
  email?: string | undefined;
}

/**
 * One online payment attempt for a PREPAID or PPCOD order (spec 4): CreateTransaction (a new
 * idempotency key per attempt; retries inside it reuse the key, so one press never starts two
 * payments), then the provider's checkout for the transaction's amount. Resolves with what the
 * shopper did there.
 */
export async function payOnline(order: Order, payer: Payer): Promise<PaymentOutcome> {
  const transaction = await createTransaction(order.id, newIdempotencyKey());
  const key = await loadRazorpay();
  return openRazorpayCheckout({
    key,
    transaction,
    orderCode: order.code,
    prefill: { name: payer.name, phone: payer.phone, email: payer.email },
  });
}
