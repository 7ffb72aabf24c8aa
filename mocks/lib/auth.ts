/** Claims the mock reads from a user-pool token (ID token: both; access token: `sub` only). */
export interface TokenClaims {
  readonly sub: string;
  readonly phoneNumber: string | null;
  readonly exp: number | null;
}

/** Who is calling: a user-pool user, or an anonymous caller with the API key. */
export type Caller =
  | { readonly kind: 'user'; readonly claims: TokenClaims }
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'rejected'; readonly message: string };

const decodeSegment = (segment: string): unknown => {
  const base64 = segment.replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
};

const stringClaim = (payload: object, key: string): string | null => {
  const value: unknown = Reflect.get(payload, key);
  return typeof value === 'string' && value !== '' ? value : null;
};

/** Reads a JWT's payload without verifying the signature (mocks only). Null when malformed. */
export function decodeToken(token: string): TokenClaims | null {
  const payloadPart = token.split('.')[1];
  if (!payloadPart) return null;
  try {
    const payload = decodeSegment(payloadPart);
    if (typeof payload !== 'object' || payload === null) return null;
    const sub = stringClaim(payload, 'sub');
    if (!sub) return null;
    const exp: unknown = Reflect.get(payload, 'exp');
    return {
      sub,
      phoneNumber: stringClaim(payload, 'phone_number'),
      exp: typeof exp === 'number' ? exp : null,
    };
  } catch {
    return null;
  }
}

/**
 * Identifies the caller like AppSync with two auth modes: an `Authorization` header carries a
 * user-pool token (a `Bearer ` prefix is accepted); otherwise `x-api-key` must be the API key.
 */
export function identifyCaller(headers: Headers, apiKey: string, nowMs: number): Caller {
  const authorization = headers
    .get('authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  if (authorization) {
    const claims = decodeToken(authorization);
    if (!claims) return { kind: 'rejected', message: 'Unauthorized' };
    if (claims.exp !== null && claims.exp * 1000 <= nowMs) {
      return { kind: 'rejected', message: 'Token has expired.' };
    }
    return { kind: 'user', claims };
  }
  if (headers.get('x-api-key') === apiKey) return { kind: 'anonymous' };
  return { kind: 'rejected', message: 'You are not authorized to make this call.' };
}

const encodeSegment = (value: object): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/**
 * An unsigned user-pool style ID token for tests and the Cognito mock: `sub`, `phone_number`,
 * `cognito:username`, `token_use: id`, `iat` and `exp` (one hour after `nowMs`).
 */
export function mockIdToken(claims: {
  readonly sub: string;
  readonly phone: string;
  readonly nowMs?: number;
}): string {
  const iat = Math.floor((claims.nowMs ?? Date.now()) / 1000);
  const payload = {
    sub: claims.sub,
    phone_number: claims.phone,
    'cognito:username': claims.sub,
    token_use: 'id',
    iat,
    exp: iat + 3600,
  };
  return `${encodeSegment({ alg: 'none', typ: 'JWT' })}.${encodeSegment(payload)}.mock`;
}
