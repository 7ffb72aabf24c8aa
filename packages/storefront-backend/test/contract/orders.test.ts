import {
  addToCart,
  computeCartTotals,
  INITIAL_CART_STATE,
  readStoreSettings,
  roundRupees,
  type Coupon,
} from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import { coupons, loyaltyRuleEngines, products, settings, shippingTiers } from '@haat/sample-shop';
import { documents } from './documents.js';
import { address, DEAL, NO_VARIANTS, orderInput, SERUM, SOLD_OUT } from './fixtures.js';
import { codeOf, useContractTarget } from './harness.js';

const { gql, clock, payInWindow, proven } = useContractTarget();

interface OrderData {
  readonly id: string;
  readonly code: string;
  readonly status: string;
  readonly totalAmount: number;
  readonly itemTotal: number;
  readonly couponDiscount: number;
  readonly totalShippingCharges: number;
  readonly totalCashOnDeliveryCharges: number;
  readonly prepaidDiscount: number;
  readonly totalPrepaidAmount: number;
  readonly totalCodAmount: number;
  readonly ppcod: { prepaidAmount: number; codAmount: number } | null;
  readonly accessKey: string | null;
  readonly products: readonly {
    productId: string;
    price: number;
    quantity: number;
    source: string | null;
  }[];
}

type Line = { productId: string; variantId?: string; quantity: number; source?: string };

/** commerce-core's totals for the same cart, built the way the web cart builds it. */
function expectedTotals(
  lines: readonly Line[],
  method: 'COD' | 'PREPAID' | 'PPCOD',
  code?: string,
) {
  let cart = INITIAL_CART_STATE;
  for (const line of lines) {
    const product = products.find((p) => p.id === line.productId);
    if (!product) throw new Error(line.productId);
    cart = addToCart(cart, {
      ...product,
      variantId: line.variantId ?? null,
      qty: line.quantity,
      cartItemSource: line.source ?? null,
    });
  }
  const coupon: Coupon | null = code ? (coupons.find((c) => c.code === code) ?? null) : null;
  return computeCartTotals({
    items: cart.data,
    coupon,
    shippingTiers,
    paymentMethod: method,
    charges: readStoreSettings(settings),
    rewards: { balance: 0, apply: false, rules: loyaltyRuleEngines },
  });
}

/** CreateOrder as the web app sends it: a guest's COD order after the checkout's code step. */
const createOrder = async (input: Record<string, unknown>) =>
  gql<{ createOrder: OrderData }>(documents.CreateOrder, { input: await proven(input) });

const getOrder = (id: string) => gql<{ getOrder: OrderData }>(documents.GetOrder, { id });

