import { asPaise } from '@haat/commerce-core';
import type { Clock } from '../ports/clock.js';
import type { Courier, CourierServiceability } from '../ports/courier.js';

/**
 * How pin codes are checked with the courier: the shop's pickup pin code, the parcel weight
 * asked about, how long to wait for an answer, how long answers are kept and how many.
 *
 * @example
 * const options: PinCodeCheckOptions = { courier, clock, pickupPinCode: '400001' };
 */
export interface PinCodeCheckOptions {
  readonly courier: Courier;
  readonly clock: Clock;
  readonly pickupPinCode: string;
  /** The weight asked about (default 500 g: most orders of the shop). */
  readonly weightGrams?: number | undefined;
  /** How long a pin code check waits for the courier (default 1,500 ms), then uses the table. */
  readonly timeoutMs?: number | undefined;
  /** How long an answer is kept (default 6 hours: couriers change serviceability daily at most). */
  readonly ttlMs?: number | undefined;
  /** How long "no answer" is kept, so a courier that is down is not asked on every check (60 s). */
  readonly failureTtlMs?: number | undefined;
  /** The most pin codes kept (default 5,000, least recently used dropped first). */
  readonly maxEntries?: number | undefined;
  /** Resolves after `ms` (default `setTimeout`; tests pass one they control). */
  readonly wait?: ((ms: number) => Promise<void>) | undefined;
}

/**
 * Checks pin codes with the courier, as the product page and checkout need them: answers the
 * courier's serviceability, or null when it did not answer in time or failed (the caller falls
 * back to the shop's own pin code table).
 *
 * @example
 * const answer = await pinCodes.check('560034'); // null: use the table
 */
export interface PinCodeCheck {
  check(pinCode: string): Promise<CourierServiceability | null>;
}

interface Entry {
  readonly answer: CourierServiceability | null;
  readonly expiresAt: number;
}

const defaultWait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * A {@link PinCodeCheck} with a bounded cache (default 5,000 pin codes for 6 hours; "no answer"
 * for 60 seconds), one courier call at a time per pin code (concurrent checks share it), and a
 * time-out (default 1.5 s) after which the check answers null. A call that answers after its
 * time-out still fills the cache for the next check.
 *
 * @example
 * const pinCodes = createPinCodeCheck({ courier, clock, pickupPinCode: '400001' });
 */
export function createPinCodeCheck(options: PinCodeCheckOptions): PinCodeCheck {
  const { courier, clock, pickupPinCode } = options;
  const timeoutMs = options.timeoutMs ?? 1_500;
  const ttlMs = options.ttlMs ?? 6 * 3_600_000;
  const failureTtlMs = options.failureTtlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 5_000;
  const wait = options.wait ?? defaultWait;
  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<CourierServiceability | null>>();

  const keep = (pinCode: string, answer: CourierServiceability | null) => {
    cache.delete(pinCode);
    cache.set(pinCode, { answer, expiresAt: clock.now() + (answer ? ttlMs : failureTtlMs) });
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next();
      if (oldest.done) break;
      cache.delete(oldest.value);
    }
  };

  const ask = (pinCode: string): Promise<CourierServiceability | null> => {
    const running = inFlight.get(pinCode);
    if (running) return running;
    const call = courier
      .serviceability({
        pickupPinCode,
        deliveryPinCode: pinCode,
        weightGrams: options.weightGrams ?? 500,
        cod: false,
        declaredValue: asPaise(0),
      })
      .then(
        (answer) => answer,
        () => null,
      )
      .then((answer) => {
        keep(pinCode, answer);
        inFlight.delete(pinCode);
        return answer;
      });
    inFlight.set(pinCode, call);
    return call;
  };

  return {
    check: async (pinCode) => {
      const kept = cache.get(pinCode);
      if (kept && kept.expiresAt > clock.now()) {
        cache.delete(pinCode);
        cache.set(pinCode, kept);
        return kept.answer;
      }
      return Promise.race([ask(pinCode), wait(timeoutMs).then(() => null)]);
    },
  };
}
