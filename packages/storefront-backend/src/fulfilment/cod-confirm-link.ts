import type { BackendSettings } from '../deps.js';
import { codConfirmToken } from './cod-confirm-token.js';

/**
 * How long a COD order waits for its confirmation unless the shop says otherwise: two days
 * (long enough for a shopper who orders at night and reads messages the next evening).
 *
 * @example
 * DEFAULT_COD_CONFIRMATION_HOURS * 3_600_000; // 172_800_000
 */
export const DEFAULT_COD_CONFIRMATION_HOURS = 48;

/**
 * The settings a confirmation link and deadline are made from.
 *
 * @example
 * const settings: CodConfirmSettings = { otpSecret: 's', publicUrl: 'https://haat.in' };
 */
export type CodConfirmSettings = Pick<
  BackendSettings,
  'otpSecret' | 'publicUrl' | 'codConfirmationHours'
>;

/**
 * When a COD order placed at `placedAt` stops waiting for its confirmation: the sweep cancels it
 * from then on, and its confirm link no longer works.
 *
 * @example
 * codConfirmDeadline({ otpSecret: 's' }, 0); // 172_800_000 (48 hours)
 */
export function codConfirmDeadline(settings: CodConfirmSettings, placedAt: number): number {
  const hours = settings.codConfirmationHours ?? DEFAULT_COD_CONFIRMATION_HOURS;
  return placedAt + hours * 3_600_000;
}

/**
 * The link in the confirm-your-COD-order message: the web app's confirm page
 * (`/orders/confirm-cod`) with the order's signed, expiring token (`codConfirmToken`) as `t`.
 *
 * @example
 * await codConfirmLink({ otpSecret: 's', publicUrl: 'https://haat.in' }, order.id, order.createdAt);
 * // 'https://haat.in/orders/confirm-cod?t=…'
 */
export async function codConfirmLink(
  settings: CodConfirmSettings,
  orderId: string,
  placedAt: number,
): Promise<string> {
  const token = await codConfirmToken(
    settings.otpSecret,
    orderId,
    codConfirmDeadline(settings, placedAt),
  );
  const base = (settings.publicUrl ?? '').replace(/\/+$/, '');
  return `${base}/orders/confirm-cod?t=${encodeURIComponent(token)}`;
}
