import { paymentWindowUrl } from '@haat/mocks/node';
import { vi } from 'vitest';
import { env } from '@/lib/env';
import { mockConfigFrom } from '@/lib/mock-config';

/** Razorpay Checkout's handler response, signed. */
interface SignedPayment {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/**
 * What the shopper does in one payment window. 'fail-then-pay' is a failed attempt followed by a
 * successful one in the same window, which the real provider allows while the window is open
 * and its in-window retry is on (the default).
 */
type Behaviour = 'pay' | 'fail' | 'dismiss' | 'fail-then-pay';

interface FakeOptions {
  amount: number;
  order_id: string;
  handler: (response: SignedPayment) => void;
  modal: { ondismiss: () => void };
  retry?: { enabled: boolean };
}

type FailureCallback = (response: { error: { description: string } }) => void;

/**
 * A stand-in for the provider's `window.Razorpay` in jsdom (which runs no external scripts):
 * each `open()` takes the next behaviour from the queue. Like the real window it stays open after
 * a failure until closed, and `close()` reports `modal.ondismiss`. `payments` lists every payment
 * the shopper was charged, `openWindows()` how many windows are still open.
 */
export function installFakeRazorpay(...behaviours: Behaviour[]) {
  const queue = [...behaviours];
  const opened: { amount: number; orderId: string }[] = [];
  const payments: string[] = [];
  let open = 0;
  class FakeRazorpay {
    private failed: FailureCallback | null = null;
    private isOpen = false;
    constructor(private readonly options: FakeOptions) {}
    on(_event: 'payment.failed', callback: FailureCallback) {
      this.failed = callback;
    }
    open() {
      opened.push({ amount: this.options.amount, orderId: this.options.order_id });
      this.isOpen = true;
      open += 1;
      const next = queue.shift() ?? 'dismiss';
      setTimeout(() => {
        if (next === 'pay') this.pay();
        else if (next === 'dismiss') this.close();
        else {
          this.failed?.({ error: { description: 'Card declined by the bank.' } });
          if (next === 'fail-then-pay') setTimeout(() => this.retryInWindow(), 0);
        }
      }, 0);
    }
    close() {
      if (!this.hide()) return;
      this.options.modal.ondismiss();
    }
    private retryInWindow() {
      if (this.isOpen && this.options.retry?.enabled !== false) this.pay();
    }
    /** Pays like the real window: the mock host's sandbox gateway signs the payment. */
    private pay() {
      this.hide();
      void fetch(paymentWindowUrl(mockConfigFrom(env).graphqlUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: this.options.order_id }),
      })
        .then((answer) => answer.json() as Promise<SignedPayment>)
        .then((signed) => {
          payments.push(signed.razorpay_payment_id);
          this.options.handler(signed);
        });
    }
    private hide() {
      if (!this.isOpen) return false;
      this.isOpen = false;
      open -= 1;
      return true;
    }
  }
  vi.stubGlobal('Razorpay', FakeRazorpay);
  return { opened, payments, openWindows: () => open };
}
