import type { Paise } from '@haat/commerce-core';

/**
 * A parcel's size for the courier: weight in grams, sides in centimetres (whole numbers ≥ 1).
 *
 * @example
 * const parcel: ParcelSize = { weightGrams: 350, lengthCm: 20, breadthCm: 15, heightCm: 8 };
 */
export interface ParcelSize {
  readonly weightGrams: number;
  readonly lengthCm: number;
  readonly breadthCm: number;
  readonly heightCm: number;
}

/**
 * A serviceability question: from the shop's pickup pin code to a delivery pin code, for a
 * parcel of this weight, paid online or in cash on delivery.
 *
 * @example
 * const asked: ServiceabilityRequest = { pickupPinCode: '400001', deliveryPinCode: '560034',
 *   weightGrams: 500, cod: true, declaredValue: asPaise(49900) };
 */
export interface ServiceabilityRequest {
  readonly pickupPinCode: string;
  readonly deliveryPinCode: string;
  readonly weightGrams: number;
  readonly cod: boolean;
  readonly declaredValue: Paise;
}

/**
 * What the courier answers for a pin code: whether any of its partners delivers there, whether
 * one collects cash there, the soonest estimated delivery (`YYYY-MM-DD`, null when not given),
 * and the delivery area's city and state name as the courier knows them.
 *
 * @example
 * const answer: CourierServiceability = { serviceable: true, cod: true,
 *   estimatedDelivery: '2026-07-08', city: 'Bengaluru', state: 'Karnataka' };
 */
export interface CourierServiceability {
  readonly serviceable: boolean;
  readonly cod: boolean;
  readonly estimatedDelivery: string | null;
  readonly city: string | null;
  readonly state: string | null;
}

/**
 * An address as the courier takes it (the shopper's, for delivery).
 *
 * @example
 * const to: CourierAddress = { name: 'Asha Rao', phone: '+919876543210', email: null,
 *   address: '12 MG Road', landmark: null, city: 'Bengaluru', state: 'Karnataka', pinCode: '560034' };
 */
export interface CourierAddress {
  readonly name: string;
  readonly phone: string;
  readonly email: string | null;
  readonly address: string;
  readonly landmark: string | null;
  readonly city: string;
  /** The state's name (couriers want names, not codes). */
  readonly state: string;
  readonly pinCode: string;
}

/**
 * One line of a shipment: what is in the box and what each unit sells for (after discounts).
 *
 * @example
 * const item: ShipmentItem = { name: 'Vitamin C Serum', sku: 'VCS-30', units: 2,
 *   unitPrice: asPaise(42751), hsn: '330499' };
 */
export interface ShipmentItem {
  readonly name: string;
  readonly sku: string;
  readonly units: number;
  readonly unitPrice: Paise;
  readonly hsn: string | null;
}

/**
 * A shipment to create at the courier. `channelOrderId` is ours (the order code and the
 * shipment id, `HAAT-10234-S1`): the courier keeps it, so a retried booking can find what an
 * earlier attempt created. `codAmount` is the cash to collect on delivery (0: prepaid).
 *
 * @example
 * const request: ShipmentRequest = { channelOrderId: 'HAAT-10234-S1', orderDate: '2026-07-04',
 *   deliverTo, items, codAmount: asPaise(59800), subTotal: asPaise(59800), parcel };
 */
export interface ShipmentRequest {
  readonly channelOrderId: string;
  /** `YYYY-MM-DD` (Asia/Kolkata). */
  readonly orderDate: string;
  readonly deliverTo: CourierAddress;
  readonly items: readonly ShipmentItem[];
  readonly codAmount: Paise;
  /** What the shipment's goods sell for (its declared value). */
  readonly subTotal: Paise;
  readonly parcel: ParcelSize;
}

/**
 * A shipment the courier holds: its ids there, and the AWB and courier partner once assigned.
 *
 * @example
 * const held: CourierShipment = { providerOrderId: '281248157', providerShipmentId: '16090281',
 *   awb: '321055706540', courierName: 'Delhivery Surface', pickupRequested: false };
 */
export interface CourierShipment {
  readonly providerOrderId: string;
  readonly providerShipmentId: string;
  readonly awb: string | null;
  readonly courierName: string | null;
  readonly pickupRequested: boolean;
}

/**
 * Where a parcel is, in our words, from the courier's status: booked (not yet picked up), picked
 * up / in transit, out for delivery, a failed delivery attempt, delivered, coming back (RTO
 * initiated), back at the shop (RTO delivered), cancelled, or an exception staff must look at
 * (lost, damaged, destroyed).
 *
 * @example
 * const stage: TrackingStage = 'OUT_FOR_DELIVERY';
 */
