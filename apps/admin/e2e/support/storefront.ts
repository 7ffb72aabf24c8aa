import { expect, type APIRequestContext } from '@playwright/test';

/** The sample shop and the server's local API key (the storefront's public default). */
const STORE_ID = 'haat-skincare';
const API_KEY = 'da2-haat-local-mock-key';
/** The code every one-time code is while the server runs with FIXED_OTP. */
export const TEST_CODE = '123456';
/** A product of the sample shop without variants (₹ price from the catalogue). */
const SERUM = 'prd-hyaluronic-acid-serum';

/** A placed order as the storefront API answers it. */
export interface PlacedOrder {
  readonly id: string;
  readonly code: string;
}

/** POSTs one storefront operation and answers its data, failing the journey on errors. */
async function storefront<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
    data: { query, variables },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const answer = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data as T;
}

const orderInput = (phone: string, paymentType: 'COD' | 'PREPAID') => ({
  idempotencyKey: crypto.randomUUID(),
  storeId: STORE_ID,
  products: [{ productId: SERUM, quantity: 1 }],
  shippingAddress: {
    name: 'Asha Rao',
    phone,
    email: 'asha@example.com',
    city: 'Bengaluru',
    state: 'KA',
    pinCode: '560001',
    address: '12 MG Road',
    landmark: 'Near the metro',
  },
  paymentType,
  totalAmount: 1,
  source: 'WEB',
});

const CREATE_ORDER = `mutation CreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) { id code accessKey }
}`;

/**
 * A guest's cash-on-delivery order, placed as the checkout places it: a code sent to the
 * shipping phone, verified for the phone proof, then createOrder with that proof.
 *
 * @example
 * const order = await placeCodOrder(request, '9822200001');
 */
export async function placeCodOrder(
  request: APIRequestContext,
  phone: string,
): Promise<PlacedOrder> {
  const e164 = `+91${phone}`;
  await storefront(
    request,
    `query Send($storeId: ID!, $phone: String!) {
      ensureUserAndDispatchOTP(storeId: $storeId, phone: $phone) { codeLength }
    }`,
    { storeId: STORE_ID, phone: e164 },
  );
  const { verifyCheckoutPhone } = await storefront<{
    verifyCheckoutPhone: { phoneProof: string | null };
  }>(
    request,
    `mutation Verify($storeId: ID!, $phone: String!, $otp: String!) {
      verifyCheckoutPhone(storeId: $storeId, phone: $phone, otp: $otp) { phoneProof }
    }`,
    { storeId: STORE_ID, phone: e164, otp: TEST_CODE },
  );
  expect(verifyCheckoutPhone.phoneProof).toBeTruthy();
  const { createOrder } = await storefront<{ createOrder: PlacedOrder }>(request, CREATE_ORDER, {
    input: { ...orderInput(phone, 'COD'), phoneProof: verifyCheckoutPhone.phoneProof },
  });
  return createOrder;
}

/**
 * A guest's prepaid order, paid as the storefront pays it: createOrder, createTransaction with
 * the order's access key, the sandbox payment window's "Pay", then validateTransaction (which
 * confirms the order).
 *
 * @example
 * const order = await placePaidOrder(request, '9822200002');
 */
export async function placePaidOrder(
  request: APIRequestContext,
  phone: string,
): Promise<PlacedOrder> {
  const { createOrder } = await storefront<{ createOrder: PlacedOrder & { accessKey: string } }>(
    request,
    CREATE_ORDER,
    { input: orderInput(phone, 'PREPAID') },
  );
  const { createTransaction } = await storefront<{
    createTransaction: { razorpayOrderId: string };
  }>(
    request,
    `mutation Pay($input: CreateTransactionInput!) {
      createTransaction(input: $input) { razorpayOrderId }
    }`,
    {
      input: {
        idempotencyKey: crypto.randomUUID(),
        orderId: createOrder.id,
        accessKey: createOrder.accessKey,
      },
    },
  );
  const window = await request.post('/mock-razorpay/pay', {
    data: { order_id: createTransaction.razorpayOrderId },
  });
  expect(window.ok(), await window.text()).toBe(true);
  const paid = (await window.json()) as Record<
    'razorpay_payment_id' | 'razorpay_order_id' | 'razorpay_signature',
    string
  >;
  const { validateTransaction } = await storefront<{
    validateTransaction: { success: boolean; message: string | null };
  }>(
    request,
    `mutation Validate($input: ValidateTransactionInput!) {
      validateTransaction(input: $input) { success message }
    }`,
    {
      input: {
        idempotencyKey: crypto.randomUUID(),
        orderId: createOrder.id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpayOrderId: paid.razorpay_order_id,
        razorpaySignature: paid.razorpay_signature,
      },
    },
  );
  expect(validateTransaction, validateTransaction.message ?? '').toMatchObject({ success: true });
  return { id: createOrder.id, code: createOrder.code };
}

/** A product as the storefront's API answers it to shoppers. */
export interface ShopperProduct {
  readonly price: number;
  readonly inventory: number | null;
}

/**
 * One product as the storefront reads it (`getProduct` on the same server): its price and the
 * units on hand, for journeys that change them in the console.
 *
 * @example
 * const { price } = await productForShoppers(request, 'prd-aloe-vera-soothing-gel');
 */
export async function productForShoppers(
  request: APIRequestContext,
  id: string,
): Promise<ShopperProduct> {
  const { getProduct } = await storefront<{ getProduct: ShopperProduct | null }>(
    request,
    `query Product($id: ID!) { getProduct(id: $id) { price inventory } }`,
    { id },
  );
  expect(getProduct, `the storefront answers ${id}`).not.toBeNull();
  return getProduct as ShopperProduct;
}
