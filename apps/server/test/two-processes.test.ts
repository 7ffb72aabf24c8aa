import { randomUUID } from 'node:crypto';
import { CART_NOTICES } from '@haat/commerce-core';
import { LIVE_CLAIMS_TTL_MS, RATE_LIMITS } from '@haat/storefront-backend';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  address,
  documents,
  FACE_WASH,
  orderInput,
  SERUM,
  SUNSCREEN,
} from '@haat/storefront-backend/contract';
import { LOCAL_API_KEY, LOCAL_CLIENT_ID } from '../src/config.js';
import { ANSWER_MAX_AGE_MS } from '../src/graphql/answer-cache.js';
import { phoneProofsIn } from './support/phone-proofs.js';
import { graphql, signIn, signInTokens, userPool, type GraphqlAnswer } from './support/serve.js';
import { twoServeProcesses } from './support/two-serve-processes.js';

/**
 * Issue 14: two `pnpm serve` processes share one PostgreSQL database, and callers race each
 * other through both (request i goes to process i % 2). Every race asserts what the callers
 * were answered and what the database holds afterwards. Bounded: at most 100 requests a race,
 * loopback only.
 */

const CODE = '123456';
const FACE_WASH_KEY = `${FACE_WASH.id}:${FACE_WASH.variant}`;
const SERUM_KEY = `${SERUM.id}:${SERUM.single30}`;
const SUNSCREEN_KEY = `${SUNSCREEN.id}:${SUNSCREEN.variant}`;
const FACE_WASH_TITLE = 'Neem & Tea Tree Purifying Face Wash';
const SERUM_TITLE = '10% Vitamin C Brightening Serum';

// Each request comes from its own shopper behind the (absent) load balancer: see `graphql`.
const shop = twoServeProcesses('haat_two', CODE, { TRUST_PROXY: 'true' });
let db: pg.Pool;

beforeAll(() => {
  db = new pg.Pool({ connectionString: shop.databaseUrl(), max: 2 });
});

afterAll(async () => {
  await db?.end();
});

/** Request `i` of a race goes to process `i % 2`. */
const urlFor = (i: number): string => shop.urls()[i % 2] ?? '';

/** `count` calls of `call` started at once, spread over both processes. */
const race = <T>(count: number, call: (url: string, i: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: count }, (_, i) => call(urlFor(i), i)));

const createOrder = (url: string, input: Record<string, unknown>, token: string | null = null) =>
  graphql(url, token, documents.CreateOrder, { input });

let buyers = 0;
/**
 * An order of a new buyer: each ships to their own phone, as racing shoppers do (orders per
 * phone are rate-limited, and these races are about stock, not limits).
 */
const buyerOrder = (overrides: Record<string, unknown>) =>
  orderInput({
    shippingAddress: address({ phone: String(7_200_000_000 + (buyers += 1)) }),
    ...overrides,
  });

/**
 * `count` guest cash-on-delivery orders of new buyers (as {@link buyerOrder}), each with its own
 * proof of the buyer's phone (the checkout's code step, written straight into the database).
 */
async function proven(
  count: number,
  input: (i: number) => Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  const phones = Array.from({ length: count }, () => String(7_200_000_000 + (buyers += 1)));
  const proofs = await phoneProofsIn(
    db,
    phones.map((phone) => `+91${phone}`),
  );
  return phones.map((phone, i) => ({
    ...input(i),
    shippingAddress: address({ phone }),
    phoneProof: proofs[i],
  }));
}

async function setStock(key: string, onHand: number): Promise<void> {
  await db.query('update stock set on_hand = $2, reserved = 0 where key = $1', [key, onHand]);
}

async function stockOf(key: string): Promise<{ onHand: number; reserved: number }> {
  const { rows } = await db.query<{ on_hand: number; reserved: number }>(
    'select on_hand, reserved from stock where key = $1',
    [key],
  );
  const [row] = rows;
  if (!row) throw new Error(`no stock row ${key}`);
  return { onHand: row.on_hand, reserved: row.reserved };
}

/** The orders placed with this metadata (each test marks its orders with its own). */
async function ordersMarked(metadata: string): Promise<{ id: string; units: number }[]> {
  const { rows } = await db.query<{ id: string; units: string }>(
    `select o.id, coalesce(sum(l.quantity), 0) as units from orders o
       left join order_lines l on l.order_id = o.id where o.metadata = $1 group by o.id`,
    [metadata],
  );
  return rows.map((row) => ({ id: row.id, units: Number(row.units) }));
}

