import { sandboxCheckout } from '@haat/storefront-backend';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockHost } from '../lib/host/mock-host.js';

/**
 * The address the stand-in payment window (apps/web/public/mock-razorpay/checkout.js) calls when
 * the shopper presses "Pay": next to the GraphQL endpoint.
 */
export const paymentWindowUrl = (graphqlUrl: string): string =>
  `${graphqlUrl.replace(/\/[^/]*$/, '')}/mock-razorpay/pay`;

/**
 * `POST …/mock-razorpay/pay` with `{ order_id }` → Razorpay Checkout's handler response
 * `{ razorpay_payment_id, razorpay_order_id, razorpay_signature }`, signed by the host's sandbox
 * gateway, so ValidateTransaction runs the same signature check as with Razorpay. 404 for a
 * provider order CreateTransaction never made.
 */
export function paymentWindowHandlers(host: MockHost): HttpHandler[] {
  return [
    http.post(paymentWindowUrl(host.config.graphqlUrl), async ({ request }) => {
      const body: unknown = await request.json().catch(() => null);
      const orderId: unknown =
        typeof body === 'object' && body !== null ? Reflect.get(body, 'order_id') : null;
      const answer =
        typeof orderId === 'string'
          ? await sandboxCheckout(host.deps, host.gateway, orderId, 'pay')
          : null;
      if (answer?.status !== 'paid') {
        return HttpResponse.json({ message: 'Unknown payment order' }, { status: 404 });
      }
      return HttpResponse.json(answer.response);
    }),
  ];
}