export type TrackingStage =
  | 'BOOKED'
  | 'IN_TRANSIT'
  | 'OUT_FOR_DELIVERY'
  | 'DELIVERY_FAILED'
  | 'DELIVERED'
  | 'RTO_INITIATED'
  | 'RTO_DELIVERED'
  | 'CANCELLED'
  | 'EXCEPTION';

/**
 * One scan of a parcel as the courier reports it: when (epoch ms), our stage for it, the
 * courier's own status label, the activity text and the place.
 *
 * @example
 * const scan: TrackingScan = { at: 1783400000000, stage: 'OUT_FOR_DELIVERY',
 *   label: 'OUT FOR DELIVERY', activity: 'Out for Delivery', location: 'Bengaluru' };
 */
export interface TrackingScan {
  readonly at: number;
  readonly stage: TrackingStage;
  readonly label: string;
  readonly activity: string;
  readonly location: string | null;
}

/**
 * A parcel's tracking as the courier's API answers it: its current stage and label, and every
 * scan, oldest first.
 *
 * @example
 * const tracked: CourierTracking = { awb: '321055706540', stage: 'DELIVERED', label: 'DELIVERED', scans: [] };
 */
export interface CourierTracking {
  readonly awb: string;
  readonly stage: TrackingStage;
  readonly label: string;
  readonly scans: readonly TrackingScan[];
}

/**
 * Corrections for a delivery re-attempt: a phone, an address, a day (`YYYY-MM-DD`); null fields
 * are unchanged.
 *
 * @example
 * const fix: ReattemptCorrections = { phone: '+919876543210', address: null, date: '2026-07-09' };
 */
export interface ReattemptCorrections {
  readonly phone: string | null;
  readonly address: string | null;
  readonly date: string | null;
}

/**
 * A courier aggregator's API (Shiprocket in apps/server; a shop without one ships by itself:
 * staff enter courier and AWB by hand, and no port is configured). Every method may reject
 * with a `CourierError`: `unavailable` when the courier did not answer (time-out, network,
 * 5xx: the request may or may not have reached it), `refused` when it answered no.
 *
 * Shiprocket keeps no idempotency key: `createShipment` twice makes two shipments. Callers find
 * an earlier attempt's shipment by our id first (`findShipment`).
 *
 * @example
 * const found = await courier.findShipment('HAAT-10234-S1');
 * const shipment = found ?? (await courier.createShipment(request));
 */
export interface Courier {
  /** The aggregator's name as staff see it ('Shiprocket'). */
  readonly name: string;
  serviceability(request: ServiceabilityRequest): Promise<CourierServiceability>;
  /** The shipment created for our `channelOrderId`, if any. */
  findShipment(channelOrderId: string): Promise<CourierShipment | null>;
  createShipment(request: ShipmentRequest): Promise<CourierShipment>;
  /** Assigns an AWB (the courier partner the aggregator recommends). */
  assignAwb(providerShipmentId: string): Promise<{ awb: string; courierName: string }>;
  /** Asks for the parcel to be picked up; answers the scheduled time as the courier wrote it. */
  requestPickup(providerShipmentId: string): Promise<{ scheduledAt: string | null }>;
  /** The shipping label, as PDF bytes. */
  label(providerShipmentId: string): Promise<Uint8Array>;
  /** The pickup manifest of these shipments (pickup requested), as PDF bytes. */
  manifest(providerShipmentIds: readonly string[]): Promise<Uint8Array>;
  /** The parcel's tracking from the courier's API (never from a webhook). */
  tracking(awb: string): Promise<CourierTracking>;
  /** After a failed delivery: try again, with corrections. */
  reattempt(awb: string, corrections: ReattemptCorrections, comment: string): Promise<void>;
  /** After a failed delivery: send the parcel back to the shop. */
  returnToOrigin(awb: string, comment: string): Promise<void>;
  /**
   * Cancels a booked shipment before it is picked up (its order at the courier, by
   * `providerOrderId`): no pickup, no charge. Refused once picked up, or for an unknown id.
   */
  cancelShipment(providerOrderId: string): Promise<void>;
}

/**
 * A courier call that did not succeed: `unavailable` (no answer in time, no connection, 5xx or
 * 429 — it may or may not have happened) or `refused` (the courier answered no; `message` says
 * why in its words).
 *
 * @example
 * throw new CourierError('Shiprocket did not answer within 5000 ms', 'unavailable');
 */
export class CourierError extends Error {
  override readonly name = 'CourierError';
  constructor(
    message: string,
    readonly failure: 'unavailable' | 'refused',
  ) {
    super(message);
  }
}
