import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { env } from '@/lib/env';

/**
 * aws-amplify v6 Auth, configured once from env (spec 1: a managed user pool, phone sign-in with
 * a one-time code through the custom auth flow). This module is only ever loaded through
 * `loadAuth()`, so Amplify (~45 KB gzipped) stays out of the first load of every page.
 */
const { userPoolId, userPoolClientId, userPoolEndpoint } = env.cognito;

export const authConfigured = Boolean(userPoolId && userPoolClientId);

if (userPoolId && userPoolClientId) {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId,
        userPoolClientId,
        ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
        loginWith: { phone: true },
      },
    },
  });
}

export { confirmSignIn, fetchAuthSession, Hub, signIn, signOut };
