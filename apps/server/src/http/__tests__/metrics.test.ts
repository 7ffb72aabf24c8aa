import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, TEST_API_KEY, type TestApp } from '../../../test/harness.js';
import { addMetrics, createMetrics, type MetricsOptions } from '../metrics.js';

/** A fastify app with metrics, a stand-in `/graphql` and one more route. */
function appWith(options: MetricsOptions = { processMetrics: false }) {
  const metrics = createMetrics(options);
  const app = Fastify();
  addMetrics(app, metrics);
  app.post('/graphql', (_request, reply) => reply.send({ data: null }));
  app.get('/api/get-ip', (_request, reply) => reply.send({ ip: '203.0.113.7' }));
  return { app, metrics };
}

const scrape = async (app: ReturnType<typeof appWith>['app']) => {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  return { type: response.headers['content-type'], text: response.body };
};

describe('GET /metrics', () => {
  it('answers Prometheus text with requests counted by route, operation and status', async () => {
    const { app } = appWith();
    const post = (operationName: unknown) =>
      app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ x }', operationName } });
    await post('CreateOrder');
    await post('CreateOrder');
    await post('<script>made-up</script>');
    await app.inject({ method: 'GET', url: '/api/get-ip' });
    await app.inject({ method: 'GET', url: '/no/such/path/123' });
    const { type, text } = await scrape(app);
    expect(type).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(text).toContain('# TYPE haat_http_requests_total counter');
    expect(text).toContain(
      'haat_http_requests_total{method="POST",route="/graphql",operation="CreateOrder",status="200"} 2',
    );
    expect(text).toContain(
      'haat_http_requests_total{method="POST",route="/graphql",operation="other",status="200"} 1',
    );
    expect(text).toContain(
      'haat_http_requests_total{method="GET",route="/api/get-ip",operation="",status="200"} 1',
    );
    expect(text).toContain(
      'haat_http_requests_total{method="GET",route="unmatched",operation="",status="404"} 1',
    );
    expect(text).not.toContain('made-up');
    expect(text).not.toContain('/no/such/path');
    expect(text).toMatch(
      /haat_http_request_duration_seconds_count\{method="POST",route="\/graphql",operation="CreateOrder"\} 2/,
    );
  });

  it('moves the domain counters when the backend observes events, starting from 0', async () => {
    const { app, metrics } = appWith();
    const before = (await scrape(app)).text;
    expect(before).toContain('haat_orders_placed_total{payment_type="COD"} 0');
    expect(before).toContain('haat_rate_limited_total{action="otp-send"} 0');
    metrics.observe({ type: 'order-placed', paymentType: 'COD' });
    metrics.observe({ type: 'order-placed', paymentType: 'PREPAID' });
    metrics.observe({ type: 'order-placed', paymentType: 'COD' });
    metrics.observe({ type: 'payment-failed' });
    metrics.observe({ type: 'otp-sent' });
    metrics.observe({ type: 'otp-refused', reason: 'SEND_LIMIT' });
    metrics.observe({ type: 'stock-refused' });
    metrics.observe({ type: 'rate-limited', action: 'create-order' });
    metrics.observe({ type: 'unpaid-hold-refused', limit: 'address' });
    metrics.observe({ type: 'unpaid-hold-refused', limit: 'product' });
    metrics.observe({ type: 'unpaid-hold-refused', limit: 'address' });
    const { text } = await scrape(app);
    for (const line of [
      'haat_orders_placed_total{payment_type="COD"} 2',
      'haat_orders_placed_total{payment_type="PREPAID"} 1',
      'haat_orders_placed_total{payment_type="PPCOD"} 0',
      'haat_payment_failures_total 1',
      'haat_otp_sent_total 1',
      'haat_otp_refused_total{reason="SEND_LIMIT"} 1',
      'haat_otp_refused_total{reason="RESEND_TOO_SOON"} 0',
      'haat_stock_refusals_total 1',
      'haat_rate_limited_total{action="create-order"} 1',
      'haat_rate_limited_total{action="otp-send"} 0',
      'haat_unpaid_hold_refusals_total{limit="address"} 2',
      'haat_unpaid_hold_refusals_total{limit="product"} 1',
      'haat_unpaid_hold_refusals_total{limit="phone"} 0',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('reports the database pool when there is one, and the process metrics', async () => {
    const pool = { max: 10, total: 4, idle: 1, waiting: 2 };
    const { app } = appWith({ poolUse: () => pool });
    const { text } = await scrape(app);
    expect(text).toContain('haat_db_pool_max_connections 10');
    expect(text).toContain('haat_db_pool_connections 4');
    expect(text).toContain('haat_db_pool_idle_connections 1');
    expect(text).toContain('haat_db_pool_waiting_requests 2');
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('has no pool gauges on PGlite (one connection)', async () => {
    const { app } = appWith({ processMetrics: false, poolUse: null });
    expect((await scrape(app)).text).not.toContain('haat_db_pool');
  });
});

describe('createApp with metrics', () => {
  let server: TestApp | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  it('counts the /graphql endpoint by operation and serves /metrics', async () => {
    server = await startTestApp({ metrics: createMetrics({ processMetrics: false }) });
    const answer = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': TEST_API_KEY },
      body: JSON.stringify({ query: 'query getStore { __typename }', operationName: 'getStore' }),
    });
    expect(answer.status).toBe(200);
    const scraped = await fetch(`${server.url}/metrics`);
    expect(scraped.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(await scraped.text()).toContain(
      'haat_http_requests_total{method="POST",route="/graphql",operation="getStore",status="200"} 1',
    );
  });
});
