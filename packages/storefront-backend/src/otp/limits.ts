/**
 * One-time code limits (spec: OtpDispatchResult): 6 digits, valid 5 minutes, 5 tries per code, a
 * new code at the earliest 30 s after the previous one, at most 5 codes per phone per rolling hour.
 *
 * @example
 * OTP_LIMITS.validForMs; // 300_000
 */
export const OTP_LIMITS = Object.freeze({
  codeLength: 6,
  validForMs: 5 * 60_000,
  maxAttempts: 5,
  resendAfterMs: 30_000,
  maxSendsPerHour: 5,
});

/**
 * A wait as shoppers read it in "try again in …": seconds under a minute, else whole minutes
 * (rounded up; at least 1 second).
 *
 * @example
 * waitText(18_000); // '18 seconds'
 * waitText(42 * 60_000); // '42 minutes'
 */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
