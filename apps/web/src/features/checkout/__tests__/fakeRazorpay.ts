import { vi } from 'vitest';

type Behaviour = 'pay' | 'fail' | 'dismiss';

interface FakeOptions {
  amount: number;
  order_id: string;
  handler: (response: { razorpay_payment_id: string; razorpay_order_id: string }) => void;
  modal: { ondismiss: () => void };
}

/**
 * A stand-in for the provider's `window.Razorpay` in jsdom (which runs no external scripts):
 * each `open()` takes the next behaviour from the queue — pay, fail or dismiss.
 */
export function installFakeRazorpay(...behaviours: Behaviour[]) {
  const queue = [...behaviours];
  const opened: { amount: number; orderId: string }[] = [];
  class FakeRazorpay {
    private failed: ((response: { error: { description: string } }) => void) | null = null;
    constructor(private readonly options: FakeOptions) {}
    on(_event: 'payment.failed', callback: (response: { error: { description: string } }) => void) {
      this.failed = callback;
    }
    open() {
      opened.push({ amount: this.options.amount, orderId: this.options.order_id });
      const next = queue.shift() ?? 'dismiss';
      setTimeout(() => {
        if (next === 'pay') {
          this.options.handler({
            razorpay_payment_id: `pay_test${opened.length}`,
            razorpay_order_id: this.options.order_id,
          });
        } else if (next === 'fail') {
          this.failed?.({ error: { description: 'Card declined by the bank.' } });
        } else this.options.modal.ondismiss();
      }, 0);
    }
  }
  vi.stubGlobal('Razorpay', FakeRazorpay);
  return { opened };
}
