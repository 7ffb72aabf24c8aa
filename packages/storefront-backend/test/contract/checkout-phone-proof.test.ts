import { describe, expect, it } from 'vitest';
import { documents, extraDocuments } from './documents.js';
import { orderInput, PHONE } from './fixtures.js';
import { codeOf, STORE_ID, useContractTarget } from './harness.js';

const { gql, lastCodeFor } = useContractTarget();

/** A code that is not `code`. */
const otherThan = (code: string): string => (code === '000000' ? '111111' : '000000');

interface Proof {
  verifyCheckoutPhone: {
    isVerified: boolean;
    message: string | null;
    attemptsLeft: number;
    phoneProof: string | null;
    expiresAt: string | null;
  };
}

const NOT_VERIFIED =
  'Please verify your phone number with a one-time code to pay cash on delivery.';

const sendCode = (phone = PHONE) =>
  gql(documents.ensureUserAndDispatchOTP, { storeId: STORE_ID, phone });
const verify = (otp: string, phone = PHONE) =>
  gql<Proof>(extraDocuments.verifyCheckoutPhone, { storeId: STORE_ID, phone, otp });
const createOrder = (input: Record<string, unknown>) =>
  gql<{ createOrder: { id: string; status: string } }>(documents.CreateOrder, { input });

/** Issue 20: a guest's cash-on-delivery order needs its phone proven by the checkout's code. */
describe('a guest cash-on-delivery order and the checkout code step', () => {
  it('refuses the order without a proof of its phone, and takes a prepaid one', async () => {
    const refused = await createOrder(orderInput());
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: NOT_VERIFIED,
        extensions: { code: 'PHONE_NOT_VERIFIED' },
      }),
    ]);
    expect(refused.data).toBeNull();
    const prepaid = await createOrder(orderInput({ paymentType: 'PREPAID' }));
    expect(prepaid.data?.createOrder.status).toBe('PENDING');
  });

  it('places the order with the proof the code step answers, and only once', async () => {
    expect((await sendCode()).errors).toEqual([]);
    const code = lastCodeFor(PHONE);
    const wrong = await verify(otherThan(code));
    expect(wrong.data?.verifyCheckoutPhone).toEqual({
      isVerified: false,
      message: 'Incorrect code. 4 attempts left.',
      attemptsLeft: 4,
      phoneProof: null,
      expiresAt: null,
    });
    const right = await verify(code);
    const proof = right.data?.verifyCheckoutPhone.phoneProof;
    expect(right.data?.verifyCheckoutPhone.isVerified).toBe(true);
    expect(proof).toMatch(/^[0-9a-f]{64}$/);
    const placed = await createOrder(orderInput({ phoneProof: proof }));
    expect(placed.errors).toEqual([]);
    expect(placed.data?.createOrder.status).toBe('CONFIRMED');
    const again = await createOrder(orderInput({ phoneProof: proof }));
    expect(codeOf(again)).toBe('PHONE_NOT_VERIFIED');
    // The code went into the proof: it proves nothing a second time.
    expect(codeOf(await verify(code))).toBe('OTP_NOT_REQUESTED');
  });

  it('does not accept a proof of another phone', async () => {
    await sendCode('9812345678');
    const other = await verify(lastCodeFor('9812345678'), '9812345678');
    const proof = other.data?.verifyCheckoutPhone.phoneProof;
    expect(codeOf(await createOrder(orderInput({ phoneProof: proof })))).toBe('PHONE_NOT_VERIFIED');
  });

  it('keeps the proof through a refused order, so the corrected order goes through', async () => {
    await sendCode();
    const proof = (await verify(lastCodeFor(PHONE))).data?.verifyCheckoutPhone.phoneProof;
    const input = orderInput({ phoneProof: proof });
    const tooMany = await createOrder({
      ...input,
      products: [{ productId: 'prd-complete-skincare-routine', quantity: 7 }],
    });
    expect(codeOf(tooMany)).toBe('OUT_OF_STOCK');
    expect((await createOrder(input)).data?.createOrder.status).toBe('CONFIRMED');
  });
});
