import type { ServerResponse } from 'node:http';
import { listenFake, sendJson, type Received } from './listen.js';

export const FAKE_SHIPROCKET_EMAIL = 'api-user@haat.example';
export const FAKE_SHIPROCKET_PASSWORD = 'fake-shiprocket-password';
export const FAKE_PICKUP_LOCATION = 'Haat Warehouse';

/** How the fake fails the next request of a kind: a status, or done but answered late / never. */
export type ShiprocketFault =
  | { readonly kind: 'status'; readonly status: number; readonly message?: string }
  | { readonly kind: 'slow'; readonly ms: number }
  | { readonly kind: 'drop' };

/** The requests the fake can fail on purpose. */
export type ShiprocketCall =
  | 'login'
  | 'serviceability'
  | 'orders'
  | 'create'
  | 'awb'
  | 'pickup'
  | 'label'
  | 'manifest'
  | 'track'
  | 'ndr'
  | 'cancel';

/** A delivery pin code the fake's couriers serve. */
export interface FakePinCode {
  readonly cod: boolean;
  /** As Shiprocket writes it: `Jul 08, 2026`. */
  readonly etd: string;
  readonly city: string;
  readonly state: string;
}

/** One tracking scan, as `shipment_track_activities` lists it. */
interface Activity {
  readonly date: string;
  readonly status: string;
  readonly activity: string;
  readonly location: string;
  readonly 'sr-status': string;
  readonly 'sr-status-label': string;
}

/** An order the fake holds (Orders API shape, the parts we read), with its one shipment. */
export interface FakeOrder {
  readonly id: number;
  readonly channel_order_id: string;
  status: string;
  readonly payment_method: string;
  readonly body: Record<string, unknown>;
  readonly shipment: {
    readonly id: number;
    awb: string;
    courier: string;
    pickupScheduled: boolean;
    shipmentStatus: number;
    currentStatus: string;
    readonly activities: Activity[];
  };
}

const REQUIRED = [
  'order_id',
  'order_date',
  'pickup_location',
  'billing_customer_name',
  'billing_address',
  'billing_city',
  'billing_pincode',
  'billing_state',
  'billing_country',
  'billing_phone',
  'shipping_is_billing',
  'order_items',
  'payment_method',
  'sub_total',
  'length',
  'breadth',
  'height',
  'weight',
];

/** Shiprocket's code for each status label the tests script (Tracking section of its docs). */
export const FAKE_STATUS_CODES = {
  'PICKED UP': 42,
  'IN TRANSIT': 18,
  'OUT FOR DELIVERY': 17,
  UNDELIVERED: 21,
  DELIVERED: 7,
  'RTO INITIATED': 9,
  'RTO DELIVERED': 10,
} as const;

/** A scripted status label. */
export type FakeStatus = keyof typeof FAKE_STATUS_CODES;

/** A small PDF: what a label or manifest URL answers. */
export const FAKE_PDF = '%PDF-1.4\n% fake Shiprocket document\n%%EOF\n';

/**
 * A local fake of the Shiprocket API v2 endpoints Haat calls (https://apidocs.shiprocket.in/):
 * `auth/login` (bearer tokens; `expireTokens` makes the next call 401), serviceability by
 * pin code, orders listed by `search`, `orders/create/adhoc` (which, as Shiprocket, makes a
 * second order when asked twice: `creates` counts them), AWB assignment (refused the second
 * time: "AWB is already assigned"), a shipment by id, pickup ("Already in Pickup Queue." the
 * second time), label and manifest PDFs served from its own host, tracking
 * by AWB with scans the test adds (`scan`), NDR actions (kept in `ndrActions`), and cancels
 * (`orders/cancel`: status CANCELED; refused for an unknown id, an order already cancelled or one
 * the courier has scanned since its pickup, which only an RTO brings back). Any call can
 * be failed once (`fail`): a status, or done and answered late or never. `webhook` makes the
 * tracking webhook body Shiprocket would POST for an AWB.
 */
