/**
 * A refusal of the user pool, answered as Amazon Cognito does (HTTP 400, `__type` in the body and
 * `x-amzn-errortype`), which aws-amplify turns into an error of that name. A throttled call also
 * says when to come back (`retry-after`).
 *
 * @example
 * throw new CognitoError('UserNotFoundException', 'User does not exist.');
 */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = type;
  }
}

/**
 * The error Cognito answers for a refused sign-in, session or token.
 *
 * @example
 * throw notAuthorized('Refresh Token has been revoked');
 */
export function notAuthorized(message: string): CognitoError {
  return new CognitoError('NotAuthorizedException', message);
}
