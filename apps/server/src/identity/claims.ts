import type { TokenSession, TokenSubject, TokenUse, VerifiedClaims } from '../backend-ports.js';

/**
 * Who issues tokens (`iss`: the server's public URL unless TOKEN_ISSUER says otherwise) and for
 * which app client (`aud` of ID tokens, `client_id` of access tokens).
 */
export interface TokenAudience {
  readonly issuer: string;
  readonly clientId: string;
}

/** How far in the future `iat` may lie (clock skew between hosts, spec 9: 5 minutes). */
export const MAX_SKEW_SECONDS = 5 * 60;

/**
 * The payload of an ID or access token with the claims Amazon Cognito puts in them and
 * aws-amplify reads: `sub`, `cognito:username` (ID) or `username` (access), `token_use`, `iat`,
 * `exp`, `auth_time`, `jti`, `origin_jti` (Amplify refreshes and revokes only with it), `iss`,
 * and `aud` (ID) or `client_id` (access). The same claims as storefront-backend's `tokenClaims`.
 *
 * @example
 * tokenClaims(audience, { userId: 'u1', phone: '+919876543210' }, session,
 *   { use: 'id', jti: 'j1', issuedAt: 1_700_000_000, lifetimeSeconds: 3600 }).exp; // 1_700_003_600
 */
export function tokenClaims(
  audience: TokenAudience,
  subject: TokenSubject,
  session: TokenSession,
  token: {
    readonly use: TokenUse;
    readonly jti: string;
    readonly issuedAt: number;
    readonly lifetimeSeconds: number;
  },
): Record<string, unknown> {
  const common = {
    sub: subject.userId,
    iss: audience.issuer,
    token_use: token.use,
    auth_time: Math.floor(session.signedInAt / 1000),
    iat: token.issuedAt,
    exp: token.issuedAt + token.lifetimeSeconds,
    jti: token.jti,
    origin_jti: session.jti,
  };
  return token.use === 'id'
    ? {
        ...common,
        aud: audience.clientId,
        'cognito:username': subject.userId,
        phone_number: subject.phone,
        phone_number_verified: true,
      }
    : {
        ...common,
        client_id: audience.clientId,
        username: subject.userId,
        scope: 'aws.cognito.signin.user.admin',
      };
}

const text = (payload: Record<string, unknown>, claim: string): string | null => {
  const value = payload[claim];
  return typeof value === 'string' && value !== '' ? value : null;
};

const seconds = (payload: Record<string, unknown>, claim: string): number | null => {
  const value = payload[claim];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * The claims of a payload whose signature, issuer and expiry jose has checked, or null unless
 * the rest holds: `token_use` is `use`, the client id (`aud` of ID tokens, `client_id` of access
 * tokens) is ours, `iat` is at most 5 minutes ahead, and `sub`, the username and `origin_jti`
 * are present.
 *
 * @example
 * claimsOf(payload, audience, 'id', Date.now())?.sub; // 'u1'
 */
export function claimsOf(
  payload: Record<string, unknown>,
  audience: TokenAudience,
  use: TokenUse,
  nowMs: number,
): VerifiedClaims | null {
  const audienceClaim = payload['aud'];
  const clientId =
    use === 'id'
      ? Array.isArray(audienceClaim) && audienceClaim.length === 1
        ? (audienceClaim[0] as unknown)
        : audienceClaim
      : payload['client_id'];
  const sub = text(payload, 'sub');
  const username = text(payload, use === 'id' ? 'cognito:username' : 'username');
  const originJti = text(payload, 'origin_jti');
  const issuedAt = seconds(payload, 'iat');
  const expiresAt = seconds(payload, 'exp');
  const valid =
    text(payload, 'token_use') === use &&
    clientId === audience.clientId &&
    sub !== null &&
    username !== null &&
    originJti !== null &&
    issuedAt !== null &&
    issuedAt <= nowMs / 1000 + MAX_SKEW_SECONDS &&
    expiresAt !== null &&
    expiresAt > nowMs / 1000;
  if (!valid) return null;
  return {
    sub,
    username,
    tokenUse: use,
    clientId: audience.clientId,
    issuedAt,
    expiresAt,
    originJti,
    phoneNumber: use === 'id' ? text(payload, 'phone_number') : null,
  };
}