const placed = (answers: readonly GraphqlAnswer[]) => answers.filter((answer) => !answer.errors);
const refused = (answers: readonly GraphqlAnswer[]) =>
  answers.flatMap((answer) =>
    answer.errors
      ? [{ code: answer.errors[0]?.extensions?.['code'], message: answer.errors[0]?.message }]
      : [],
  );
const orderId = (answer: GraphqlAnswer) => (answer.data?.['createOrder'] as { id: string }).id;

const marker = () => JSON.stringify({ race: randomUUID() });
const line = (productId: string, variantId: string, quantity: number) => ({
  productId,
  variantId,
  quantity,
  source: 'CART',
});

/** A race's refusals must all be OUT_OF_STOCK, worded as checked before or during the reservation. */
const outOfStockWordings = (title: string, left: number) => [
  CART_NOTICES.ITEMS_UNAVAILABLE,
  left > 0 ? `Only ${left} left of ${title}.` : `${title} is sold out.`,
];

function expectAllOutOfStock(answers: readonly GraphqlAnswer[], wordings: readonly string[]) {
  for (const refusal of refused(answers)) {
    expect(refusal.code).toBe('OUT_OF_STOCK');
    expect(wordings).toContain(refusal.message);
  }
}

describe('two server processes on one PostgreSQL', () => {
  it.each([1, 5])(
    '100 buyers racing for %i units: exactly that many sold, the rest refused out of stock',
    { timeout: 60_000 },
    async (units) => {
      await setStock(FACE_WASH_KEY, units);
      const metadata = marker();
      const inputs = await proven(100, () =>
        orderInput({ products: [line(FACE_WASH.id, FACE_WASH.variant, 1)], metadata }),
      );
      const answers = await race(100, (url, i) => createOrder(url, inputs[i] ?? {}));

      expect(placed(answers)).toHaveLength(units);
      expect(refused(answers)).toHaveLength(100 - units);
      expectAllOutOfStock(answers, outOfStockWordings(FACE_WASH_TITLE, 0));
      const stock = await stockOf(FACE_WASH_KEY);
      expect(stock.onHand - stock.reserved).toBe(0);
      const orders = await ordersMarked(metadata);
      expect(orders.map((order) => order.id).sort()).toEqual(placed(answers).map(orderId).sort());
      expect(orders.reduce((sum, order) => sum + order.units, 0)).toBe(units);
    },
  );

  it(
    '20 identical CreateOrder with one idempotency key: one order, every replay answers it',
    { timeout: 60_000 },
    async () => {
      await setStock(FACE_WASH_KEY, 100);
      const metadata = marker();
      const [input = {}] = await proven(1, () =>
        orderInput({ products: [line(FACE_WASH.id, FACE_WASH.variant, 1)], metadata }),
      );
      const answers = await race(20, (url) => createOrder(url, input));

      expect(refused(answers)).toEqual([]);
      const [first] = answers;
      for (const answer of answers) expect(answer).toEqual(first);
      expect(await ordersMarked(metadata)).toEqual([{ id: orderId(first ?? {}), units: 1 }]);
      const stock = await stockOf(FACE_WASH_KEY);
      expect(stock.onHand - stock.reserved).toBe(99);
    },
  );

  it('two lines of one stock in one order never take more than there is', async () => {
    await setStock(SERUM_KEY, 2);
    const metadata = marker();
    const twoLines = [
      line(SERUM.id, SERUM.single30, 2),
      { productId: SERUM.id, variantId: SERUM.single30, quantity: 1 },
    ];
    const [input = {}] = await proven(1, () => orderInput({ products: twoLines, metadata }));
    const answer = await createOrder(urlFor(0), input);

    expect(refused([answer])).toHaveLength(1);
    expectAllOutOfStock([answer], outOfStockWordings(SERUM_TITLE, 2));
    expect(await stockOf(SERUM_KEY)).toEqual({ onHand: 2, reserved: 0 });
    expect(await ordersMarked(metadata)).toEqual([]);
  });

  it(
    'racing orders of two lines on one stock: 7 units, 3 an order, exactly 2 orders placed',
    { timeout: 60_000 },
    async () => {
      await setStock(SERUM_KEY, 7);
      const metadata = marker();
      const twoLines = [
        line(SERUM.id, SERUM.single30, 2),
        { productId: SERUM.id, variantId: SERUM.single30, quantity: 1 },
      ];
      const inputs = await proven(20, () => orderInput({ products: twoLines, metadata }));
      const answers = await race(20, (url, i) => createOrder(url, inputs[i] ?? {}));

      expect(placed(answers)).toHaveLength(2);
      expectAllOutOfStock(answers, outOfStockWordings(SERUM_TITLE, 1));
      const stock = await stockOf(SERUM_KEY);
      expect(stock.onHand - stock.reserved).toBe(1);
      const orders = await ordersMarked(metadata);
      expect(orders.map((order) => order.units)).toEqual([3, 3]);
    },
  );

  it(
    'racing orders taking two stocks in opposite orders: no deadlock, no oversell',
    { timeout: 60_000 },
    async () => {
      await setStock(SERUM_KEY, 5);
      await setStock(SUNSCREEN_KEY, 5);
      const metadata = marker();
      const serum = line(SERUM.id, SERUM.single30, 1);
      const sunscreen = line(SUNSCREEN.id, SUNSCREEN.variant, 1);
      const inputs = await proven(40, (i) =>
        orderInput({ products: i % 4 < 2 ? [serum, sunscreen] : [sunscreen, serum], metadata }),
      );
      const answers = await race(40, (url, i) => createOrder(url, inputs[i] ?? {}));

      expect(placed(answers)).toHaveLength(5);
      for (const refusal of refused(answers)) expect(refusal.code).toBe('OUT_OF_STOCK');
      for (const key of [SERUM_KEY, SUNSCREEN_KEY]) {
        const stock = await stockOf(key);
        expect(stock.onHand - stock.reserved).toBe(0);
      }
      expect((await ordersMarked(metadata)).map((order) => order.units)).toEqual([2, 2, 2, 2, 2]);
    },
  );

  it('parallel reward spends never overdraw the balance', { timeout: 60_000 }, async () => {
    const token = await signIn(urlFor(0), '+919876511111', CODE);
    const { rows } = await db.query<{ id: string }>(
      "update users set reward_balance_paise = 10000 where phone = '+919876511111' returning id",
    );
    const userId = rows[0]?.id;
    await setStock(SERUM_KEY, 100);
    const metadata = marker();
    // ₹1,198 COD: the shop's DEBIT_COD_ORDER rule spends up to ₹50 of rewards on it.
    const answers = await race(10, (url) =>
      createOrder(
        url,
        buyerOrder({
          products: [line(SERUM.id, SERUM.single30, 2)],
          appliedRewardPoints: 100,
          metadata,
        }),
        token,
      ),
    );

    for (const refusal of refused(answers)) {
      expect(refusal).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Your reward points balance has changed. Please review your order.',
      });
    }
    const spent = await db.query<{ spent: string | null; most: string | null; orders: string }>(
      'select sum(rewards_applied_paise) as spent, max(rewards_applied_paise) as most, count(*) as orders from orders where metadata = $1',
      [metadata],
    );
    const balance = await db.query<{ reward_balance_paise: number }>(
      'select reward_balance_paise from users where id = $1',
      [userId],
    );
    const totalSpent = Number(spent.rows[0]?.spent ?? 0);
    expect(Number(spent.rows[0]?.orders)).toBe(placed(answers).length);
    expect(placed(answers).length).toBeGreaterThan(0);
    expect(totalSpent).toBeGreaterThan(0);
    expect(totalSpent).toBeLessThanOrEqual(10000);
    expect(Number(spent.rows[0]?.most)).toBeLessThanOrEqual(5000);
    expect(balance.rows[0]?.reward_balance_paise).toBe(10000 - totalSpent);
  });
});

