import { GraphQLError } from 'graphql';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockBackend } from '../lib/backend.js';
import { createContext } from '../lib/context.js';
import type { UserRecord } from '../lib/models.js';
import { otpAnswerMatches, verifyOtp } from '../lib/otp.js';
import { Scenarios } from '../lib/scenarios.js';
import { storagePersistence } from '../lib/state/persistence.js';
import { Table } from '../lib/state/table.js';
import { transportFailure } from '../lib/transport.js';
import { findUserByPhone } from '../lib/users.js';

/**
 * The Cognito user pool's own JSON API, as aws-amplify v6 Auth calls it at `userPoolEndpoint`
 * (POST, `x-amz-target: AWSCognitoIdentityProviderService.<Op>`, errors in `x-amzn-errortype`
 * and `__type`), so the real library runs unchanged in tests and dev. Sign-in is the custom flow:
 * InitiateAuth (CUSTOM_AUTH) answers a CUSTOM_CHALLENGE; RespondToAuthChallenge checks the answer
 * against the SAME one-time-code state as ensureUserAndDispatchOTP / verifyCustomOTP (lib/otp.ts)
 * and issues tokens whose `sub` is the mock user's id, so the GraphQL mocks find the same user.
 */
const TARGET = 'AWSCognitoIdentityProviderService.';
const ALLOWED_HEADERS =
  'amz-sdk-invocation-id, amz-sdk-request, cache-control, content-type, x-amz-target, x-amz-user-agent, authorization';
const CHALLENGE_TTL_MS = 3 * 60_000;
const REFRESH_TTL_MS = 30 * 24 * 60 * 60_000;
const DEFAULT_POOL_ID = 'ap-south-1_HaatMock';

class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

/** The error Cognito answers for a refused sign-in, session or token. */
const denied = (message: string) => new CognitoError('NotAuthorizedException', message);

interface ChallengeSession {
  readonly userId: string;
  readonly expiresAt: number;
}

interface RefreshRecord {
  readonly token: string;
  readonly jti: string;
  readonly userId: string;
  readonly expiresAt: number;
  readonly revoked: boolean;
}

