import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { describe, expect, it } from 'vitest';
import { stockKey } from '../../ports/storage/stock.js';
import { graphqlBackend } from '../../testing/graphql-backend.js';
import { orderInput, PRODUCTS, STORED_PHONE } from '../../testing/order-fixtures.js';

const SEND_CODE = /* GraphQL */ `
  query ensureUserAndDispatchOTP($storeId: ID!, $phone: String!) {
    ensureUserAndDispatchOTP(storeId: $storeId, phone: $phone) {
      sendsLeft
    }
  }
`;

const VERIFY_PHONE = /* GraphQL */ `
  mutation verifyCheckoutPhone($storeId: ID!, $phone: String!, $otp: String!) {
    verifyCheckoutPhone(storeId: $storeId, phone: $phone, otp: $otp) {
      isVerified
      message
      attemptsLeft
      phoneProof
      expiresAt
    }
  }
`;

const VERIFY_CODE = /* GraphQL */ `
  query verifyCustomOTP($storeId: ID!, $phone: String!, $otp: String!) {
    verifyCustomOTP(storeId: $storeId, phone: $phone, otp: $otp) {
      isVerified
    }
  }
`;

const CREATE_ORDER = /* GraphQL */ `
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      id
      code
      status
    }
  }
`;

interface Proof {
  verifyCheckoutPhone: {
    isVerified: boolean;
    message: string | null;
    attemptsLeft: number;
    phoneProof: string | null;
    expiresAt: string | null;
  };
}

const NOT_VERIFIED = {
  message: 'Please verify your phone number with a one-time code to pay cash on delivery.',
  extensions: { code: 'PHONE_NOT_VERIFIED' },
};

/** A backend and the checkout's code step for its phone (9876543210), as the web app runs it. */
function checkout() {
  const api = graphqlBackend();
  const sendCode = () => api.call(SEND_CODE, { storeId: STORE_ID, phone: '9876543210' });
  const verify = (otp: string, phone = '9876543210') =>
    api.call<Proof>(VERIFY_PHONE, { storeId: STORE_ID, phone, otp });
  const proven = async () => {
    await sendCode();
    const answer = await verify(api.lastCode(STORED_PHONE));
    return answer.body.data?.verifyCheckoutPhone.phoneProof ?? '';
  };
  const order = (input: Record<string, unknown>, headers?: Record<string, string>) =>
    api.call<{ createOrder: { id: string; status: string } }>(CREATE_ORDER, { input }, headers);
  return { ...api, sendCode, verify, proven, order };
}

describe('a guest cash-on-delivery order needs a phone proven by a one-time code', () => {
  it('is refused without a proof, and nothing is written', async () => {
    const { order, storage } = checkout();
    const serum = sampleShop.products.find((p) => p.id === PRODUCTS.serum.productId);
    const key = stockKey(serum ?? { id: PRODUCTS.serum.productId }, PRODUCTS.serum.variantId);
    const before = await storage.repos.stock.available([key]);
    for (const phoneProof of [undefined, null, '', 'ab'.repeat(32)]) {
      const refused = await order({ ...orderInput(), phoneProof });
      expect(refused.body.errors).toEqual([expect.objectContaining(NOT_VERIFIED)]);
      expect(refused.body.data).toBeNull();
    }
    expect(await storage.repos.stock.available([key])).toEqual(before);
    expect((await order({ ...orderInput(), paymentType: 'PREPAID' })).body.errors).toBeUndefined();
  });

  it('places the order with the proof of the code step, once', async () => {
    const { sendCode, verify, order, lastCode, events } = checkout();
    await sendCode();
    const code = lastCode(STORED_PHONE);
    const wrong = await verify(code === '000000' ? '111111' : '000000');
    expect(wrong.body.data?.verifyCheckoutPhone).toEqual({
      isVerified: false,
      message: 'Incorrect code. 4 attempts left.',
      attemptsLeft: 4,
      phoneProof: null,
      expiresAt: null,
    });
    const right = await verify(code);
    const proof = right.body.data?.verifyCheckoutPhone;
    expect(proof).toMatchObject({ isVerified: true, message: null, attemptsLeft: 3 });
    expect(proof?.phoneProof).toMatch(/^[0-9a-f]{64}$/);
    expect(proof?.expiresAt).toBe(new Date(Date.UTC(2026, 0, 1, 4, 45)).toISOString());

    const placed = await order({ ...orderInput(), phoneProof: proof?.phoneProof });
    expect(placed.body.data?.createOrder.status).toBe('CONFIRMED');
    expect(events).toContainEqual({ type: 'order-placed', paymentType: 'COD' });
    const again = await order({ ...orderInput(), phoneProof: proof?.phoneProof });
    expect(again.body.errors).toEqual([expect.objectContaining(NOT_VERIFIED)]);
    // The code was used up by the proof: it verifies nothing else.
    expect((await verify(code)).body.errors?.[0]?.extensions?.['code']).toBe('OTP_NOT_REQUESTED');
    expect(
      (await checkout().call(VERIFY_CODE, { storeId: STORE_ID, phone: '9876543210', otp: code }))
        .body.errors?.[0]?.extensions?.['code'],
    ).toBe('OTP_NOT_REQUESTED');
  });

  it('proves only its own phone, and only for 15 minutes', async () => {
    const { proven, order, clock } = checkout();
    const proof = await proven();
    const other = orderInput();
    const elsewhere = {
      ...other,
      shippingAddress: { ...other.shippingAddress, phone: '9812345678' },
      phoneProof: proof,
    };
    expect((await order(elsewhere)).body.errors).toEqual([expect.objectContaining(NOT_VERIFIED)]);
    clock.advance(15 * 60_000);
    expect((await order({ ...orderInput(), phoneProof: proof })).body.errors).toEqual([
      expect.objectContaining(NOT_VERIFIED),
    ]);
  });

  it('keeps the proof when the order is refused for something else, so the corrected order goes through', async () => {
    const { proven, order } = checkout();
    const proof = await proven();
    const input = { ...orderInput(), phoneProof: proof };
    const tooMany = await order({ ...input, products: [{ ...PRODUCTS.routine, quantity: 7 }] });
    expect(tooMany.body.errors?.[0]?.extensions?.['code']).toBe('OUT_OF_STOCK');
    const badPin = await order({
      ...input,
      shippingAddress: { ...input.shippingAddress, pinCode: '12' },
    });
    expect(badPin.body.errors?.[0]?.extensions?.['code']).toBe('INVALID_ADDRESS');
    expect((await order(input)).body.data?.createOrder.status).toBe('CONFIRMED');
  });

  it('answers a repeat of a placed order (same idempotency key) without a new proof', async () => {
    const { proven, order } = checkout();
    const input = { ...orderInput(), phoneProof: await proven() };
    const first = await order(input);
    const replay = await order({ ...input, phoneProof: null });
    expect(replay.body).toEqual(first.body);
  });

  it('asks no proof of a signed-in shopper, whose phone was proven at sign-in', async () => {
    const { order, signedInUser } = checkout();
    const { token } = await signedInUser();
    const placed = await order(orderInput(), { authorization: `Bearer ${token}` });
    expect(placed.body.data?.createOrder.status).toBe('CONFIRMED');
  });
});
