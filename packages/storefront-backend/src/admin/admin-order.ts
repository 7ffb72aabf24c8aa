import { fromPaise } from '@haat/commerce-core';
import type { AdminOrder, AdminOrderSummary } from '@haat/storefront-api/admin-resolvers';
import { allowedMoves } from '../fulfilment/allowed-moves.js';
import { netReceived, obligation } from '../fulfilment/books.js';
import { lifeOfOrder, unstartedStage } from '../fulfilment/life-of-order.js';
import { shopLifeRules } from '../fulfilment/life-rules.js';
import { lineCounts } from '../fulfilment/line-counts.js';
import type { LifeRules, OrderLife } from '../fulfilment/life.js';
import type { StoredOrderLife } from '../ports/storage/order-lives.js';
import type { OrderAddressRecord, OrderRecord } from '../ports/storage/records.js';
import { withStaffNames } from './actor-names.js';
import { courierByShipment } from './courier-view.js';
import { isoOf, type AdminContext } from './admin-context.js';
import { eventOf, movePermission, refundsOf, returnsOf, shipmentsOf } from './order-life-view.js';

const rupees = (paise: number): number => fromPaise(paise);

const addressOf = (a: OrderAddressRecord): AdminOrder['shippingAddress'] => ({
  name: a.name,
  phone: a.phone,
  email: a.email,
  country: a.country,
  state: a.state,
  city: a.city,
  pinCode: a.pinCode,
  landmark: a.landmark,
  address: a.address,
  location: a.location,
  area: a.area,
});

/** What is still to collect on delivery: the cash part while unpaid, else what is owed and not held. */
const stillToCollect = (order: OrderRecord, life: OrderLife | null): number =>
  !life
    ? 0
    : life.payment === 'AWAITING'
      ? order.amounts.payOnDelivery
      : Math.max(0, obligation(life) - netReceived(life));

/** The shop's order-life rules (the settings over the defaults). */
export const lifeRulesOf = (context: AdminContext): LifeRules =>
  shopLifeRules(context.deps.settings);

/**
 * An order as the admin contract's `AdminOrder`: the order with its life (stored, or the one it
 * would start with), payments, refunds, messages, timeline and the moves the caller's role may
 * make now. Reads only.
 *
 * @example
 * const view = await adminOrderOf(context, order, await repos.orderLives.byOrder(order.id));
 */
