import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../crypto/hmac.js';
import { sessionTokenSigner, type SignPayload } from '../session-token-signer.js';

const NOW = Date.UTC(2025, 5, 1, 10, 0, 0);
const pool = {
  issuer: 'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_HaatMock',
  clientId: 'haat-web',
};
const subject = { userId: 'user-1', phone: '+919876543210' };

let counter = 0;
const ids = { uuid: () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}` };

/** A "signature" that only writes the payload out, so the tests read exactly what was signed. */
const plain: SignPayload = (payload) => Promise.resolve(JSON.stringify(payload));
const payloadOf = (token: string) => JSON.parse(token) as Record<string, unknown>;
const signer = sessionTokenSigner(plain, pool, ids);

describe('sessionTokenSigner', () => {
  it('signs Cognito-shaped ID and access tokens for one session, and a refresh token with its hash', async () => {
    const tokens = await signer.signIn(subject, NOW);
    const iat = NOW / 1000;
    const id = payloadOf(tokens.idToken);
    const access = payloadOf(tokens.accessToken);
    const both = {
      sub: 'user-1',
      iss: pool.issuer,
      auth_time: iat,
      iat,
      exp: iat + 3600,
      jti: expect.any(String) as unknown,
      origin_jti: tokens.session.jti,
    };
    expect(id).toEqual({
      ...both,
      'cognito:username': 'user-1',
      phone_number: '+919876543210',
      phone_number_verified: true,
      token_use: 'id',
      aud: 'haat-web',
    });
    expect(access).toEqual({
      ...both,
      username: 'user-1',
      token_use: 'access',
      client_id: 'haat-web',
      scope: 'aws.cognito.signin.user.admin',
    });
    expect(new Set([id['jti'], access['jti'], tokens.session.jti]).size).toBe(3);
    expect(tokens.session.signedInAt).toBe(NOW);
    expect(tokens.expiresInSeconds).toBe(3600);
    expect(tokens.refreshToken).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.refreshTokenHash).toBe(await sha256Hex(tokens.refreshToken));
    expect(tokens.refreshTokenHash).not.toBe(tokens.refreshToken);
    await expect(signer.hashRefreshToken(tokens.refreshToken)).resolves.toBe(
      tokens.refreshTokenHash,
    );
  });

  it('refreshes a session: same origin_jti and auth_time, new iat and exp, no new refresh token', async () => {
    const { session } = await signer.signIn(subject, NOW);
    const later = NOW + 50 * 60_000;
    const refreshed = await signer.refresh(subject, session, later);
    expect(Object.keys(refreshed).sort()).toEqual(['accessToken', 'expiresInSeconds', 'idToken']);
    for (const token of [refreshed.idToken, refreshed.accessToken])
      expect(payloadOf(token)).toMatchObject({
        origin_jti: session.jti,
        auth_time: NOW / 1000,
        iat: later / 1000,
        exp: later / 1000 + 3600,
      });
  });

  it('issues tokens for the configured lifetime, iat in whole seconds of the time given', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          now: fc.integer({ min: 0, max: 4_000_000_000_000 }),
          lifetimeSeconds: fc.integer({ min: 60, max: 86_400 }),
        }),
        async ({ now, lifetimeSeconds }) => {
          const short = sessionTokenSigner(plain, { ...pool, lifetimeSeconds }, ids);
          const tokens = await short.signIn(subject, now);
          const iat = Math.floor(now / 1000);
          expect(tokens.expiresInSeconds).toBe(lifetimeSeconds);
          for (const token of [tokens.idToken, tokens.accessToken])
            expect(payloadOf(token)).toMatchObject({ iat, exp: iat + lifetimeSeconds });
        },
      ),
      { numRuns: 50 },
    );
  });
});
