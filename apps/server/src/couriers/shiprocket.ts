import { fromPaise } from '@haat/commerce-core';
import { CourierError, type Courier, type CourierShipment } from '@haat/storefront-backend';
import {
  adhocOrder,
  field,
  list,
  serviceabilityOf,
  shipmentOfOrder,
  tenDigits,
  text,
} from './shiprocket-bodies.js';
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
const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

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
 *   corrected phone, address, `deferred_date`) or `return`, and `comments`;
 * - `cancelShipment`: `POST orders/cancel` with `{ "ids": [<Shiprocket order id>] }` (its API
 *   docs' "Cancel an Order", which takes several ids at once; the route and body as other
 *   projects' Shiprocket clients send them, e.g. open-logistics' `orders_cancel`
 *   `CancelOrdersPayload { ids }`): any 2xx is done (the answer's body is not read), a 4xx
 *   refusal (unknown id, already picked up) passes on Shiprocket's `message`.
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
    async cancelShipment(providerOrderId) {
      const id = Number(providerOrderId);
      if (!Number.isSafeInteger(id) || id <= 0) {
        throw new CourierError(`"${providerOrderId}" is not a Shiprocket order id`, 'refused');
      }
      await session.json(`${API}/orders/cancel`, post({ ids: [id] }), `cancel order ${id}`);
    },
  };
}
