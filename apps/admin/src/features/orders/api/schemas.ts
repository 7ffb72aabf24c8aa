import * as z from 'zod/mini';

/** The contract's enumerations the order screens read (admin.graphql). */
export const FULFILMENT_STAGES = [
  'AWAITING_PAYMENT',
  'TO_CONFIRM',
  'TO_PACK',
  'TO_DISPATCH',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERY_FAILED',
  'RTO_IN_TRANSIT',
  'RTO_RECEIVED',
  'DELIVERED',
  'RETURN_OPEN',
  'RETURNED',
  'COMPLETE',
  'CANCELLED',
] as const;
export const PAYMENT_TYPES = ['COD', 'PREPAID', 'PPCOD'] as const;
export const ORDER_MOVES = [
  'PLACE',
  'PAY',
  'CONFIRM_COD',
  'PACK',
  'DISPATCH',
  'OUT_FOR_DELIVERY',
  'DELIVERY_FAILED',
  'REATTEMPT',
  'RETURN_TO_ORIGIN',
  'RECEIVE_RTO',
  'DELIVER',
  'CANCEL',
  'REQUEST_RETURN',
  'APPROVE_RETURN',
  'REFUSE_RETURN',
  'RECEIVE_RETURN',
  'SETTLE_REFUND',
  'REISSUE_REFUND',
  'GOODWILL_REFUND',
  'COMPLETE',
] as const;

export type FulfilmentStage = (typeof FULFILMENT_STAGES)[number];
export type OrderPaymentType = (typeof PAYMENT_TYPES)[number];
export type OrderMove = (typeof ORDER_MOVES)[number];

const text = z.string();
const maybe = <T extends z.ZodMiniType>(schema: T) => z.nullable(z.optional(schema));

/** A row of the orders list. */
export const OrderSummarySchema = z.object({
  id: text,
  code: text,
  createdAt: text,
  paymentType: z.enum(PAYMENT_TYPES),
  stage: z.enum(FULFILMENT_STAGES),
  total: z.number(),
  codToCollect: z.number(),
  shopperName: maybe(text),
  phone: maybe(text),
  pinCode: text,
  city: text,
  units: z.number(),
  awbs: z.array(text),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

const PageInfoSchema = z.object({ endCursor: maybe(text), hasNextPage: z.boolean() });

/** A page of orders. */
export const OrderPageSchema = z.object({
  items: z.array(OrderSummarySchema),
  pageInfo: PageInfoSchema,
  total: z.number(),
});
export type OrderPage = z.infer<typeof OrderPageSchema>;

const ActorSchema = z.object({ kind: text, id: maybe(text), name: maybe(text) });
const LineUnitsSchema = z.object({ line: z.number(), quantity: z.number() });
const AddressSchema = z.object({
  name: text,
  phone: maybe(text),
  city: text,
  state: maybe(text),
  pinCode: text,
  landmark: maybe(text),
  address: text,
  area: maybe(text),
});

/** An order as its page shows it. */
export const OrderSchema = z.object({
  id: text,
  code: text,
  createdAt: text,
  paymentType: z.enum(PAYMENT_TYPES),
  status: text,
  stage: z.enum(FULFILMENT_STAGES),
  version: z.number(),
  couponCode: maybe(text),
  shopper: z.object({ name: maybe(text), phone: maybe(text), totalOrders: maybe(z.number()) }),
  shippingAddress: AddressSchema,
  lines: z.array(
    z.object({
      line: z.number(),
      title: text,
      variantTitle: maybe(text),
      sku: maybe(text),
      quantity: z.number(),
      price: z.number(),
      cancelledQuantity: z.number(),
      toPack: z.number(),
      packed: z.number(),
      inTransit: z.number(),
      delivered: z.number(),
      returned: z.number(),
      cameBack: z.number(),
    }),
  ),
  money: z.object({
    itemTotal: z.number(),
    couponDiscount: z.number(),
    prepaidDiscount: z.number(),
    shipping: z.number(),
    codCharges: z.number(),
    rewardsApplied: z.number(),
    total: z.number(),
    payNow: z.number(),
    paidOnline: z.number(),
    codToCollect: z.number(),
    codCollected: z.number(),
    refunded: z.number(),
    held: z.number(),
    refundable: z.number(),
  }),
  shipments: z.array(
    z.object({
      id: text,
      state: text,
      units: z.array(LineUnitsSchema),
      courier: maybe(text),
      awb: maybe(text),
      trackingUrl: maybe(text),
      codAmount: z.number(),
      attempts: z.number(),
      lastFailure: maybe(z.object({ reason: text, at: text, attempt: z.number() })),
      booking: maybe(
        z.object({
          status: z.enum(['IN_PROGRESS', 'CREATED', 'AWB_ASSIGNED', 'PICKUP_REQUESTED']),
          courier: maybe(text),
          awb: maybe(text),
          pickupScheduledAt: maybe(text),
        }),
      ),
      trackingEvents: z.array(
        z.object({
          at: text,
          stage: text,
          label: text,
          activity: text,
          location: maybe(text),
          source: z.enum(['COURIER', 'SHOP']),
        }),
      ),
    }),
  ),
  bookingCourier: maybe(text),
  returns: z.array(
    z.object({
      id: text,
      state: text,
      units: z.array(LineUnitsSchema),
      reason: text,
      photos: z.array(text),
      requestedAt: text,
    }),
  ),
  refunds: z.array(
    z.object({
      id: text,
      amount: z.number(),
      destination: z.enum(['ORIGINAL', 'STORE_CREDIT']),
      status: text,
      failureReason: maybe(text),
      failedAsks: z.number(),
      lastAskError: maybe(text),
      nextAskAt: maybe(text),
      createdAt: text,
    }),
  ),
  timeline: z.array(
    z.object({
      move: z.enum(ORDER_MOVES),
      actor: ActorSchema,
      at: text,
      reason: maybe(text),
      subject: maybe(text),
    }),
  ),
  allowedActions: z.array(
    z.object({ move: z.enum(ORDER_MOVES), subject: maybe(text), permission: text }),
  ),
});
export type Order = z.infer<typeof OrderSchema>;
/** One shipment of an {@link Order}, with its courier booking and tracking events. */
export type OrderShipment = Order['shipments'][number];
