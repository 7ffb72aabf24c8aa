import { utf8 } from './encoding.js';

const digest = async (text: string): Promise<Uint8Array> =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(text)));

/**
 * Whether a presented secret (an API key) is the expected one, in time that does not depend on
 * where they differ or on their lengths: both are hashed (SHA-256, WebCrypto) and every byte of
 * the two digests is compared. `node:crypto`'s `timingSafeEqual` is not available in the page,
 * where the mock host runs this.
 *
 * @example
 * await sameSecret(headers.get('x-api-key') ?? '', settings.apiKey); // true for the web app's key
 */
export async function sameSecret(presented: string, expected: string): Promise<boolean> {
  const [left, right] = await Promise.all([digest(presented), digest(expected)]);
  let difference = 0;
  for (let i = 0; i < left.length; i += 1) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}
