import { formatDateTime } from '@/lib/dates';
import type { Order, OrderMove } from '../api/schemas';
import { Section } from './OrderSections';

const MOVE_NAMES: Record<OrderMove, string> = {
  PLACE: 'Placed',
  PAY: 'Paid',
  CONFIRM_COD: 'COD confirmed',
  PACK: 'Packed',
  DISPATCH: 'Dispatched',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERY_FAILED: 'Delivery failed',
  REATTEMPT: 'Delivery re-attempted',
  RETURN_TO_ORIGIN: 'Returning to origin',
  RECEIVE_RTO: 'Received back (RTO)',
  DELIVER: 'Delivered',
  CANCEL: 'Cancelled',
  REQUEST_RETURN: 'Return requested',
  APPROVE_RETURN: 'Return approved',
  REFUSE_RETURN: 'Return refused',
  RECEIVE_RETURN: 'Return received',
  SETTLE_REFUND: 'Refund settled',
  REISSUE_REFUND: 'Refund issued again',
  GOODWILL_REFUND: 'Goodwill refund',
  COMPLETE: 'Complete',
};

const ACTOR_KINDS: Record<string, string> = {
  STAFF: 'staff',
  SHOPPER: 'the shopper',
  SYSTEM: 'the shop',
  PROVIDER: 'a provider',
};

/**
 * The order's life, oldest first: each move with who made it, when (IST), what it was about and
 * why. Shipments with their courier, AWB and tracking link follow.
 *
 * @example
 * <OrderTimeline order={order} />
 */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <Section id="order-timeline" title="Timeline">
      <ol className="grid gap-2 border-l pl-4 text-sm">
        {order.timeline.map((event, index) => (
          <li key={`${event.at}-${index}`} className="grid">
            <span className="font-medium">
              {MOVE_NAMES[event.move]}
              {event.subject ? ` · ${event.subject}` : ''}
            </span>
            <span className="text-muted-foreground">
              {formatDateTime(event.at)} · by{' '}
              {event.actor.name ?? ACTOR_KINDS[event.actor.kind] ?? event.actor.kind}
            </span>
            {event.reason && <span>{event.reason}</span>}
          </li>
        ))}
      </ol>
      {order.shipments.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {order.shipments.map((s) => (
            <li key={s.id}>
              <span className="font-medium">{s.id}</span> ·{' '}
              {s.state.toLowerCase().replaceAll('_', ' ')}
              {s.courier ? ` · ${s.courier}` : ''}
              {s.awb ? ` · AWB ${s.awb}` : ''}
              {s.trackingUrl && (
                <>
                  {' · '}
                  <a href={s.trackingUrl} className="underline" target="_blank" rel="noreferrer">
                    Track {s.id}
                  </a>
                </>
              )}
              {s.lastFailure
                ? ` · failed attempt ${s.lastFailure.attempt}: ${s.lastFailure.reason}`
                : ''}
            </li>
          ))}
        </ul>
      )}
      {order.returns.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {order.returns.map((r) => (
            <li key={r.id}>
              Return {r.id} · {r.state.toLowerCase()} · {r.reason}
              {r.photos.map((photo, i) => (
                <a
                  key={photo}
                  href={photo}
                  className="ml-2 underline"
                  target="_blank"
                  rel="noreferrer"
                >
                  Photo {i + 1}
                </a>
              ))}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
