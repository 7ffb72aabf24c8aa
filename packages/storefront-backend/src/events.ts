import type { BackendDeps } from './deps.js';
import type { OrderPaymentType } from './ports/storage/records.js';
import type { RateLimitedAction } from './rate-limits/limits.js';

/**
 * What happened in the backend that a host may count (metrics), never carrying personal data (no
 * phone, code, name or address):
 * - `order-placed`: a new order (not a replay of an idempotency key), by its payment type;
 * - `payment-failed`: ValidateTransaction refused a payment whose checkout signature did not
 *   verify (a failure the provider reports never reaches the backend: its webhook, to come);
 * - `otp-sent`: a one-time code was handed to the SMS sender;
 * - `otp-refused`: a code request was refused by the phone's limits;
 * - `stock-refused`: an order was refused because a line was out of stock;
 * - `unpaid-hold-refused`: an unpaid order was refused by a cap on open unpaid orders (per phone
 *   or per network address), or by a product's unpaid share (`product`);
 * - `rate-limited`: an address, phone or user hit a rate limit (`action` says which limit);
 * - `sms-budget`: a code was counted against the shop's hourly SMS budget: allowed or refused,
 *   what is left of it this clock hour, the budget, and when the hour ends (epoch ms).
 *
 * @example
 * const event: BackendEvent = { type: 'order-placed', paymentType: 'COD' };
 */
export type BackendEvent =
  | { readonly type: 'order-placed'; readonly paymentType: OrderPaymentType }
  | { readonly type: 'payment-failed' }
  | { readonly type: 'otp-sent' }
  | { readonly type: 'otp-refused'; readonly reason: 'SEND_LIMIT' | 'RESEND_TOO_SOON' }
  | { readonly type: 'stock-refused' }
  | { readonly type: 'unpaid-hold-refused'; readonly limit: 'phone' | 'address' | 'product' }
  | { readonly type: 'rate-limited'; readonly action: RateLimitedAction }
  | {
      readonly type: 'sms-budget';
      readonly allowed: boolean;
      readonly remaining: number;
      readonly budget: number;
      readonly hourEndsAt: number;
    };

/**
 * Tells the host's observer (`deps.observe`, if any) about an event.
 *
 * @example
 * observe(deps, { type: 'otp-sent' });
 */
export function observe(deps: Pick<BackendDeps, 'observe'>, event: BackendEvent): void {
  deps.observe?.(event);
}
