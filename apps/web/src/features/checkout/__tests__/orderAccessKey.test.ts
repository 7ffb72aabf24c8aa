import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { orderAccessKey } from '@/features/order/api/accessKeys';
import { fetchOrder } from '@/features/order/api/order';
import { server } from '@/test/server';
import { createOrder, type CreateOrderInput } from '../api/createOrder';

const placed = {
  id: 'order-9',
  code: 'HAAT-10240',
  status: 'CONFIRMED',
  paymentType: 'COD',
  shippingAddress: null,
  billingAddress: null,
  products: [],
  itemTotal: 499,
  listingTotal: null,
  couponDiscount: 0,
  couponCode: null,
  totalAmount: 548,
  totalDiscount: 0,
  totalStoreCredit: 0,
  totalCashOnDeliveryCharges: 49,
  totalPrepaidAmount: 0,
  totalCodAmount: 548,
  totalShippingCharges: 0,
  prepaidDiscount: 0,
  cashbackEarned: null,
  appliedRewardPoints: null,
  ppcod: null,
  orderDate: '2026-11-22T10:00:00.000Z',
  createdAt: '2026-11-22T10:00:00.000Z',
};

const input: CreateOrderInput = {
  idempotencyKey: 'a4d1a0de-7c57-4d1c-9d1e-2b0c4a1f7e11',
  storeId: 'haat-skincare',
  products: [{ productId: 'prd-hyaluronic-acid-serum', quantity: 1 }],
  shippingAddress: {
    name: 'Asha Rao',
    phone: '9876543210',
    city: 'Bengaluru',
    pinCode: '560001',
    address: '12 MG Road',
  },
  paymentType: 'COD',
};

describe('a guest order’s access key', () => {
  it('is kept when the order is placed and sent when the order is read back', async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('CreateOrder', () =>
        HttpResponse.json({ data: { createOrder: { ...placed, accessKey: 'secret-9' } } }),
      ),
      graphql.query('GetOrder', ({ variables }) => {
        sent.push(variables['accessKey']);
        return HttpResponse.json({ data: { getOrder: placed } });
      }),
    );
    await createOrder(input);
    expect(orderAccessKey('order-9')).toBe('secret-9');
    await fetchOrder('order-9');
    expect(sent).toEqual(['secret-9']);
  });

  it('is not invented for an order placed signed in', async () => {
    server.use(
      graphql.mutation('CreateOrder', () =>
        HttpResponse.json({ data: { createOrder: { ...placed, accessKey: null } } }),
      ),
    );
    await createOrder(input);
    expect(orderAccessKey('order-9')).toBeNull();
  });
});
