import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../rate-limits/limits.js';
import { testBackend } from '../../testing/test-backend.js';
import { call, CLIENT, initiate, PHONE, refused, respond } from './pool.js';

const IP = '203.0.113.7';

describe('/cognito-idp rate limits', () => {
  it('refuses the 31st sign-in call for one phone in 10 minutes, from any address', async () => {
    const t = testBackend();
    const { max } = RATE_LIMITS['sign-in-phone'];
    for (let n = 0; n < max; n += 1) {
      expect((await initiate(t, PHONE, `198.51.100.${n}`)).status).toBe(200);
    }
    t.clock.advance(3 * 60_000);
    const throttled = await initiate(t, '9876577701', '192.0.2.1');
    expect(throttled).toEqual(
      refused(
        'TooManyRequestsException',
        'Too many sign-in attempts. Please try again in 7 minutes.',
      ),
    );
    expect(throttled.headers['retry-after']).toBe('420');
    expect((await initiate(t, '+919876577702', '192.0.2.1')).status).toBe(200);
    expect(t.events.at(-1)).toEqual({ type: 'rate-limited', action: 'sign-in-phone' });
  });

  it('counts challenge answers for the phone too', async () => {
    const t = testBackend({
      settings: { rateLimits: { 'sign-in-phone': { max: 2, windowMs: 600_000 } } },
    });
    const started = await initiate(t);
    expect((await respond(t, started.body, '000000')).status).toBe(400);
    expect(await respond(t, started.body, '000000')).toEqual(
      refused(
        'TooManyRequestsException',
        'Too many sign-in attempts. Please try again in 10 minutes.',
      ),
    );
  });

  it('refuses sign-in calls past the per-address limit, for any phone', async () => {
    const t = testBackend({
      settings: { rateLimits: { 'sign-in': { max: 3, windowMs: 600_000 } } },
    });
    for (const n of [1, 2, 3]) expect((await initiate(t, `+91987657770${n}`, IP)).status).toBe(200);
    expect(await initiate(t, '+919876577704', IP)).toEqual(
      refused(
        'TooManyRequestsException',
        'Too many sign-in attempts. Please try again in 10 minutes.',
      ),
    );
    expect((await initiate(t, '+919876577704', '2001:db8::1')).status).toBe(200);
  });

  it('limits the other user-pool calls per address apart from sign-in', async () => {
    const t = testBackend({
      settings: { rateLimits: { 'user-pool': { max: 1, windowMs: 600_000 } } },
    });
    const refresh = () =>
      call(t, 'GetTokensFromRefreshToken', { ClientId: CLIENT, RefreshToken: 'x' }, IP);
    expect(await refresh()).toEqual(
      refused('NotAuthorizedException', 'Refresh Token has been revoked'),
    );
    expect(await refresh()).toEqual(
      refused('TooManyRequestsException', 'Too many requests. Please try again in 10 minutes.'),
    );
    expect((await initiate(t, PHONE, IP)).status).toBe(200);
  });

  it('sizes the defaults for carrier-grade NAT: 300 sign-in calls per address in 10 minutes', () => {
    expect(RATE_LIMITS['sign-in']).toEqual({ max: 300, windowMs: 600_000 });
    expect(RATE_LIMITS['sign-in-phone']).toEqual({ max: 30, windowMs: 600_000 });
    expect(RATE_LIMITS['user-pool']).toEqual({ max: 600, windowMs: 600_000 });
  });
});
