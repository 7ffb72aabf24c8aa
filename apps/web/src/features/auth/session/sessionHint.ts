import { env } from '@/lib/env';

/**
 * Whether Amplify has stored a user-pool session in this browser, read straight from
 * localStorage (Amplify's `CognitoIdentityServiceProvider.<clientId>.LastAuthUser` key) so the
 * check costs nothing and never loads Amplify for a signed-out visitor.
 */
export function hasStoredSession(): boolean {
  const clientId = env.cognito.userPoolClientId;
  if (!clientId) return false;
  try {
    return localStorage.getItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`) !== null;
  } catch {
    return false;
  }
}
