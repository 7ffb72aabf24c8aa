import type { Courier } from '../ports/courier.js';
import {
  createPinCodeCheck,
  type PinCodeCheck,
  type PinCodeCheckOptions,
} from './pin-code-check.js';

/**
 * The courier a shop books through (absent: the shop ships by itself, and staff enter courier
 * and AWB when they dispatch): the port, the pickup pin code, the pin code check the product
 * page and checkout use, and how long a booking attempt holds its claim.
 *
 * @example
 * const courier: CourierDeps = createCourierDeps({ courier: shiprocket, clock, pickupPinCode: '400001' });
 */
export interface CourierDeps {
  readonly port: Courier;
  readonly pickupPinCode: string;
  readonly pinCodes: PinCodeCheck;
  /** How long a booking attempt holds its claim before a retry may take over (default 2 min). */
  readonly bookingLeaseMs: number;
  /**
   * The courier's public tracking page, `{awb}` replaced by the AWB, given to the shopper when
   * the courier's scans dispatch a parcel (absent: the store's `trackingUrl`).
   */
  readonly trackingUrlTemplate?: string | undefined;
}

/**
 * The courier deps of a host, made once per process (the pin code cache lives in it).
 *
 * @example
 * const deps = { ...backendDeps, courier: createCourierDeps({ courier, clock, pickupPinCode: '400001' }) };
 */
export function createCourierDeps(
  options: PinCodeCheckOptions & {
    readonly bookingLeaseMs?: number | undefined;
    readonly trackingUrlTemplate?: string | undefined;
  },
): CourierDeps {
  return {
    port: options.courier,
    pickupPinCode: options.pickupPinCode,
    pinCodes: createPinCodeCheck(options),
    bookingLeaseMs: options.bookingLeaseMs ?? 120_000,
    ...(options.trackingUrlTemplate ? { trackingUrlTemplate: options.trackingUrlTemplate } : {}),
  };
}
