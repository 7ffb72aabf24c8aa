import { graphql, HttpResponse } from 'msw';
import type { Order } from '@/lib/schemas/order';
import { server } from '@/test/server';

export const address = {
  name: 'Asha Rao',
  phone: '+919876543210',
  email: null,
  country: 'IN',
  state: 'KA',
  city: 'Bengaluru',
  pinCode: '560001',
  landmark: null,
  address: '12 MG Road',
  location: null,
  area: null,
};

export const order = (status: Order['status'], userId: string | null) => ({
  id: 'order-1',
  code: 'HAAT-10300',
  userId,
  status,
  paymentType: 'PPCOD',
  shippingAddress: address,
  billingAddress: address,
  products: [
    {
      productId: 'prd-vitamin-c-brightening-serum',
      variantId: 'var-vitamin-c-brightening-serum-1',
      sku: 'VC-30',
      title: '10% Vitamin C Brightening Serum',
      variantTitle: '30 ml / Single',
      imageKey: 'products/vitamin-c-brightening-serum-1',
      quantity: 2,
      cancelledQuantity: 0,
      price: 599,
      listingPrice: 699,
      source: null,
      status: 'CREATED',
    },
  ],
  itemTotal: 1198,
  listingTotal: 1398,
  couponDiscount: 119.8,
  couponCode: 'GLOW10',
  totalAmount: 1127.2,
  totalDiscount: 119.8,
  totalStoreCredit: 0,
  totalCashOnDeliveryCharges: 49,
  totalPrepaidAmount: 99,
  totalCodAmount: 1028.2,
  totalShippingCharges: 0,
  prepaidDiscount: 0,
  cashbackEarned: 33.82,
  appliedRewardPoints: null,
  ppcod: { prepaidAmount: 99, codAmount: 1028.2 },
  orderDate: '2026-11-22T10:00:00.000Z',
  createdAt: '2026-11-22T10:00:00.000Z',
});

export function answer(status: Order['status'], userId: string | null = null) {
  server.use(
    graphql.query('GetOrder', () =>
      HttpResponse.json({ data: { getOrder: order(status, userId) } }),
    ),
    graphql.query('ByorderIdcreatedAtPayment', () =>
      HttpResponse.json({
        data: {
          paymentsByOrderId: {
            items: [
              {
                id: 'p1',
                orderId: 'order-1',
                method: 'ONLINE',
                status: 'PAID',
                amount: 99,
                paymentDate: null,
              },
              {
                id: 'p2',
                orderId: 'order-1',
                method: 'COD',
                status: 'UNPAID',
                amount: 1028.2,
                paymentDate: null,
              },
            ],
          },
        },
      }),
    ),
  );
}
