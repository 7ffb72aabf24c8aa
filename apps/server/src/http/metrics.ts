import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { extraOperations, storefrontOperations } from '@haat/storefront-api';
import {
  DEFAULT_SMS_HOURLY_BUDGET,
  RATE_LIMIT_SUBJECTS,
  type BackendEvent,
  type OrderPaymentType,
  type RateLimitedAction,
} from '@haat/storefront-backend';
import { operationNameOf } from '../graphql/operation-label.js';
import type { PoolUse } from '../storage/database.js';
import { addMetricsRoute, type MetricsAccess } from './metrics-route.js';

/**
 * The server's metrics: the registry `GET /metrics` answers, and the backend's observer
 * (`BackendDeps.observe`) that moves the domain counters.
 *
 * @example
 * const metrics = createMetrics({ poolUse: database.poolUse });
 * const backend = createStorefrontBackend({ ...deps, observe: metrics.observe });
 */
export interface Metrics {
  readonly registry: Registry;
  readonly observe: (event: BackendEvent) => void;
  /** Counts one answered request (called by the hook {@link addMetrics} installs). */
  readonly request: (labels: RequestLabels, seconds: number) => void;
}

/** The labels of one answered request. */
export interface RequestLabels {
  readonly method: string;
  /** The route's pattern (`/graphql`, `/*`), or `unmatched` (404s), never the raw path. */
  readonly route: string;
  /** The contract's operation name on `/graphql` (`other` for any other name), else empty. */
  readonly operation: string;
  readonly status: string;
}

/**
 * Options of {@link createMetrics}: how to read the database pool's use (`database.poolUse`:
 * null on PGlite, which has one connection, so no pool gauges), and
 * whether to add the process's default metrics (CPU, memory, event-loop lag, GC; on by default).
 *
 * @example
 * const options: MetricsOptions = { poolUse: database.poolUse };
 */
export interface MetricsOptions {
  readonly poolUse?: (() => PoolUse) | null | undefined;
  readonly processMetrics?: boolean | undefined;
  /** The shop's hourly SMS budget (`SMS_HOURLY_BUDGET`): what the remaining gauge starts at. */
  readonly smsHourlyBudget?: number | undefined;
  /** The clock the remaining gauge reads to see a new hour begin (default `Date.now`). */
  readonly now?: (() => number) | undefined;
}

/** Every operation name of the contract: the only values the `operation` label takes. */
const OPERATIONS: ReadonlySet<string> = new Set(
  [...storefrontOperations, ...extraOperations].map(({ name }) => name),
);

/** The label values counters start at 0 with. */
const PAYMENT_TYPES: readonly OrderPaymentType[] = ['COD', 'PREPAID', 'PPCOD'];
const OTP_REFUSALS: readonly Extract<BackendEvent, { type: 'otp-refused' }>['reason'][] = [
  'SEND_LIMIT',
  'RESEND_TOO_SOON',
];
const RATE_LIMITED_ACTIONS = Object.keys(RATE_LIMIT_SUBJECTS) as RateLimitedAction[];
const UNPAID_HOLD_LIMITS: readonly Extract<
  BackendEvent,
  { type: 'unpaid-hold-refused' }
>['limit'][] = ['phone', 'address', 'product'];

/**
 * The `operation` label of a request: the contract's operation name on `/graphql` as the edge
 * read it (`other` for any other name, or a request refused before one was read).
 */
function operationOf(request: FastifyRequest, route: string): string {
  if (route !== '/graphql') return '';
  const name = operationNameOf(request);
  return name !== undefined && OPERATIONS.has(name) ? name : 'other';
}

/**
 * The registry with every Haat metric (names and what to alert on: apps/server/README.md
 * "Metrics"). Counters with known label values start at 0, so a rate of 0 is visible.
 *
 * @example
 * const metrics = createMetrics({ poolUse: database.poolUse });
 * metrics.observe({ type: 'otp-sent' });
 */
