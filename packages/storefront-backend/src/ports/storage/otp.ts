/**
 * The window the hourly send cap counts over: sends in the last hour (rolling).
 *
 * @example
 * OTP_SEND_WINDOW_MS; // 3_600_000
 */
export const OTP_SEND_WINDOW_MS = 60 * 60_000;

/**
 * How often a phone may get a code: at the earliest `resendAfterMs` after the previous send, and
 * at most `maxSendsPerHour` sends in {@link OTP_SEND_WINDOW_MS}.
 *
 * @example
 * const limits: OtpSendLimits = { resendAfterMs: 30_000, maxSendsPerHour: 5 };
 */
export interface OtpSendLimits {
  readonly resendAfterMs: number;
  readonly maxSendsPerHour: number;
}

/**
 * A request for a new code: its hash (the code itself is never stored), the time, and the limits.
 *
 * @example
 * const request: OtpIssue = { phone: '+919876543210', codeHash, now, validForMs: 300_000,
 *   resendAfterMs: 30_000, maxSendsPerHour: 5 };
 */
export interface OtpIssue extends OtpSendLimits {
  readonly phone: string;
  readonly codeHash: string;
  readonly now: number;
  readonly validForMs: number;
}

/**
 * The outcome of a request for a code: issued (with the sends left this hour), or refused by the
 * hourly cap (checked first) or the resend interval, with the time until a send is allowed.
 *
 * @example
 * const refused: OtpIssueOutcome = { status: 'refused', reason: 'RESEND_TOO_SOON', retryAfterMs: 12_000 };
 */
export type OtpIssueOutcome =
  | { readonly status: 'issued'; readonly sendsLeft: number }
  | {
      readonly status: 'refused';
      readonly reason: 'SEND_LIMIT' | 'RESEND_TOO_SOON';
      readonly retryAfterMs: number;
    };

/**
 * What a right code becomes when verifyCustomOTP accepts it: a sign-in ticket (stored as its
 * hash, like the code), valid `validForMs` from then, which the user pool takes as the
 * challenge answer instead of the code.
 *
 * @example
 * const ticket: OtpTicket = { hash: ticketHash, validForMs: 180_000 };
 */
export interface OtpTicket {
  readonly hash: string;
  readonly validForMs: number;
}

/**
 * An answer entered for a phone: a code, or the ticket a verified code became. Without `ticket`
 * a right answer ends the code, so a second attempt answers `not-requested`. With `ticket`
 * (verifyCustomOTP) a right code is replaced by the ticket: its hash, a new validity and a fresh
 * count of attempts; from then the code itself is wrong, further attempts with a ticket answer
 * `not-requested`, and one attempt without a ticket, with the ticket as the answer, signs in.
 * Every attempt on any code, verified or not, counts towards `maxAttempts`.
 *
 * @example
 * const entered: OtpAttempt = { phone: '+919876543210', codeHash, now, maxAttempts: 5 };
 */
export interface OtpAttempt {
  readonly phone: string;
  readonly codeHash: string;
  readonly now: number;
  readonly maxAttempts: number;
  readonly ticket?: OtpTicket | undefined;
}

/**
 * The outcome of an attempt, checked in this order: `not-requested` (no live code, or a verified
 * one asked for another ticket), `expired`, `attempts-exceeded` (the code or its ticket already
 * took `maxAttempts` attempts: refused even when right), `wrong` (counted; `attemptsLeft` after
 * this one), `verified` (`attemptsLeft` of the code after this one).
 *
 * @example
 * const wrong: OtpAttemptOutcome = { status: 'wrong', attemptsLeft: 4 };
 */
export type OtpAttemptOutcome =
  | { readonly status: 'verified'; readonly attemptsLeft: number }
  | { readonly status: 'wrong'; readonly attemptsLeft: number }
  | { readonly status: 'expired' }
  | { readonly status: 'not-requested' }
  | { readonly status: 'attempts-exceeded' };

/**
 * One-time codes per phone and their send log. The limits are counted here, in storage, so they
 * hold across server processes. Each method is one atomic operation. SQL: `otp_codes(phone
 * PRIMARY KEY, code_hash, issued_at, expires_at, attempts, verified)` and `otp_sends(phone,
 * sent_at)`; `issue` and `attempt` run in one transaction that first locks the phone's row
 * (`INSERT INTO otp_phones … ON CONFLICT DO NOTHING; SELECT … FOR UPDATE`).
 *
 * @example
 * const limits = { validForMs: 300_000, resendAfterMs: 30_000, maxSendsPerHour: 5 };
 * const outcome = await repos.otp.issue({ phone, codeHash, now, ...limits });
 */
export interface OtpRepository {
  /** Replaces the phone's code with a new one and logs the send, unless a limit refuses it. */
  issue(request: OtpIssue): Promise<OtpIssueOutcome>;
  attempt(attempt: OtpAttempt): Promise<OtpAttemptOutcome>;
  /** Milliseconds until the phone may get a new code (0: now), for "try again in …" messages. */
  sendWait(phone: string, now: number, limits: OtpSendLimits): Promise<number>;
}
