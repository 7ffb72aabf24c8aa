/**
 * A proof that a shopper holds a phone: issued when the checkout's one-time code for that phone
 * was right, kept only as the SHA-256 of its secret, valid until `expiresAt`, used once.
 *
 * @example
 * const proof: PhoneProofRecord = { hash: 'ab12…', phone: '+919876543210', createdAt: now,
 *   expiresAt: now + 15 * 60_000 };
 */
export interface PhoneProofRecord {
  readonly hash: string;
  /** `+91` and 10 digits. */
  readonly phone: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}

/**
 * Phone proofs (`verifyCheckoutPhone` issues them, a guest cash-on-delivery order uses one up).
 * Each method is one atomic operation. SQL: `phone_proofs(hash PRIMARY KEY, phone, created_at,
 * expires_at, used_at)`.
 *
 * @example
 * const used = await repos.phoneProofs.use(hash, '+919876543210', now);
 */
export interface PhoneProofsRepository {
  /**
   * Stores a new proof (a taken hash is a programmer error and throws) and forgets up to 100
   * proofs that expired more than a day before `createdAt` (never waiting on a locked row).
   */
  insert(proof: PhoneProofRecord): Promise<void>;
  /**
   * Uses the proof up, in one conditional statement: only when its hash and phone match, it
   * has not expired at `now` and was never used (SQL: `UPDATE phone_proofs SET used_at = $now
   * WHERE hash = $h AND phone = $p AND used_at IS NULL AND expires_at > $now`). Of concurrent
   * uses exactly one answers true; inside a transaction that rolls back, the proof stays unused.
   */
  use(hash: string, phone: string, now: number): Promise<boolean>;
}
