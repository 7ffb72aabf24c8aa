import { randomUUID } from 'node:crypto';
import { base64url, decodeJwt, decodeProtectedHeader, importJWK, jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { testSigningKey } from '../../../test/harness.js';
import { rs256TokenSigner, rs256TokenVerifier } from '../tokens.js';

const audience = { issuer: 'https://shop.example.in', clientId: 'haat-web' };
const subject = { userId: 'user-1', phone: '+919876543210' };
const NOW = Date.UTC(2026, 10, 25, 10, 0, 0);
const ids = { uuid: () => randomUUID() };

async function setup() {
  const key = await testSigningKey();
  const clock = { now: () => NOW };
  const signer = rs256TokenSigner(key, audience, ids);
  const verifier = rs256TokenVerifier([key.publicJwk], audience, clock);
  return { key, clock, signer, verifier, tokens: await signer.signIn(subject, NOW) };
}

const [shared, other] = await Promise.all([setup(), testSigningKey()]);

/** The token with its payload replaced but its signature kept. */
function withPayload(
  token: string,
  change: (payload: Record<string, unknown>) => Record<string, unknown>,
) {
  const [header, , signature] = token.split('.');
  const payload = change(decodeJwt(token));
  return `${header}.${base64url.encode(JSON.stringify(payload))}.${signature}`;
}

describe('rs256TokenSigner', () => {
  it('signs each token as an RS256 JWT with the key id, verifiable with the public key', async () => {
    const { tokens, key } = shared;
    const publicKey = await importJWK(key.publicJwk, 'RS256');
    for (const token of [tokens.idToken, tokens.accessToken]) {
      expect(decodeProtectedHeader(token)).toEqual({
        alg: 'RS256',
        typ: 'JWT',
        kid: key.publicJwk.kid,
      });
      const { payload } = await jwtVerify(token, publicKey, {
        algorithms: ['RS256'],
        // The tokens were signed at NOW, whatever today's date is.
        currentDate: new Date(NOW),
      });
      expect(payload).toMatchObject({ sub: 'user-1', origin_jti: tokens.session.jti });
    }
  });

  it('refreshes within the same session', async () => {
    const { signer, key, tokens } = shared;
    const later = await signer.refresh(subject, tokens.session, NOW + 50 * 60_000);
    const verifier = rs256TokenVerifier([key.publicJwk], audience, {
      now: () => NOW + 50 * 60_000,
    });
    const claims = await verifier.verify(later.idToken, 'id');
    expect(claims?.originJti).toBe(tokens.session.jti);
    expect(claims?.issuedAt).toBe((NOW + 50 * 60_000) / 1000);
  });
});

describe('rs256TokenVerifier', () => {
  it('accepts genuine tokens and reads their claims', async () => {
    const { verifier, tokens } = shared;
    expect(await verifier.verify(tokens.idToken, 'id')).toEqual({
      sub: 'user-1',
      username: 'user-1',
      tokenUse: 'id',
      clientId: 'haat-web',
      issuedAt: NOW / 1000,
      expiresAt: NOW / 1000 + 3600,
      originJti: tokens.session.jti,
      phoneNumber: '+919876543210',
    });
    expect(await verifier.verify(tokens.accessToken, 'access')).toMatchObject({
      tokenUse: 'access',
      phoneNumber: null,
    });
  });

  it('refuses an unsigned token (alg none)', async () => {
    const { verifier, tokens } = shared;
    const [, payload] = tokens.idToken.split('.');
    const unsigned = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${payload}.`;
    expect(await verifier.verify(unsigned, 'id')).toBeNull();
  });

  it('refuses an edited token', async () => {
    const { verifier, tokens } = shared;
    const edited = withPayload(tokens.idToken, (payload) => ({
      ...payload,
      sub: 'user-2',
      'cognito:username': 'user-2',
    }));
    expect(await verifier.verify(edited, 'id')).toBeNull();
  });

  it('refuses a token signed with another key', async () => {
    const forger = rs256TokenSigner(other, audience, ids);
    const forged = await forger.signIn(subject, NOW);
    expect(await shared.verifier.verify(forged.idToken, 'id')).toBeNull();
  });

  it('refuses an HS256 token keyed with the public key (algorithm confusion)', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(shared.key.publicJwk));
    const confused = await new SignJWT(decodeJwt(shared.tokens.idToken))
      .setProtectedHeader({ alg: 'HS256', kid: shared.key.publicJwk.kid ?? '' })
      .sign(secret);
    expect(await shared.verifier.verify(confused, 'id')).toBeNull();
  });

  it('refuses an expired token', async () => {
    const { key, tokens } = shared;
    const clock = { now: () => NOW + 3600 * 1000 };
    const verifier = rs256TokenVerifier([key.publicJwk], audience, clock);
    expect(await verifier.verify(tokens.idToken, 'id')).toBeNull();
    const justBefore = rs256TokenVerifier([key.publicJwk], audience, {
      now: () => NOW + 3599 * 1000,
    });
    expect(await justBefore.verify(tokens.idToken, 'id')).not.toBeNull();
  });

  it('refuses the wrong token use, issuer or client id', async () => {
    const { key, verifier, tokens } = shared;
    expect(await verifier.verify(tokens.accessToken, 'id')).toBeNull();
    expect(await verifier.verify(tokens.idToken, 'access')).toBeNull();
    const clock = { now: () => NOW };
    const otherIssuer = rs256TokenVerifier(
      [key.publicJwk],
      { ...audience, issuer: 'https://evil.example' },
      clock,
    );
    expect(await otherIssuer.verify(tokens.idToken, 'id')).toBeNull();
    const otherClient = rs256TokenVerifier(
      [key.publicJwk],
      { ...audience, clientId: 'other-app' },
      clock,
    );
    expect(await otherClient.verify(tokens.idToken, 'id')).toBeNull();
    expect(await otherClient.verify(tokens.accessToken, 'access')).toBeNull();
  });

  it('refuses a token issued in the future and anything that is not a token', async () => {
    const { key, verifier } = shared;
    const future = await rs256TokenSigner(key, audience, ids).signIn(subject, NOW + 10 * 60_000);
    expect(await verifier.verify(future.idToken, 'id')).toBeNull();
    for (const junk of ['', 'abc', 'a.b.c', 'Bearer x'])
      expect(await verifier.verify(junk, 'id')).toBeNull();
  });
});