type Body = Record<string, unknown>;
type Answer = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const record = (value: unknown): Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
/** An opaque token (refresh token, challenge session). */
const opaque = (): string => `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '');
const binary = (bytes: Uint8Array): string =>
  bytes.reduce((out, byte) => out + String.fromCharCode(byte), '');

function base64url(raw: string): string {
  return btoa(raw).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
const encodeJson = (value: object): string =>
  base64url(binary(new TextEncoder().encode(JSON.stringify(value))));

/** A JWT (HS256 with a mock secret where WebCrypto is available, else unsecured `alg: none`). */
async function signJwt(payload: object): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return `${encodeJson({ alg: 'none', typ: 'JWT' })}.${encodeJson(payload)}.`;
  const unsigned = `${encodeJson({ alg: 'HS256', typ: 'JWT', kid: 'haat-mock' })}.${encodeJson(payload)}`;
  const key = await subtle.importKey(
    'raw',
    new TextEncoder().encode('haat-mock-user-pool'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await subtle.sign('HMAC', key, new TextEncoder().encode(unsigned));
  return `${unsigned}.${base64url(binary(new Uint8Array(signature)))}`;
}

function jwtPayload(token: string): Body | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const raw = atob(part.replaceAll('-', '+').replaceAll('_', '/'));
    return record(
      JSON.parse(new TextDecoder().decode(Uint8Array.from(raw, (c) => c.charCodeAt(0)))),
    );
  } catch {
    return null;
  }
}

/** The user pool for one mock backend: challenge sessions in memory, refresh tokens persisted. */
function userPool(backend: MockBackend) {
  const config = backend.config.cognito;
  const poolId = config?.userPoolId ?? DEFAULT_POOL_ID;
  const issuer = `https://cognito-idp.${poolId.split('_')[0] ?? 'ap-south-1'}.amazonaws.com/${poolId}`;
  const lifetime = config?.tokenLifetimeSeconds ?? 3600;
  const sessions = new Map<string, ChallengeSession>();
  const refreshTokens = new Table<RefreshRecord>(
    'cognito-refresh-tokens',
    storagePersistence(backend.config.storage),
  );

  const activeUser = (id: string): UserRecord => {
    const user = backend.state.users.get(id);
    if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
    if (!user.isActive) throw denied('User is disabled.');
    return user;
  };

  const checkClient = (body: Body): void => {
    const clientId = text(body['ClientId']);
    if (config?.clientId && clientId !== config.clientId) {
      throw new CognitoError(
        'ResourceNotFoundException',
        `User pool client ${clientId} does not exist.`,
      );
    }
  };

  async function tokens(user: UserRecord, refresh: RefreshRecord, now: number, clientId: string) {
    const iat = Math.floor(now / 1000);
    const common = {
      sub: user.id,
      iss: issuer,
      origin_jti: refresh.jti,
      auth_time: iat,
      iat,
      exp: iat + lifetime,
    };
    const [IdToken, AccessToken] = await Promise.all([
      signJwt({
        ...common,
        aud: clientId,
        token_use: 'id',
        jti: crypto.randomUUID(),
        'cognito:username': user.id,
        phone_number: user.phone,
        phone_number_verified: true,
      }),
      signJwt({
        ...common,
        client_id: clientId,
        token_use: 'access',
        scope: 'aws.cognito.signin.user.admin',
        jti: crypto.randomUUID(),
        username: user.id,
      }),
    ]);
    return { IdToken, AccessToken, ExpiresIn: lifetime, TokenType: 'Bearer' };
  }

  async function signedIn(user: UserRecord, now: number, clientId: string): Promise<Answer> {
    const refreshToken = opaque();
    const refresh = refreshTokens.set(refreshToken, {
      token: refreshToken,
      jti: crypto.randomUUID(),
      userId: user.id,
      expiresAt: now + REFRESH_TTL_MS,
      revoked: false,
    });
    const result = await tokens(user, refresh, now, clientId);
    return {
      ChallengeParameters: {},
      AuthenticationResult: { ...result, RefreshToken: refreshToken },
    };
  }

  const challenge = (userId: string, now: number, extra: Record<string, string> = {}): Answer => {
    const session = opaque();
    sessions.set(session, { userId, expiresAt: now + CHALLENGE_TTL_MS });
    return {
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: session,
      ChallengeParameters: { USERNAME: userId, ...extra },
    };
  };

  async function refresh(body: Body, token: string, now: number): Promise<Answer> {
    const stored = refreshTokens.get(token);
    if (!stored || stored.revoked) throw denied('Refresh Token has been revoked');
    if (now >= stored.expiresAt) throw denied('Refresh Token has expired');
    const result = await tokens(activeUser(stored.userId), stored, now, text(body['ClientId']));
    return { AuthenticationResult: result };
  }

  /** The user behind a live access token (not expired, its sign-in not revoked). */
  const accessTokenUser = (body: Body, now: number): UserRecord => {
    const payload = jwtPayload(text(body['AccessToken']));
    if (payload?.['token_use'] !== 'access') throw denied('Invalid Access Token');
    const exp = typeof payload['exp'] === 'number' ? payload['exp'] : 0;
    if (exp * 1000 <= now) throw denied('Access Token has expired');
    const jti = text(payload['origin_jti']);
    if (refreshTokens.find((row) => row.jti === jti)?.revoked !== false) {
      throw denied('Access Token has been revoked');
    }
    return activeUser(text(payload['sub']));
  };

  /** Checks a code: verifyCustomOTP's rules when unverified, else the code verified before. */
  function checkAnswer(user: UserRecord, answer: string, now: number) {
    const context = createContext(backend, {
      now,
      caller: { kind: 'anonymous' },
      scenarios: Scenarios.none('cognito'),
      operationName: 'RespondToAuthChallenge',
    });
    try {
      const result = verifyOtp(context, user.phone, answer);
      return result.isVerified
        ? null
        : { message: result.message ?? '', attemptsLeft: result.attemptsLeft };
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      const alreadyVerified =
        error.extensions['code'] === 'OTP_NOT_REQUESTED' &&
        otpAnswerMatches(backend.state, user.phone, answer, now);
      if (alreadyVerified) return null;
      throw denied(error.message);
    }
  }

  const operations: Record<string, (body: Body, now: number) => Promise<Answer> | Answer> = {
    InitiateAuth: (body, now) => {
      checkClient(body);
      const flow = text(body['AuthFlow']);
      if (flow !== 'CUSTOM_AUTH') {
        throw new CognitoError(
          'InvalidParameterException',
          `${flow || 'AuthFlow'} is not enabled for the client.`,
        );
      }
      const username = text(record(body['AuthParameters'])['USERNAME']);
      const found = backend.state.users.get(username) ?? findUserByPhone(backend.state, username);
      return challenge(activeUser(found?.id ?? '').id, now);
    },
    RespondToAuthChallenge: async (body, now) => {
      checkClient(body);
      const session = sessions.get(text(body['Session']));
      const responses = record(body['ChallengeResponses']);
      if (!session || now >= session.expiresAt) {
        throw denied('Invalid session for the user, session is expired.');
      }
      const challengeName = text(body['ChallengeName']);
      if (challengeName !== 'CUSTOM_CHALLENGE' || text(responses['USERNAME']) !== session.userId) {
        throw denied('Incorrect username or password.');
      }
      sessions.delete(text(body['Session']));
      const user = activeUser(session.userId);
      const wrong = checkAnswer(user, text(responses['ANSWER']), now);
      if (!wrong) return signedIn(user, now, text(body['ClientId']));
      if (wrong.attemptsLeft <= 0) throw denied(wrong.message);
      return challenge(user.id, now, {
        message: wrong.message,
        attemptsLeft: String(wrong.attemptsLeft),
      });
    },
    GetTokensFromRefreshToken: (body, now) => {
      checkClient(body);
      return refresh(body, text(body['RefreshToken']), now);
    },
    RevokeToken: (body) => {
      checkClient(body);
      const token = text(body['Token']);
      const stored = refreshTokens.get(token);
      if (stored) refreshTokens.set(token, { ...stored, revoked: true });
      return {};
    },
    GlobalSignOut: (body, now) => {
      const user = accessTokenUser(body, now);
      for (const row of refreshTokens.values()) {
        if (row.userId === user.id) refreshTokens.set(row.token, { ...row, revoked: true });
      }
      return {};
    },
    GetUser: (body, now) => {
      const user = accessTokenUser(body, now);
      const attribute = (Name: string, Value: string | null | undefined) =>
        Value ? [{ Name, Value }] : [];
      return {
        Username: user.id,
        UserAttributes: [
          ...attribute('sub', user.id),
          ...attribute('phone_number', user.phone),
          ...attribute('phone_number_verified', String(user.phoneVerified)),
          ...attribute('given_name', user.firstName),
          ...attribute('family_name', user.lastName),
          ...attribute('email', user.email),
        ],
      };
    },
  };

  return operations;
}

