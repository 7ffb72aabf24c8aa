/**
 * What a caller asks when it claims an idempotency key. `fingerprint` identifies the request's
 * input (same key + other input = a mismatch); the claim lives `ttlMs` from `now`, after which
 * the key may be claimed afresh.
 *
 * @example
 * const claim: IdempotencyClaim = { scope: 'CreateOrder', key: 'b4c1…', fingerprint: '{"…"}',
 *   now: 1_700_000_000_000, ttlMs: 86_400_000 };
 */
export interface IdempotencyClaim {
  readonly scope: string;
  readonly key: string;
  readonly fingerprint: string;
  readonly now: number;
  readonly ttlMs: number;
}

/**
 * The outcome of a claim: `claimed` (the caller does the work, then `complete`s or `abandon`s
 * the key), `replay` (done before: answer `result` again), `in-progress` (another attempt holds
 * the key and has not finished), `mismatch` (the key was used with another fingerprint).
 *
 * @example
 * const outcome: IdempotencyOutcome = { status: 'replay', result: '{"orderId":"o1"}' };
 */
export type IdempotencyOutcome =
  | { readonly status: 'claimed' }
  | { readonly status: 'replay'; readonly result: string }
  | { readonly status: 'in-progress' }
  | { readonly status: 'mismatch' };

/**
 * Idempotency keys, unique on (scope, key), after Stripe's model: the first request with a key
 * does the work, a repeat answers the first result, a key reused with other input is refused,
 * and a failure is not remembered (the key is abandoned, so the request can be retried).
 *
 * Each method is one atomic operation. SQL: `idempotency(scope, key, fingerprint, result NULL,
 * expires_at, PRIMARY KEY (scope, key))`; `claim` is `INSERT … ON CONFLICT (scope, key) DO UPDATE
 * … WHERE idempotency.expires_at <= $now RETURNING …` (a live row is read instead, never
 * overwritten), so of N concurrent claims exactly one answers `claimed`. Claim inside the same
 * transaction as the work it guards, and the claim rolls back with it.
 *
 * @example
 * const outcome = await repos.idempotency.claim({ scope, key, fingerprint, now, ttlMs });
 * if (outcome.status === 'claimed') {
 *   const order = await placeOrder();
 *   await repos.idempotency.complete(scope, key, order.id);
 * }
 */
export interface IdempotencyRepository {
  claim(claim: IdempotencyClaim): Promise<IdempotencyOutcome>;
  /** Records the result of a claimed key; false when the key is not claimed (or already done). */
  complete(scope: string, key: string, result: string): Promise<boolean>;
  /** Forgets an unfinished claim so the request can be retried; a completed key is kept. */
  abandon(scope: string, key: string): Promise<void>;
}
