import { fromPaise } from '@haat/commerce-core';
import type {
  CourierServiceability,
  CourierShipment,
  ShipmentRequest,
} from '@haat/storefront-backend';

// Shiprocket's request and answer bodies (https://apidocs.shiprocket.in/), read and written
// field by field: its answers are loosely typed (ids as numbers or strings, flags as 0/1).

/**
 * A field of a loosely typed answer (undefined when the value is no object).
 *
 * @example
 * field({ data: { awb: '1' } }, 'data'); // { awb: '1' }
 */
export const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
/**
 * A string or number field as text ('' for anything else): Shiprocket sends ids as either.
 *
 * @example
 * text(281248157); // '281248157'
 */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
/**
 * An array field, or none.
 *
 * @example
 * list(null); // []
 */
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * A 10-digit Indian mobile number as Shiprocket takes it.
 *
 * @example
 * tenDigits('+91 98765 43210'); // '9876543210'
 */
export const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An `etd` as `YYYY-MM-DD`: Shiprocket writes `Jul 08, 2026` or `2026-07-08 15:40:19`. */
function etdDay(etd: string): string | null {
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(etd);
  if (iso?.[1]) return iso[1];
  const spoken = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(etd.trim());
  const month = spoken ? MONTHS.indexOf(spoken[1] ?? '') : -1;
  if (!spoken || month < 0) return null;
  return `${spoken[3]}-${String(month + 1).padStart(2, '0')}-${(spoken[2] ?? '').padStart(2, '0')}`;
}

/**
 * `GET courier/serviceability/`'s answer: serviceable when any courier company is listed, COD
 * when one of them has `cod: 1`; the soonest `etd` (of the COD ones when cash is asked) and the
 * first company's city and state.
 *
 * @example
 * serviceabilityOf(answer.body, true); // { serviceable: true, cod: true, estimatedDelivery: '2026-07-08', … }
 */
export function serviceabilityOf(body: unknown, cod: boolean): CourierServiceability {
  const companies = list(field(field(body, 'data'), 'available_courier_companies'));
  const cashOnes = companies.filter((company) => Number(field(company, 'cod')) === 1);
  const days = (cod ? cashOnes : companies)
    .map((company) => etdDay(text(field(company, 'etd'))))
    .filter((day): day is string => day !== null)
    .sort();
  const first = companies[0];
  return {
    serviceable: companies.length > 0,
    cod: cashOnes.length > 0,
    estimatedDelivery: days[0] ?? null,
    city: text(field(first, 'city')) || null,
    state: text(field(first, 'state')) || null,
  };
}

/** Order statuses after which a pickup was asked for (Orders API `status`). */
const PICKUP_ASKED = /PICKUP|SHIPPED|TRANSIT|DELIVER|RTO|MANIFEST/i;

/**
 * A `GET orders` row as our shipment, when it is still alive (not cancelled).
 *
 * @example
 * shipmentOfOrder({ id: 1, status: 'NEW', shipments: [{ id: 2, awb: '' }] }); // { providerShipmentId: '2', awb: null, … }
 */
export function shipmentOfOrder(order: unknown): CourierShipment | null {
  const status = text(field(order, 'status'));
  const shipment = list(field(order, 'shipments'))[0];
  const id = text(field(shipment, 'id'));
  if (/CANCEL/i.test(status) || id === '') return null;
  return {
    providerOrderId: text(field(order, 'id')),
    providerShipmentId: id,
    awb: text(field(shipment, 'awb')) || null,
    courierName: text(field(shipment, 'courier')) || null,
    pickupRequested: PICKUP_ASKED.test(status),
  };
}

/**
 * `orders/create/adhoc`'s body for our shipment (amounts in rupees, weight in kg).
 *
 * @example
 * await session.json('/v1/external/orders/create/adhoc', post(adhocOrder(request, 'Warehouse')), 'create');
 */
export function adhocOrder(request: ShipmentRequest, pickupLocation: string) {
  const to = request.deliverTo;
  const [first = to.name, ...rest] = to.name.trim().split(/\s+/);
  return {
    order_id: request.channelOrderId,
    order_date: request.orderDate,
    pickup_location: pickupLocation,
    billing_customer_name: first,
    billing_last_name: rest.join(' '),
    billing_address: to.address,
    billing_address_2: to.landmark ?? '',
    billing_city: to.city,
    billing_pincode: to.pinCode,
    billing_state: to.state,
    billing_country: 'India',
    ...(to.email ? { billing_email: to.email } : {}),
    billing_phone: tenDigits(to.phone),
    shipping_is_billing: true,
    order_items: request.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: fromPaise(item.unitPrice),
      ...(item.hsn ? { hsn: item.hsn } : {}),
    })),
    payment_method: request.codAmount > 0 ? 'COD' : 'Prepaid',
    sub_total: fromPaise(request.subTotal),
    length: request.parcel.lengthCm,
    breadth: request.parcel.breadthCm,
    height: request.parcel.heightCm,
    weight: request.parcel.weightGrams / 1000,
  };
}
