/** Identity service messages of spec 8, word for word. */
export const IDENTITY_MESSAGES = Object.freeze({
  AUTHENTICATION_ERROR: 'Authentication Error',
  SIGNUP_ERROR: 'Error creating account',
  NETWORK_ERROR: 'Network Error',
  NOT_AUTHENTICATED: 'User is not authenticated',
  SIGN_IN_AGAIN: 'Please use your credentials to sign in',
});

const partsOf = (error: unknown): { name: string; message: string } =>
  error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: '', message: typeof error === 'string' ? error : '' };

/** A request that never reached the service (Amplify's NetworkError, a failed fetch). */
export function isNetworkError(error: unknown): boolean {
  const { name, message } = partsOf(error);
  return (
    name === 'NetworkError' ||
    message === IDENTITY_MESSAGES.NETWORK_ERROR ||
    (error instanceof TypeError && /fetch|network/i.test(message))
  );
}

const ENDING_ERRORS = new Set([
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'TokenRevokedException',
  'RefreshTokenReuseException',
]);

/**
 * Spec 8: the session is cleared when the provider reports the user disabled or missing, a token
 * revoked or expired, or a password reset required.
 */
export function isSessionEndingError(error: unknown): boolean {
  const { name, message } = partsOf(error);
  if (ENDING_ERRORS.has(name)) return true;
  return name === 'NotAuthorizedException' && /disabled|revoked|expired/i.test(message);
}

/** The identity message a failed sign-in step shows. */
export function identityMessage(error: unknown): string {
  if (isNetworkError(error)) return IDENTITY_MESSAGES.NETWORK_ERROR;
  if (partsOf(error).name === 'UserUnAuthenticatedException') {
    return IDENTITY_MESSAGES.NOT_AUTHENTICATED;
  }
  return IDENTITY_MESSAGES.AUTHENTICATION_ERROR;
}
