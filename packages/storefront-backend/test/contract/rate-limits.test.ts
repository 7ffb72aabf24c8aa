import { describe, expect, it } from 'vitest';
import { documents } from './documents.js';
import { orderInput } from './fixtures.js';
import { STORE_ID, useMockServer } from './harness.js';

const { gql } = useMockServer();

const phone = (n: number): string => `98765${String(n).padStart(5, '0')}`;
const sendCode = (n: number) =>
  gql(documents.ensureUserAndDispatchOTP, { storeId: STORE_ID, phone: phone(n) });

// These exhaust the visitor address's allowance for the window: in process the mock host's state
// is reset after each test, and apps/server's contract run empties its database likewise. Against
// another target server, run them on a fresh one.
describe('per-address rate limits (HTTP 429 with Retry-After)', () => {
  it('refuses the 21st code request of the hour from one address', async () => {
    for (let n = 1; n <= 20; n += 1) expect((await sendCode(n)).status).toBe(200);
    const refused = await sendCode(21);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(refused.data).toBeNull();
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: 'Too many code requests from your network. Please try again in 60 minutes.',
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 3600 },
      }),
    ]);
  });

  it('refuses the 31st order attempt in 10 minutes from one address, counted before any work', async () => {
    for (let n = 1; n <= 30; n += 1) {
      const attempt = await gql(documents.CreateOrder, { input: orderInput() });
      expect(attempt.status).toBe(200);
    }
    const refused = await gql(documents.CreateOrder, { input: orderInput() });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(refused.errors[0]).toMatchObject({
      message: 'Too many orders from your network. Please try again in 10 minutes.',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 600 },
    });
  });
});
