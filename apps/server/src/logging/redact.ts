/** What replaces a secret in a log line. */
export const REDACTED = '[redacted]';

/**
 * Keys whose values never reach a log line, at any depth, compared in lower case: credentials
 * (authorization, cookies, API keys, tokens, passwords, secrets), one-time codes and Amplify's
 * challenge answer, payment signatures, and card and UPI details.
 */
const SECRET_KEYS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'authkey',
  'otp',
  'answer',
  'token',
  'idtoken',
  'accesstoken',
  'refreshtoken',
  'id_token',
  'access_token',
  'refresh_token',
  'password',
  'secret',
  'keysecret',
  'key_secret',
  'razorpay_signature',
  'signature',
  'x-razorpay-signature',
  'card',
  'cardnumber',
  'card_number',
  'cvv',
  'cvc',
  'vpa',
  'upi',
  'upiid',
  'upi_id',
]);

/**
 * `code` is both a one-time code (`sendOtp(phone, code)`) and an error code (`ECONNRESET`,
 * `OUT_OF_STOCK`): only digit codes are secrets, error codes stay readable.
 */
const isSecret = (key: string, value: unknown): boolean => {
  const lower = key.toLowerCase();
  if (SECRET_KEYS.has(lower)) return true;
  return lower === 'code' && (typeof value === 'number' || /^\s*\d+\s*$/.test(String(value)));
};

const isPlain = (value: object): boolean => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const MAX_DEPTH = 8;

/**
 * A copy of a log object with every secret value replaced by `[redacted]`, in plain objects and
 * arrays at any depth (up to 8 levels); other objects (errors, requests) are left to their
 * serializers. Query parameters of `url` strings are checked the same way.
 *
 * @example
 * redactSecrets({ headers: { authorization: 'Bearer x' }, body: { otp: '123456' } });
 * // { headers: { authorization: '[redacted]' }, body: { otp: '[redacted]' } }
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return value;
  if (Array.isArray(value))
    return value.map((item: unknown) => redactSecrets(item, depth + 1)) as T;
  if (!isPlain(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isSecret(key, item)) copy[key] = REDACTED;
    else if (key === 'url' && typeof item === 'string') copy[key] = redactUrl(item);
    else copy[key] = redactSecrets(item, depth + 1);
  }
  return copy as T;
}

/**
 * A request path or URL with the values of secret query parameters replaced.
 *
 * @example
 * redactUrl('/api/v5/otp?mobile=919876543210&otp=123456'); // '/api/v5/otp?mobile=919876543210&otp=%5Bredacted%5D'
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  let changed = false;
  for (const [key, value] of params) {
    if (isSecret(key, value)) {
      params.set(key, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryAt)}?${params.toString()}` : url;
}
