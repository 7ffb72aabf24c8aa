import type { OtpAttempt, OtpAttemptOutcome } from '../ports/storage/otp.js';

/**
 * A phone's live code as storage keeps it: the hash of the code (or, once verified, of its
 * sign-in ticket), until when it may be answered, the attempts taken on it, and whether it was
 * verified.
 *
 * @example
 * const row: OtpCodeState = { codeHash: 'ab…', expiresAt: now + 300_000, attempts: 0, verified: false };
 */
export interface OtpCodeState {
  readonly codeHash: string;
  readonly expiresAt: number;
  readonly attempts: number;
  readonly verified: boolean;
}

/**
 * What an attempt answers and what it leaves stored, from the phone's live code (null: none):
 * the rules of `OtpRepository.attempt`, decided once for every storage adapter, which runs it
 * under the phone's lock and writes `next` (a new state, `'delete'`, or nothing: `null`).
 * - no code: `not-requested`; a verified code asked for another ticket: `not-requested`;
 * - past its validity: `expired`; `maxAttempts` taken (whatever its state): `attempts-exceeded`;
 * - a wrong answer: one attempt more, `wrong` with what is left;
 * - right, with a ticket: the code becomes the ticket (its hash, valid from now, attempts from
 *   0), `verified`; right without one: the code ends, `verified`.
 *
 * @example
 * otpAttemptStep(null, attempt); // { outcome: { status: 'not-requested' }, next: null }
 */
export function otpAttemptStep(
  code: OtpCodeState | null,
  attempt: OtpAttempt,
): { readonly outcome: OtpAttemptOutcome; readonly next: OtpCodeState | 'delete' | null } {
  const { now, maxAttempts, ticket } = attempt;
  if (!code || (code.verified && ticket))
    return { outcome: { status: 'not-requested' }, next: null };
  if (now >= code.expiresAt) return { outcome: { status: 'expired' }, next: null };
  if (code.attempts >= maxAttempts) return { outcome: { status: 'attempts-exceeded' }, next: null };
  const attempts = code.attempts + 1;
  const attemptsLeft = Math.max(0, maxAttempts - attempts);
  if (code.codeHash !== attempt.codeHash) {
    return { outcome: { status: 'wrong', attemptsLeft }, next: { ...code, attempts } };
  }
  const next: OtpCodeState | 'delete' = ticket
    ? { codeHash: ticket.hash, expiresAt: now + ticket.validForMs, attempts: 0, verified: true }
    : 'delete';
  return { outcome: { status: 'verified', attemptsLeft }, next };
}
