import { confirmSignIn, fetchAuthSession, signIn, signOut } from './amplify';

/** Amplify ended the custom flow without a session. */
class NoSessionError extends Error {
  override readonly name = 'UserUnAuthenticatedException';
}

/**
 * Opens the user-pool session for a phone whose code verifyCustomOTP has just accepted, as the
 * storefront does (apps/web features/auth/session/startSession.ts): the custom auth flow without
 * SRP, answering the challenge with the single-use sign-in ticket verifyCustomOTP answered (the
 * verified code itself no longer works). A stale session left here is replaced.
 *
 * @example
 * await startUserPoolSession('+919876543210', signInTicket);
 */
export async function startUserPoolSession(phone: string, ticket: string): Promise<void> {
  const input = { username: phone, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' as const } };
  const started = await signIn(input).catch(async (error: unknown) => {
    if (!(error instanceof Error) || error.name !== 'UserAlreadyAuthenticatedException')
      throw error;
    await signOut();
    return signIn(input);
  });
  if (!started.isSignedIn) {
    if (started.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') {
      throw new NoSessionError(`Unexpected sign-in step ${started.nextStep.signInStep}`);
    }
    const confirmed = await confirmSignIn({ challengeResponse: ticket });
    if (!confirmed.isSignedIn) throw new NoSessionError('The code was not accepted');
  }
  const { tokens } = await fetchAuthSession();
  if (!tokens?.idToken) throw new NoSessionError('No tokens after sign-in');
}
