import { errorMessage } from '@/lib/errors/handleError';
import { newIdempotencyKey } from '@/lib/http/idempotency';
import { validateTransaction, type ProviderPayment } from '../api/transactions';
import { wait } from '../wait';

/** Spec 9: the validation retry delay is the order polling delay, 2000 ms. */
export const VALIDATION_RETRY_MS = 2000;

/**
 * Spec 4: validates the provider's payment with the server, and while it does not answer success
 * retries every 2 s without end (each round a new idempotency key, so the server checks again;
 * the HTTP layer's automatic retries within a round reuse it). `onRetry` reports each failed
 * round with the reason. Aborting the signal stops it.
 */
export async function validateUntilSuccess(
  orderId: string,
  payment: ProviderPayment,
  signal: AbortSignal,
  onRetry: (round: number, reason: string | null) => void,
): Promise<void> {
  for (let round = 1; ; round += 1) {
    let reason: string | null = null;
    try {
      const result = await validateTransaction(orderId, payment, newIdempotencyKey(), signal);
      if (result.success) return;
      reason = result.message;
    } catch (error) {
      if (signal.aborted) throw error;
      reason = errorMessage(error);
    }
    onRetry(round, reason);
    await wait(VALIDATION_RETRY_MS, signal);
  }
}
