import { describe, expect, it } from 'vitest';
import { documents } from './documents.js';
import { orderInput } from './fixtures.js';
import { STORE_ID, useContractTarget } from './harness.js';

const { gql } = useContractTarget();

const phone = (n: number): string => `98765${String(n).padStart(5, '0')}`;
const sendCode = (n: number) =>
  gql(documents.ensureUserAndDispatchOTP, { storeId: STORE_ID, phone: phone(n) });

// These exhaust the visitor address's allowance for the window; every target forgets it when it
// is reset after each test.
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
