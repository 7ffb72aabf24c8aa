import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerAdmin, type SeenRequest } from '@/test/admin-api';
import { renderScreen } from '@/test/render';
import { server } from '@/test/server';
import { BookShipmentDocument } from '../api/courier';
import { AdminOrderDocument } from '../api/documents';
import { OrderPage } from '../components/OrderPage';
import { order } from './fixtures';

const at = { path: '/orders/HAAT-10240', route: '/orders/:code' };

const packed = {
  id: 'S1',
  state: 'PACKED' as const,
  units: [{ line: 0, quantity: 1 }],
  courier: null,
  awb: null,
  trackingUrl: null,
  codAmount: 0,
  attempts: 0,
  lastFailure: null,
  booking: null,
  trackingEvents: [],
};

const booked = {
  ...packed,
  booking: {
    status: 'PICKUP_REQUESTED' as const,
    courier: 'Delhivery Surface',
    awb: '321055706540',
    pickupScheduledAt: '2026-11-28 14:00:00',
  },
  trackingEvents: [
    {
      at: '2026-11-28T09:00:00.000Z',
      stage: 'IN_TRANSIT' as const,
      label: 'PICKED UP',
      activity: 'Shipment picked up',
      location: 'Lucknow',
      source: 'COURIER' as const,
    },
  ],
};

describe('OrderShipments', () => {
  it('books a packed shipment with the courier and shows its AWB, label, manifest and tracking', async () => {
    let current = order({
      stage: 'TO_DISPATCH',
      shipments: [packed],
      bookingCourier: 'Shiprocket',
    });
    const sent: SeenRequest[] = [];
    server.use(
      answerAdmin(AdminOrderDocument, () => ({ data: { adminOrder: current } })),
      answerAdmin(
        BookShipmentDocument,
        () => {
          current = { ...current, shipments: [booked] };
          return { data: { bookShipment: { ...booked.booking } } };
        },
        sent,
      ),
    );
    const { user } = renderScreen(<OrderPage />, { ...at, role: 'PACKER' });
    const shipments = await screen.findByRole('region', { name: 'Shipments' });
    await user.click(within(shipments).getByRole('button', { name: 'Book with Shiprocket' }));
    expect(await within(shipments).findByText('321055706540')).toBeInTheDocument();
    expect(sent.map((request) => request.variables)).toEqual([
      { input: { orderId: 'o-10240', shipmentId: 'S1' } },
    ]);
    expect(within(shipments).getByRole('button', { name: 'Print label for S1' })).toBeEnabled();
    expect(within(shipments).getByRole('button', { name: 'Print manifest for S1' })).toBeEnabled();
    expect(
      within(shipments).queryByRole('button', { name: 'Book with Shiprocket' }),
    ).not.toBeInTheDocument();
    expect(
      within(shipments).getByRole('list', { name: 'Tracking of shipment S1' }),
    ).toHaveTextContent('PICKED UP');
  });

  it('explains why a self-ship shop cannot book', async () => {
    server.use(
      answerAdmin(AdminOrderDocument, () => ({
        data: { adminOrder: order({ stage: 'TO_DISPATCH', shipments: [packed] }) },
      })),
    );
    renderScreen(<OrderPage />, { ...at, role: 'PACKER' });
    const book = await screen.findByRole('button', { name: 'Book with a courier' });
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription(
      'No courier is set up: enter the courier and AWB when you dispatch.',
    );
  });

  it('offers support no courier buttons', async () => {
    server.use(
      answerAdmin(AdminOrderDocument, () => ({
        data: { adminOrder: order({ shipments: [booked], bookingCourier: 'Shiprocket' }) },
      })),
    );
    renderScreen(<OrderPage />, { ...at, role: 'SUPPORT' });
    const shipments = await screen.findByRole('region', { name: 'Shipments' });
    expect(within(shipments).getByText('321055706540')).toBeInTheDocument();
    expect(within(shipments).queryByRole('button')).not.toBeInTheDocument();
  });
});
