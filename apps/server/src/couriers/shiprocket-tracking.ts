import {
  CourierError,
  type CourierTracking,
  type TrackingScan,
  type TrackingStage,
} from '@haat/storefront-backend';

/**
 * Shiprocket's shipment status codes (the Tracking and Shipments sections of
 * https://apidocs.shiprocket.in/: `shipment_status`, a scan's `sr-status`) in our stages. Codes
 * not listed fall back to the label (`stageOfLabel`).
 */
const STAGE_OF_CODE: Readonly<Record<number, TrackingStage>> = {
  1: 'BOOKED', // AWB assigned
  2: 'BOOKED', // label generated
  3: 'BOOKED', // pickup scheduled / generated
  4: 'BOOKED', // pickup queued
  5: 'BOOKED', // manifest generated
  6: 'IN_TRANSIT', // shipped
  7: 'DELIVERED',
  8: 'CANCELLED',
  9: 'RTO_INITIATED',
  10: 'RTO_DELIVERED',
  12: 'EXCEPTION', // lost
  13: 'BOOKED', // pickup error
  14: 'RTO_INITIATED', // RTO acknowledged
  15: 'BOOKED', // pickup rescheduled
  16: 'CANCELLED', // cancellation requested
  17: 'OUT_FOR_DELIVERY',
  18: 'IN_TRANSIT',
  19: 'BOOKED', // out for pickup
  20: 'BOOKED', // pickup exception
  21: 'DELIVERY_FAILED', // undelivered (NDR)
  22: 'IN_TRANSIT', // delayed
  23: 'EXCEPTION', // partially delivered: staff look
  24: 'EXCEPTION', // destroyed
  25: 'EXCEPTION', // damaged
  26: 'DELIVERED', // fulfilled
  27: 'BOOKED', // pickup booked
  38: 'IN_TRANSIT', // reached destination hub
  39: 'IN_TRANSIT', // misrouted
  40: 'RTO_INITIATED', // RTO NDR
  41: 'RTO_INITIATED', // RTO out for delivery
  42: 'IN_TRANSIT', // picked up
  44: 'EXCEPTION', // disposed off
  45: 'CANCELLED', // cancelled before dispatch
  46: 'RTO_INITIATED', // RTO in transit
  47: 'EXCEPTION', // QC failed
  48: 'IN_TRANSIT', // reached warehouse
  50: 'IN_TRANSIT', // in flight
  51: 'IN_TRANSIT', // handover to courier
  52: 'BOOKED', // shipment booked
};

/** A status label (`DELIVERED`, `RTO IN TRANSIT`, `Undelivered`) in our stages, exactly matched. */
function stageOfLabel(label: string): TrackingStage {
  const words = label.trim().toUpperCase().replace(/[_-]+/g, ' ');
  if (words.startsWith('RTO')) return words === 'RTO DELIVERED' ? 'RTO_DELIVERED' : 'RTO_INITIATED';
  const known: Readonly<Record<string, TrackingStage>> = {
    DELIVERED: 'DELIVERED',
    'OUT FOR DELIVERY': 'OUT_FOR_DELIVERY',
    UNDELIVERED: 'DELIVERY_FAILED',
    'IN TRANSIT': 'IN_TRANSIT',
    'PICKED UP': 'IN_TRANSIT',
    SHIPPED: 'IN_TRANSIT',
    CANCELED: 'CANCELLED',
    CANCELLED: 'CANCELLED',
    'AWB ASSIGNED': 'BOOKED',
    'PICKUP SCHEDULED': 'BOOKED',
    'PICKUP GENERATED': 'BOOKED',
    'MANIFEST GENERATED': 'BOOKED',
  };
  return known[words] ?? 'EXCEPTION';
}

/**
 * Our stage for a Shiprocket status: by its code when it is one we know, else by its label.
 *
 * @example
 * shiprocketStage(17, 'OUT FOR DELIVERY'); // 'OUT_FOR_DELIVERY'
 */
export function shiprocketStage(code: number | null, label: string): TrackingStage {
  return (code !== null ? STAGE_OF_CODE[code] : undefined) ?? stageOfLabel(label);
}

/** `2023-05-19 15:32:17` (India time, as Shiprocket writes it) → epoch ms; null when not that. */
export function istTime(text: string): number | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(text.trim());
  if (!match) return null;
  const at = Date.parse(`${match[1]}T${match[2]}+05:30`);
  return Number.isNaN(at) ? null : at;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const code = (value: unknown): number | null => {
  const parsed = typeof value === 'number' ? value : Number.parseInt(text(value), 10);
  return Number.isInteger(parsed) ? parsed : null;
};

/**
 * `GET /v1/external/courier/track/awb/{awb}`'s answer as our tracking: the stage from
 * `tracking_data.shipment_status` (the label from `shipment_track[0].current_status`), the scans
 * from `shipment_track_activities` (Shiprocket lists them newest first; ours are oldest first),
 * each staged by its `sr-status` (or `sr-status-label`). A parcel not yet scanned answers
 * `track_status: 0` and no activities: booked, no scans. An answer without `tracking_data` is
 * refused as unreadable.
 *
 * @example
 * const tracking = shiprocketTracking('19041424751540', answer.body);
 */
export function shiprocketTracking(awb: string, body: unknown): CourierTracking {
  const data = field(body, 'tracking_data');
  if (typeof data !== 'object' || data === null) {
    throw new CourierError(`Shiprocket's tracking of AWB ${awb} was unreadable`, 'unavailable');
  }
  const activities = field(data, 'shipment_track_activities');
  const scans: TrackingScan[] = (Array.isArray(activities) ? activities : [])
    .map((activity: unknown) => {
      const label = text(field(activity, 'sr-status-label')) || text(field(activity, 'status'));
      return {
        at: istTime(text(field(activity, 'date'))),
        stage: shiprocketStage(code(field(activity, 'sr-status')), label),
        label,
        activity: text(field(activity, 'activity')),
        location: text(field(activity, 'location')) || null,
      };
    })
    .filter((scan): scan is TrackingScan => scan.at !== null)
    .sort((a, b) => a.at - b.at);
  const track = field(data, 'shipment_track');
  const current = text(field(Array.isArray(track) ? track[0] : undefined, 'current_status'));
  const status = code(field(data, 'shipment_status'));
  const latest = scans.at(-1);
  if (status === null && !latest)
    return { awb, stage: 'BOOKED', label: current || 'BOOKED', scans };
  const stage = status !== null ? shiprocketStage(status, current) : (latest?.stage ?? 'BOOKED');
  return { awb, stage, label: (current || latest?.label || stage).toUpperCase(), scans };
}