export async function adminOrderOf(
  context: AdminContext,
  order: OrderRecord,
  stored: StoredOrderLife | null,
): Promise<AdminOrder> {
  const { repos } = context.deps.storage;
  const now = context.deps.clock.now();
  const rules = lifeRulesOf(context);
  const current = await lifeOfOrder(repos, order, stored, rules, now);
  const life = current?.life ?? null;
  const [payments, refunds, messages, user, bookings, trackingEvents] = await Promise.all([
    repos.payments.byOrder(order.id),
    repos.refunds.byOrder(order.id),
    repos.outbox.list(order.id, 100),
    order.userId ? repos.users.byId(order.userId) : Promise.resolve(null),
    repos.courierBookings.byOrder(order.id),
    repos.trackingEvents.byOrder(order.id),
  ]);
  const counts = life ? lineCounts(life) : null;
  const { amounts } = order;
  const staffId = context.caller.userId;
  const { access } = context.caller;
  const permitted = access.staff ? access.permissions : [];
  return {
    id: order.id,
    code: order.code,
    createdAt: isoOf(order.createdAt),
    updatedAt: isoOf(order.updatedAt),
    paymentType: order.paymentType,
    status: order.status,
    deliveryStatus: order.deliveryStatus,
    stage: current?.stage ?? unstartedStage(order, rules),
    shopper: {
      userId: order.userId,
      phone: order.shippingAddress.phone,
      name:
        [user?.firstName, user?.lastName].filter(Boolean).join(' ') || order.shippingAddress.name,
      totalOrders: user?.totalOrders ?? null,
    },
    shippingAddress: addressOf(order.shippingAddress),
    billingAddress: addressOf(order.billingAddress),
    couponCode: order.couponCode,
    lines: order.lines.map((line, index) => {
      const c = counts?.[index];
      return {
        line: index,
        productId: line.productId,
        variantId: line.variantId,
        sku: line.sku,
        title: line.title,
        variantTitle: line.variantTitle,
        imageKey: line.imageKey,
        quantity: line.quantity,
        price: rupees(line.unitPrice),
        status: line.status,
        cancelledQuantity: line.cancelledQuantity,
        toPack: c?.toPack ?? 0,
        packed: c?.packed ?? 0,
        inTransit: c?.inTransit ?? 0,
        delivered: c?.delivered ?? 0,
        returned: c?.returned ?? 0,
        cameBack: c ? c.rtoInTransit + c.rtoReceived : 0,
      };
    }),
    money: {
      itemTotal: rupees(amounts.itemTotal),
      couponDiscount: rupees(amounts.couponDiscount),
      prepaidDiscount: rupees(amounts.prepaidDiscount),
      shipping: rupees(amounts.shipping),
      codCharges: rupees(amounts.codCharges),
      rewardsApplied: rupees(amounts.rewardsApplied),
      total: rupees(amounts.total),
      payNow: rupees(amounts.payNow),
      paidOnline: rupees(life?.money.onlinePaid ?? 0),
      codToCollect: rupees(stillToCollect(order, life)),
      codCollected: rupees(life?.money.cashCollected ?? 0),
      refunded: rupees(
        refunds.filter((r) => r.status === 'processed').reduce((sum, r) => sum + r.amount, 0),
      ),
      owed: rupees(life ? obligation(life) : 0),
      held: rupees(life ? netReceived(life) : 0),
      refundable: rupees(life ? Math.max(0, netReceived(life) - obligation(life)) : 0),
    },
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method,
      status: p.status,
      amount: rupees(p.amount),
      paidAt: p.paidAt === null ? null : isoOf(p.paidAt),
      providerOrderId: p.providerOrderId,
      providerPaymentId: p.providerPaymentId,
    })),
    shipments: life ? shipmentsOf(life, courierByShipment(bookings, trackingEvents)) : [],
    returns: life ? returnsOf(life, context.deps.settings.imageCdnUrl ?? '/cdn') : [],
    refunds: life ? refundsOf(life, refunds) : [],
    timeline: await withStaffNames(context, (life?.events ?? []).map(eventOf)),
    allowedActions: (life ? allowedMoves(life, { kind: 'staff', staffId }, now) : []).flatMap(
      ({ move, subject }) => {
        const permission = movePermission(move);
        return permission && permitted.includes(permission) ? [{ move, subject, permission }] : [];
      },
    ),
    bookingCourier: context.deps.courier?.port.name ?? null,
    messages: messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      channel: m.channel.toUpperCase() as AdminOrder['messages'][number]['channel'],
      status: m.status.toUpperCase() as AdminOrder['messages'][number]['status'],
      attempts: m.attempts,
      createdAt: isoOf(m.createdAt),
      sentAt: m.sentAt === null ? null : isoOf(m.sentAt),
      lastError: m.lastError,
    })),
    version: life?.version ?? 0,
  };
}

/**
 * An order as a row of the console's list (`AdminOrderSummary`).
 *
 * @example
 * const row = adminOrderSummaryOf(order, stored, rules);
 */
export function adminOrderSummaryOf(
  order: OrderRecord,
  stored: StoredOrderLife | null,
  rules: LifeRules,
): AdminOrderSummary {
  const life = stored?.life ?? null;
  return {
    id: order.id,
    code: order.code,
    createdAt: isoOf(order.createdAt),
    paymentType: order.paymentType,
    status: order.status,
    stage: stored?.stage ?? unstartedStage(order, rules),
    total: rupees(order.amounts.total),
    codToCollect: rupees(life ? stillToCollect(order, life) : order.amounts.payOnDelivery),
    shopperName: order.shippingAddress.name,
    phone: order.shippingAddress.phone,
    pinCode: order.shippingAddress.pinCode,
    city: order.shippingAddress.city,
    units: order.lines.reduce((sum, line) => sum + line.quantity - line.cancelledQuantity, 0),
    awbs: (life?.shipments ?? []).flatMap((s) => (s.awb ? [s.awb] : [])),
  };
}
