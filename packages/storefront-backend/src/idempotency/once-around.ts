import type { ShopCatalogue } from '../deps.js';
import type { Repositories, Storage } from '../ports/storage.js';
import {
  claimRefusal,
  fingerprintOf,
  IDEMPOTENCY_TTL_MS,
  idempotencyKey,
} from './idempotency-key.js';
import type { IdempotentRequest } from './once-in-transaction.js';

/** Records the result of the claimed key, with the repositories of the work's last transaction. */
export type CompleteClaim = (repos: Repositories<ShopCatalogue>, result: string) => Promise<void>;

/**
 * Runs `work` once per (scope, key) when the work calls out (a payment provider) and must not
 * hold a transaction open meanwhile: the key is claimed on its own first (a concurrent repeat
 * is told the request is still running), `work` records its result with `complete` inside its
 * final transaction, and any failure abandons the key so the request can be retried. A repeat
 * with the same input answers the first result through `replay`; another input is refused
 * with IDEMPOTENCY_KEY_REUSED.
 *
 * @example
 * const attempt = await onceAround(deps.storage, { scope: 'CreateTransaction', input, now },
 *   async (complete) => { const id = await start(complete); return id; }, load);
 */
export async function onceAround<T>(
  storage: Storage<ShopCatalogue>,
  request: IdempotentRequest,
  work: (complete: CompleteClaim) => Promise<T>,
  replay: (result: string) => Promise<T>,
): Promise<T> {
  const key = idempotencyKey(request.input.idempotencyKey);
  const outcome = await storage.repos.idempotency.claim({
    scope: request.scope,
    key,
    fingerprint: fingerprintOf(request.input),
    now: request.now,
    ttlMs: IDEMPOTENCY_TTL_MS,
  });
  const refusal = claimRefusal(outcome);
  if (refusal) throw refusal;
  if (outcome.status === 'replay') return replay(outcome.result);
  try {
    return await work(async (repos, result) => {
      if (!(await repos.idempotency.complete(request.scope, key, result))) {
        throw new Error(`The ${request.scope} key was no longer claimed when its work finished`);
      }
    });
  } catch (error) {
    await storage.repos.idempotency.abandon(request.scope, key);
    throw error;
  }
}
