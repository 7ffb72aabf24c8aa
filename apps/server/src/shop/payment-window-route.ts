import type { FastifyInstance } from 'fastify';
import {
  sandboxCheckout,
  type BackendDeps,
  type SandboxPaymentGateway,
} from '@haat/storefront-backend';

/**
 * `POST /mock-razorpay/pay` with `{ order_id }`: the sandbox side of the web app's test payment
 * window (`/mock-razorpay/checkout.js`) when Razorpay is not configured. It answers what
 * Razorpay Checkout hands the page — `{ razorpay_payment_id, razorpay_order_id,
 * razorpay_signature }`, signed by the sandbox gateway — so ValidateTransaction runs the same
 * signature check as with Razorpay. 404 for a provider order CreateTransaction never made.
 * Never registered when Razorpay keys are set (and production requires them).
 *
 * @example
 * if (sandbox) addPaymentWindowRoute(app, deps, sandbox);
 */
export function addPaymentWindowRoute(
  app: FastifyInstance,
  deps: BackendDeps,
  sandbox: SandboxPaymentGateway,
): void {
  app.post('/mock-razorpay/pay', async (request, reply) => {
    const body = request.body;
    const orderId: unknown =
      typeof body === 'object' && body !== null ? Reflect.get(body, 'order_id') : null;
    const answer =
      typeof orderId === 'string' ? await sandboxCheckout(deps, sandbox, orderId, 'pay') : null;
    if (answer?.status !== 'paid') {
      return reply.code(404).send({ message: 'Unknown payment order' });
    }
    return reply.send(answer.response);
  });
}
