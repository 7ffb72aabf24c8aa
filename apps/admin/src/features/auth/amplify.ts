import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { Hub } from 'aws-amplify/utils';
import { env } from '@/lib/env';

/** Where the console keeps its user-pool session, apart from the storefront's on the same origin. */
export const SESSION_KEY_PREFIX = 'haat-admin:';

/**
 * localStorage under {@link SESSION_KEY_PREFIX}: the console and the storefront use the same user
 * pool and app client on the same origin, and without a prefix signing out of one would sign
 * the person out of the other.
 */
const adminStorage = {
  setItem: (key: string, value: string) => {
    localStorage.setItem(SESSION_KEY_PREFIX + key, value);
    return Promise.resolve();
  },
  getItem: (key: string) => Promise.resolve(localStorage.getItem(SESSION_KEY_PREFIX + key)),
  removeItem: (key: string) => {
    localStorage.removeItem(SESSION_KEY_PREFIX + key);
    return Promise.resolve();
  },
  clear: () => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(SESSION_KEY_PREFIX)) localStorage.removeItem(key);
    }
    return Promise.resolve();
  },
};

// aws-amplify v6 Auth with the storefront's user pool (phone and a one-time code through the
// custom auth flow), configured once, when the console starts.
Amplify.configure({
  Auth: {
    Cognito: {
      userPoolId: env.cognito.userPoolId,
      userPoolClientId: env.cognito.userPoolClientId,
      ...(env.cognito.userPoolEndpoint ? { userPoolEndpoint: env.cognito.userPoolEndpoint } : {}),
      loginWith: { phone: true },
    },
  },
});
cognitoUserPoolsTokenProvider.setKeyValueStorage(adminStorage);

/**
 * Whether Amplify holds a session in this browser (its `LastAuthUser` key), read without a call.
 *
 * @example
 * if (!hasStoredSession()) showSignIn();
 */
export function hasStoredSession(): boolean {
  const key = `${SESSION_KEY_PREFIX}CognitoIdentityServiceProvider.${env.cognito.userPoolClientId}.LastAuthUser`;
  return localStorage.getItem(key) !== null;
}

export { confirmSignIn, fetchAuthSession, Hub, signIn, signOut };
