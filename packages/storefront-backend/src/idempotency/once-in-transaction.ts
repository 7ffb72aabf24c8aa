import type { ShopCatalogue } from '../deps.js';
import type { Repositories } from '../ports/storage.js';
import {
  claimRefusal,
  fingerprintOf,
  IDEMPOTENCY_TTL_MS,
  idempotencyKey,
  type IdempotentScope,
} from './idempotency-key.js';

/** One idempotent request: its scope, input (with the key) and time. */
export interface IdempotentRequest {
  readonly scope: IdempotentScope;
  readonly input: Readonly<Record<string, unknown>> & { readonly idempotencyKey: string };
  readonly now: number;
}

/**
 * Runs `work` once per (scope, key), inside the caller's transaction: the key is claimed with
 * the transaction's repositories, so the claim commits with the work or rolls back with it (a
 * failed attempt leaves no trace and can be retried). A repeat with the same input answers the
 * first result through `replay`; another input is refused with IDEMPOTENCY_KEY_REUSED.
 *
 * @example
 * const order = await deps.storage.transaction((repos) =>
 *   onceInTransaction(repos, { scope: 'CreateOrder', input, now },
 *     async () => { const id = await place(repos); return { value: id, result: id }; },
 *     async (result) => result));
 */
export async function onceInTransaction<T>(
  repos: Repositories<ShopCatalogue>,
  request: IdempotentRequest,
  work: () => Promise<{ readonly value: T; readonly result: string }>,
  replay: (result: string) => Promise<T>,
): Promise<T> {
  const key = idempotencyKey(request.input.idempotencyKey);
  const outcome = await repos.idempotency.claim({
    scope: request.scope,
    key,
    fingerprint: fingerprintOf(request.input),
    now: request.now,
    ttlMs: IDEMPOTENCY_TTL_MS,
  });
  const refusal = claimRefusal(outcome);
  if (refusal) throw refusal;
  if (outcome.status === 'replay') return replay(outcome.result);
  const { value, result } = await work();
  await repos.idempotency.complete(request.scope, key, result);
  return value;
}
