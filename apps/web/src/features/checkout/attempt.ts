import * as z from 'zod/mini';
import type { OrderAttribution } from '@/lib/attribution/orderAttribution';
import { env } from '@/lib/env';
import { newIdempotencyKey } from '@/lib/http/idempotency';

/**
 * One order attempt: the idempotency key CreateOrder is sent with, the fingerprint of what was
 * ordered, the attribution sent with it, and the order it created. Kept in sessionStorage, so a
 * retry, a double click or a reload with the same cart, address and payment choice sends the
 * very same input and key — the API then answers the first order instead of creating a second
 * one. A changed order gets a new key.
 */
const AttemptSchema = z.object({
  key: z.string(),
  fingerprint: z.string(),
  attribution: z.object({ isAffiseTrackingValid: z.boolean(), metadata: z.string() }),
  orderId: z.nullable(z.string()),
});

export type OrderAttempt = z.infer<typeof AttemptSchema>;

const storageKey = () => `${env.storeKeyPrefix}:checkout-attempt`;

function read(): OrderAttempt | null {
  try {
    const raw = sessionStorage.getItem(storageKey());
    const parsed = raw ? AttemptSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(attempt: OrderAttempt) {
  try {
    sessionStorage.setItem(storageKey(), JSON.stringify(attempt));
  } catch {
    // Storage full or off: the attempt lives for this page only.
  }
}

/**
 * The attempt for this order: the stored one when nothing changed, else a new key with the
 * attribution read now (`orderAttribution`, which never fails).
 */
export async function attemptFor(
  fingerprint: string,
  attribution: () => Promise<OrderAttribution>,
): Promise<OrderAttempt> {
  const stored = read();
  if (stored && stored.fingerprint === fingerprint) return stored;
  const fresh = {
    key: newIdempotencyKey(),
    fingerprint,
    attribution: await attribution(),
    orderId: null,
  };
  write(fresh);
  return fresh;
}

/** Remembers the order the attempt created. */
export function rememberOrder(attempt: OrderAttempt, orderId: string): OrderAttempt {
  const next = { ...attempt, orderId };
  write(next);
  return next;
}

/** Forgets the attempt once its order is confirmed: the next order is a new one. */
export function finishAttempt() {
  try {
    sessionStorage.removeItem(storageKey());
  } catch {
    // Nothing stored.
  }
}
