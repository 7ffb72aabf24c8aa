import { orderAccessKey } from '@/features/order/api/accessKeys';
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
 * One online payment attempt for a PREPAID or PPCOD order (spec 4): CreateTransaction (the
 * order's access key for a guest; a new idempotency key per attempt, and the API answers the
 * order's one provider order every time), then the provider's checkout for the transaction's
 * amount. Resolves with what the
 * shopper did there.
 */
export async function payOnline(order: Order, payer: Payer): Promise<PaymentOutcome> {
  // A guest order's access key shows the API who may pay it (the signed-in owner needs none).
  const accessKey = order.accessKey ?? orderAccessKey(order.id);
  const transaction = await createTransaction(order.id, newIdempotencyKey(), accessKey);
  const key = await loadRazorpay();
  return openRazorpayCheckout({
    key,
    transaction,
    orderCode: order.code,
    prefill: { name: payer.name, phone: payer.phone, email: payer.email },
  });
}