const corsHeaders = (request: Request): Record<string, string> => ({
  'access-control-allow-origin': request.headers.get('origin') ?? '*',
  'access-control-expose-headers': 'x-amzn-errortype, x-amzn-requestid, x-amzn-errormessage',
  vary: 'Origin',
});

const jsonHeaders = (request: Request): Record<string, string> => ({
  ...corsHeaders(request),
  'content-type': 'application/x-amz-json-1.1',
  'x-amzn-requestid': crypto.randomUUID(),
});

/** Handlers for the user pool at `config.cognito.endpoint` (none when it is not configured). */
export function cognitoHandlers(backend: MockBackend): HttpHandler[] {
  const endpoint = backend.config.cognito?.endpoint;
  if (!endpoint) return [];
  const operations = userPool(backend);
  return [
    http.options(
      endpoint,
      ({ request }) =>
        new HttpResponse(null, {
          status: 204,
          headers: {
            ...corsHeaders(request),
            'access-control-allow-methods': 'POST, OPTIONS',
            'access-control-allow-headers': ALLOWED_HEADERS,
            'access-control-max-age': '600',
          },
        }),
    ),
    http.post(endpoint, async ({ request }) => {
      const scenarios = Scenarios.forRequest(request, backend.pageScenario(), 'cognito');
      const failed = await transportFailure(scenarios, backend);
      if (failed) return failed;
      const target = request.headers.get('x-amz-target') ?? '';
      const operation = target.startsWith(TARGET)
        ? operations[target.slice(TARGET.length)]
        : undefined;
      try {
        if (!operation)
          throw new CognitoError('UnknownOperationException', `Unknown operation ${target}`);
        const body = record(await request.json().catch(() => null));
        const answer = await operation(body, backend.clock());
        return HttpResponse.json(answer, { headers: jsonHeaders(request) });
      } catch (error) {
        if (!(error instanceof CognitoError)) throw error;
        return HttpResponse.json(
          { __type: error.type, message: error.message },
          {
            status: 400,
            headers: { ...jsonHeaders(request), 'x-amzn-errortype': `${error.type}:` },
          },
        );
      }
    }),
  ];
}
