import { loadAuth } from '../amplify/loadAuth';
import { hasStoredSession } from './sessionHint';

/**
 * The token provider of the GraphQL client (spec 6): the user pool's ID token while a session
 * exists — Amplify refreshes it when it has expired — else null, and the call goes with the API
 * key. Without a stored session Amplify is not even loaded. A session Amplify cannot refresh
 * (revoked, expired, user gone) yields null; the Hub listener ends it (see hubListener.ts).
 */
export async function userPoolToken(): Promise<string | null> {
  if (!hasStoredSession()) return null;
  try {
    const { fetchAuthSession } = await loadAuth();
    const { tokens } = await fetchAuthSession();
    return tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}
