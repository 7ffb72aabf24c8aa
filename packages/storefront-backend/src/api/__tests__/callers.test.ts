import { describe, expect, it } from 'vitest';
import { testBackend } from '../../testing/test-backend.js';
import { PHONE, signIn } from '../../user-pool/__tests__/pool.js';
import { bearerToken, searchCallers, storefrontCallers } from '../callers.js';

/** A backend with a shopper signed in through the user pool: their two tokens, of a live session. */
async function withTokens() {
  const test = testBackend();
  const { result } = await signIn(test);
  const user = await test.deps.storage.repos.users.byPhone(PHONE);
  if (!user) throw new Error('signing in made the user');
  const tokens = { idToken: result['IdToken'] ?? '', accessToken: result['AccessToken'] ?? '' };
  return { ...test, tokens, userId: user.id, apiKey: test.deps.settings.apiKey };
}

const headers = (values: Record<string, string>) => new Headers(values);

describe('bearerToken', () => {
  it.each([
    [{}, null],
    [{ authorization: '' }, null],
    [{ authorization: 'abc' }, 'abc'],
    [{ authorization: 'Bearer abc' }, 'abc'],
    [{ authorization: 'bearer   abc ' }, 'abc'],
    [{ authorization: 'Bearer ' }, ''],
  ])('%j → %j', (values, expected) => {
    expect(bearerToken(headers(values))).toBe(expected);
  });
});

describe('storefrontCallers: one policy for every host', () => {
  it('takes the ID token and the access token, with or without "Bearer "', async () => {
    const { deps, tokens, userId } = await withTokens();
    const policy = storefrontCallers(deps);
    const user = { kind: 'user', userId };
    for (const token of [
      tokens.idToken,
      `Bearer ${tokens.idToken}`,
      `Bearer ${tokens.accessToken}`,
    ]) {
      expect(await policy.identify(headers({ authorization: token }))).toMatchObject(user);
    }
  });

  it('refuses a token it does not accept, even next to the right API key', async () => {
    const { deps, tokens, clock, apiKey } = await withTokens();
    const policy = storefrontCallers(deps);
    const edited = `${tokens.idToken.slice(0, -4)}AAAA`;
    for (const token of ['not-a-token', 'Bearer ', edited]) {
      expect(
        await policy.identify(headers({ authorization: token, 'x-api-key': apiKey })),
      ).toBeNull();
    }
    clock.advance(2 * 3600_000);
    const expired = headers({ authorization: tokens.idToken, 'x-api-key': apiKey });
    expect(await policy.identify(expired)).toBeNull();
  });

  it('without a token, takes the API key only', async () => {
    const { deps, apiKey } = await withTokens();
    const policy = storefrontCallers(deps);
    expect(await policy.identify(headers({ 'x-api-key': apiKey }))).toEqual({ kind: 'anonymous' });
    for (const key of ['', 'wrong', `${apiKey}x`, apiKey.toUpperCase(), apiKey.slice(0, -1)]) {
      expect(await policy.identify(headers({ 'x-api-key': key }))).toBeNull();
    }
    expect(await policy.identify(headers({}))).toBeNull();
  });
});

describe('searchCallers', () => {
  it('takes the API key or a user token as the bearer, and nothing else', async () => {
    const { deps, tokens, userId, apiKey } = await withTokens();
    const policy = searchCallers(deps);
    expect(await policy.identify(headers({ authorization: `Bearer ${apiKey}` }))).toEqual({
      kind: 'anonymous',
    });
    expect(
      await policy.identify(headers({ authorization: `Bearer ${tokens.idToken}` })),
    ).toMatchObject({
      kind: 'user',
      userId,
    });
    for (const refused of [{ authorization: 'Bearer x' }, { 'x-api-key': apiKey }, {}]) {
      expect(await policy.identify(headers(refused))).toBeNull();
    }
  });
});
