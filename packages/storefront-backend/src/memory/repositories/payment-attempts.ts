import type { PaymentAttemptsRepository } from '../../ports/storage/payment-attempts.js';
import { assertNew, copy } from '../copy.js';
import type { Run } from '../draft.js';
import { oldestFirst } from '../paging.js';

/** Payment attempts in the memory adapter. */
export function memoryPaymentAttempts(run: Run): PaymentAttemptsRepository {
  return {
    insert: (attempt) =>
      run((draft) => {
        const attempts = draft.read('paymentAttempts');
        assertNew(attempts, attempt.id, 'payment attempt id');
        for (const other of attempts.values()) {
          if (other.providerOrderId === attempt.providerOrderId) {
            throw new Error(`Duplicate provider order id ${attempt.providerOrderId}`);
          }
        }
        draft.write('paymentAttempts').set(attempt.id, copy(attempt));
      }),
    byOrder: (orderId) =>
      run((draft) =>
        copy(
          [...draft.read('paymentAttempts').values()]
            .filter((attempt) => attempt.orderId === orderId)
            .sort(oldestFirst),
        ),
      ),
    byProviderOrderId: (providerOrderId) =>
      run((draft) => {
        for (const attempt of draft.read('paymentAttempts').values()) {
          if (attempt.providerOrderId === providerOrderId) return copy(attempt);
        }
        return null;
      }),
  };
}
