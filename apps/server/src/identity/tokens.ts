import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import type {
  Clock,
  IdSource,
  SessionTokenConfig,
  SignPayload,
  TokenAudience,
  TokenSigner,
  TokenVerifier,
} from '@haat/storefront-backend';
import { checkClaims, sessionTokenSigner } from '@haat/storefront-backend';
import { SIGNING_ALGORITHM, type SigningKey } from './signing-key.js';

/**
 * Signs user-pool tokens as RS256 JWTs with the server's key (`kid` in the header, so verifiers
 * pick the key from the JWKS); the claims and the session are storefront-backend's
 * `sessionTokenSigner`, as the mock host's HS256 tokens.
 *
 * @example
 * const signer = rs256TokenSigner(key, { issuer, clientId }, { uuid: randomUUID });
 * const { idToken, refreshToken } = await signer.signIn({ userId: 'u1', phone: '+919876543210' }, Date.now());
 */
export function rs256TokenSigner(
  key: Pick<SigningKey, 'privateKey' | 'publicJwk'>,
  config: SessionTokenConfig,
  ids: IdSource,
): TokenSigner {
  const header = {
    alg: SIGNING_ALGORITHM,
    typ: 'JWT',
    ...(key.publicJwk.kid ? { kid: key.publicJwk.kid } : {}),
  };
  const sign: SignPayload = (payload) =>
    new SignJWT(payload).setProtectedHeader(header).sign(key.privateKey);
  return sessionTokenSigner(sign, config, ids);
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
