import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import type { Logger } from 'pino';
import type { TokenVerifier } from '@haat/storefront-backend';
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
import { addCdnRoutes } from './shop/cdn-routes.js';
import { addPaymentWindowRoute } from './shop/payment-window-route.js';
import { addSearchRoute } from './shop/search-route.js';
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
  readonly config: Pick<Config, 'apiKey' | 'trustProxy' | 'publicUrl' | 'razorpay'>;
  readonly logger: Logger;
  /** The public signing keys published at `/.well-known/jwks.json`. */
  readonly publicKeys: readonly JWK[];
  readonly verifier: TokenVerifier;
  /** The web build, or null to serve the API only. */
  readonly webFiles: WebFiles | null;
  /** The staff console's build, served at `/admin`; absent or null: not served. */
  readonly adminFiles?: WebFiles | null | undefined;
  /** Whether the database answers (`/readyz`). */
  readonly ready: () => Promise<boolean>;
  readonly lifecycle: Lifecycle;
  readonly graphql: Pick<GraphqlEndpointOptions, 'schema' | 'resolvers' | 'context' | 'answers'>;
  /**
   * The storefront backend's REST side: the user pool, search, the image CDN and review
   * uploads, and (without Razorpay) the test payment window. Absent: GraphQL only.
   */
  readonly storefront?: Storefront;
  /** The metrics `GET /metrics` answers (`createMetrics`); absent: no metrics. */
  readonly metrics?: Metrics | undefined;
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
 * `/api/get-ip`, the JWKS, `POST /graphql`, `GET /metrics` (with `parts.metrics`), the
 * storefront's REST routes (`/cognito-idp`, `/search-service/search`, `/cdn`, the test payment
 * window or Razorpay's webhooks) and the web build. Not listening yet.
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
  if (parts.metrics) addMetrics(app, parts.metrics);
  addErrorHandler(app);
  addHealthRoutes(app, { ready: parts.ready, draining: () => parts.lifecycle.draining });
  addClientIpRoute(app);
  addJwksRoute(app, parts.publicKeys);
  await registerGraphqlEndpoint(app, {
    ...parts.graphql,
    apiKey: parts.config.apiKey,
    verifier: parts.verifier,
  });
  const { storefront } = parts;
  if (storefront) {
    addUserPoolRoute(app, storefront.backend);
    addSearchRoute(app, storefront.backend);
    addCdnRoutes(app, storefront.backend);
    if (storefront.sandbox) addPaymentWindowRoute(app, storefront.deps, storefront.sandbox);
    if (parts.config.razorpay) {
      await registerRazorpayWebhook(app, {
        webhookSecret: parts.config.razorpay.webhookSecret,
        backend: storefront.backend,
      });
    }
  }
  if (parts.adminFiles) {
    addAdminStatic(app, parts.adminFiles, { https: parts.config.publicUrl.startsWith('https:') });
  }
  if (parts.webFiles) addStaticWeb(app, parts.webFiles);
  return app;
}
