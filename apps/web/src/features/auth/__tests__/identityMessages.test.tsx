import { resetMockState } from '@haat/mocks/node';
import { screen, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { useUserStore } from '@/stores/userStore';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import {
  loadSignIn,
  enterCode,
  openSignIn,
  requestCode,
  SIGN_IN_TEST_MS,
  STEP_MS,
  TEST_CODE,
} from './signInSteps';

beforeAll(loadSignIn, SIGN_IN_TEST_MS);

const endpoint = env.cognito.userPoolEndpoint!;
const api = graphql.link(env.graphqlUrl);
const wait = { timeout: STEP_MS };

afterEach(async () => {
  await resetMockState();
  useUserStore.getState().clear();
});

/** A user pool answer for one operation; other operations reach the mock. */
function userPoolAnswers(operation: string, answer: () => Response) {
  server.use(
    http.post(endpoint, ({ request }) =>
      request.headers.get('x-amz-target')?.endsWith(`.${operation}`) ? answer() : undefined,
    ),
  );
}

const cognitoError = (type: string, message: string) =>
  HttpResponse.json(
    { __type: type, message },
    { status: 400, headers: { 'x-amzn-errortype': `${type}:` } },
  );

async function signInUntilError(phone: string) {
  const { user } = renderRoute('/');
  await openSignIn(user);
  await requestCode(user, phone);
  await enterCode(user, TEST_CODE);
  return screen.findByRole('alert', {}, wait);
}

describe('identity messages (spec 8)', { timeout: SIGN_IN_TEST_MS }, () => {
  it("shows 'Network Error' when the user pool cannot be reached", async () => {
    userPoolAnswers('InitiateAuth', () => HttpResponse.error());
    expect(await signInUntilError('9876566601')).toHaveTextContent('Network Error');
    expect(screen.getByRole('textbox', { name: '6-digit code' })).toBeInTheDocument();
  });

  it("shows 'Authentication Error' when the user pool refuses the sign-in", async () => {
    userPoolAnswers('InitiateAuth', () =>
      cognitoError('NotAuthorizedException', 'User is disabled.'),
    );
    expect(await signInUntilError('9876566602')).toHaveTextContent('Authentication Error');
    expect(useUserStore.getState().data).toBeNull();
  });

  it("shows 'User is not authenticated' when the flow ends without a session", async () => {
    userPoolAnswers('RespondToAuthChallenge', () =>
      HttpResponse.json({
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: 'another-round',
        ChallengeParameters: { USERNAME: 'someone' },
      }),
    );
    expect(await signInUntilError('9876566603')).toHaveTextContent('User is not authenticated');
  });

  it("shows 'Error creating account' when the code cannot be sent", async () => {
    server.use(
      api.query('ensureUserAndDispatchOTP', () =>
        HttpResponse.json({
          errors: [{ message: 'Internal error', extensions: { code: 'INTERNAL' } }],
        }),
      ),
    );
    const { user } = renderRoute('/');
    const dialog = await openSignIn(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '9876566604');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error creating account');
  });

  it("asks for the code once when the API answers 503, and shows 'Error creating account'", async () => {
    let requests = 0;
    server.use(
      api.query('ensureUserAndDispatchOTP', () => {
        requests += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const { user } = renderRoute('/');
    const dialog = await openSignIn(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '9876566606');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error creating account');
    expect(requests).toBe(1);
  });

  it("shows 'Error creating account' when a first-time shopper's name cannot be saved", async () => {
    server.use(
      api.mutation('updateUser', () =>
        HttpResponse.json({
          errors: [{ message: 'Internal error', extensions: { code: 'INTERNAL' } }],
        }),
      ),
    );
    const { user } = renderRoute('/');
    await openSignIn(user);
    await requestCode(user, '9876566605');
    await enterCode(user, TEST_CODE);
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' }, wait);
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Asha');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error creating account');
  });
});
