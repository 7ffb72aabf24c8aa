import { fromBase64Url, fromUtf8, toBase64Url, utf8 } from './encoding.js';

/** AES-GCM's recommended nonce length (96 bits), drawn fresh for every sealed value. */
const IV_BYTES = 12;

/** Keys derived so far, by secret and purpose: HKDF and importKey run once per pair. */
const keys = new Map<string, Promise<CryptoKey>>();

/**
 * An AES-256-GCM key for one purpose, derived from a host secret with HKDF-SHA256 (WebCrypto, so
 * it runs in the page for the mock host as well as in Node). Each purpose gets its own key, so a
 * value sealed for one purpose never opens as another.
 *
 * @example
 * const key = await sealingKey(settings.otpSecret, 'haat-challenge-session');
 */
export function sealingKey(secret: string, purpose: string): Promise<CryptoKey> {
  if (secret.length === 0) throw new RangeError('A sealing secret must not be empty');
  const id = `${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', utf8(secret), 'HKDF', false, ['deriveKey'])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: utf8(purpose) },
          material,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      );
    keys.set(id, key);
  }
  return key;
}

/**
 * Seals a JSON value: AES-GCM with a fresh random nonce, answered as unpadded base64url of nonce
 * and ciphertext. Whoever lacks the key can neither read nor change it (the tag authenticates
 * every byte), and two seals of one value differ.
 *
 * @example
 * const session = await sealJson(key, { phone: '+919876543210', expiresAt });
 */
export async function sealJson(key: CryptoKey, value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, utf8(JSON.stringify(value))),
  );
  const bytes = new Uint8Array(IV_BYTES + sealed.length);
  bytes.set(iv);
  bytes.set(sealed, IV_BYTES);
  return toBase64Url(bytes);
}

/**
 * The JSON value a sealed string carries, or null when it was not sealed with this key (edited,
 * truncated, another key or purpose, or not base64url at all).
 *
 * @example
 * await openJson(key, 'forged'); // null
 */
export async function openJson(key: CryptoKey, sealed: string): Promise<unknown> {
  const bytes = fromBase64Url(sealed);
  if (!bytes || bytes.length <= IV_BYTES) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
      key,
      bytes.subarray(IV_BYTES),
    );
    return JSON.parse(fromUtf8(new Uint8Array(plain))) as unknown;
  } catch {
    return null;
  }
}
