/** How a call to a provider failed: no answer in time, no connection, or an HTTP refusal. */
export type ProviderFailure = 'timeout' | 'network' | 'unavailable' | 'refused';

/**
 * A payment or SMS provider call that did not succeed. `message` says what happened in words fit
 * for a log line and an operator (never a secret); `failure` says what went wrong: no answer in
 * time (`timeout`) or a connection that failed or broke (`network`) — the request may or may not
 * have reached the provider —, a provider fault (`unavailable`: 5xx, 429), or a refusal of the
 * request's content (`refused`: other 4xx, or the provider's own error answer).
 *
 * @example
 * throw new ProviderError('MSG91 is unavailable (HTTP 503)', 'msg91', 'unavailable', 503);
 */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    message: string,
    readonly provider: string,
    readonly failure: ProviderFailure,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
