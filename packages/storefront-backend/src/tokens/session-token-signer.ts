import type { IdSource } from '../ports/ids.js';
import type {
  SessionTokens,
  TokenSession,
  TokenSigner,
  TokenSubject,
  TokenUse,
} from '../ports/tokens.js';
import { tokenClaims, type TokenAudience } from './claims.js';
import { hashRefreshToken, newRefreshToken } from './refresh-token.js';

/**
 * Who issues session tokens, for which client, and for how long.
 *
 * @example
 * const config: SessionTokenConfig = { issuer, clientId: 'haat-web', lifetimeSeconds: 3600 };
 */
export interface SessionTokenConfig extends TokenAudience {
  /** Lifetime of ID and access tokens; one hour by default, as Cognito's. */
  readonly lifetimeSeconds?: number | undefined;
}

/**
 * Turns a token payload into a signed compact JWT (the only step the HS256 and RS256 signers do
 * differently).
 *
 * @example
 * const sign: SignPayload = (payload) => new SignJWT(payload).setProtectedHeader(header).sign(key);
 */
export type SignPayload = (payload: Record<string, unknown>) => Promise<string>;

/**
 * A `TokenSigner` that assembles user-pool sessions the way Amazon Cognito does and leaves only
 * the signature to `sign`: the ID and access token claims (`tokenClaims`: `sub`,
 * `cognito:username`, `token_use`, `iat`, `exp`, `auth_time`, `jti`, `origin_jti`…), each token
 * with its own `jti`, `iat` in whole seconds of `now`, a new session and a refresh token (kept as
 * its SHA-256 hash) on sign-in, and the same session on refresh.
 *
 * @example
 * const signer = sessionTokenSigner(sign, { issuer, clientId: 'haat-web' }, { uuid: () => crypto.randomUUID() });
 * const { idToken, refreshToken, session } = await signer.signIn({ userId: 'u1', phone: '+919876543210' }, now);
 */
export function sessionTokenSigner(
  sign: SignPayload,
  config: SessionTokenConfig,
  ids: IdSource,
): TokenSigner {
  const lifetimeSeconds = config.lifetimeSeconds ?? 3600;

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
