import { fromBase64Url, fromUtf8, toBase64Url, utf8 } from '../crypto/encoding.js';
import { hmacSha256, hmacSha256Key } from '../crypto/hmac.js';
import type { Clock } from '../ports/clock.js';
import type { IdSource } from '../ports/ids.js';
import type { TokenSigner, TokenVerifier } from '../ports/tokens.js';
import { checkClaims } from './claims.js';
import {
  sessionTokenSigner,
  type SessionTokenConfig,
  type SignPayload,
} from './session-token-signer.js';

/**
 * The HS256 user pool: one shared secret signs and verifies, plus who issues the tokens.
 *
 * @example
 * const config: Hs256Config = { secret: 'mock-pool-secret', issuer, clientId: 'haat-web' };
 */
export interface Hs256Config extends SessionTokenConfig {
  readonly secret: string;
}

const HEADER = toBase64Url(utf8(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));

const decodeJson = (segment: string): unknown => {
  const bytes = fromBase64Url(segment);
  if (!bytes) return null;
  try {
    return JSON.parse(fromUtf8(bytes));
  } catch {
    return null;
  }
};

const isHs256Header = (header: unknown): boolean =>
  typeof header === 'object' &&
  header !== null &&
  Reflect.get(header, 'alg') === 'HS256' &&
  Reflect.get(header, 'crit') === undefined;

/**
 * Signs user-pool tokens as HS256 JWTs with WebCrypto, for the mock host (in the page) and tests.
 * A shared secret would let anyone who holds it mint tokens, so the real server signs RS256 with
 * jose instead and publishes its public key as a JWKS; both assemble the same tokens
 * (`sessionTokenSigner`).
 *
 * @example
 * const signer = hs256TokenSigner({ secret, issuer, clientId }, { uuid: () => crypto.randomUUID() });
 * const { idToken, refreshToken } = await signer.signIn({ userId: 'u1', phone: '+919876543210' }, now);
 */
export function hs256TokenSigner(config: Hs256Config, ids: IdSource): TokenSigner {
  const key = hmacSha256Key(config.secret);
  const sign: SignPayload = async (payload) => {
    const unsigned = `${HEADER}.${toBase64Url(utf8(JSON.stringify(payload)))}`;
    return `${unsigned}.${toBase64Url(await hmacSha256(await key, unsigned))}`;
  };

  return sessionTokenSigner(sign, config, ids);
}

/**
 * Verifies HS256 user-pool tokens (see {@link hs256TokenSigner}): the header must say HS256 (an
 * unsigned `alg: none` token or any other algorithm is refused before the signature is
 * looked at), the signature must verify with the secret (WebCrypto, constant time), then the
 * claims must pass `checkClaims` at the clock's time.
 *
 * @example
 * const verifier = hs256TokenVerifier({ secret, issuer, clientId }, { now: () => Date.now() });
 * const claims = await verifier.verify(bearer, 'id'); // null: treat as no token
 */
export function hs256TokenVerifier(config: Hs256Config, clock: Clock): TokenVerifier {
  const key = hmacSha256Key(config.secret);
  return {
    async verify(token, use) {
      const [header, payload, signature, ...rest] = token.split('.');
      if (header === undefined || payload === undefined || signature === undefined) return null;
      if (rest.length > 0 || !isHs256Header(decodeJson(header))) return null;
      const signatureBytes = fromBase64Url(signature);
      if (!signatureBytes) return null;
      const genuine = await crypto.subtle.verify(
        'HMAC',
        await key,
        signatureBytes,
        utf8(`${header}.${payload}`),
      );
      return genuine ? checkClaims(decodeJson(payload), config, use, clock.now()) : null;
    },
  };
}
