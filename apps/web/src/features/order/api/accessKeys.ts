import { env } from '@/lib/env';

/** Where this browser keeps the secrets of the guest orders it placed: `{prefix}:order-keys`. */
const KEY = () => `${env.storeKeyPrefix}:order-keys`;

const read = (): Record<string, string> => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY()) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? Object.fromEntries(
          Object.entries(parsed).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  } catch {
    return {};
  }
};

/**
 * Keeps a guest order's access key (answered by CreateOrder only), so this browser can read the
 * order's address and payments on its confirmation page, also after a reload. A full or
 * unavailable storage is ignored (the page then shows the order without them).
 */
export function rememberOrderAccessKey(orderId: string, accessKey: string | null | undefined) {
  if (!accessKey) return;
  try {
    localStorage.setItem(KEY(), JSON.stringify({ ...read(), [orderId]: accessKey }));
  } catch {
    // Storage full or unavailable: the confirmation page shows what anyone may see.
  }
}

/** The access key this browser keeps for an order, or null (signed-in orders need none). */
export function orderAccessKey(orderId: string): string | null {
  return read()[orderId] ?? null;
}
