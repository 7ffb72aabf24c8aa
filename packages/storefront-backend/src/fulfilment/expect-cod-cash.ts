import type { Repositories } from '../ports/storage.js';
import type { OrderRecord } from '../ports/storage/records.js';
import type { Shipment } from './life.js';

/**
 * Records the cash a courier owes for a COD parcel it delivered, in the delivery move's own
 * transaction (so the remittance report never misses a delivered parcel, whoever moved it:
 * staff marking it delivered, a self-shipped parcel with a hand-typed AWB, or the courier's
 * tracking). Only a DELIVER of a shipment with an AWB and cash to collect expects anything; an
 * AWB already expected (the courier's tracking recorded it with the API's delivery time) keeps
 * its first record.
 *
 * @example
 * await expectCodCash(repos, { at, order, after: life, move: request });
 */
export async function expectCodCash(
  repos: Pick<Repositories, 'codRemittances'>,
  change: {
    readonly at: number;
    readonly order: Pick<OrderRecord, 'id' | 'code'>;
    readonly after: { readonly shipments: readonly Pick<Shipment, 'id' | 'awb' | 'codAmount'>[] };
    readonly move: { readonly type: string; readonly shipmentId?: string | undefined };
  },
): Promise<void> {
  const { type, shipmentId } = change.move;
  if (type !== 'DELIVER' || shipmentId === undefined) return;
  const shipment = change.after.shipments.find((s) => s.id === shipmentId);
  if (!shipment?.awb || shipment.codAmount <= 0) return;
  await repos.codRemittances.expect({
    awb: shipment.awb,
    orderId: change.order.id,
    orderCode: change.order.code,
    shipmentId,
    amount: shipment.codAmount,
    deliveredAt: change.at,
  });
}
