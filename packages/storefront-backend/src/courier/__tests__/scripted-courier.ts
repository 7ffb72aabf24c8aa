import type {
  Courier,
  CourierServiceability,
  CourierShipment,
  CourierTracking,
  ReattemptCorrections,
  ShipmentRequest,
} from '../../ports/courier.js';
import { CourierError } from '../../ports/courier.js';

/** A call the scripted courier received. */
export interface CourierCall {
  readonly method: string;
  readonly args: readonly unknown[];
}

/**
 * A courier in memory for service tests: shipments it created (by our channel order id),
 * serviceability and tracking answers set by the test, failures injected per method.
 */
export function scriptedCourier() {
  const calls: CourierCall[] = [];
  const shipments = new Map<string, CourierShipment & { request: ShipmentRequest }>();
  const failures = new Map<string, CourierError | 'hang'>();
  const serviceable = new Map<string, CourierServiceability>();
  const tracking = new Map<string, CourierTracking>();
  let next = 1;
  const guard = async (method: string, args: readonly unknown[]) => {
    calls.push({ method, args });
    const failure = failures.get(method);
    if (failure === 'hang') await new Promise(() => undefined);
    if (failure instanceof CourierError) throw failure;
  };
  const byShipmentId = (id: string) => {
    const found = [...shipments.values()].find((s) => s.providerShipmentId === id);
    if (!found) throw new CourierError(`Invalid shipment id ${id}`, 'refused');
    return found;
  };
  const courier: Courier = {
    name: 'Scripted',
    serviceability: async (request) => {
      await guard('serviceability', [request]);
      return (
        serviceable.get(request.deliveryPinCode) ?? {
          serviceable: false,
          cod: false,
          estimatedDelivery: null,
          city: null,
          state: null,
        }
      );
    },
    findShipment: async (channelOrderId) => {
      await guard('findShipment', [channelOrderId]);
      const found = shipments.get(channelOrderId);
      if (!found) return null;
      const { request: _request, ...shipment } = found;
      return shipment;
    },
    createShipment: async (request) => {
      await guard('createShipment', [request]);
      const shipment = {
        providerOrderId: `PO${next}`,
        providerShipmentId: `PS${next}`,
        awb: null,
        courierName: null,
        pickupRequested: false,
        request,
      };
      next += 1;
      shipments.set(request.channelOrderId, shipment);
      const { request: _request, ...created } = shipment;
      return created;
    },
    assignAwb: async (providerShipmentId) => {
      await guard('assignAwb', [providerShipmentId]);
      const shipment = byShipmentId(providerShipmentId);
      const awb = shipment.awb ?? `AWB${providerShipmentId.slice(2)}`;
      shipments.set(shipment.request.channelOrderId, {
        ...shipment,
        awb,
        courierName: 'Delhivery Surface',
      });
      return { awb, courierName: 'Delhivery Surface' };
    },
    requestPickup: async (providerShipmentId) => {
      await guard('requestPickup', [providerShipmentId]);
      const shipment = byShipmentId(providerShipmentId);
      shipments.set(shipment.request.channelOrderId, { ...shipment, pickupRequested: true });
      return { scheduledAt: '2026-01-02 14:00:00' };
    },
    label: async (id) => {
      await guard('label', [id]);
      return new TextEncoder().encode(`%PDF label ${id}`);
    },
    manifest: async (ids) => {
      await guard('manifest', [ids]);
      return new TextEncoder().encode(`%PDF manifest ${ids.join(',')}`);
    },
    tracking: async (awb) => {
      await guard('tracking', [awb]);
      const found = tracking.get(awb);
      if (!found) throw new CourierError(`No tracking for ${awb}`, 'refused');
      return found;
    },
    reattempt: async (awb: string, corrections: ReattemptCorrections, comment: string) => {
      await guard('reattempt', [awb, corrections, comment]);
    },
    returnToOrigin: async (awb: string, comment: string) => {
      await guard('returnToOrigin', [awb, comment]);
    },
    cancelShipment: async (providerOrderId: string) => {
      await guard('cancelShipment', [providerOrderId]);
      const found = [...shipments.values()].find((s) => s.providerOrderId === providerOrderId);
      if (!found) throw new CourierError(`Invalid order id ${providerOrderId}`, 'refused');
      shipments.delete(found.request.channelOrderId);
    },
  };
  return {
    courier,
    calls,
    shipments,
    serviceable,
    tracking,
    fail: (method: keyof Courier, failure: CourierError | 'hang' | null) => {
      if (failure === null) failures.delete(method);
      else failures.set(method, failure);
    },
    count: (method: string) => calls.filter((call) => call.method === method).length,
  };
}
