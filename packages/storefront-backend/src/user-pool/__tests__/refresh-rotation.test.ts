import { describe, expect, it } from 'vitest';
import { testBackend } from '../../testing/test-backend.js';
import { REFRESH_REUSE_GRACE_MS } from '../refresh.js';
import { call, CLIENT, refused, signIn } from './pool.js';

const refresh = (t: ReturnType<typeof testBackend>, RefreshToken: string | undefined) =>
  call(t, 'GetTokensFromRefreshToken', { ClientId: CLIENT, RefreshToken });

const revoked = refused('NotAuthorizedException', 'Refresh Token has been revoked');

describe('GetTokensFromRefreshToken: refresh token rotation', () => {
  it('answers new tokens and a new refresh token; the next refresh takes the new one', async () => {
    const t = testBackend();
    const { result } = await signIn(t);
    t.clock.advance(60_000);
    const first = await refresh(t, result['RefreshToken']);
    const tokens = first.body['AuthenticationResult'] as Record<string, string>;
    expect(tokens['RefreshToken']).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens['RefreshToken']).not.toBe(result['RefreshToken']);
    expect(await t.deps.tokens.verifier.verify(tokens['IdToken'] ?? '', 'id')).toMatchObject({
      phoneNumber: '+919876577701',
    });
    t.clock.advance(60 * 60_000);
    const second = await refresh(t, tokens['RefreshToken']);
    expect(second.status).toBe(200);
    const latest = second.body['AuthenticationResult'] as Record<string, string>;
    expect(await call(t, 'GetUser', { AccessToken: latest['AccessToken'] })).toMatchObject({
      status: 200,
    });
  });

  it('revokes the session when a replaced refresh token comes back after the grace period', async () => {
    const t = testBackend();
    const { result } = await signIn(t);
    const stolen = result['RefreshToken'];
    const mine = (await refresh(t, stolen)).body['AuthenticationResult'] as Record<string, string>;
    t.clock.advance(REFRESH_REUSE_GRACE_MS);
    expect(await refresh(t, stolen)).toEqual(revoked);
    // The shopper's current refresh token and access token stop working too.
    expect(await refresh(t, mine['RefreshToken'])).toEqual(revoked);
    expect(await call(t, 'GetUser', { AccessToken: mine['AccessToken'] })).toEqual(
      refused('NotAuthorizedException', 'Access Token has been revoked'),
    );
  });

  it('takes the replaced token once more within the grace period (two tabs at once)', async () => {
    const t = testBackend();
    const { result } = await signIn(t);
    const tabOne = await refresh(t, result['RefreshToken']);
    t.clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const tabTwo = await refresh(t, result['RefreshToken']);
    expect([tabOne.status, tabTwo.status]).toEqual([200, 200]);
    const next = (tabTwo.body['AuthenticationResult'] as Record<string, string>)['RefreshToken'];
    t.clock.advance(60 * 60_000);
    expect((await refresh(t, next)).status).toBe(200);
  });

  it('refuses a revoked, unknown or missing refresh token', async () => {
    const t = testBackend();
    const { result } = await signIn(t);
    await call(t, 'RevokeToken', { ClientId: CLIENT, Token: result['RefreshToken'] });
    for (const token of [result['RefreshToken'], 'made-up-token', undefined]) {
      expect(await refresh(t, token)).toEqual(revoked);
    }
  });
});
