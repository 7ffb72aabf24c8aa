import { delay, HttpResponse } from 'msw';
import type { Scenarios } from './scenarios.js';

/** Counts requests per target for `flaky-503` (every other request fails). */
export class FlakyCounter {
  private readonly counts = new Map<string, number>();

  /** true on the 1st, 3rd, 5th … request to this target. */
  fails(target: string): boolean {
    const count = (this.counts.get(target) ?? 0) + 1;
    this.counts.set(target, count);
    return count % 2 === 1;
  }

  reset(): void {
    this.counts.clear();
  }
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const failure = (status: number): Response =>
  HttpResponse.json(
    { errors: [{ message: STATUS_TEXT[status] ?? 'Error', errorType: `HTTP_${status}` }] },
    { status, headers: status === 429 ? { 'Retry-After': '1' } : {} },
  );

/**
 * Applies the transport scenarios (slow, timeout, network error, HTTP failures) before a handler
 * answers: `slow` waits `slowMs`, `timeout` waits `timeoutMs` (longer than the client waits).
 * Resolves to the failing response, or null when the handler should answer normally.
 */
export async function transportFailure(
  scenarios: Scenarios,
  options: {
    readonly slowMs: number;
    readonly timeoutMs: number;
    readonly flaky: FlakyCounter;
  },
): Promise<Response | null> {
  if (scenarios.has('slow')) await delay(options.slowMs);
  if (scenarios.has('timeout')) await delay(options.timeoutMs);
  if (scenarios.has('network-error')) return HttpResponse.error();
  for (const status of [429, 500, 502, 503, 504] as const) {
    if (scenarios.has(`http-${status}`)) return failure(status);
  }
  if (scenarios.has('flaky-503') && options.flaky.fails(scenarios.target)) return failure(503);
  return null;
}
