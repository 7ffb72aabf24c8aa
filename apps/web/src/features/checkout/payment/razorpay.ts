import { toPaise } from '@haat/commerce-core';
import type { Transaction } from '@/lib/schemas/payment';
import type { ProviderPayment } from '../api/transactions';

interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id?: string;
  razorpay_signature?: string;
}

interface RazorpayFailure {
  error?: { description?: string; reason?: string; code?: string };
}

/** The part of Razorpay Checkout's options the storefront uses. */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  prefill: { name?: string; contact?: string; email?: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
  /** In-window retries after a failed attempt (the provider enables them by default). */
  retry: { enabled: boolean };
  theme?: { color?: string };
}

interface RazorpayInstance {
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
  open(): void;
  /** Closes the window; the provider then reports `modal.ondismiss`. */
  close(): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

export type PaymentOutcome =
  | { kind: 'paid'; payment: ProviderPayment }
  | { kind: 'failed'; message: string }
  | { kind: 'dismissed' };

export interface OpenCheckoutInput {
  key: string;
  transaction: Transaction;
  orderCode: string;
  prefill: { name: string; phone: string; email?: string | undefined };
}

/**
 * Opens the payment provider's checkout for a transaction (amount in paise, the provider's
 * order id) and resolves once the shopper has paid, the payment failed, or they closed it.
 * Needs `window.Razorpay` (see `loadRazorpay`).
 *
 * A failed attempt is final for its window: in-window retries are off and the window is closed
 * on `payment.failed`. Otherwise the shopper could still pay in this window after we reported
 * the failure (that success would be ignored) and then pay again through our Retry, on a new
 * transaction — charged twice.
 */
export function openRazorpayCheckout(input: OpenCheckoutInput): Promise<PaymentOutcome> {
  const Razorpay = window.Razorpay;
  if (!Razorpay) return Promise.reject(new Error('The payment window could not be opened.'));
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: PaymentOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const checkout = new Razorpay({
      key: input.key,
      amount: toPaise(input.transaction.amount),
      currency: 'INR',
      order_id: input.transaction.razorpayOrderId,
      name: 'Haat Skincare',
      description: `Order ${input.orderCode}`,
      prefill: {
        name: input.prefill.name,
        contact: input.prefill.phone,
        ...(input.prefill.email ? { email: input.prefill.email } : {}),
      },
      handler: (response) =>
        settle({
          kind: 'paid',
          payment: {
            paymentId: response.razorpay_payment_id,
            providerOrderId: response.razorpay_order_id,
            signature: response.razorpay_signature,
          },
        }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
      retry: { enabled: false },
      theme: { color: '#1f3d2b' },
    });
    checkout.on('payment.failed', (response) => {
      // Settle first: closing makes the provider report a dismissal, which must not win.
      settle({
        kind: 'failed',
        message: response.error?.description ?? 'Your payment did not go through.',
      });
      checkout.close();
    });
    checkout.open();
  });
}
