import { toHex, utf8 } from './encoding.js';

/**
 * An HMAC-SHA256 key for WebCrypto from a secret string (its UTF-8 bytes), usable to sign and
 * to verify. `crypto.subtle.verify` compares in constant time.
 *
 * @example
 * const key = await hmacSha256Key('my-secret');
 * const genuine = await crypto.subtle.verify('HMAC', key, signature, utf8(message));
 */
export function hmacSha256Key(secret: string): Promise<CryptoKey> {
  if (secret.length === 0) throw new RangeError('An HMAC secret must not be empty');
  return crypto.subtle.importKey('raw', utf8(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

/**
 * The HMAC-SHA256 of a message's UTF-8 bytes.
 *
 * @example
 * toHex(await hmacSha256(key, 'order_1|pay_1'));
 */
export async function hmacSha256(key: CryptoKey, message: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, utf8(message)));
}

/**
 * Lower-case hex SHA-256 of a string's UTF-8 bytes (how refresh tokens are stored).
 *
 * @example
 * await sha256Hex('abc'); // 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(text))));
}
