import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import type { Logger } from 'pino';
import { followTracking, graphqlJsExecutor, refundEvent } from '@haat/storefront-backend';
import type { Config } from './config.js';
import {
  registerGraphqlEndpoint,
  type GraphqlEndpointOptions,
} from './graphql/graphql-endpoint.js';
import { addClientIpRoute } from './http/client-ip.js';
import { addErrorHandler } from './http/errors.js';
import { addHealthRoutes } from './http/health.js';
import { addMetrics, type Metrics } from './http/metrics.js';
import { addRequestLog, requestIdOf } from './http/request-log.js';
import { addSecurityHeaders } from './http/security-headers.js';
import { addJwksRoute } from './identity/jwks.js';
import { registerRazorpayWebhook } from './payments/webhook-route.js';
import { trackingHints } from './couriers/tracking-hints.js';
import { registerTrackingWebhook } from './couriers/tracking-webhook-route.js';
import { inProcessGraphql } from './render/in-process-graphql.js';
import type { ServerPages } from './render/server-pages.js';
import { catalogueSitemapSources } from './seo/sitemap-sources.js';
import { addSeoRoutes } from './seo/sitemap-routes.js';
import { addCdnRoutes } from './shop/cdn-routes.js';
import { addPaymentWindowRoute } from './shop/payment-window-route.js';
import { addSearchRoute } from './shop/search-route.js';
import { addTaxDocumentRoute } from './shop/tax-document-route.js';
import type { Storefront } from './shop/storefront.js';
import { addUserPoolRoute } from './shop/user-pool-route.js';
import { addAdminStatic } from './admin-static/admin-static.js';
import { addStaticWeb } from './static/static-web.js';
import type { WebFiles } from './static/web-files.js';

/** The body cap of every route that does not state its own (JSON APIs, webhooks). */
export const DEFAULT_BODY_LIMIT_BYTES = 100 * 1024;

/** Whether shutdown has begun (set by `closeOnSignals`, read by `/readyz`). */
export interface Lifecycle {
  draining: boolean;
}

export interface AppParts {
  readonly config: Pick<Config, 'trustProxy' | 'publicUrl' | 'razorpay'> &
    Partial<Pick<Config, 'shiprocket'>>;
  readonly logger: Logger;
  /** The public signing keys published at `/.well-known/jwks.json`. */
  readonly publicKeys: readonly JWK[];
  /** The web build, or null to serve the API only. */
  readonly webFiles: WebFiles | null;
  /** The staff console's build, served at `/admin`; absent or null: not served. */
  readonly adminFiles?: WebFiles | null | undefined;
  /** Whether the database answers (`/readyz`). */
  readonly ready: () => Promise<boolean>;
  readonly lifecycle: Lifecycle;
  /** `POST /graphql`: the API's edge and, optionally, where kept answers live. */
  readonly graphql: GraphqlEndpointOptions;
  /**
   * The storefront backend's REST side: the user pool, search, the image CDN and review
   * uploads, and (without Razorpay) the test payment window. Absent: GraphQL only.
   */
  readonly storefront?: Storefront;
  /** The metrics `GET /metrics` answers (`createMetrics`); absent: no metrics. */
  readonly metrics?: Metrics | undefined;
  /**
   * The web app's pages rendered on the server (`serverPages`); absent: the web build's
   * `index.html` for every page, rendered by the app in the browser.
   */
  readonly pages?: ServerPages | undefined;
  /**
   * The bearer token `GET /metrics` needs on this port (`METRICS_TOKEN`); absent or null: the
   * shop's port does not serve `/metrics` (the metrics port does, `startMetricsServer`).
   */
  readonly metricsToken?: string | null | undefined;
}

/** A hop count trusts that many proxies nearest the server (as proxy-addr counts them). */
function trustProxyOf(value: Config['trustProxy']) {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return [...value];
}

/**
 * The HTTP server: fastify with one log line per request (request id honoured and echoed),
 * security headers on every answer, a generic answer for crashes, `/healthz`, `/readyz`,
 * `/api/get-ip`, the JWKS, `POST /graphql`, `GET /metrics` (with `parts.metrics` and
 * `parts.metricsToken`), the storefront's REST routes (`/cognito-idp`, `/search-service/search`,
 * `/cdn`, the test payment window or Razorpay's webhooks, Shiprocket's tracking webhook when it
 * is configured), `/robots.txt` and the sitemap (with
 * the storefront), and the web build with its server-rendered pages. Not listening yet.
 *
 * @example
 * const app = await createApp(parts);
 * await app.listen({ port: config.port, host: config.host });
 */
export async function createApp(parts: AppParts): Promise<FastifyInstance> {
  const loggerInstance: FastifyBaseLogger = parts.logger;
  const app = Fastify({
    loggerInstance,
    genReqId: requestIdOf,
    // Fastify's own two lines per request are off: addRequestLog writes one.
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    trustProxy: trustProxyOf(parts.config.trustProxy),
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
  });
  addSecurityHeaders(app, {
    razorpay: parts.config.razorpay !== null,
    https: parts.config.publicUrl.startsWith('https:'),
  });
  addRequestLog(app);
  if (parts.metrics) addMetrics(app, parts.metrics, { token: parts.metricsToken ?? null });
  addErrorHandler(app);
  addHealthRoutes(app, { ready: parts.ready, draining: () => parts.lifecycle.draining });
  addClientIpRoute(app);
  addJwksRoute(app, parts.publicKeys);
  await registerGraphqlEndpoint(app, parts.graphql);
  const { storefront } = parts;
  if (storefront) {
    // The staff's admin API: a second edge on its own route (plain graphql-js: mercurius holds
    // the storefront's schema, and staff traffic is small).
    const { adminEdge } = storefront.backend;
    await registerGraphqlEndpoint(app, {
      edge: adminEdge,
      path: '/admin/graphql',
      execute: graphqlJsExecutor(adminEdge),
    });
    addUserPoolRoute(app, storefront.backend);
    addSearchRoute(app, storefront.backend);
    addTaxDocumentRoute(app, storefront.backend);
    addCdnRoutes(app, storefront.backend);
    if (storefront.sandbox) addPaymentWindowRoute(app, storefront.deps, storefront.sandbox);
    if (parts.config.razorpay) {
      await registerRazorpayWebhook(app, {
        webhookSecret: parts.config.razorpay.webhookSecret,
        backend: storefront.backend,
        refunds: (event) => refundEvent(storefront.deps, event),
      });
    }
    const { shiprocket } = parts.config;
    if (shiprocket && storefront.deps.courier) {
      // Hints still being followed finish before the process closes its database.
      const hints = trackingHints((awb) => followTracking(storefront.deps, awb), app.log);
      app.addHook('onClose', () => hints.idle());
      await registerTrackingWebhook(app, { token: shiprocket.webhookToken, hints });
    }
  }
  if (parts.adminFiles) {
    addAdminStatic(app, parts.adminFiles, { https: parts.config.publicUrl.startsWith('https:') });
  }
  if (storefront) {
    const { config } = parts;
    addSeoRoutes(app, {
      publicUrl: config.publicUrl,
      sources: catalogueSitemapSources({
        api: inProcessGraphql({
          backend: storefront.backend,
          apiKey: storefront.deps.settings.apiKey,
          log: parts.logger,
        }),
        publicUrl: config.publicUrl,
        storeId: () => storefront.deps.storage.repos.catalogue.storeId(),
      }),
    });
  }
  if (parts.webFiles) addStaticWeb(app, parts.webFiles, parts.pages);
  return app;
}
