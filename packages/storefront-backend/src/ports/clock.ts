/**
 * The time, injected: domain code never reads `Date.now()`. Hosts pass the system clock; tests
 * and scenarios pass one they move by hand.
 *
 * @example
 * const clock: Clock = { now: () => Date.now() };
 * const fixed: Clock = { now: () => Date.UTC(2025, 0, 1) };
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}
