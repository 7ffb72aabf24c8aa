import { ProviderError } from './provider-error.js';

/** What a provider answered: its HTTP status and its body as JSON (null when not JSON). */
export interface JsonAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * One HTTP call to a provider, bounded by `timeoutMs` (connection, headers and body). Any HTTP
 * status is returned for the caller to judge; no answer in time rejects with a `ProviderError`
 * of failure `timeout`, no connection with `network`.
 *
 * @example
 * const { status, body } = await callJson('razorpay', 'Razorpay', `${base}/v1/orders`, { method: 'POST', headers, body }, 10_000);
 */
export async function callJson(
  provider: string,
  label: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<JsonAnswer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: response.status, body };
  } catch (error) {
    if (signal.aborted) {
      throw new ProviderError(
        `${label} did not answer within ${timeoutMs} ms`,
        provider,
        'timeout',
      );
    }
    const reason =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new ProviderError(`${label} could not be reached: ${reason}`, provider, 'network');
  }
}
