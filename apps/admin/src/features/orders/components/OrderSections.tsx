import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import type { Order } from '../api/schemas';

/** A titled block of the order's page. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-2 rounded-md border p-3">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const row = (label: string, amount: number, strong = false) => (
  <div key={label} className={`flex justify-between gap-4 ${strong ? 'font-semibold' : ''}`}>
    <dt>{label}</dt>
    <dd>{formatRupees(amount)}</dd>
  </div>
);

/**
 * The order's money as the API reckons it: the bill, then (a second list) what was paid online,
 * the COD still to collect and collected, refunds, and what is owed back.
 *
 * @example
 * <OrderMoney order={order} />
 */
export function OrderMoney({ order }: { order: Order }) {
  const m = order.money;
  return (
    <Section id="order-money" title="Money">
      <dl className="grid gap-1 text-sm">
        {row('Items', m.itemTotal)}
        {m.couponDiscount > 0 &&
          row(`Coupon${order.couponCode ? ` ${order.couponCode}` : ''}`, -m.couponDiscount)}
        {m.prepaidDiscount > 0 && row('Prepaid discount', -m.prepaidDiscount)}
        {row('Shipping', m.shipping)}
        {m.codCharges > 0 && row('COD charges', m.codCharges)}
        {m.rewardsApplied > 0 && row('Rewards used', -m.rewardsApplied)}
        {row('Total', m.total, true)}
      </dl>
      {/* Two lists rather than a rule inside one: a <dl> holds only its term groups. */}
      <dl className="grid gap-1 border-t pt-2 text-sm">
        {row('Paid online', m.paidOnline)}
        {row('COD to collect', m.codToCollect)}
        {m.codCollected > 0 && row('COD collected', m.codCollected)}
        {m.refunded > 0 && row('Refunded', m.refunded)}
        {m.refundable > 0 && row('Owed back, not yet refunded', m.refundable, true)}
      </dl>
      {order.refunds.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {order.refunds.map((refund) => (
            <li key={refund.id}>
              {refund.id}: {formatRupees(refund.amount)} to{' '}
              {refund.destination === 'ORIGINAL' ? 'the original payment' : 'store credit'} ·{' '}
              {refund.status.toLowerCase()}
              {refund.failureReason ? ` (${refund.failureReason})` : ''} ·{' '}
              {formatDateTime(refund.createdAt)}
              {refund.status === 'DUE' && refund.lastAskError && refund.nextAskAt && (
                // The gateway timed out or refused: the refund stays due and is asked again.
                <p className="text-destructive">
                  Refund not yet made: {refund.lastAskError.replace(/\.$/, '')}. Next try{' '}
                  {formatDateTime(refund.nextAskAt)}.
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/**
 * The order's lines and where their units are.
 *
 * @example
 * <OrderLines order={order} />
 */
export function OrderLines({ order }: { order: Order }) {
  return (
    <Section id="order-lines" title="Lines">
      <ul className="grid gap-2 text-sm">
        {order.lines.map((line) => (
          <li key={line.line} className="grid gap-0.5">
            <span className="font-medium">
              {line.quantity} × {line.title}
              {line.variantTitle ? ` (${line.variantTitle})` : ''} · {formatRupees(line.price)}
            </span>
            <span className="text-muted-foreground">
              {[
                line.sku && `SKU ${line.sku}`,
                line.toPack && `${line.toPack} to pack`,
                line.packed && `${line.packed} packed`,
                line.inTransit && `${line.inTransit} in transit`,
                line.delivered && `${line.delivered} delivered`,
                line.cancelledQuantity && `${line.cancelledQuantity} cancelled`,
                line.returned && `${line.returned} returned`,
                line.cameBack && `${line.cameBack} came back`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * Who ordered and where it goes.
 *
 * @example
 * <OrderShopper order={order} />
 */
export function OrderShopper({ order }: { order: Order }) {
  const a = order.shippingAddress;
  return (
    <Section id="order-shopper" title="Shopper and address">
      <address className="grid text-sm not-italic">
        <span className="font-medium">{a.name}</span>
        <span>{a.phone ?? order.shopper.phone}</span>
        <span>{[a.address, a.area, a.landmark].filter(Boolean).join(', ')}</span>
        <span>
          {a.city}
          {a.state ? `, ${a.state}` : ''} {a.pinCode}
        </span>
      </address>
      {order.shopper.totalOrders != null && (
        <p className="text-sm text-muted-foreground">
          {order.shopper.totalOrders} orders before this one
        </p>
      )}
    </Section>
  );
}
