import { RATE_LIMITS } from '@haat/storefront-backend';
import { describe, expect, it } from 'vitest';
import { documents } from './documents.js';
import { address, NO_VARIANTS, orderInput } from './fixtures.js';
import { STORE_ID, useContractTarget } from './harness.js';

const { gql, proven } = useContractTarget();

const phone = (n: number): string => `98765${String(n).padStart(5, '0')}`;
const sendCode = (n: number) =>
  gql(documents.ensureUserAndDispatchOTP, { storeId: STORE_ID, phone: phone(n) });
/**
 * A guest's cash-on-delivery order shipped to phone `n`, with the proof of that phone the
 * checkout's code step gives.
 */
const orderTo = async (n: number) =>
  gql(documents.CreateOrder, {
    input: await proven(
      orderInput({
        products: [{ productId: NO_VARIANTS, quantity: 1 }],
        shippingAddress: address({ phone: phone(n) }),
      }),
    ),
  });

/**
 * The refusal's Retry-After: the whole window in process (the clock stands still), a little less
 * against a server, whose window began with the first of these requests (on a busy machine, up
 * to minutes ago).
 */
const waitOf = (answer: { headers: Headers }, windowSeconds: number): number => {
  const wait = Number(answer.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(windowSeconds - 300);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  return wait;
};
const minutes = (seconds: number) => `${Math.ceil(seconds / 60)} minutes`;

// These exhaust the visitor address's allowance for the window; every target forgets it when it
// is reset after each test.
describe('rate limits (HTTP 429 with Retry-After)', () => {
  it('refuses the 101st code request of the hour from one address', async () => {
    const { max } = RATE_LIMITS['otp-send'];
    for (let n = 1; n <= max; n += 1) expect((await sendCode(n)).status).toBe(200);
    const refused = await sendCode(max + 1);
    expect(refused.status).toBe(429);
    // Against a server the window started when the first request came, seconds ago.
    const wait = waitOf(refused, 3600);
    expect(refused.data).toBeNull();
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: `Too many code requests from your network. Please try again in ${minutes(wait)}.`,
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: wait },
      }),
    ]);
  });

  it('refuses the 121st order attempt in 10 minutes from one address, counted before any work', async () => {
    const { max } = RATE_LIMITS['create-order'];
    for (let n = 1; n <= max; n += 1) expect((await orderTo(n)).errors).toEqual([]);
    const refused = await orderTo(max + 1);
    expect(refused.status).toBe(429);
    const wait = waitOf(refused, 600);
    expect(refused.errors[0]).toMatchObject({
      message: `Too many orders from your network. Please try again in ${minutes(wait)}.`,
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: wait },
    });
  });

  it('refuses the 21st order to one phone in 10 minutes, while other phones still order', async () => {
    for (let n = 1; n <= RATE_LIMITS['create-order-phone'].max; n += 1) {
      expect((await orderTo(7)).errors).toEqual([]);
    }
    const refused = await orderTo(7);
    expect(refused.status).toBe(429);
    const wait = waitOf(refused, 600);
    expect(refused.errors[0]).toMatchObject({
      message: `Too many orders for this phone number. Please try again in ${minutes(wait)}.`,
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: wait },
    });
    expect((await orderTo(8)).status).toBe(200);
  });
});
