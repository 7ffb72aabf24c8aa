import { loadAuth, type AuthModule } from '../amplify/loadAuth';

/** Raised when Amplify ends the custom flow without a session. */
class NoSessionError extends Error {
  override readonly name = 'UserUnAuthenticatedException';
}

async function beginCustomFlow(auth: AuthModule, username: string) {
  const input = { username, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' as const } };
  try {
    return await auth.signIn(input);
  } catch (error) {
    // A stale provider session (signed out here, tokens left behind) is replaced.
    if (!(error instanceof Error) || error.name !== 'UserAlreadyAuthenticatedException')
      throw error;
    await auth.signOut();
    return auth.signIn(input);
  }
}

/**
 * Opens the user-pool session for a phone whose one-time code verifyCustomOTP has just accepted:
 * Amplify's custom auth flow without SRP — InitiateAuth (CUSTOM_AUTH) then RespondToAuthChallenge
 * with the single-use sign-in ticket verifyCustomOTP answered (the verified code itself no longer
 * works), which the user pool checks against the phone's code record and uses up.
 * Resolves once Amplify holds the tokens; rejects with the provider's error otherwise.
 */
export async function startUserPoolSession(phone: string, ticket: string): Promise<void> {
  const auth = await loadAuth();
  if (!auth.authConfigured) throw new Error('The user pool is not configured');
  const started = await beginCustomFlow(auth, phone);
  if (!started.isSignedIn) {
    if (started.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') {
      throw new NoSessionError(`Unexpected sign-in step ${started.nextStep.signInStep}`);
    }
    const confirmed = await auth.confirmSignIn({ challengeResponse: ticket });
    if (!confirmed.isSignedIn) throw new NoSessionError('The code was not accepted');
  }
  const { tokens } = await auth.fetchAuthSession();
  if (!tokens?.idToken) throw new NoSessionError('No tokens after sign-in');
}
