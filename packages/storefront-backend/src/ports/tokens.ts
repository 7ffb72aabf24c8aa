/**
 * Which token: the ID token (what the web app sends to the GraphQL API) or the access token
 * (what the user-pool calls GlobalSignOut and GetUser take).
 *
 * @example
 * const use: TokenUse = 'id';
 */
export type TokenUse = 'id' | 'access';

/**
 * The user tokens are issued for.
 *
 * @example
 * const subject: TokenSubject = { userId: 'u1', phone: '+919876543210' };
 */
export interface TokenSubject {
  readonly userId: string;
  readonly phone: string;
}

/**
 * The sign-in session tokens belong to: its id (the tokens' `origin_jti`, the refresh token
 * row's `jti`) and when the user signed in (`auth_time`).
 *
 * @example
 * const session: TokenSession = { jti: 'b1f0…', signedInAt: 1_700_000_000_000 };
 */
export interface TokenSession {
  readonly jti: string;
  readonly signedInAt: number;
}

/**
 * An ID and access token pair, valid `expiresInSeconds`.
 *
 * @example
 * const { idToken, accessToken, expiresInSeconds } = await signer.refresh(subject, session, now);
 */
export interface SessionTokens {
  readonly idToken: string;
  readonly accessToken: string;
  readonly expiresInSeconds: number;
}

/**
 * The tokens of a new sign-in: the pair, an opaque refresh token for the client, the hash to
 * store instead of it, and the new session.
 *
 * @example
 * const tokens = await signer.signIn(subject, now);
 * await repos.refreshTokens.insert({ hash: tokens.refreshTokenHash, jti: tokens.session.jti, … });
 */
export interface SignInTokens extends SessionTokens {
  readonly refreshToken: string;
  readonly refreshTokenHash: string;
  readonly session: TokenSession;
}

/**
 * Issues user-pool tokens shaped as Amazon Cognito's, which aws-amplify reads: `sub` and
 * `cognito:username` (the user id), `token_use`, `iat`, `exp`, `auth_time`, `jti` and
 * `origin_jti` (the session; Amplify only refreshes and revokes when it is present), `iss`, and
 * `aud` (ID token) or `client_id` (access token). The mock host signs HS256
 * (`hs256TokenSigner`); the server signs RS256 with jose and publishes a JWKS.
 *
 * @example
 * const tokens = await signer.signIn({ userId: user.id, phone: user.phone }, clock.now());
 */
export interface TokenSigner {
  /** A new session: tokens plus a new refresh token. */
  signIn(subject: TokenSubject, now: number): Promise<SignInTokens>;
  /** New tokens for an existing session (GetTokensFromRefreshToken). */
  refresh(subject: TokenSubject, session: TokenSession, now: number): Promise<SessionTokens>;
  /** The hash a refresh token is stored and looked up by. */
  hashRefreshToken(refreshToken: string): Promise<string>;
}

/**
 * What a verified token says.
 *
 * @example
 * const claims: VerifiedClaims = { sub: 'u1', username: 'u1', tokenUse: 'id', clientId: 'web',
 *   issuedAt: 1_700_000_000, expiresAt: 1_700_003_600, originJti: 'b1f0…',
 *   phoneNumber: '+919876543210' };
 */
export interface VerifiedClaims {
  readonly sub: string;
  readonly username: string;
  readonly tokenUse: TokenUse;
  readonly clientId: string;
  /** Epoch seconds. */
  readonly issuedAt: number;
  /** Epoch seconds. */
  readonly expiresAt: number;
  readonly originJti: string;
  /** ID tokens only. */
  readonly phoneNumber: string | null;
}

/**
 * Verifies a bearer token before the backend sees a user: signature (with the expected
 * algorithm only: `alg: none` and any other algorithm are refused), expiry, issuer, client id
 * (`aud` of an ID token, `client_id` of an access token) and token use. Anything that fails, or
 * is not a token at all, answers null: the caller treats it as no token.
 *
 * @example
 * const claims = await verifier.verify(bearer, 'id');
 * const caller = claims ? { kind: 'user', claims } : { kind: 'anonymous' };
 */
export interface TokenVerifier {
  verify(token: string, use: TokenUse): Promise<VerifiedClaims | null>;
}
