import { fromBase64Url, toBase64Url } from '../crypto/encoding.js';
import { hmacSha256, hmacSha256Key } from '../crypto/hmac.js';
import { sameSecret } from '../crypto/same-secret.js';

/**
 * The purpose every COD confirmation signature is made for: a signature of this kind is never a
 * valid signature of anything else the host secret signs (one-time codes hash other messages).
 */
const PURPOSE = 'haat-cod-confirm';

/** Signature bytes kept in the link (128 bits: forging one is 2^128 tries; SMS links stay short). */
const SIGNATURE_BYTES = 16;

/** Keys imported so far, by secret: `importKey` runs once per secret. */
const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = hmacSha256Key(secret);
    keys.set(secret, key);
  }
  return key;
}

async function signatureOf(secret: string, orderId: string, expiresAt: number): Promise<string> {
  const mac = await hmacSha256(await keyOf(secret), `${PURPOSE}|${orderId}|${expiresAt}`);
  return toBase64Url(mac.subarray(0, SIGNATURE_BYTES));
}

/**
 * The capability in a confirm-your-COD-order link: the order's id, when the link stops working
 * (seconds since the epoch, base 36) and an HMAC-SHA256 of both made with the host's secret
 * (`settings.otpSecret`, which never leaves the server), joined by dots. Whoever holds the link
 * may confirm that one order until then, and nothing else; without the secret none can be made.
 *
 * @example
 * const token = await codConfirmToken('host-secret', order.id, order.createdAt + 48 * 3_600_000);
 * // 'f3b1…-….t2x9k0.Qm9…'
 */
export async function codConfirmToken(
  secret: string,
  orderId: string,
  expiresAtMs: number,
): Promise<string> {
  const expiresAt = Math.floor(expiresAtMs / 1000);
  return `${orderId}.${expiresAt.toString(36)}.${await signatureOf(secret, orderId, expiresAt)}`;
}

/**
 * What a presented confirmation token says: the order it names when its signature is genuine
 * and it has not expired; `expired` when genuine but past its time; `forged` for anything else
 * (edited, truncated, made with another secret, not a token at all).
 *
 * @example
 * const read: CodConfirmTokenRead = { status: 'valid', orderId: 'o-1' };
 */
export type CodConfirmTokenRead =
  | { readonly status: 'valid'; readonly orderId: string }
  | { readonly status: 'expired'; readonly orderId: string }
  | { readonly status: 'forged' };

/**
 * Checks a confirmation token made by {@link codConfirmToken}: the signature first (compared in
 * time independent of where it differs), then its expiry against `now`.
 *
 * @example
 * const read = await readCodConfirmToken('host-secret', token, Date.now());
 * if (read.status === 'valid') confirm(read.orderId);
 */
export async function readCodConfirmToken(
  secret: string,
  token: string,
  now: number,
): Promise<CodConfirmTokenRead> {
  const parts = token.trim().split('.');
  if (parts.length !== 3) return { status: 'forged' };
  const [orderId = '', expiry = '', signature = ''] = parts;
  if (!/^[0-9a-z]{1,12}$/.test(expiry) || orderId.length === 0 || orderId.length > 64) {
    return { status: 'forged' };
  }
  if (!fromBase64Url(signature)) return { status: 'forged' };
  const expiresAt = parseInt(expiry, 36);
  if (!sameSecret(signature, await signatureOf(secret, orderId, expiresAt))) {
    return { status: 'forged' };
  }
  return expiresAt * 1000 <= now ? { status: 'expired', orderId } : { status: 'valid', orderId };
}
