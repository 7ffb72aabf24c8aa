import { describe, expect, it } from 'vitest';
import { createStorefrontBackend } from '../../backend.js';
import type { BackendDeps } from '../../deps.js';
import { testBackend, type TestBackend } from '../../testing/test-backend.js';
import { setUserActive } from '../../users/set-user-active.js';
import { LIVE_CLAIMS_TTL_MS, liveClaims } from '../live-claims.js';
import { call, CLIENT, PHONE, signIn } from './pool.js';

const GET_USER = `query { getUser { id phone } }`;

/** `/graphql` as a host calls it, with the ID token and (or without) the API key. */
async function getUser(deps: BackendDeps, idToken: string, apiKey = true) {
  const headers = new Headers({
    'content-type': 'application/json',
    authorization: `Bearer ${idToken}`,
  });
  if (apiKey) headers.set('x-api-key', deps.settings.apiKey);
  const answer = await createStorefrontBackend(deps).graphql({
    body: JSON.stringify({ query: GET_USER }),
    headers,
    requestId: 'live-claims',
  });
  const body = answer.body as {
    data: { getUser: { phone: string } | null } | null;
    errors?: { errorType?: string }[];
  };
  return {
    status: answer.status,
    phone: body.data?.getUser?.phone,
    refusal: body.errors?.[0]?.errorType,
  };
}

/** A second server process: the same storage, its own session checks. */
const otherProcess = (t: TestBackend): BackendDeps => ({ ...t.deps, tokens: { ...t.deps.tokens } });

describe('liveClaims: signed-out, revoked and disabled are refused on /graphql', () => {
  it('refuses the ID token on /graphql at once after RevokeToken (Amplify sign-out)', async () => {
    const t = testBackend();
    const { result } = await signIn(t);
    const idToken = result['IdToken'] ?? '';
    expect(await getUser(t.deps, idToken)).toMatchObject({ status: 200, phone: PHONE });
    await call(t, 'RevokeToken', { ClientId: CLIENT, Token: result['RefreshToken'] });
    expect(await getUser(t.deps, idToken)).toMatchObject({
      status: 401,
      refusal: 'UnauthorizedException',
    });
    expect(await getUser(t.deps, idToken, false)).toMatchObject({ status: 401 });
  });

  it('refuses every session of the user at once after GlobalSignOut', async () => {
    const t = testBackend();
    const phone = await signIn(t);
    t.clock.advance(30_000);
    const laptop = await signIn(t);
    for (const { result } of [phone, laptop]) {
      expect(await getUser(t.deps, result['IdToken'] ?? '')).toMatchObject({ phone: PHONE });
    }
    await call(t, 'GlobalSignOut', { AccessToken: laptop.result['AccessToken'] });
    for (const { result } of [phone, laptop]) {
      expect(await getUser(t.deps, result['IdToken'] ?? '')).toMatchObject({
        status: 401,
        refusal: 'UnauthorizedException',
      });
    }
  });

  it('refuses a disabled user at once, and another process within the stated seconds', async () => {
    const t = testBackend();
    const { result } = await signIn(t);
    const idToken = result['IdToken'] ?? '';
    const other = otherProcess(t);
    expect(await getUser(other, idToken)).toMatchObject({ phone: PHONE });
    const user = await t.deps.storage.repos.users.byPhone(PHONE);
    await setUserActive(t.deps, user?.id ?? '', false);
    expect(await getUser(t.deps, idToken)).toMatchObject({
      status: 401,
      refusal: 'UnauthorizedException',
    });
    // The other process kept its check for at most LIVE_CLAIMS_TTL_MS.
    t.clock.advance(LIVE_CLAIMS_TTL_MS);
    expect(await getUser(other, idToken)).toMatchObject({
      status: 401,
      refusal: 'UnauthorizedException',
    });
  });

  it('refuses a user disabled in storage by an operator (no session revoked) within the stated seconds', async () => {
    const t = testBackend();
    const { result } = await signIn(t);
    const idToken = result['IdToken'] ?? '';
    expect(await liveClaims(t.deps, idToken, 'id')).not.toBeNull();
    const user = await t.deps.storage.repos.users.byPhone(PHONE);
    await t.deps.storage.repos.users.update(user?.id ?? '', { isActive: false });
    t.clock.advance(LIVE_CLAIMS_TTL_MS);
    expect(await liveClaims(t.deps, idToken, 'id')).toBeNull();
  });

  it("keeps another process's sign-out from reaching this one for at most the stated seconds", async () => {
    const t = testBackend();
    const { result } = await signIn(t);
    const idToken = result['IdToken'] ?? '';
    const other = otherProcess(t);
    expect(await liveClaims(other, idToken, 'id')).toMatchObject({ phoneNumber: PHONE });
    await call(t, 'RevokeToken', { ClientId: CLIENT, Token: result['RefreshToken'] });
    expect(await liveClaims(t.deps, idToken, 'id')).toBeNull();
    t.clock.advance(LIVE_CLAIMS_TTL_MS - 1);
    expect(await liveClaims(other, idToken, 'id')).not.toBeNull();
    t.clock.advance(1);
    expect(await liveClaims(other, idToken, 'id')).toBeNull();
  });

  it('reads storage once per session in the stated seconds, not on every call', async () => {
    const t = testBackend();
    const { result } = await signIn(t);
    let reads = 0;
    const repos = t.deps.storage.repos;
    const counting: BackendDeps = {
      ...t.deps,
      storage: {
        ...t.deps.storage,
        repos: {
          ...repos,
          refreshTokens: {
            ...repos.refreshTokens,
            sessionLive: (jti, now) => {
              reads += 1;
              return repos.refreshTokens.sessionLive(jti, now);
            },
          },
        },
      },
    };
    for (let i = 0; i < 20; i += 1) await liveClaims(counting, result['IdToken'] ?? '', 'id');
    expect(reads).toBe(1);
    t.clock.advance(LIVE_CLAIMS_TTL_MS);
    await liveClaims(counting, result['IdToken'] ?? '', 'id');
    expect(reads).toBe(2);
  });
});