describe('CreateOrder prices on the server with commerce-core', () => {
  const lines: Line[] = [
    { productId: SERUM.id, variantId: SERUM.single30, quantity: 2, source: 'CART' },
    { productId: NO_VARIANTS, quantity: 1 },
  ];

  it.each([
    ['COD', undefined],
    ['PREPAID', undefined],
    ['PPCOD', undefined],
    ['COD', 'GLOW10'],
    ['PREPAID', 'GLOW10'],
    ['PREPAID', 'FLAT100'],
    ['PPCOD', 'PPCOD75'],
  ] as const)(
    '%s order with coupon %s: total = computeCartTotals, not the client total',
    async (method, code) => {
      const expected = expectedTotals(lines, method, code);
      const answer = await createOrder(
        orderInput({
          products: lines,
          paymentType: method,
          couponCode: code ?? null,
          totalAmount: 1,
        }),
      );
      expect(answer.errors).toEqual([]);
      const order = answer.data?.createOrder;
      expect(order?.totalAmount).toBe(expected.amountPayable);
      expect(order?.totalAmount).not.toBe(1);
      expect(order?.itemTotal).toBe(expected.itemTotal);
      expect(order?.couponDiscount).toBe(expected.couponDiscount);
      expect(order?.totalShippingCharges).toBe(expected.shipping);
      expect(order?.totalCashOnDeliveryCharges).toBe(expected.codCharges);
      // COD is confirmed when placed; prepaid orders wait for their payment.
      expect(order?.status).toBe(method === 'COD' ? 'CONFIRMED' : 'PENDING');
      expect(order?.code).toMatch(/^HAAT-\d{5}$/);
    },
  );

  it('charges the catalogue price whatever the client believes, and the deal price for LIMITED_TIME_DEAL lines', async () => {
    const answer = await createOrder(
      orderInput({
        products: [
          { productId: SERUM.id, variantId: SERUM.twin30, quantity: 1 },
          { productId: DEAL, quantity: 1, source: 'LIMITED_TIME_DEAL' },
        ],
      }),
    );
    expect(answer.data?.createOrder.products.map((p) => p.price)).toEqual([1099, 179]);
    expect(answer.data?.createOrder.products[1]?.source).toBe('LIMITED_TIME_DEAL');
  });

  it('splits a PPCOD order into the PPCOD_AMOUNT now (or the coupon amount) and the rest on delivery', async () => {
    const plain = await createOrder(orderInput({ paymentType: 'PPCOD' }));
    const order = plain.data?.createOrder;
    expect(order?.ppcod?.prepaidAmount).toBe(99);
    expect(order?.totalPrepaidAmount).toBe(99);
    expect(order?.ppcod?.codAmount).toBe(roundRupees((order?.totalAmount ?? 0) - 99));
    const withCoupon = await createOrder(
      orderInput({ paymentType: 'PPCOD', couponCode: 'ppcod75' }),
    );
    expect(withCoupon.data?.createOrder.ppcod?.prepaidAmount).toBe(49);
  });

  it('numbers orders HAAT-10234, HAAT-10235, …', async () => {
    const first = await createOrder(orderInput());
    const second = await createOrder(orderInput());
    expect([first.data?.createOrder.code, second.data?.createOrder.code]).toEqual([
      'HAAT-10234',
      'HAAT-10235',
    ]);
  });
});

