import { sha256Hex } from '../crypto/hmac.js';

/**
 * A new per-order secret for a guest order: two random UUIDs (244 random bits) without dashes.
 * The browser that placed the order keeps it; storage keeps only its hash.
 *
 * @example
 * const accessKey = newAccessKey(deps.ids); // '3f2a…' (64 hex digits)
 */
export function newAccessKey(ids: { uuid(): string }): string {
  return `${ids.uuid()}${ids.uuid()}`.replaceAll('-', '');
}

/**
 * How storage keeps an access key: its SHA-256, in hex.
 *
 * @example
 * await hashAccessKey(accessKey); // 'ab12…'
 */
export function hashAccessKey(accessKey: string): Promise<string> {
  return sha256Hex(accessKey);
}

/**
 * Whether `accessKey` is the secret whose hash is `storedHash`, comparing the hashes in constant
 * time (every character is compared whatever the first difference).
 *
 * @example
 * await accessKeyMatches(order.guestSecretHash, args.accessKey); // true for the placing browser
 */
export async function accessKeyMatches(
  storedHash: string | null,
  accessKey: string | null | undefined,
): Promise<boolean> {
  if (!storedHash || !accessKey) return false;
  const presented = await hashAccessKey(accessKey);
  if (presented.length !== storedHash.length) return false;
  let difference = 0;
  for (let i = 0; i < presented.length; i += 1) {
    difference |= presented.charCodeAt(i) ^ storedHash.charCodeAt(i);
  }
  return difference === 0;
}
