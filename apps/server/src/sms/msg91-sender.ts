import type { SmsSender } from '@haat/storefront-backend';
import { callJson } from '../outbound/call-json.js';
import { ProviderError } from '../outbound/provider-error.js';

export interface Msg91Options {
  readonly authKey: string;
  /** The DLT-approved OTP template (its text carries `##OTP##`). */
  readonly templateId: string;
  /** `https://control.msg91.com`; a local fake in tests. */
  readonly baseUrl: string;
  /** 5 s by default. */
  readonly timeoutMs?: number;
  /** What the template tells the shopper (the server enforces the real expiry): 5 minutes. */
  readonly codeValidityMinutes?: number;
}

const INDIAN_MOBILE = /^\+91(\d{10})$/;

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;

/**
 * Sends one-time codes through MSG91's SendOTP API (v5): `POST /api/v5/otp` with our own code
 * (`otp`), the template and the number as `91XXXXXXXXXX`, the auth key in the `authkey` header.
 * The server generates, stores and checks codes itself; MSG91 only delivers the text, on a
 * DLT-registered template as Indian operators require.
 *
 * Not retried: a send that timed out may still arrive, and the shopper's "resend" (limited by the
 * server) is the safe retry. No answer within the time-out, no connection, a 5xx, a refusal
 * (4xx) or MSG91's own `{"type":"error"}` answer all reject with a `ProviderError` saying which.
 *
 * @example
 * const sms = msg91SmsSender({ authKey, templateId, baseUrl: 'https://control.msg91.com' });
 * await sms.sendOtp('+919876543210', '482913');
 */
export function msg91SmsSender(options: Msg91Options): SmsSender {
  const timeoutMs = options.timeoutMs ?? 5000;
  const validity = String(options.codeValidityMinutes ?? 5);
  return {
    async sendOtp(phone, code) {
      const digits = INDIAN_MOBILE.exec(phone)?.[1];
      if (!digits)
        throw new RangeError(`Not an Indian mobile number (+91 and 10 digits): ${phone}`);
      const query = new URLSearchParams({
        template_id: options.templateId,
        mobile: `91${digits}`,
        otp: code,
        otp_expiry: validity,
      });
      const answer = await callJson(
        'msg91',
        'MSG91',
        `${options.baseUrl}/api/v5/otp?${query}`,
        {
          method: 'POST',
          headers: {
            authkey: options.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: '{}',
        },
        timeoutMs,
      );
      if (answer.status >= 500 || answer.status === 429) {
        throw new ProviderError(
          `MSG91 is unavailable (HTTP ${answer.status})`,
          'msg91',
          'unavailable',
          answer.status,
        );
      }
      if (answer.status >= 300 || field(answer.body, 'type') !== 'success') {
        const message = field(answer.body, 'message');
        throw new ProviderError(
          `MSG91 refused the message: ${typeof message === 'string' ? message : `HTTP ${answer.status}`}`,
          'msg91',
          'refused',
          answer.status,
        );
      }
    },
  };
}
