import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, TEST_API_KEY, type TestApp } from '../../../test/harness.js';
import { noteOperationName } from '../../graphql/operation-label.js';
import { addMetrics, createMetrics, type MetricsOptions } from '../metrics.js';
import { startMetricsServer } from '../metrics-route.js';

const METRICS_TOKEN = 'metrics-token-0123456789';
const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };

/**
 * A fastify app with metrics (read with the token), a stand-in `/graphql` (noting the operation
 * name it was sent, as the endpoint notes the one the edge read) and one more route.
 */
function appWith(options: MetricsOptions = { processMetrics: false }) {
  const metrics = createMetrics(options);
  const app = Fastify();
  addMetrics(app, metrics, { token: METRICS_TOKEN });
  app.post('/graphql', (request, reply) => {
    const name: unknown = Reflect.get(request.body ?? {}, 'operationName');
    if (typeof name === 'string') noteOperationName(request, name);
    return reply.send({ data: null });
  });
  app.get('/api/get-ip', (_request, reply) => reply.send({ ip: '203.0.113.7' }));
  return { app, metrics };
}

const scrape = async (app: ReturnType<typeof appWith>['app']) => {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: bearer });
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

  it('counts codes refused by the SMS budget and shows what is left of it this hour', async () => {
    let time = Date.UTC(2026, 0, 1, 4, 30);
    const { app, metrics } = appWith({
      processMetrics: false,
      smsHourlyBudget: 3,
      now: () => time,
    });
    const before = (await scrape(app)).text;
    expect(before).toContain('haat_sms_budget_remaining 3');
    expect(before).toContain('haat_sms_budget_refused_total 0');
    for (const action of [
      'create-order-phone',
      'create-order-user',
      'sign-in',
      'sign-in-phone',
      'user-pool',
    ]) {
      expect(before).toContain(`haat_rate_limited_total{action="${action}"} 0`);
    }
    const hourEndsAt = Date.UTC(2026, 0, 1, 5, 0);
    metrics.observe({ type: 'sms-budget', allowed: true, remaining: 0, budget: 3, hourEndsAt });
    metrics.observe({ type: 'sms-budget', allowed: false, remaining: 0, budget: 3, hourEndsAt });
    const spent = (await scrape(app)).text;
    expect(spent).toContain('haat_sms_budget_remaining 0');
    expect(spent).toContain('haat_sms_budget_refused_total 1');
    time = hourEndsAt;
    expect((await scrape(app)).text).toContain('haat_sms_budget_remaining 3');
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

  it('counts the /graphql endpoint by operation and serves /metrics to the token', async () => {
    server = await startTestApp({
      metrics: createMetrics({ processMetrics: false }),
      metricsToken: METRICS_TOKEN,
    });
    const answer = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': TEST_API_KEY },
      body: JSON.stringify({ query: 'query getStore { __typename }', operationName: 'getStore' }),
    });
    expect(answer.status).toBe(200);
    const scraped = await fetch(`${server.url}/metrics`, { headers: bearer });
    expect(scraped.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(await scraped.text()).toContain(
      'haat_http_requests_total{method="POST",route="/graphql",operation="getStore",status="200"} 1',
    );
  });
});

describe('who reads /metrics', () => {
  let server: TestApp | null = null;
  let scrape: Awaited<ReturnType<typeof startMetricsServer>> | null = null;
  afterEach(async () => {
    await server?.close();
    await scrape?.close();
    server = null;
    scrape = null;
  });

  it('is not served on the shop’s port without a token', async () => {
    server = await startTestApp({ metrics: createMetrics({ processMetrics: false }) });
    const answer = await fetch(`${server.url}/metrics`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('haat_');
  });

  it.each([
    ['no Authorization', {}],
    ['a wrong token', { authorization: 'Bearer metrics-token-0123456780' }],
    ['the token without Bearer', { authorization: METRICS_TOKEN }],
    ['the API key', { 'x-api-key': TEST_API_KEY }],
  ])('refuses %s on the shop’s port with 401', async (_name, headers) => {
    server = await startTestApp({
      metrics: createMetrics({ processMetrics: false }),
      metricsToken: METRICS_TOKEN,
    });
    const answer = await fetch(`${server.url}/metrics`, { headers });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    expect(await answer.text()).toBe('Unauthorized');
  });

  it('is served on its own loopback port, with the token when one is set', async () => {
    const metrics = createMetrics({ processMetrics: false });
    scrape = await startMetricsServer(metrics, { host: '127.0.0.1', port: 0, token: null });
    const open = scrape.server.address() as { port: number };
    expect((await fetch(`http://127.0.0.1:${open.port}/metrics`)).status).toBe(200);
    await scrape.close();
    scrape = await startMetricsServer(metrics, {
      host: '127.0.0.1',
      port: 0,
      token: METRICS_TOKEN,
    });
    const guarded = scrape.server.address() as { port: number };
    const url = `http://127.0.0.1:${guarded.port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const answer = await fetch(url, { headers: bearer });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('haat_http_requests_total');
  });
});
