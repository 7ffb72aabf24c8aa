import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, fromUtf8, toBase64Url, utf8 } from '../../crypto/encoding.js';
import { hmacSha256, hmacSha256Key } from '../../crypto/hmac.js';
import { hs256TokenSigner, hs256TokenVerifier, type Hs256Config } from '../hs256.js';

const NOW = Date.UTC(2025, 5, 1, 10, 0, 0);
const pool: Hs256Config = {
  secret: 'mock-pool-secret',
  issuer: 'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_HaatMock',
  clientId: 'haat-web',
};
const subject = { userId: 'user-1', phone: '+919876543210' };

let counter = 0;
const ids = { uuid: () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}` };
const clockAt = (ms: number) => ({ now: () => ms });

const signer = hs256TokenSigner(pool, ids);
const verifier = hs256TokenVerifier(pool, clockAt(NOW));

const segment = (value: object): string => toBase64Url(utf8(JSON.stringify(value)));
const payloadOf = (token: string): Record<string, unknown> => {
  const bytes = fromBase64Url(token.split('.')[1] ?? '');
  return JSON.parse(fromUtf8(bytes!)) as Record<string, unknown>;
};
/** A token over any header and payload, signed with `secret` (whatever the header says). */
const handMade = async (header: object, payload: object, secret = pool.secret) => {
  const unsigned = `${segment(header)}.${segment(payload)}`;
  return `${unsigned}.${toBase64Url(await hmacSha256(await hmacSha256Key(secret), unsigned))}`;
};

describe('hs256TokenSigner', () => {
  it('signs each token as an HS256 JWT: the header says HS256 and the last segment is the HMAC of the first two with the secret', async () => {
    const tokens = await signer.signIn(subject, NOW);
    for (const token of [tokens.idToken, tokens.accessToken]) {
      const [header] = token.split('.');
      expect(JSON.parse(fromUtf8(fromBase64Url(header ?? '')!))).toEqual({
        alg: 'HS256',
        typ: 'JWT',
      });
      expect(payloadOf(token)).toMatchObject({ sub: 'user-1', origin_jti: tokens.session.jti });
      expect(token).toBe(await handMade({ alg: 'HS256', typ: 'JWT' }, payloadOf(token)));
    }
  });
});

describe('hs256TokenVerifier', () => {
  it('accepts its own ID token as an ID token and answers the claims', async () => {
    const { idToken, session } = await signer.signIn(subject, NOW);
    await expect(verifier.verify(idToken, 'id')).resolves.toEqual({
      sub: 'user-1',
      username: 'user-1',
      tokenUse: 'id',
      clientId: 'haat-web',
      issuedAt: NOW / 1000,
      expiresAt: NOW / 1000 + 3600,
      originJti: session.jti,
      phoneNumber: '+919876543210',
    });
  });

  it('accepts its own access token as an access token', async () => {
    const { accessToken } = await signer.signIn(subject, NOW);
    await expect(verifier.verify(accessToken, 'access')).resolves.toMatchObject({
      sub: 'user-1',
      tokenUse: 'access',
      clientId: 'haat-web',
      phoneNumber: null,
    });
  });

  it('refuses an unsigned token (alg: none) carrying valid claims', async () => {
    const { idToken } = await signer.signIn(subject, NOW);
    const unsigned = `${segment({ alg: 'none', typ: 'JWT' })}.${idToken.split('.')[1]}.`;
    await expect(verifier.verify(unsigned, 'id')).resolves.toBeNull();
    await expect(verifier.verify(unsigned.slice(0, -1), 'id')).resolves.toBeNull();
  });

  it('refuses a token whose header names another algorithm, even when the HMAC is right', async () => {
    const { idToken } = await signer.signIn(subject, NOW);
    const claims = payloadOf(idToken);
    for (const alg of ['HS512', 'RS256', 'none']) {
      await expect(
        verifier.verify(await handMade({ alg, typ: 'JWT' }, claims), 'id'),
      ).resolves.toBeNull();
    }
  });

  it('refuses an edited payload (another user id) under the original signature', async () => {
    const { idToken } = await signer.signIn(subject, NOW);
    const [header, , signature] = idToken.split('.');
    const edited = `${header}.${segment({ ...payloadOf(idToken), sub: 'someone-else' })}.${signature}`;
    await expect(verifier.verify(edited, 'id')).resolves.toBeNull();
  });

  it('refuses a token signed with another key', async () => {
    const { idToken } = await hs256TokenSigner({ ...pool, secret: 'wrong-secret' }, ids).signIn(
      subject,
      NOW,
    );
    await expect(verifier.verify(idToken, 'id')).resolves.toBeNull();
  });

  it('refuses an expired token, from the second it expires', async () => {
    const { idToken } = await signer.signIn(subject, NOW);
    const justBefore = hs256TokenVerifier(pool, clockAt(NOW + 3600_000 - 1));
    const atExpiry = hs256TokenVerifier(pool, clockAt(NOW + 3600_000));
    await expect(justBefore.verify(idToken, 'id')).resolves.not.toBeNull();
    await expect(atExpiry.verify(idToken, 'id')).resolves.toBeNull();
  });

  it('refuses a token issued more than 5 minutes in the future', async () => {
    const { idToken } = await signer.signIn(subject, NOW + 5 * 60_000 + 1000);
    await expect(verifier.verify(idToken, 'id')).resolves.toBeNull();
    const { idToken: skewed } = await signer.signIn(subject, NOW + 5 * 60_000);
    await expect(verifier.verify(skewed, 'id')).resolves.not.toBeNull();
  });

  it('refuses a token from another issuer', async () => {
    const other = hs256TokenSigner({ ...pool, issuer: 'https://evil.example/pool' }, ids);
    const { idToken } = await other.signIn(subject, NOW);
    await expect(verifier.verify(idToken, 'id')).resolves.toBeNull();
  });

  it('refuses a token for another client id, as ID and as access token', async () => {
    const other = hs256TokenSigner({ ...pool, clientId: 'another-app' }, ids);
    const { idToken, accessToken } = await other.signIn(subject, NOW);
    await expect(verifier.verify(idToken, 'id')).resolves.toBeNull();
    await expect(verifier.verify(accessToken, 'access')).resolves.toBeNull();
  });

  it('refuses a token of the wrong use: an access token as ID token and the other way round', async () => {
    const { idToken, accessToken } = await signer.signIn(subject, NOW);
    await expect(verifier.verify(accessToken, 'id')).resolves.toBeNull();
    await expect(verifier.verify(idToken, 'access')).resolves.toBeNull();
  });

  it.each([
    ['no sub', { sub: undefined }],
    ['no exp', { exp: undefined }],
    ['a string exp', { exp: String(NOW / 1000 + 3600) }],
    ['no origin_jti', { origin_jti: undefined }],
    ['no cognito:username', { 'cognito:username': undefined }],
    [
      'token_use access, even with every other claim an ID token needs',
      { token_use: 'access', client_id: 'haat-web', username: 'user-1' },
    ],
  ])('refuses a signed token with %s', async (_, change) => {
    const { idToken } = await signer.signIn(subject, NOW);
    const token = await handMade(
      { alg: 'HS256', typ: 'JWT' },
      { ...payloadOf(idToken), ...change },
    );
    await expect(verifier.verify(token, 'id')).resolves.toBeNull();
  });

  it.each(['', 'not-a-token', 'a.b', 'a.b.c', 'a.b.c.d', '...'])('refuses %j', async (token) => {
    await expect(verifier.verify(token, 'id')).resolves.toBeNull();
  });

  it('refuses any token with one character changed', async () => {
    const { idToken } = await signer.signIn(subject, NOW);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: idToken.length - 1 }),
        fc.constantFrom(...alphabet),
        async (at, char) => {
          fc.pre(idToken[at] !== char);
          const changed = `${idToken.slice(0, at)}${char}${idToken.slice(at + 1)}`;
          expect(await verifier.verify(changed, 'id')).toBeNull();
        },
      ),
      { numRuns: 200 },
    );
  });
});