export async function startFakeShiprocket() {
  const orders: FakeOrder[] = [];
  const tokens = new Set<string>();
  const faults = new Map<ShiprocketCall, ShiprocketFault[]>();
  const pinCodes = new Map<string, FakePinCode>();
  const ndrActions: { awb: string; body: Record<string, unknown> }[] = [];
  const manifests: number[][] = [];
  let logins = 0;
  let creates = 0;
  let clockMinutes = 0;
  let base = '';

  const take = (call: ShiprocketCall) => faults.get(call)?.shift();
  /** Answers as the fault says (the work is done whatever it says, except a status). */
  const answer = (
    response: ServerResponse,
    fault: ShiprocketFault | undefined,
    status: number,
    body: unknown,
  ) => {
    if (fault?.kind === 'drop') {
      response.socket?.destroy();
      return;
    }
    if (fault?.kind === 'slow') {
      setTimeout(() => {
        if (!response.destroyed && !response.writableEnded) sendJson(response, status, body);
      }, fault.ms);
      return;
    }
    sendJson(response, status, body);
  };
  const refuse = (response: ServerResponse, status: number, message: string) =>
    sendJson(response, status, { message, status_code: status });
  const byShipment = (id: unknown) => orders.find((order) => order.shipment.id === Number(id));
  const byAwb = (awb: string) => orders.find((order) => order.shipment.awb === awb && awb !== '');

  const routes: Record<string, (request: Received, url: URL, response: ServerResponse) => void> = {
    'GET /v1/external/courier/serviceability/': (_request, url, response) => {
      const pin = pinCodes.get(url.searchParams.get('delivery_postcode') ?? '');
      const cod = url.searchParams.get('cod') === '1';
      if (!url.searchParams.get('pickup_postcode') || !url.searchParams.get('weight')) {
        return refuse(response, 422, 'The pickup postcode and weight are required.');
      }
      if (!pin || (cod && !pin.cod)) return refuse(response, 404, 'No courier serviceable');
      return sendJson(response, 200, {
        status: 200,
        data: {
          available_courier_companies: [
            {
              courier_name: 'Delhivery Surface',
              cod: pin.cod ? 1 : 0,
              etd: pin.etd,
              city: pin.city,
              state: pin.state,
              rate: 79,
            },
          ],
        },
      });
    },
    'GET /v1/external/orders': (_request, url, response) => {
      const search = url.searchParams.get('search') ?? '';
      const data = orders
        .filter((order) => order.channel_order_id.includes(search))
        .map((order) => ({
          id: order.id,
          channel_order_id: order.channel_order_id,
          status: order.status,
          payment_method: order.payment_method,
          shipments: [
            { id: order.shipment.id, awb: order.shipment.awb, courier: order.shipment.courier },
          ],
        }));
      return sendJson(response, 200, { data, meta: { pagination: { total: data.length } } });
    },
    'POST /v1/external/orders/cancel': (request, _url, response) => {
      const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
      const ids: unknown = body['ids'];
      if (!Array.isArray(ids) || ids.length === 0) {
        return sendJson(response, 422, {
          message: 'Oops! Invalid Data.',
          errors: { ids: ['The ids field is required.'] },
          status_code: 422,
        });
      }
      const fault = take('cancel');
      if (fault?.kind === 'status')
        return refuse(response, fault.status, fault.message ?? 'Something went wrong');
      const found = ids.map((id) => orders.find((order) => order.id === Number(id)));
      if (found.some((order) => !order)) return refuse(response, 400, 'Invalid order id.');
      const held = found.filter((order): order is FakeOrder => order !== undefined);
      if (held.some((order) => order.status === 'CANCELED'))
        return refuse(response, 400, 'Order is already cancelled.');
      if (held.some((order) => order.shipment.activities.length > 0))
        return refuse(response, 400, 'Order cannot be cancelled once picked up.');
      for (const order of held) order.status = 'CANCELED';
      return answer(response, fault, 200, { status: 200, message: 'Order cancelled.' });
    },
    'POST /v1/external/orders/create/adhoc': (request, _url, response) => {
      const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
      const missing = REQUIRED.filter((key) => body[key] === undefined || body[key] === '');
      if (missing.length > 0) {
        return sendJson(response, 422, {
          message: 'Oops! Invalid Data.',
          errors: Object.fromEntries(
            missing.map((key) => [key, [`The ${key.replaceAll('_', ' ')} field is required.`]]),
          ),
          status_code: 422,
        });
      }
      if (body['pickup_location'] !== FAKE_PICKUP_LOCATION) {
        return refuse(
          response,
          422,
          `Wrong Pickup location entered. Please choose one location from data given`,
        );
      }
      const fault = take('create');
      if (fault?.kind === 'status')
        return refuse(response, fault.status, fault.message ?? 'Something went wrong');
      creates += 1;
      const order: FakeOrder = {
        id: 281_248_156 + creates,
        channel_order_id: String(body['order_id']),
        status: 'NEW',
        payment_method: String(body['payment_method']),
        body,
        shipment: {
          id: 280_652_099 + creates,
          awb: '',
          courier: '',
          pickupScheduled: false,
          shipmentStatus: 1,
          currentStatus: 'NEW',
          activities: [],
        },
      };
      orders.push(order);
      return answer(response, fault, 200, {
        order_id: order.id,
        shipment_id: order.shipment.id,
        status: 'NEW',
        status_code: 1,
        onboarding_completed_now: 0,
        awb_code: '',
        courier_company_id: '',
        courier_name: '',
      });
    },
    'POST /v1/external/courier/assign/awb': (request, _url, response) => {
      const order = byShipment(
        (JSON.parse(request.body || '{}') as Record<string, unknown>)['shipment_id'],
      );
      if (!order) return refuse(response, 400, 'Shipment id does not exist');
      const fault = take('awb');
      if (fault?.kind === 'status')
        return refuse(response, fault.status, fault.message ?? 'Something went wrong');
      if (order.shipment.awb !== '') {
        // Asked again (an answer lost on the way): refused, the AWB stays as it was.
        return sendJson(response, 200, {
          awb_assign_status: 0,
          response: { data: { awb_assign_error: 'AWB is already assigned' } },
        });
      }
      order.shipment.awb = `3210557${String(order.shipment.id).slice(-5)}`;
      order.shipment.courier = 'Delhivery Surface';
      order.status = 'READY TO SHIP';
      return answer(response, fault, 200, {
        awb_assign_status: 1,
        response: {
          data: {
            awb_code: order.shipment.awb,
            courier_name: order.shipment.courier,
            shipment_id: order.shipment.id,
            courier_company_id: 12,
          },
        },
      });
    },
    'POST /v1/external/courier/generate/pickup': (request, _url, response) => {
      const ids = (JSON.parse(request.body || '{}') as Record<string, unknown>)['shipment_id'];
      const order = byShipment(Array.isArray(ids) ? ids[0] : ids);
      if (!order?.shipment.awb) return refuse(response, 400, 'AWB not assigned');
      const fault = take('pickup');
      if (fault?.kind === 'status')
        return refuse(response, fault.status, fault.message ?? 'Something went wrong');
      if (order.shipment.pickupScheduled) return refuse(response, 400, 'Already in Pickup Queue.');
      order.shipment.pickupScheduled = true;
      order.status = 'PICKUP SCHEDULED';
      return answer(response, fault, 200, {
        pickup_status: 1,
        response: {
          pickup_scheduled_date: '2026-07-05 10:00:00',
          pickup_token_number: 'Reference No: 194_BIGFOOT 1',
          status: 3,
          data: 'Pickup is scheduled',
        },
      });
    },
    'POST /v1/external/courier/generate/label': (request, _url, response) => {
      const ids = (JSON.parse(request.body || '{}') as Record<string, unknown>)['shipment_id'];
      const order = byShipment(Array.isArray(ids) ? ids[0] : ids);
      const fault = take('label');
      if (fault?.kind === 'status')
        return refuse(response, fault.status, fault.message ?? 'Something went wrong');
      if (!order?.shipment.awb)
        return sendJson(response, 200, {
          label_created: 0,
          response: 'AWB not assigned',
          not_created: [ids],
        });
      return answer(response, fault, 200, {
        label_created: 1,
        label_url: `${base}/files/label-${order.shipment.id}.pdf`,
        response: 'Label has been created and uploaded successfully!',
        not_created: [],
      });
    },
    'POST /v1/external/manifests/generate': (request, _url, response) => {
      const ids = (JSON.parse(request.body || '{}') as Record<string, unknown>)['shipment_id'];
      const shipments = (Array.isArray(ids) ? ids : []).map(Number);
      const fault = take('manifest');
      if (fault?.kind === 'status')
        return refuse(response, fault.status, fault.message ?? 'Something went wrong');
      if (shipments.some((id) => !byShipment(id)?.shipment.pickupScheduled)) {
        return refuse(response, 400, 'Pickup not scheduled for the shipment.');
      }
      manifests.push(shipments);
      return answer(response, fault, 200, {
        status: 1,
        manifest_url: `${base}/files/manifest-${manifests.length}.pdf`,
      });
    },
  };

  const track = (awb: string, response: ServerResponse) => {
    const order = byAwb(awb);
    const fault = take('track');
    if (fault?.kind === 'status')
      return refuse(response, fault.status, fault.message ?? 'Something went wrong');
    if (!order) return refuse(response, 404, `Awb ${awb} not found`);
    const { shipment } = order;
    return answer(response, fault, 200, {
      tracking_data: {
        track_status: shipment.activities.length > 0 ? 1 : 0,
        shipment_status: shipment.shipmentStatus,
        shipment_track: [
          {
            awb_code: awb,
            shipment_id: shipment.id,
            order_id: order.id,
            current_status: shipment.currentStatus,
            courier_name: shipment.courier,
          },
        ],
        shipment_track_activities:
          shipment.activities.length > 0 ? [...shipment.activities].reverse() : null,
        track_url: `https://shiprocket.co/tracking/${awb}`,
        ...(shipment.activities.length > 0
          ? {}
          : {
              error:
                'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.',
            }),
      },
    });
  };

  const ndr = (awb: string, request: Received, response: ServerResponse) => {
    const order = byAwb(awb);
    const fault = take('ndr');
    if (fault?.kind === 'status')
      return refuse(response, fault.status, fault.message ?? 'Something went wrong');
    if (!order) return refuse(response, 400, 'Invalid AWB');
    const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
    if (body['action'] !== 're-attempt' && body['action'] !== 'return') {
      return refuse(response, 422, 'The selected action is invalid.');
    }
    if (order.shipment.shipmentStatus !== FAKE_STATUS_CODES.UNDELIVERED) {
      return refuse(response, 400, 'Shipment is not in NDR.');
    }
    ndrActions.push({ awb, body });
    return answer(response, fault, 202, { status: 'Data Updated Sucessfully' });
  };

  const fake = await listenFake((request, response) => {
    const url = new URL(request.url, 'http://fake');
    if (request.method === 'GET' && /^\/files\/[\w-]+\.pdf$/.test(url.pathname)) {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      response.end(FAKE_PDF);
      return;
    }
    if (request.method === 'POST' && url.pathname === '/v1/external/auth/login') {
      const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
      const fault = take('login');
      if (fault?.kind === 'status')
        return refuse(response, fault.status, fault.message ?? 'Something went wrong');
      if (
        body['email'] !== FAKE_SHIPROCKET_EMAIL ||
        body['password'] !== FAKE_SHIPROCKET_PASSWORD
      ) {
        return refuse(response, 400, 'Invalid email and password combination');
      }
      logins += 1;
      const token = `fake.jwt.${logins}`;
      tokens.add(token);
      return answer(response, fault, 200, {
        id: 1,
        first_name: 'API',
        last_name: 'User',
        email: body['email'],
        company_id: 7,
        created_at: '2026-01-01 10:00:00',
        token,
      });
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return refuse(response, 401, 'Token has expired');
    const awbPath = /^\/v1\/external\/courier\/track\/awb\/([^/]+)$/.exec(url.pathname);
    if (awbPath && request.method === 'GET')
      return track(decodeURIComponent(awbPath[1] ?? ''), response);
    const ndrPath = /^\/v1\/external\/ndr\/([^/]+)\/action$/.exec(url.pathname);
    if (ndrPath && request.method === 'POST')
      return ndr(decodeURIComponent(ndrPath[1] ?? ''), request, response);
    const shipmentPath = /^\/v1\/external\/shipments\/(\d+)$/.exec(url.pathname);
    if (shipmentPath && request.method === 'GET') {
      const order = byShipment(shipmentPath[1]);
      if (!order) return refuse(response, 404, 'Shipment not found');
      return sendJson(response, 200, {
        data: {
          id: order.shipment.id,
          order_id: order.id,
          channel_order_id: order.channel_order_id,
          awb: order.shipment.awb,
          courier: order.shipment.courier,
          status: order.status,
        },
      });
    }
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return refuse(response, 404, 'Not found');
    if (request.method === 'GET' && url.pathname !== '/v1/external/orders') {
      const fault = take('serviceability');
      if (fault?.kind === 'status')
        return refuse(response, fault.status, fault.message ?? 'Something went wrong');
    }
    return route(request, url, response);
  });
  base = fake.baseUrl;

  /** The order holding an AWB (a test error when none does). */
  const orderOf = (awb: string) => {
    const order = byAwb(awb);
    if (!order) throw new Error(`The fake has no shipment with AWB ${awb}`);
    return order;
  };

  return {
    ...fake,
    orders,
    ndrActions,
    manifests,
    /** Orders created (Shiprocket makes one per `orders/create/adhoc`, repeats included). */
    get creates() {
      return creates;
    },
    get logins() {
      return logins;
    },
    /** A delivery pin code the couriers serve. */
    servePinCode: (pin: string, details: FakePinCode) => pinCodes.set(pin, details),
    /** The next calls of that kind fail this way, in order. */
    fail: (call: ShiprocketCall, ...next: ShiprocketFault[]) =>
      faults.set(call, [...(faults.get(call) ?? []), ...next]),
    /** Every token given so far stops working (the next call is answered 401). */
    expireTokens: () => tokens.clear(),
    /**
     * The courier scans the parcel: a new activity (a minute after the last, India time), and
     * the shipment's status becomes that one.
     */
    scan: (
      awb: string,
      status: FakeStatus,
      activity: string = status,
      location = 'Bengaluru_Hub (Karnataka)',
    ) => {
      const order = orderOf(awb);
      clockMinutes += 1;
      const at = new Date(Date.UTC(2026, 6, 5, 4, 30) + clockMinutes * 60_000 + 330 * 60_000);
      const date = at.toISOString().slice(0, 19).replace('T', ' ');
      const code = FAKE_STATUS_CODES[status];
      order.shipment.activities.push({
        date,
        status: `X-${code}`,
        activity,
        location,
        'sr-status': String(code),
        'sr-status-label': status,
      });
      order.shipment.shipmentStatus = code;
      order.shipment.currentStatus = status;
      order.status = status;
    },
    /**
     * The tracking webhook body Shiprocket would POST about an AWB now (the panel's sample
     * shape); `claims` overrides any field (a forger's claim).
     */
    webhook: (awb: string, claims: Record<string, unknown> = {}) => {
      const order = orderOf(awb);
      const { shipment } = order;
      return JSON.stringify({
        awb,
        courier_name: shipment.courier,
        current_status: shipment.currentStatus,
        current_status_id: shipment.shipmentStatus,
        shipment_status: shipment.currentStatus,
        shipment_status_id: shipment.shipmentStatus,
        current_timestamp: '05 07 2026 11:43:52',
        order_id: order.channel_order_id,
        sr_order_id: order.id,
        awb_assigned_date: '2026-07-05 10:00:00',
        pickup_scheduled_date: '2026-07-05 10:00:00',
        etd: '2026-07-08 15:40:19',
        scans: [...shipment.activities].map(({ date, activity, location, ...rest }) => ({
          date,
          status: rest.status,
          activity,
          location,
          'sr-status': rest['sr-status'],
          'sr-status-label': rest['sr-status-label'],
        })),
        is_return: 0,
        channel_id: 3_422_553,
        pod_status: 'OTP Based Delivery',
        pod: 'Not Available',
        ...claims,
      });
    },
  };
}

/** A running Shiprocket fake (`startFakeShiprocket`). */
export type FakeShiprocket = Awaited<ReturnType<typeof startFakeShiprocket>>;
