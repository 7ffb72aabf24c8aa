import type { PaymentAttemptsRepository } from '../../ports/storage/payment-attempts.js';
import { copy } from '../copy.js';
import { assertNew, assertUnique } from '../checks.js';
import type { Run } from '../draft.js';
import { oldestFirst } from '../paging.js';

/** Payment attempts in the memory adapter. */
export function memoryPaymentAttempts(run: Run): PaymentAttemptsRepository {
  return {
    insert: (attempt) =>
      run((draft) => {
        const attempts = draft.read('paymentAttempts');
        assertNew(attempts, attempt.id, 'payment attempt id');
        assertUnique(attempts, attempt, 'providerOrderId', 'provider order id');
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
    recordFailure: (providerOrderId, failure) =>
      run((draft) => {
        for (const attempt of draft.read('paymentAttempts').values()) {
          if (attempt.providerOrderId !== providerOrderId) continue;
          const failed = { ...attempt, lastFailure: copy(failure) };
          draft.write('paymentAttempts').set(attempt.id, failed);
          return copy(failed);
        }
        return null;
      }),
  };
}
