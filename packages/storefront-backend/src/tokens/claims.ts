import type { TokenSession, TokenSubject, TokenUse, VerifiedClaims } from '../ports/tokens.js';

/**
 * Who issues tokens and for which app client: `issuer` is the user pool's URL (Cognito:
 * `https://cognito-idp.<region>.amazonaws.com/<poolId>`), `clientId` the web app's client id.
 *
 * @example
 * const pool: TokenAudience = { issuer: 'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_Haat', clientId: 'haat-web' };
 */
export interface TokenAudience {
  readonly issuer: string;
  readonly clientId: string;
}

/** How far in the future `iat` may lie (clock skew between hosts, spec 9: 5 minutes). */
const MAX_SKEW_SECONDS = 5 * 60;

/**
 * The payload of an ID or access token, with the claims Amazon Cognito puts in them.
 *
 * @example
 * const payload = tokenClaims(pool, { userId: 'u1', phone: '+919876543210' }, session,
 *   { use: 'id', jti: 'j1', issuedAt: 1_700_000_000, lifetimeSeconds: 3600 });
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

const text = (payload: object, claim: string): string | null => {
  const value: unknown = Reflect.get(payload, claim);
  return typeof value === 'string' && value !== '' ? value : null;
};

const seconds = (payload: object, claim: string): number | null => {
  const value: unknown = Reflect.get(payload, claim);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/**
 * The claims of a payload whose signature is already verified, or null unless every check holds:
 * issuer, token use, client id (`aud` for ID tokens, `client_id` for access tokens), `exp` after
 * `nowMs`, `iat` not more than 5 minutes ahead, and `sub`, username and `origin_jti` present.
 *
 * @example
 * const claims = checkClaims(payload, pool, 'id', clock.now());
 */
export function checkClaims(
  payload: unknown,
  audience: TokenAudience,
  use: TokenUse,
  nowMs: number,
): VerifiedClaims | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const clientId = text(payload, use === 'id' ? 'aud' : 'client_id');
  const sub = text(payload, 'sub');
  const username = text(payload, use === 'id' ? 'cognito:username' : 'username');
  const originJti = text(payload, 'origin_jti');
  const issuedAt = seconds(payload, 'iat');
  const expiresAt = seconds(payload, 'exp');
  const now = nowMs / 1000;
  const valid =
    text(payload, 'iss') === audience.issuer &&
    text(payload, 'token_use') === use &&
    clientId === audience.clientId &&
    sub !== null &&
    username !== null &&
    originJti !== null &&
    issuedAt !== null &&
    issuedAt <= now + MAX_SKEW_SECONDS &&
    expiresAt !== null &&
    expiresAt > now;
  if (!valid) return null;
  return {
    sub,
    username,
    tokenUse: use,
    clientId,
    issuedAt,
    expiresAt,
    originJti,
    phoneNumber: use === 'id' ? text(payload, 'phone_number') : null,
  };
}
