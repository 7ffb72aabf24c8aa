import autocannon from 'autocannon';

/** What one bounded load run measured. */
export interface LoadFigures {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  /** Connection errors, timeouts, non-2xx answers and 2xx answers carrying GraphQL `errors`. */
  readonly errors: number;
}

/** One load run: `connections` keep POSTing `body` (or a new body each time) for `seconds`. */
export interface LoadPlan {
  readonly url: string;
  readonly connections: number;
  readonly seconds: number;
  readonly headers: Record<string, string>;
  readonly body: string | (() => string);
  /** GET requests (no body) to `url` plus `query()` when given, else POSTs of `body`. */
  readonly query?: (() => string) | undefined;
  /** Headers of each request on top of `headers` (a new shopper's address for each order). */
  readonly headersEach?: (() => Record<string, string>) | undefined;
}

const percentile = (sorted: Float64Array, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * Loads `plan.url` from this process with autocannon (loopback only, bounded by `seconds`) and
 * measures requests/s, p50/p95/p99 latency in ms (from every response) and errors.
 *
 * @example
 * const figures = await measureLoad({ url, connections: 10, seconds: 5, headers, body });
 * figures.p95; // 3.1
 */
export async function measureLoad(plan: LoadPlan): Promise<LoadFigures> {
  const latencies: number[] = [];
  let graphqlErrors = 0;
  const { body } = plan;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: plan.url,
        connections: plan.connections,
        duration: plan.seconds,
        requests: [
          {
            method: plan.query ? 'GET' : 'POST',
            headers: { 'content-type': 'application/json', ...plan.headers },
            setupRequest: (request) => ({
              ...request,
              ...(plan.headersEach
                ? { headers: { ...request.headers, ...plan.headersEach() } }
                : {}),
              ...(plan.query
                ? { path: `${new URL(plan.url).pathname}${plan.query()}` }
                : { body: typeof body === 'string' ? body : body() }),
            }),
            onResponse: (_status, text) => {
              if (text.startsWith('{"errors"') || text.includes(',"errors":')) graphqlErrors += 1;
            },
          },
        ],
      },
      (error: Error | null, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  const sorted = Float64Array.from(latencies).sort();
  return {
    requestsPerSecond: result.requests.total / plan.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: result.errors + result.timeouts + result.non2xx + graphqlErrors,
  };
}