export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'haat_http_requests_total',
    help: 'HTTP requests answered, by method, route, GraphQL operation and status.',
    labelNames: ['method', 'route', 'operation', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'haat_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route and operation.',
    labelNames: ['method', 'route', 'operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const ordersPlaced = new Counter({
    name: 'haat_orders_placed_total',
    help: 'Orders placed (idempotent replays not counted), by payment type.',
    labelNames: ['payment_type'] as const,
    registers,
  });
  const paymentFailures = new Counter({
    name: 'haat_payment_failures_total',
    help: 'Payments refused by ValidateTransaction because the checkout signature did not verify.',
    registers,
  });
  const otpSent = new Counter({
    name: 'haat_otp_sent_total',
    help: 'One-time codes handed to the SMS sender.',
    registers,
  });
  const otpRefused = new Counter({
    name: 'haat_otp_refused_total',
    help: "Code requests refused by the phone's limits, by reason (SEND_LIMIT, RESEND_TOO_SOON).",
    labelNames: ['reason'] as const,
    registers,
  });
  const stockRefusals = new Counter({
    name: 'haat_stock_refusals_total',
    help: 'Orders refused because a line was out of stock.',
    registers,
  });
  const rateLimited = new Counter({
    name: 'haat_rate_limited_total',
    help: 'Attempts refused by a rate limit, by action (otp-send, create-order, create-order-phone, create-order-user, sign-in, sign-in-phone, user-pool).',
    labelNames: ['action'] as const,
    registers,
  });
  const unpaidHoldRefusals = new Counter({
    name: 'haat_unpaid_hold_refusals_total',
    help: 'Unpaid orders refused by a cap on unpaid holds, by limit (phone, address, product).',
    labelNames: ['limit'] as const,
    registers,
  });
  const smsBudgetRefused = new Counter({
    name: 'haat_sms_budget_refused_total',
    help: "Codes not sent because the shop's hourly SMS budget was spent (SMS_HOURLY_BUDGET).",
    registers,
  });
  // What is left of the budget this clock hour, as the last code request this process handled
  // saw it (the count itself is shared by every process, in storage); a new hour starts full.
  const full = options.smsHourlyBudget ?? DEFAULT_SMS_HOURLY_BUDGET;
  const budget = { full, remaining: full, until: 0 };
  const now = options.now ?? (() => Date.now());
  new Gauge({
    name: 'haat_sms_budget_remaining',
    help: 'One-time codes the shop may still send by SMS this clock hour (all processes together).',
    registers,
    collect() {
      this.set(now() >= budget.until ? budget.full : budget.remaining);
    },
  });
  for (const paymentType of PAYMENT_TYPES) ordersPlaced.inc({ payment_type: paymentType }, 0);
  for (const limit of UNPAID_HOLD_LIMITS) unpaidHoldRefusals.inc({ limit }, 0);
  for (const reason of OTP_REFUSALS) otpRefused.inc({ reason }, 0);
  for (const action of RATE_LIMITED_ACTIONS) rateLimited.inc({ action }, 0);

  const { poolUse } = options;
  if (poolUse) {
    const gauge = (name: string, help: string, read: (use: PoolUse) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(poolUse()));
        },
      });
    gauge('haat_db_pool_max_connections', 'Size limit of the PostgreSQL pool.', (u) => u.max);
    gauge('haat_db_pool_connections', 'PostgreSQL connections open.', (u) => u.total);
    gauge('haat_db_pool_idle_connections', 'Open connections not in use.', (u) => u.idle);
    gauge(
      'haat_db_pool_waiting_requests',
      'Queries waiting for a free connection (the pool is exhausted while above 0).',
      (u) => u.waiting,
    );
  }

  const observe = (event: BackendEvent): void => {
    switch (event.type) {
      case 'order-placed':
        ordersPlaced.inc({ payment_type: event.paymentType });
        return;
      case 'payment-failed':
        paymentFailures.inc();
        return;
      case 'otp-sent':
        otpSent.inc();
        return;
      case 'otp-refused':
        otpRefused.inc({ reason: event.reason });
        return;
      case 'stock-refused':
        stockRefusals.inc();
        return;
      case 'rate-limited':
        rateLimited.inc({ action: event.action });
        return;
      case 'unpaid-hold-refused':
        unpaidHoldRefusals.inc({ limit: event.limit });
        return;
      case 'sms-budget':
        if (!event.allowed) smsBudgetRefused.inc();
        budget.full = event.budget;
        budget.remaining = event.remaining;
        budget.until = event.hourEndsAt;
        return;
    }
  };
  const request = (labels: RequestLabels, seconds: number): void => {
    requests.inc({ ...labels });
    latency.observe(
      { method: labels.method, route: labels.route, operation: labels.operation },
      seconds,
    );
  };
  return { registry, observe, request };
}

/**
 * Counts every answered request (method, route pattern, the contract's GraphQL operation name,
 * status, and the time to answer). `GET /metrics` is answered on the shop's port only with a
 * token (`access.token`, `METRICS_TOKEN`: callers present it as a bearer token); without one
 * the shop's port does not serve it, and the metrics port does (`startMetricsServer`). Register
 * it before the routes it should count.
 *
 * @example
 * addMetrics(app, createMetrics({ poolUse: database.poolUse }), { token: config.metrics.token });
 */
export function addMetrics(app: FastifyInstance, metrics: Metrics, access: MetricsAccess): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(
      {
        method: request.method,
        route,
        operation: operationOf(request, route),
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  // Without a token the shop's port has no /metrics (and the web build never falls back there).
  if (access.token !== null) addMetricsRoute(app, metrics, access);
}
