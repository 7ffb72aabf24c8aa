import { fromPaise } from '@haat/commerce-core';
import {
  CourierError,
  type Courier,
  type CourierServiceability,
  type CourierShipment,
  type ShipmentRequest,
} from '@haat/storefront-backend';
import {
  shiprocketSession,
  type ShiprocketSession,
  type ShiprocketSessionOptions,
} from './shiprocket-session.js';
import { shiprocketTracking } from './shiprocket-tracking.js';

export interface ShiprocketOptions extends ShiprocketSessionOptions {
  /** The pickup location's name as added in the Shiprocket panel (it must exist there). */
  readonly pickupLocation: string;
}

const API = '/v1/external';
const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

/** A 10-digit Indian mobile number as Shiprocket takes it (`+91 98765 43210` → `9876543210`). */
const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

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
 */
function serviceabilityOf(body: unknown, cod: boolean): CourierServiceability {
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

/** A `GET orders` row as our shipment, when it is ours and still alive (not cancelled). */
function shipmentOfOrder(order: unknown): CourierShipment | null {
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

/** `orders/create/adhoc`'s body for our shipment (amounts in rupees, weight in kg). */
function adhocOrder(request: ShipmentRequest, pickupLocation: string) {
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

/**
 * The Shiprocket courier aggregator (storefront-backend's `Courier` port) over its API
 * (https://apidocs.shiprocket.in/, base `https://apiv2.shiprocket.in/v1/external`), logged in
 * by `shiprocketSession` (token kept, renewed; one re-login after a 401):
 *
 * - `serviceability`: `GET courier/serviceability/` (pickup and delivery pin codes, `cod` 1/0,
 *   weight in kg, declared value); a 404 answer is "no courier there";
 * - `findShipment`: `GET orders?search=<channel order id>`, the order whose `channel_order_id`
 *   is exactly ours and not cancelled (Shiprocket has no idempotency key: a retried booking
 *   looks before it creates);
 * - `createShipment`: `POST orders/create/adhoc` (our channel order id, the pickup location,
 *   the shopper's address as billing = shipping, items with rupee prices, COD or Prepaid,
 *   parcel in cm and kg);
 * - `assignAwb`: `POST courier/assign/awb` (`awb_assign_status` 1); refused, `GET shipments/{id}`
 *   answers the AWB an earlier request assigned (its answer lost), else the refusal's words;
 * - `requestPickup`: `POST courier/generate/pickup`; "already in pickup queue" counts as asked;
 * - `label` / `manifest`: `POST courier/generate/label` and `manifests/generate` answer a PDF
 *   URL, downloaded (HTTPS only);
 * - `tracking`: `GET courier/track/awb/{awb}` (`shiprocketTracking`);
 * - `reattempt` / `returnToOrigin`: `POST ndr/{awb}/action` with `action` `re-attempt` (and the
 *   corrected phone, address, `deferred_date`) or `return`, and `comments`.
 *
 * Every failure is a `CourierError`: `unavailable` (no answer in time, 5xx, 429) or `refused`.
 *
 * @example
 * const courier = shiprocketCourier({ email, password, baseUrl: SHIPROCKET_BASE_URL, pickupLocation: 'Warehouse' });
 * const where = await courier.serviceability({ pickupPinCode: '400001', deliveryPinCode: '560034', weightGrams: 500, cod: true, declaredValue });
 */
export function shiprocketCourier(options: ShiprocketOptions): Courier {
  const session: ShiprocketSession = shiprocketSession(options);
  return {
    name: 'Shiprocket',
    async serviceability(request) {
      const query = new URLSearchParams({
        pickup_postcode: request.pickupPinCode,
        delivery_postcode: request.deliveryPinCode,
        cod: request.cod ? '1' : '0',
        weight: String(request.weightGrams / 1000),
        declared_value: String(fromPaise(request.declaredValue)),
      });
      const answer = await session.call(`${API}/courier/serviceability/?${query}`, {
        method: 'GET',
      });
      if (answer.status === 404) return serviceabilityOf(null, request.cod);
      if (answer.status !== 200) {
        const fault = answer.status >= 500 || answer.status === 429;
        throw new CourierError(
          `Shiprocket could not check pin code ${request.deliveryPinCode} (HTTP ${answer.status})`,
          fault ? 'unavailable' : 'refused',
        );
      }
      return serviceabilityOf(answer.body, request.cod);
    },
    async findShipment(channelOrderId) {
      const query = new URLSearchParams({ search: channelOrderId, per_page: '10' });
      const body = await session.json(
        `${API}/orders?${query}`,
        { method: 'GET' },
        `list orders ${channelOrderId}`,
      );
      const ours = list(field(body, 'data'))
        .filter((order) => text(field(order, 'channel_order_id')) === channelOrderId)
        .map(shipmentOfOrder)
        .filter((shipment): shipment is CourierShipment => shipment !== null);
      return ours[0] ?? null;
    },
    async createShipment(request) {
      const body = await session.json(
        `${API}/orders/create/adhoc`,
        post(adhocOrder(request, options.pickupLocation)),
        `create order ${request.channelOrderId}`,
      );
      const orderId = text(field(body, 'order_id'));
      const shipmentId = text(field(body, 'shipment_id'));
      if (!orderId || !shipmentId) {
        throw new CourierError(
          `Shiprocket did not create order ${request.channelOrderId}: ${text(field(body, 'message')) || 'no order id in its answer'}`,
          'refused',
        );
      }
      return {
        providerOrderId: orderId,
        providerShipmentId: shipmentId,
        awb: text(field(body, 'awb_code')) || null,
        courierName: text(field(body, 'courier_name')) || null,
        pickupRequested: false,
      };
    },
    async assignAwb(providerShipmentId) {
      const body = await session.json(
        `${API}/courier/assign/awb`,
        post({ shipment_id: providerShipmentId }),
        `assign an AWB to shipment ${providerShipmentId}`,
      );
      const data = field(field(body, 'response'), 'data');
      const awb = text(field(data, 'awb_code'));
      if (Number(field(body, 'awb_assign_status')) !== 1 || !awb) {
        // A retry after a lost answer: the AWB the first request assigned is on the shipment.
        const earlier = await session.json(
          `${API}/shipments/${encodeURIComponent(providerShipmentId)}`,
          { method: 'GET' },
          `read shipment ${providerShipmentId}`,
        );
        const assigned = text(field(field(earlier, 'data'), 'awb'));
        if (assigned) {
          const courierName = text(field(field(earlier, 'data'), 'courier')) || 'Shiprocket';
          return { awb: assigned, courierName };
        }
        const why =
          text(field(data, 'awb_assign_error')) || text(field(body, 'message')) || 'no AWB';
        throw new CourierError(
          `Shiprocket refused to assign an AWB to shipment ${providerShipmentId}: ${why}`,
          'refused',
        );
      }
      return { awb, courierName: text(field(data, 'courier_name')) || 'Shiprocket' };
    },
    async requestPickup(providerShipmentId) {
      const answer = await session.call(
        `${API}/courier/generate/pickup`,
        post({ shipment_id: [Number(providerShipmentId)] }),
      );
      const message = text(field(answer.body, 'message'));
      // A retry after a lost answer: the first request was made.
      if (answer.status === 400 && /already in pickup queue/i.test(message)) {
        return { scheduledAt: null };
      }
      if (answer.status < 200 || answer.status >= 300) {
        const fault = answer.status >= 500 || answer.status === 429;
        throw new CourierError(
          `Shiprocket ${fault ? 'could not' : 'refused to'} schedule the pickup of shipment ${providerShipmentId}: ${message || `HTTP ${answer.status}`}`,
          fault ? 'unavailable' : 'refused',
        );
      }
      const response = field(answer.body, 'response');
      return { scheduledAt: text(field(response, 'pickup_scheduled_date')) || null };
    },
    async label(providerShipmentId) {
      const body = await session.json(
        `${API}/courier/generate/label`,
        post({ shipment_id: [Number(providerShipmentId)] }),
        `make the label of shipment ${providerShipmentId}`,
      );
      const url = text(field(body, 'label_url'));
      if (Number(field(body, 'label_created')) !== 1 || !url) {
        throw new CourierError(
          `Shiprocket made no label for shipment ${providerShipmentId}: ${text(field(body, 'response')) || 'no label URL'}`,
          'refused',
        );
      }
      return session.pdf(url, 'label');
    },
    async manifest(providerShipmentIds) {
      const body = await session.json(
        `${API}/manifests/generate`,
        post({ shipment_id: providerShipmentIds.map(Number) }),
        `make the manifest of shipments ${providerShipmentIds.join(', ')}`,
      );
      const url = text(field(body, 'manifest_url'));
      if (!url) throw new CourierError('Shiprocket made no manifest: no manifest URL', 'refused');
      return session.pdf(url, 'manifest');
    },
    async tracking(awb) {
      const body = await session.json(
        `${API}/courier/track/awb/${encodeURIComponent(awb)}`,
        { method: 'GET' },
        `track AWB ${awb}`,
      );
      return shiprocketTracking(awb, body);
    },
    async reattempt(awb, corrections, comment) {
      await session.json(
        `${API}/ndr/${encodeURIComponent(awb)}/action`,
        post({
          action: 're-attempt',
          comments: comment,
          ...(corrections.phone ? { phone: tenDigits(corrections.phone) } : {}),
          ...(corrections.address ? { address1: corrections.address } : {}),
          ...(corrections.date ? { deferred_date: corrections.date } : {}),
        }),
        `re-attempt the delivery of AWB ${awb}`,
      );
    },
    async returnToOrigin(awb, comment) {
      await session.json(
        `${API}/ndr/${encodeURIComponent(awb)}/action`,
        post({ action: 'return', comments: comment }),
        `return AWB ${awb} to origin`,
      );
    },
  };
}
