import type { ResultOf } from '@/lib/graphql/admin';
import type { AdminOrderDocument, AdminOrdersDocument } from '../api/documents';

type Summary = ResultOf<typeof AdminOrdersDocument>['adminOrders']['items'][number];
type Full = NonNullable<ResultOf<typeof AdminOrderDocument>['adminOrder']>;

/** A row of the orders list, as the admin API answers it. */
export function summary(patch: Partial<Summary> = {}): Summary {
  return {
    id: 'o-10234',
    code: 'HAAT-10234',
    createdAt: '2026-11-27T04:30:00.000Z',
    paymentType: 'COD',
    stage: 'TO_CONFIRM',
    total: 1249,
    codToCollect: 1249,
    shopperName: 'Priya Sharma',
    phone: '+919812345678',
    pinCode: '560001',
    city: 'Bengaluru',
    units: 2,
    awbs: [],
    ...patch,
  };
}

/** A page of the list. */
export function page(items: Summary[], total = items.length) {
  return {
    adminOrders: {
      items,
      pageInfo: { endCursor: items.at(-1)?.id ?? null, hasNextPage: false },
      total,
    },
  };
}

/** A prepaid order ready to be packed, with ₹474.05 paid online. */
export function order(patch: Partial<Full> = {}): Full {
  return {
    id: 'o-10240',
    code: 'HAAT-10240',
    createdAt: '2026-11-27T05:00:00.000Z',
    paymentType: 'PREPAID',
    status: 'CONFIRMED',
    stage: 'TO_PACK',
    version: 3,
    couponCode: null,
    shopper: { name: 'Rahul Verma', phone: '+919876501234', totalOrders: 2 },
    shippingAddress: {
      name: 'Rahul Verma',
      phone: '+919876501234',
      city: 'Lucknow',
      state: 'UP',
      pinCode: '226001',
      landmark: null,
      address: '12 Hazratganj',
      area: null,
    },
    lines: [
      {
        line: 0,
        title: 'Vitamin C Serum',
        variantTitle: '30 ml',
        sku: 'VC-30',
        quantity: 1,
        price: 474.05,
        cancelledQuantity: 0,
        toPack: 1,
        packed: 0,
        inTransit: 0,
        delivered: 0,
        returned: 0,
        cameBack: 0,
      },
    ],
    money: {
      itemTotal: 474.05,
      couponDiscount: 0,
      prepaidDiscount: 0,
      shipping: 0,
      codCharges: 0,
      rewardsApplied: 0,
      total: 474.05,
      payNow: 474.05,
      paidOnline: 474.05,
      codToCollect: 0,
      codCollected: 0,
      refunded: 0,
      held: 474.05,
      refundable: 0,
    },
    shipments: [],
    returns: [],
    refunds: [],
    timeline: [
      {
        move: 'PLACE',
        actor: { kind: 'SHOPPER', id: 'u1', name: null },
        at: '2026-11-27T05:00:00.000Z',
        reason: null,
        subject: null,
      },
      {
        move: 'PAY',
        actor: { kind: 'PROVIDER', id: null, name: 'razorpay' },
        at: '2026-11-27T05:01:00.000Z',
        reason: null,
        subject: null,
      },
    ],
    allowedActions: [
      { move: 'PACK', subject: null, permission: 'ORDERS_FULFIL' },
      { move: 'DISPATCH', subject: null, permission: 'ORDERS_FULFIL' },
      { move: 'CANCEL', subject: null, permission: 'ORDERS_CANCEL' },
    ],
    bookingCourier: null,
    ...patch,
  };
}
