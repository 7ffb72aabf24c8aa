import type { SendOutcome } from '@haat/storefront-backend';
import { ProviderError } from '../outbound/provider-error.js';

/**
 * Connection failures that happen before a request leaves this machine (nothing was sent, so
 * sending again is safe), as node's fetch words them in `ProviderError` messages.
 */
const NEVER_LEFT = /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH/;

/**
 * The outcome of a send that threw: a provider that could not be reached before the request
 * left (connection refused, unknown host) did not get it — try again later; a time-out or a
 * connection lost midway may have delivered it — unknown, never sent again. Anything else
 * (a bug) is unknown too.
 *
 * @example
 * const outcome = await send().catch(outcomeOfError);
 */
export function outcomeOfError(error: unknown): SendOutcome {
  const reason = error instanceof Error ? error.message : String(error);
  if (error instanceof ProviderError && error.failure === 'network' && NEVER_LEFT.test(reason)) {
    return { status: 'not-sent', retryable: true, reason };
  }
  return { status: 'unknown', reason };
}

/** The digits WhatsApp and MSG91 take for an Indian mobile: `91` and 10 digits. */
export function providerMobile(phone: string): string {
  const digits = /^\+91(\d{10})$/.exec(phone)?.[1];
  if (!digits) throw new RangeError(`Not an Indian mobile number (+91 and 10 digits): ${phone}`);
  return `91${digits}`;
}
