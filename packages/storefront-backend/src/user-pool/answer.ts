import type { BackendDeps } from '../deps.js';
import { getPoolUser, globalSignOut } from './access-token.js';
import { requestBody, type RequestBody } from './body.js';
import { CognitoError } from './cognito-error.js';
import { initiateAuth } from './initiate-auth.js';
import { refreshTokens, revokeToken } from './refresh.js';
import { respondToChallenge } from './respond-to-challenge.js';
import { throttle } from './throttle.js';

/** The `x-amz-target` prefix of every call. */
const TARGET = 'AWSCognitoIdentityProviderService.';

type Operation = (
  deps: BackendDeps,
  body: RequestBody,
  now: number,
) => Promise<Record<string, unknown>>;

const operations: Readonly<Record<string, Operation>> = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToChallenge,
  GetTokensFromRefreshToken: refreshTokens,
  RevokeToken: (deps, body) => revokeToken(deps, body),
  GlobalSignOut: (deps, body) => globalSignOut(deps, body),
  GetUser: (deps, body) => getPoolUser(deps, body),
};

/** The sign-in calls, counted per address as `sign-in`; every other call as `user-pool`. */
const SIGN_IN = new Set(['InitiateAuth', 'RespondToAuthChallenge']);

/**
 * A user-pool call and its answer, in HTTP terms the host maps one to one (the host adds CORS).
 *
 * @example
 * const answer: UserPoolAnswer = { status: 200, body: {}, headers: { 'content-type': 'application/x-amz-json-1.1' } };
 */
export interface UserPoolAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, string>;
}

/**
 * Answers the Amazon Cognito user-pool JSON API as aws-amplify 6 calls it: `target` is the
 * `x-amz-target` header (`AWSCognitoIdentityProviderService.<Op>`), `body` the parsed JSON,
 * `clientIp` the caller's address as the host reads it (none: not limited per address).
 * Operations: InitiateAuth (CUSTOM_AUTH), RespondToAuthChallenge, GetTokensFromRefreshToken,
 * RevokeToken, GlobalSignOut, GetUser. Every call is first counted per network address (`sign-in`
 * for the first two, `user-pool` for the rest: `RATE_LIMITS`); past a limit,
 * TooManyRequestsException with `retry-after`. Refusals are HTTP 400 with `__type` and `message`
 * in the body and `x-amzn-errortype`; anything else thrown is the host's to log and answer as 500.
 *
 * @example
 * const answer = await answerUserPool(deps, {
 *   target: 'AWSCognitoIdentityProviderService.InitiateAuth',
 *   body: { AuthFlow: 'CUSTOM_AUTH', ClientId: 'web', AuthParameters: { USERNAME: '+919876543210' } },
 * });
 */
export async function answerUserPool(
  deps: BackendDeps,
  request: {
    readonly target: string;
    readonly body: unknown;
    readonly clientIp?: string | null | undefined;
  },
): Promise<UserPoolAnswer> {
  const headers = {
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-requestid': deps.ids.uuid(),
  };
  const name = request.target.startsWith(TARGET) ? request.target.slice(TARGET.length) : '';
  const operation = Object.hasOwn(operations, name) ? operations[name] : undefined;
  try {
    const now = deps.clock.now();
    await throttle(
      deps,
      SIGN_IN.has(name) ? 'sign-in' : 'user-pool',
      request.clientIp ?? null,
      now,
    );
    if (!operation) {
      throw new CognitoError('UnknownOperationException', `Unknown operation ${request.target}`);
    }
    const body = await operation(deps, requestBody(request.body), now);
    return { status: 200, body, headers };
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    const wait = error.retryAfterSeconds;
    return {
      status: 400,
      body: { __type: error.type, message: error.message },
      headers: {
        ...headers,
        'x-amzn-errortype': `${error.type}:`,
        ...(wait === undefined ? {} : { 'retry-after': String(wait) }),
      },
    };
  }
}
