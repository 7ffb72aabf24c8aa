import { adminErrorMessages } from '@haat/storefront-api/admin';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { downloadBase64 } from '@/lib/download';
import { handleError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCan } from '@/stores/sessionStore';
import {
  bookShipment,
  pickupManifest,
  shipmentLabel,
  type CourierPdf,
  type ShipmentRef,
} from '../api/courier';
import type { Order, OrderShipment } from '../api/schemas';
import { Section } from './OrderSections';

const BOOKING_LABELS = {
  IN_PROGRESS: 'Booking under way',
  CREATED: 'Created at the courier',
  AWB_ASSIGNED: 'AWB assigned',
  PICKUP_REQUESTED: 'Pickup requested',
} as const;

/** A button that fetches a courier PDF and downloads it. */
function PdfButton({ name, fetch }: { name: string; fetch: () => Promise<CourierPdf> }) {
  const printing = useMutation({
    mutationFn: fetch,
    onSuccess: (pdf) => downloadBase64(pdf.filename, pdf.contentType, pdf.pdfBase64),
    onError: handleError,
  });
  return (
    <Button variant="outline" disabled={printing.isPending} onClick={() => printing.mutate()}>
      {printing.isPending ? 'Fetching…' : name}
    </Button>
  );
}

/** One shipment: its AWB and booking, what staff can do with the courier, its tracking events. */
function ShipmentCard({
  order,
  shipment,
  onBooked,
}: {
  order: Order;
  shipment: OrderShipment;
  onBooked: () => void;
}) {
  const mayFulfil = useCan('ORDERS_FULFIL');
  const ref: ShipmentRef = { orderId: order.id, shipmentId: shipment.id };
  const booking = shipment.booking;
  const booked = booking?.status === 'PICKUP_REQUESTED';
  const book = useMutation({
    mutationFn: () => bookShipment(ref),
    onSuccess: (result) => {
      toast.success(`Shipment ${shipment.id} booked: AWB ${result.awb ?? ''}`);
      onBooked();
    },
    onError: handleError,
  });
  const awb = booking?.awb ?? shipment.awb;
  const hintId = `book-hint-${shipment.id}`;
  const courier = order.bookingCourier;
  return (
    <li className="grid gap-2 border-t pt-2 first:border-t-0 first:pt-0">
      <h3 className="font-medium">Shipment {shipment.id}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt>AWB</dt>
        <dd>{awb ?? 'Not yet'}</dd>
        <dt>Courier</dt>
        <dd>{booking?.courier ?? shipment.courier ?? '—'}</dd>
        {booking ? (
          <>
            <dt>Booking</dt>
            <dd>{BOOKING_LABELS[booking.status]}</dd>
          </>
        ) : null}
        {booking?.pickupScheduledAt ? (
          <>
            <dt>Pickup</dt>
            <dd>{booking.pickupScheduledAt}</dd>
          </>
        ) : null}
      </dl>
      {mayFulfil ? (
        <div className="flex flex-wrap gap-2">
          {shipment.state === 'PACKED' && !booked ? (
            <>
              <Button
                disabled={!courier || book.isPending}
                aria-describedby={courier ? undefined : hintId}
                onClick={() => book.mutate()}
              >
                {book.isPending ? 'Booking…' : `Book with ${courier ?? 'a courier'}`}
              </Button>
              {courier ? null : (
                <p id={hintId} className="w-full text-sm text-muted-foreground">
                  {adminErrorMessages.NO_COURIER}
                </p>
              )}
            </>
          ) : null}
          {booking?.awb ? (
            <PdfButton name={`Print label for ${shipment.id}`} fetch={() => shipmentLabel(ref)} />
          ) : null}
          {booked ? (
            <PdfButton
              name={`Print manifest for ${shipment.id}`}
              fetch={() => pickupManifest([ref])}
            />
          ) : null}
        </div>
      ) : null}
      {shipment.trackingEvents.length ? (
        <ol aria-label={`Tracking of shipment ${shipment.id}`} className="grid gap-1 text-sm">
          {shipment.trackingEvents.map((event) => (
            <li key={`${event.at}-${event.label}`}>
              <span className="font-medium">{event.label}</span> · {formatDateTime(event.at)}
              <br />
              {event.activity}
              {event.location ? ` (${event.location})` : ''}
              {event.source === 'SHOP' ? ' · sent by the shop' : ''}
            </li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/**
 * The order's shipments and their courier: AWB, booking ("Book with Shiprocket" for a packed
 * shipment, explained and disabled in a self-ship shop), "Print label" and "Print manifest" once
 * booked (the courier's PDFs, downloaded for the phone's viewer to print), and the courier's
 * tracking events. Nothing when the order has no shipment yet.
 *
 * @example
 * <OrderShipments order={order} onBooked={() => void query.refetch()} />
 */
export function OrderShipments({ order, onBooked }: { order: Order; onBooked: () => void }) {
  if (!order.shipments.length) return null;
  return (
    <Section id="order-shipments" title="Shipments">
      <ul className="grid gap-3">
        {order.shipments.map((shipment) => (
          <ShipmentCard key={shipment.id} order={order} shipment={shipment} onBooked={onBooked} />
        ))}
      </ul>
    </Section>
  );
}
