const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * UTF-8 bytes of a string.
 *
 * @example
 * utf8('₹'); // Uint8Array [226, 130, 185]
 */
export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text);
}

/**
 * The string UTF-8 bytes spell; throws a TypeError on invalid UTF-8.
 *
 * @example
 * fromUtf8(utf8('₹')); // '₹'
 */
export function fromUtf8(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

/**
 * Lower-case hex of bytes.
 *
 * @example
 * toHex(new Uint8Array([1, 171])); // '01ab'
 */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Bytes of a hex string (either case), or null when it is not whole bytes of hex.
 *
 * @example
 * fromHex('01AB'); // Uint8Array [1, 171]
 * fromHex('0g'); // null
 */
export function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/**
 * Standard base64 of bytes (with padding).
 *
 * @example
 * toBase64(utf8('hi')); // 'aGk='
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Bytes of standard or URL-safe base64 (padding optional), or null when it is not base64.
 *
 * @example
 * fromBase64('aGk'); // Uint8Array [104, 105]
 */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text)) return null;
  const standard = text.replaceAll('-', '+').replaceAll('_', '/').replace(/=+$/, '');
  if (standard.length % 4 === 1) return null;
  const binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Unpadded base64url of bytes (RFC 7515 §2), as JWTs use.
 *
 * @example
 * toBase64Url(new Uint8Array([251, 255])); // '-_8'
 */
export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * Bytes of canonical unpadded base64url (what {@link toBase64Url} writes), or null for anything
 * else: padding, `+` or `/`, or unused trailing bits set. JWT segments are read with it, so one
 * token has exactly one spelling.
 *
 * @example
 * fromBase64Url('-_8'); // Uint8Array [251, 255]
 * fromBase64Url('-_9'); // null (not canonical)
 */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const bytes = fromBase64(text);
  return bytes && toBase64Url(bytes) === text ? bytes : null;
}
