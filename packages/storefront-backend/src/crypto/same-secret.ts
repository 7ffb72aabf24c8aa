/**
 * Whether a presented secret (an API key) is the expected one, in time that does not depend on
 * where they differ: every character of the expected secret is compared, whatever the first
 * difference, and a length difference counts as one. Only the expected secret's length sets the
 * work. Synchronous and free of `node:crypto` (`timingSafeEqual` is not in the page, where the
 * mock host runs this), and cheap enough for every request.
 *
 * @example
 * sameSecret(headers.get('x-api-key') ?? '', settings.apiKey); // true for the web app's key
 */
export function sameSecret(presented: string, expected: string): boolean {
  let difference = presented.length ^ expected.length;
  const wrap = Math.max(presented.length, 1);
  for (let i = 0; i < expected.length; i += 1) {
    // charCodeAt past the end is NaN, which `^` reads as 0: the length check above catches it.
    difference |= presented.charCodeAt(i % wrap) ^ expected.charCodeAt(i);
  }
  return difference === 0;
}