const SEND = `query send($phone: String!) { ensureUserAndDispatchOTP(storeId: "haat-skincare", phone: $phone) { sendsLeft } }`;
const VERIFY = `query verify($phone: String!, $otp: String!) { verifyCustomOTP(storeId: "haat-skincare", phone: $phone, otp: $otp) { isVerified attemptsLeft message } }`;

/** The wait a refusal names (seconds or minutes), once its wording matched `wording`. */
function waitIn(message: string | undefined, wording: RegExp): number {
  const match = wording.exec(message ?? '');
  expect(match, message).not.toBeNull();
  return Number(match?.[1]);
}

describe('answers one process keeps, across both processes', () => {
  const serumStockOn = async (url: string, operation: string) => {
    const query = `query ${operation}($id: ID!) { getProduct(id: $id) { id variants(limit: 10) { id inventory } } }`;
    const answer = await graphql(url, null, query, { id: SERUM.id });
    const product = answer.data?.['getProduct'] as
      { variants: { id: string; inventory: number | null }[] } | undefined;
    return product?.variants.find((variant) => variant.id === SERUM.single30)?.inventory;
  };

  /**
   * One try: process 0 keeps an answer (2 in stock), the database changes unannounced (1 left,
   * process 0 still answers 2), then process 1 sells the last unit. `announced` when process 0
   * answered 0 before its kept answer's life ended, so only process 1's announcement explains
   * the change. `inconclusive` when the try proves nothing either way: something else dropped the
   * kept answer first (an earlier test's orders are announced up to 50 ms late, later on a busy
   * machine), or the machine was so slow the kept answer reached the end of its life first.
   * Each try asks under its own operation name, so it never meets an answer an earlier try kept.
   */
  const trySale = async (operation: string): Promise<'announced' | 'inconclusive'> => {
    await setStock(SERUM_KEY, 2);
    const keptFrom = Date.now();
    expect(await serumStockOn(urlFor(0), operation)).toBe(2);
    // Straight into the database, unannounced: process 0 answers what it kept.
    await setStock(SERUM_KEY, 1);
    if ((await serumStockOn(urlFor(0), operation)) !== 2) return 'inconclusive';

    const [input = {}] = await proven(1, () =>
      orderInput({ products: [line(SERUM.id, SERUM.single30, 1)], metadata: marker() }),
    );
    const placed = await createOrder(urlFor(1), input);
    expect(placed.errors).toBeUndefined();
    expect(await stockOf(SERUM_KEY)).toEqual({ onHand: 1, reserved: 1 });
    const lifeEnds = keptFrom + ANSWER_MAX_AGE_MS;
    for (;;) {
      const seen = await serumStockOn(urlFor(0), operation);
      if (Date.now() >= lifeEnds) return 'inconclusive';
      if (seen === 0) return 'announced';
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it(
    'a kept product answer changes, before its life ends, once the other process sells the last unit',
    { timeout: 60_000 },
    async () => {
      const tries: string[] = [];
      for (let attempt = 1; attempt <= 5 && tries.at(-1) !== 'announced'; attempt += 1) {
        tries.push(await trySale(`keptStock${attempt}`));
      }
      expect(tries.at(-1), tries.join(', ')).toBe('announced');
    },
  );
});

/** Makes the phone's earlier sends 31 s older, so the resend interval has passed. */
async function rewindSends(phone: string): Promise<void> {
  await db.query('update otp_sends set sent_at = sent_at - 31000 where phone = $1', [phone]);
}

describe('one-time-code limits across both processes', () => {
  it(
    'ten racing requests for a code: one sent, nine told to wait; five an hour at most',
    { timeout: 60_000 },
    async () => {
      const phone = '9876522222';
      const sentLeft: unknown[] = [];
      for (let round = 1; round <= 6; round += 1) {
        const answers = await race(10, (url) => graphql(url, null, SEND, { phone }));
        const sent = placed(answers);
        sentLeft.push(...sent.map((answer) => answer.data?.['ensureUserAndDispatchOTP']));
        const codes = refused(answers).map((refusal) => refusal.code);
        // Rounds 1–4: one code each, the rest must wait. From the fifth send on, the hourly
        // limit answers first.
        expect(sent).toHaveLength(round <= 5 ? 1 : 0);
        const limited = round < 5 ? 'OTP_RESEND_TOO_SOON' : 'OTP_SEND_LIMIT';
        expect(codes).toEqual(Array.from({ length: round <= 5 ? 9 : 10 }, () => limited));
        for (const { message } of refused(answers)) {
          if (round < 5) {
            // Up to 31: a request that read the clock just before the winner stored its send
            // waited on the phone's lock, then saw that send a few ms in its future.
            const wait = waitIn(
              message,
              /^Please wait (\d+) seconds before requesting a new code\.$/,
            );
            expect(wait).toBeGreaterThanOrEqual(20);
            expect(wait).toBeLessThanOrEqual(31);
          } else {
            const wait = waitIn(
              message,
              /^Too many codes requested\. Try again in (\d+) minutes\.$/,
            );
            expect(wait).toBeGreaterThanOrEqual(55);
            expect(wait).toBeLessThanOrEqual(60);
          }
        }
        await rewindSends(`+91${phone}`);
      }
      expect(sentLeft).toEqual([4, 3, 2, 1, 0].map((sendsLeft) => ({ sendsLeft })));
    },
  );

  it('ten racing wrong codes: five counted, the rest refused', { timeout: 60_000 }, async () => {
    const phone = '9876533333';
    expect((await graphql(urlFor(0), null, SEND, { phone })).errors).toBeUndefined();
    const answers = await race(10, (url) => graphql(url, null, VERIFY, { phone, otp: '000000' }));

    const wrong = placed(answers).map((answer) => answer.data?.['verifyCustomOTP']);
    expect(
      wrong.sort(
        (a, b) =>
          (b as { attemptsLeft: number }).attemptsLeft -
          (a as { attemptsLeft: number }).attemptsLeft,
      ),
    ).toEqual([
      { isVerified: false, attemptsLeft: 4, message: 'Incorrect code. 4 attempts left.' },
      { isVerified: false, attemptsLeft: 3, message: 'Incorrect code. 3 attempts left.' },
      { isVerified: false, attemptsLeft: 2, message: 'Incorrect code. 2 attempts left.' },
      { isVerified: false, attemptsLeft: 1, message: 'Incorrect code. 1 attempt left.' },
      {
        isVerified: false,
        attemptsLeft: 0,
        message: 'Incorrect code. No attempts left: please request a new code.',
      },
    ]);
    for (const refusal of refused(answers)) {
      expect(refusal.code).toBe('OTP_ATTEMPTS_EXCEEDED');
      const wait = waitIn(
        refusal.message,
        /^Too many incorrect attempts\. Request a new code in (\d+) seconds\.$/,
      );
      expect(wait).toBeGreaterThanOrEqual(20);
      expect(wait).toBeLessThanOrEqual(31);
    }
    expect(refused(answers)).toHaveLength(5);
    // Even the right code is refused now, on either process.
    const right = await graphql(urlFor(1), null, VERIFY, { phone, otp: CODE });
    expect(right.errors?.[0]?.extensions?.['code']).toBe('OTP_ATTEMPTS_EXCEEDED');
  });
});

describe('per-address rate limits across both processes', () => {
  it(
    'the 101st code request of the hour from one address is refused, whichever process answers',
    {
      timeout: 60_000,
    },
    async () => {
      const fromOneAddress = (url: string, n: number) =>
        fetch(`${url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-api-key': LOCAL_API_KEY,
            'x-forwarded-for': '203.0.113.7',
          },
          body: JSON.stringify({
            query: SEND,
            variables: { phone: `98770${String(n).padStart(5, '0')}` },
          }),
        });
      const { max } = RATE_LIMITS['otp-send'];
      const first = await race(max, (url, i) => fromOneAddress(url, i));
      expect(first.map((response) => response.status)).toEqual(
        Array.from({ length: max }, () => 200),
      );
      const refused = await fromOneAddress(urlFor(1), max + 1);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(await refused.json()).toMatchObject({
        data: null,
        errors: [{ extensions: { code: 'RATE_LIMITED' } }],
      });
    },
  );
});

describe('sessions across both processes', () => {
  const GET_USER = 'query { getUser { phone } }';
  const phoneOf = async (url: string, token: string) =>
    ((await graphql(url, token, GET_USER)).data?.['getUser'] as { phone: string } | null)?.phone;

  it(
    'an ID token signed out on one process is refused by the other within the stated 5 s',
    { timeout: 60_000 },
    async () => {
      const phone = '+919876544444';
      const tokens = await signInTokens(urlFor(0), phone, CODE);
      const idToken = tokens['IdToken'] ?? '';
      // The other process checks the session and keeps what storage said (LIVE_CLAIMS_TTL_MS).
      expect(await phoneOf(urlFor(1), idToken)).toBe(phone);
      await userPool(urlFor(0), 'RevokeToken', {
        ClientId: LOCAL_CLIENT_ID,
        Token: tokens['RefreshToken'],
      });
      expect(await phoneOf(urlFor(0), idToken)).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, LIVE_CLAIMS_TTL_MS + 500));
      expect(await phoneOf(urlFor(1), idToken)).toBeUndefined();
    },
  );

  it(
    'a user disabled in the database is refused by both processes within the stated 5 s',
    { timeout: 60_000 },
    async () => {
      const phone = '+919876544445';
      const idToken = await signIn(urlFor(0), phone, CODE);
      expect(await phoneOf(urlFor(1), idToken)).toBe(phone);
      await db.query('update users set is_active = false where phone = $1', [phone]);
      await new Promise((resolve) => setTimeout(resolve, LIVE_CLAIMS_TTL_MS + 500));
      for (const url of shop.urls()) expect(await phoneOf(url, idToken)).toBeUndefined();
    },
  );
});
