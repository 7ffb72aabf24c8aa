import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import type {
  Clock,
  IdSource,
  SessionTokens,
  TokenSession,
  TokenSigner,
  TokenSubject,
  TokenUse,
  TokenVerifier,
  TokenAudience,
} from '@haat/storefront-backend';
import { checkClaims, tokenClaims } from '@haat/storefront-backend';
import { hashRefreshToken, newRefreshToken } from './refresh-token.js';
import { SIGNING_ALGORITHM, type SigningKey } from './signing-key.js';

/** Who issues the tokens, for which client, and for how long (an hour by default, as Cognito). */
export interface TokenConfig extends TokenAudience {
  readonly lifetimeSeconds?: number;
}

/**
 * Signs user-pool tokens as RS256 JWTs with the server's key (`kid` in the header, so verifiers
 * pick the key from the JWKS). Implements storefront-backend's `TokenSigner`.
 *
 * @example
 * const signer = rs256TokenSigner(key, { issuer, clientId }, { uuid: randomUUID });
 * const { idToken, refreshToken } = await signer.signIn({ userId: 'u1', phone: '+919876543210' }, Date.now());
 */
export function rs256TokenSigner(
  key: Pick<SigningKey, 'privateKey' | 'publicJwk'>,
  config: TokenConfig,
  ids: IdSource,
): TokenSigner {
  const lifetimeSeconds = config.lifetimeSeconds ?? 3600;
  const header = {
    alg: SIGNING_ALGORITHM,
    typ: 'JWT',
    ...(key.publicJwk.kid ? { kid: key.publicJwk.kid } : {}),
  };
  const sign = (payload: Record<string, unknown>) =>
    new SignJWT(payload).setProtectedHeader(header).sign(key.privateKey);

  const pair = async (
    subject: TokenSubject,
    session: TokenSession,
    now: number,
  ): Promise<SessionTokens> => {
    const issuedAt = Math.floor(now / 1000);
    const claims = (use: TokenUse) =>
      tokenClaims(config, subject, session, { use, jti: ids.uuid(), issuedAt, lifetimeSeconds });
    const [idToken, accessToken] = await Promise.all([sign(claims('id')), sign(claims('access'))]);
    return { idToken, accessToken, expiresInSeconds: lifetimeSeconds };
  };

  return {
    async signIn(subject, now) {
      const session = { jti: ids.uuid(), signedInAt: now };
      const refreshToken = newRefreshToken(ids);
      const tokens = await pair(subject, session, now);
      return {
        ...tokens,
        refreshToken,
        refreshTokenHash: await hashRefreshToken(refreshToken),
        session,
      };
    },
    refresh: pair,
    hashRefreshToken,
  };
}

/**
 * Verifies user-pool tokens against the public key(s): RS256 only (an unsigned `alg: none` or
 * an HS256 token made with the public key is refused), signature, issuer and expiry by jose at
 * the clock's time, then token use, client id, `iat` skew and the required claims
 * (storefront-backend's `checkClaims`). Anything that fails answers null. Implements storefront-backend's
 * `TokenVerifier`.
 *
 * @example
 * const verifier = rs256TokenVerifier([key.publicJwk], { issuer, clientId }, { now: Date.now });
 * const claims = await verifier.verify(bearer, 'id'); // null: treat as no token
 */
export function rs256TokenVerifier(
  keys: SigningKey['publicJwk'][],
  config: TokenAudience,
  clock: Clock,
): TokenVerifier {
  const keySet = createLocalJWKSet({ keys });
  return {
    async verify(token, use) {
      const now = clock.now();
      try {
        const { payload } = await jwtVerify(token, keySet, {
          algorithms: [SIGNING_ALGORITHM],
          issuer: config.issuer,
          currentDate: new Date(now),
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        return checkClaims(payload, config, use, now);
      } catch {
        return null;
      }
    },
  };
}
