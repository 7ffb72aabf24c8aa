import * as z from 'zod/mini';
import { env } from '@/lib/env';

/**
 * The access keys of guest orders placed in this browser (CreateOrder answers one per guest
 * order). GetOrder and the order's payments send it, so the confirmation and payment pages can
 * show the order's address; without it the API answers only code, status and amounts. Kept in
 * localStorage (a reload or a new tab still finds the order), at most {@link MAX_KEPT}, newest
 * last.
 */
const MAX_KEPT = 20;

const KeptKeysSchema = z.array(z.object({ orderId: z.string(), accessKey: z.string() }));

type KeptKeys = z.infer<typeof KeptKeysSchema>;

const storageKey = () => `${env.storeKeyPrefix}:order-keys`;

function keptKeys(): KeptKeys {
  try {
    const raw = localStorage.getItem(storageKey());
    const parsed = KeptKeysSchema.safeParse(raw === null ? [] : JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Remembers the access key of an order this browser placed as a guest. */
export function rememberOrderAccessKey(orderId: string, accessKey: string) {
  const kept = keptKeys().filter((entry) => entry.orderId !== orderId);
  const next = [...kept, { orderId, accessKey }].slice(-MAX_KEPT);
  try {
    localStorage.setItem(storageKey(), JSON.stringify(next));
  } catch {
    // Storage unavailable: the order page shows the order without its address.
  }
}

/** The access key this browser holds for an order, or null. */
export function orderAccessKey(orderId: string): string | null {
  return keptKeys().find((entry) => entry.orderId === orderId)?.accessKey ?? null;
}