describe('CreateOrder idempotency', () => {
  it('a repeat with the same key returns the first order and creates no second one', async () => {
    const input = orderInput();
    const first = await createOrder(input);
    const again = await createOrder(input);
    expect(again.errors).toEqual([]);
    expect(again.data?.createOrder.id).toBe(first.data?.createOrder.id);
    expect(again.data?.createOrder.code).toBe(first.data?.createOrder.code);
    const next = await createOrder(orderInput());
    expect(next.data?.createOrder.code).toBe('HAAT-10235');
  });

  it('refuses the same key with a different cart', async () => {
    const input = orderInput();
    await createOrder(input);
    const other = await createOrder({
      ...input,
      products: [{ productId: NO_VARIANTS, quantity: 3 }],
    });
    expect(codeOf(other)).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('does not remember failures: the same key works once the problem is fixed', async () => {
    const key = crypto.randomUUID();
    const bad = await createOrder(
      orderInput({ idempotencyKey: key, shippingAddress: address({ city: '' }) }),
    );
    expect(codeOf(bad)).toBe('INVALID_ADDRESS');
    const good = await createOrder(orderInput({ idempotencyKey: key }));
    expect(good.errors).toEqual([]);
  });
});

describe('order confirmation', () => {
  it('a COD order is CONFIRMED when placed', async () => {
    const created = await createOrder(orderInput());
    expect(created.data?.createOrder.status).toBe('CONFIRMED');
    const id = created.data?.createOrder.id ?? '';
    expect((await getOrder(id)).data?.getOrder.status).toBe('CONFIRMED');
  });

  it('a prepaid order confirms only after ValidateTransaction succeeds', async () => {
    const created = await createOrder(orderInput({ paymentType: 'PREPAID' }));
    const order = created.data?.createOrder;
    const id = order?.id ?? '';
    const transactionInput = {
      idempotencyKey: crypto.randomUUID(),
      orderId: id,
      accessKey: order?.accessKey,
    };
    const transaction = await gql<{
      createTransaction: { amount: number; razorpayOrderId: string };
    }>(documents.CreateTransaction, { input: transactionInput });
    expect(transaction.data?.createTransaction.amount).toBe(order?.totalAmount);
    expect(transaction.data?.createTransaction.razorpayOrderId).toMatch(/^order_/);
    const replay = await gql<{ createTransaction: { razorpayOrderId: string } }>(
      documents.CreateTransaction,
      {
        input: transactionInput,
      },
    );
    expect(replay.data?.createTransaction.razorpayOrderId).toBe(
      transaction.data?.createTransaction.razorpayOrderId,
    );
    clock.advance(60_000);
    expect((await getOrder(id)).data?.getOrder.status).toBe('PENDING');

    const paid = await payInWindow(transaction.data?.createTransaction.razorpayOrderId ?? '');
    const validate = (signature: string) =>
      gql<{ validateTransaction: { success: boolean } }>(documents.ValidateTransaction, {
        input: {
          idempotencyKey: crypto.randomUUID(),
          orderId: id,
          razorpayPaymentId: paid.razorpay_payment_id,
          razorpayOrderId: paid.razorpay_order_id,
          razorpaySignature: signature,
        },
      });
    const forged = await validate('0'.repeat(64));
    expect(codeOf(forged)).toBe('BAD_USER_INPUT');
    expect((await getOrder(id)).data?.getOrder.status).toBe('PENDING');

    const validated = await validate(paid.razorpay_signature);
    expect(validated.data?.validateTransaction.success).toBe(true);
    expect((await getOrder(id)).data?.getOrder.status).toBe('CONFIRMED');
    const payments = await gql<{
      paymentsByOrderId: { items: { method: string; status: string; amount: number }[] };
    }>(documents.ByorderIdcreatedAtPayment, { orderId: id, accessKey: order?.accessKey });
    expect(payments.data?.paymentsByOrderId.items).toEqual([
      expect.objectContaining({ method: 'ONLINE', status: 'PAID', amount: order?.totalAmount }),
    ]);
  });

  it('CreateTransaction asks only the PPCOD pay-now part', async () => {
    const created = await createOrder(orderInput({ paymentType: 'PPCOD' }));
    const transaction = await gql<{ createTransaction: { amount: number } }>(
      documents.CreateTransaction,
      {
        input: {
          idempotencyKey: crypto.randomUUID(),
          orderId: created.data?.createOrder.id,
          accessKey: created.data?.createOrder.accessKey,
        },
      },
    );
    expect(transaction.data?.createTransaction.amount).toBe(99);
  });

  it('refuses online payment for COD orders and payment ids that are not pay_…', async () => {
    const cod = await createOrder(orderInput());
    const refused = await gql(documents.CreateTransaction, {
      input: {
        idempotencyKey: crypto.randomUUID(),
        orderId: cod.data?.createOrder.id,
        accessKey: cod.data?.createOrder.accessKey,
      },
    });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    const prepaid = await createOrder(orderInput({ paymentType: 'PREPAID' }));
    const orderId = prepaid.data?.createOrder.id;
    const accessKey = prepaid.data?.createOrder.accessKey;
    await gql(documents.CreateTransaction, {
      input: { idempotencyKey: crypto.randomUUID(), orderId, accessKey },
    });
    const bogus = await gql(documents.ValidateTransaction, {
      input: { idempotencyKey: crypto.randomUUID(), orderId, razorpayPaymentId: 'txn_123' },
    });
    expect(codeOf(bogus)).toBe('BAD_USER_INPUT');
  });
});

describe('CreateOrder refusals', () => {
  it.each([
    [{ shippingAddress: address({ phone: '12345' }) }, 'phone', 'Please enter valid phone number'],
    [
      { shippingAddress: address({ pinCode: '744101' }) },
      'pincode',
      'Cash on Delivery is not available at this pincocde',
    ],
    [
      { shippingAddress: address({ pinCode: '845401' }), paymentType: 'PREPAID' },
      'pincode',
      'Online Delivery is not available at this pincocde',
    ],
    [
      { shippingAddress: address({ pinCode: '999999' }) },
      'pincode',
      'Cash on Delivery is not available at this pincocde',
    ],
    [{ shippingAddress: address({ name: ' ' }) }, 'firstname', 'Please enter firstname'],
  ])('INVALID_ADDRESS %#', async (overrides, field, message) => {
    const answer = await createOrder(orderInput(overrides));
    expect(codeOf(answer)).toBe('INVALID_ADDRESS');
    expect(answer.errors[0]?.extensions?.['fieldErrors']).toMatchObject({ [field]: message });
  });

  it('OUT_OF_STOCK with inventory details for validateCart', async () => {
    const answer = await createOrder(
      orderInput({ products: [{ productId: SOLD_OUT, quantity: 1 }] }),
    );
    expect(codeOf(answer)).toBe('OUT_OF_STOCK');
    expect(answer.errors[0]?.extensions?.['inventoryDetails']).toEqual([
      expect.objectContaining({ productId: SOLD_OUT, inventory: 0 }),
    ]);
  });

  it('refuses more than the stock (BLOCK_INVENTORY held back) or the maximum quantity', async () => {
    const tooMany = await createOrder(
      orderInput({ products: [{ productId: 'prd-sunscreen-stick-spf50', quantity: 1 }] }),
    );
    expect(codeOf(tooMany)).toBe('OUT_OF_STOCK');
    const overMax = await createOrder(
      orderInput({ products: [{ productId: NO_VARIANTS, quantity: 6 }] }),
    );
    expect(codeOf(overMax)).toBe('BAD_USER_INPUT');
  });

  it('checks the merged cart: lines with one record key add up against the maximum and the stock', async () => {
    const serum = { productId: SERUM.id, variantId: SERUM.single30, quantity: 5, source: 'CART' };
    expect((await createOrder(orderInput({ products: [serum] }))).errors).toEqual([]);
    const overMax = await createOrder(orderInput({ products: [serum, serum, serum] }));
    expect(codeOf(overMax)).toBe('BAD_USER_INPUT');
    expect(overMax.errors[0]?.message).toBe(
      'The conditions for one or more products in your cart have changed. Please review the updated prices or quantity requirements before proceeding to checkout.',
    );
    expect(overMax.errors[0]?.extensions?.['inventoryDetails']).toEqual([
      expect.objectContaining({
        recordKey: `${SERUM.id}-${SERUM.single30}-CART`,
        maximumOrderQuantity: 5,
      }),
    ]);
    // 6 available (8 less the 2 BLOCK_INVENTORY holds back): each line of 3 fits, 9 do not.
    const routine = { productId: 'prd-complete-skincare-routine', quantity: 3 };
    const prepaid = (products: readonly unknown[]) =>
      createOrder(orderInput({ products, paymentType: 'PREPAID' }));
    expect((await prepaid([routine])).errors).toEqual([]);
    const overStock = await prepaid([routine, routine, routine]);
    expect(codeOf(overStock)).toBe('OUT_OF_STOCK');
    expect(overStock.errors[0]?.message).toBe(
      'Some items in your cart are temporarily unavailable. You can update your cart to proceed with your purchase.',
    );
  });

  it('a CART line and a LIMITED_TIME_DEAL line of one product share its stock', async () => {
    // The deal's 165 sellable units (167 less BLOCK_INVENTORY's 2) go to cash-on-delivery orders
    // (each shipped to its own phone, so no cap per phone or on unpaid orders plays a part) of at
    // most 5 units a line until 1 is left: 16 orders of a CART and a deal line of 5, and one of 4.
    let phones = 0;
    const nextPhone = () => String(9_100_000_000 + (phones += 1));
    const cart = (quantity: number) => ({ productId: DEAL, quantity, source: 'CART' });
    const deal = (quantity: number) => ({ productId: DEAL, quantity, source: 'LIMITED_TIME_DEAL' });
    const order = (products: readonly Record<string, unknown>[]) =>
      createOrder(orderInput({ products, shippingAddress: address({ phone: nextPhone() }) }));
    for (let n = 0; n < 16; n += 1) expect((await order([cart(5), deal(5)])).errors).toEqual([]);
    expect((await order([cart(4)])).errors).toEqual([]);
    // One unit left: one line of either kind could take it, both lines together cannot.
    expect(codeOf(await order([cart(1), deal(1)]))).toBe('OUT_OF_STOCK');
    expect((await order([deal(1)])).errors).toEqual([]);
    expect(codeOf(await order([cart(1)]))).toBe('OUT_OF_STOCK');
  });

  it('coupon refusals: not reached, expired, COD-only on prepaid', async () => {
    const small = await createOrder(
      orderInput({ products: [{ productId: NO_VARIANTS, quantity: 1 }], couponCode: 'FLAT100' }),
    );
    expect(codeOf(small)).toBe('INVALID_COUPON');
    expect(small.errors[0]?.message).toBe(
      'Add product worth ₹500 more to the cart to avail this offer',
    );
    expect(codeOf(await createOrder(orderInput({ couponCode: 'DIWALI20' })))).toBe(
      'COUPON_EXPIRED',
    );
    expect(
      codeOf(await createOrder(orderInput({ couponCode: 'COD50', paymentType: 'PREPAID' }))),
    ).toBe('INVALID_COUPON');
  });

  it('COD above the pin code limit is refused, prepaid is fine', async () => {
    const big = {
      products: [{ productId: SERUM.id, variantId: SERUM.twin30, quantity: 1 }],
      shippingAddress: address({ pinCode: '226001' }),
    };
    const cod = await createOrder(orderInput(big));
    expect(codeOf(cod)).toBe('PAYMENT_METHOD_NOT_ALLOWED');
    expect(cod.errors[0]?.message).toBe(
      'Cash on Delivery is available at this pincode on orders up to ₹1,000.',
    );
    expect((await createOrder(orderInput({ ...big, paymentType: 'PREPAID' }))).errors).toEqual([]);
  });

  it('a COUPON line must be a gift of the applied coupon', async () => {
    const gift = { productId: DEAL, quantity: 1, source: 'COUPON' };
    const lines = [{ productId: SERUM.id, variantId: SERUM.twin30, quantity: 1 }, gift];
    expect(codeOf(await createOrder(orderInput({ products: lines })))).toBe('INVALID_COUPON');
    const withCoupon = await createOrder(
      orderInput({ products: lines, couponCode: 'FREEFACEWASH' }),
    );
    expect(withCoupon.errors).toEqual([]);
    const expected = expectedTotals(lines, 'COD', 'FREEFACEWASH');
    expect(withCoupon.data?.createOrder.totalAmount).toBe(expected.amountPayable);
  });

  it('rejects malformed input before running (graphql-js variable validation)', async () => {
    const answer = await createOrder({ ...orderInput(), paymentType: 'NONE' });
    expect(answer.errors[0]?.message).toMatch(/paymentType/);
  });
});

describe('offers in orders', () => {
  it('a FREEBIE gift line is charged 0 when the cart qualifies, refused otherwise', async () => {
    const gift = { productId: 'prd-hyaluronic-serum-travel-size', quantity: 1, source: 'COUPON' };
    const big = [{ productId: SERUM.id, variantId: SERUM.twin30, quantity: 2 }, gift];
    const answer = await createOrder(orderInput({ products: big, paymentType: 'PREPAID' }));
    expect(answer.errors).toEqual([]);
    expect(answer.data?.createOrder.products[1]).toMatchObject({ price: 0, source: 'COUPON' });
    const small = [{ productId: NO_VARIANTS, quantity: 1 }, gift];
    expect(codeOf(await createOrder(orderInput({ products: small })))).toBe('INVALID_COUPON');
  });

  it('WELCOME5 ships free through the COUPON tier', async () => {
    const lines = [{ productId: 'prd-aloe-cucumber-gel-moisturiser', quantity: 1 }];
    const plain = await createOrder(orderInput({ products: lines }));
    expect(plain.data?.createOrder.totalShippingCharges).toBe(79);
    const welcome = await createOrder(orderInput({ products: lines, couponCode: 'welcome5' }));
    expect(welcome.data?.createOrder.totalShippingCharges).toBe(0);
  });

  it('HAIRCARE15 on a skin-only cart is refused with commerce-core’s message', async () => {
    const answer = await createOrder(orderInput({ couponCode: 'HAIRCARE15' }));
    expect(codeOf(answer)).toBe('INVALID_COUPON');
    expect(answer.errors[0]?.message).toMatch(/^(Add product worth|Not applicable)/);
  });
});
