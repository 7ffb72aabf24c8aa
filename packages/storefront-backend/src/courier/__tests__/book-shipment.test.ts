import { describe, expect, it } from 'vitest';
import { CourierError } from '../../ports/courier.js';
import { testBackend } from '../../testing/test-backend.js';
import { bookShipment } from '../book-shipment.js';
import { parcelFor } from '../parcel.js';
import { pickupManifest, shipmentLabel } from '../shipment-documents.js';
import { bookingRequest, courierBackend } from './courier-test-backend.js';

describe('bookShipment', () => {
  it('creates the shipment, assigns the AWB and requests the pickup, then answers the same booking', async () => {
    const { deps, scripted } = courierBackend();
    const outcome = await bookShipment(deps, bookingRequest());
    expect(outcome).toMatchObject({
      status: 'booked',
      fresh: true,
      booking: {
        channelOrderId: 'HAAT-10234-S1',
        state: 'PICKUP_REQUESTED',
        awb: 'AWB1',
        courierName: 'Delhivery Surface',
        codAmount: 59800,
      },
    });
    expect(scripted.shipments.get('HAAT-10234-S1')?.request.codAmount).toBe(59800);
    const again = await bookShipment(deps, bookingRequest());
    expect(again).toMatchObject({ status: 'booked', fresh: false, booking: { awb: 'AWB1' } });
    expect(scripted.count('createShipment')).toBe(1);
  });

  it('never creates a second shipment when a retry follows a failure at any step', async () => {
    for (const step of ['createShipment', 'assignAwb', 'requestPickup'] as const) {
      const { deps, scripted } = courierBackend();
      // The courier did the work but the answer never came back.
      const original = scripted.courier[step].bind(scripted.courier) as (
        id: never,
      ) => Promise<unknown>;
      scripted.courier[step] = async (argument: never) => {
        await original(argument);
        throw new CourierError('Shiprocket did not answer within 10000 ms', 'unavailable');
      };
      expect(await bookShipment(deps, bookingRequest())).toEqual({
        status: 'failed',
        message: 'Shiprocket did not answer within 10000 ms',
        retryable: true,
      });
      scripted.courier[step] = original as never;
      const retried = await bookShipment(deps, bookingRequest());
      expect(retried).toMatchObject({
        status: 'booked',
        booking: { awb: 'AWB1', state: 'PICKUP_REQUESTED' },
      });
      expect(scripted.shipments.size).toBe(1);
      expect(scripted.count('createShipment')).toBe(1);
    }
  });

  it('lets one of concurrent attempts book and answers the others busy', async () => {
    const { deps, scripted } = courierBackend();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => bookShipment(deps, bookingRequest())),
    );
    expect(outcomes.filter((o) => o.status === 'booked')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'busy')).toHaveLength(4);
    expect(scripted.count('createShipment')).toBe(1);
  });

  it('takes over an attempt that died holding the claim once its lease has passed', async () => {
    const { deps, scripted, clock } = courierBackend();
    scripted.fail('assignAwb', 'hang');
    void bookShipment(deps, bookingRequest());
    await new Promise((resolve) => setTimeout(resolve, 0));
    scripted.fail('assignAwb', null);
    expect(await bookShipment(deps, bookingRequest())).toEqual({ status: 'busy' });
    clock.advance(120_000);
    expect(await bookShipment(deps, bookingRequest())).toMatchObject({
      status: 'booked',
      booking: { awb: 'AWB1' },
    });
    expect(scripted.count('createShipment')).toBe(1);
  });

  it('answers a refusal in the courier’s words, retryable only when it did not answer', async () => {
    const { deps, scripted } = courierBackend();
    scripted.fail(
      'assignAwb',
      new CourierError('No courier serviceable for pincode 560034', 'refused'),
    );
    expect(await bookShipment(deps, bookingRequest())).toEqual({
      status: 'failed',
      message: 'No courier serviceable for pincode 560034',
      retryable: false,
    });
  });

  it('tells a self-shipping shop to enter the courier and AWB by hand', async () => {
    const { deps } = testBackend();
    expect(await bookShipment(deps, bookingRequest())).toEqual({
      status: 'self-ship',
      message: 'No courier is set up: enter the courier and AWB when you dispatch.',
    });
  });
});

describe('shipmentLabel and pickupManifest', () => {
  it('fetch the PDFs of booked shipments only', async () => {
    const { deps } = courierBackend();
    expect(await shipmentLabel(deps, 'o1', 'S1')).toEqual({
      status: 'refused',
      message: 'Shipment S1 is not booked with the courier yet.',
    });
    await bookShipment(deps, bookingRequest());
    const label = await shipmentLabel(deps, 'o1', 'S1');
    expect(label.status === 'ok' && new TextDecoder().decode(label.pdf)).toBe('%PDF label PS1');
    const manifest = await pickupManifest(deps, [{ orderId: 'o1', shipmentId: 'S1' }]);
    expect(manifest.status === 'ok' && new TextDecoder().decode(manifest.pdf)).toBe(
      '%PDF manifest PS1',
    );
    expect(await pickupManifest(deps, [{ orderId: 'o1', shipmentId: 'S2' }])).toEqual({
      status: 'refused',
      message: 'Shipment S2 has no pickup requested yet: book it first.',
    });
  });
});

describe('parcelFor', () => {
  it.each([
    [
      [
        {
          product: {
            weight: 350,
            weightUnit: 'g',
            dimensions: { lengthCm: 12, breadthCm: 5, heightCm: 5 },
          },
          quantity: 2,
        },
      ],
      { weightGrams: 700, lengthCm: 12, breadthCm: 5, heightCm: 10 },
    ],
    [
      [{ product: { weight: 1.2, weightUnit: 'kg', dimensions: null }, quantity: 1 }],
      { weightGrams: 1200, lengthCm: 10, breadthCm: 10, heightCm: 5 },
    ],
    [
      [
        { product: { weight: 0, weightUnit: 'g' }, quantity: 3 },
        {
          product: {
            weight: 100,
            weightUnit: 'g',
            dimensions: { lengthCm: 20.2, breadthCm: 4, heightCm: 2.5 },
          },
          quantity: 1,
        },
      ],
      { weightGrams: 850, lengthCm: 21, breadthCm: 10, heightCm: 18 },
    ],
  ] as const)('packs %j', (units, parcel) => {
    expect(parcelFor(units)).toEqual(parcel);
  });
});
