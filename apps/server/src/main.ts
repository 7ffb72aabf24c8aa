/**
 * Starts the Haat server: `pnpm serve` (this file bundled into `dist/main.js`, see
 * scripts/server-build.ts; `node --conditions=source --import tsx src/main.ts` runs the sources).
 * Settings come from the environment and, if present, apps/server/.env (see .env.example).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import {
  DISPATCH_DEFAULTS,
  dispatchOutbox,
  releaseExpiredHolds,
  cancelUnconfirmedCod,
  completeDeliveredOrders,
  retryClaimedRefunds,
  sweepReviewUploads,
} from '@haat/storefront-backend';
import { createApp, type Lifecycle } from './app.js';
import { ConfigError, configWarnings, loadConfig, type Config } from './config.js';
import { createAnswerCache } from './graphql/answer-cache.js';
import { createMetrics } from './http/metrics.js';
import { startMetricsServer } from './http/metrics-route.js';
import { loadSigningKey } from './identity/signing-key.js';
import { startHoldReleaseTimer } from './orders/hold-release-timer.js';
import { startOutboxTimer } from './notifications/outbox-timer.js';
import { selectNotificationSenders } from './notifications/select-senders.js';
import { closeOnSignals } from './lifecycle.js';
import { createLogger } from './logging/logger.js';
import { secureDataDir } from './storage/data-dir.js';
import { CONNECTION_LIMITS, openDatabase } from './storage/database.js';
import { createStorefront } from './shop/storefront.js';
import { createCatalogueCache } from './storage/sql/catalogue-cache.js';
import { createSqlStorage } from './storage/sql/create-sql-storage.js';
import { openStockChannel } from './storage/stock-channel.js';
import type { IndexSync } from './search-engine/index-sync.js';
import { startSearchEngine } from './search-engine/search-engine.js';
import { inProcessGraphql } from './render/in-process-graphql.js';
import { serverPages } from './render/server-pages.js';
import { loadWebRenderer } from './render/web-renderer.js';
import { warmCompressedCopies } from './static/warm-copies.js';
import { loadWebFiles } from './static/web-files.js';

const envFile = fileURLToPath(new URL('../.env', import.meta.url));
if (existsSync(envFile)) process.loadEnvFile(envFile);

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
const logger = createLogger(config);
for (const warning of configWarnings(config)) logger.warn({ host: config.host }, warning);
// Whatever this process writes (the signing key) is its user's alone, whatever umask it was
// started with; DATA_DIR itself is made, or made private, first.
process.umask(0o077);
const dataDir = await secureDataDir(config.dataDir);
if (dataDir.tightened.length > 0) {
  logger.warn(
    { dataDir: config.dataDir, paths: dataDir.tightened.length },
    'DATA_DIR was open to other users: now private (0700)',
  );
}
const signingKey = await loadSigningKey(config.dataDir);
if (signingKey.created) logger.info({ path: signingKey.path }, 'generated the token signing key');
if (signingKey.tightened)
  logger.warn({ path: signingKey.path }, 'signing key was readable by others: now 0600');

const webFiles = existsSync(config.webDir) ? await loadWebFiles(config.webDir) : null;
if (!webFiles) {
  logger.warn({ webDir: config.webDir }, 'no web build: serving the API only (pnpm build first)');
}

const adminFiles = existsSync(config.adminDir) ? await loadWebFiles(config.adminDir) : null;
if (!adminFiles) {
  logger.warn(
    { adminDir: config.adminDir },
    'no admin build: /admin is not served (pnpm build first)',
  );
}

// PGlite on a thread of its own: this one keeps reading and answering requests while it works.
const database = await openDatabase(
  config,
  (error) => logger.warn({ err: error }, 'database connection lost'),
  CONNECTION_LIMITS,
  'its own thread',
).catch((error: unknown) => {
  logger.fatal({ err: error }, 'could not open the database');
  process.exit(1);
});
logger.info(
  database.engine === 'postgres'
    ? { database: 'postgres', host: new URL(config.databaseUrl ?? '').host }
    : { database: 'pglite', dataDir: config.dataDir },
  'database ready',
);

// Public catalogue reads are answered from memory until stock or the catalogue changes: in this
// process (told by the storage once committed) or, on PostgreSQL, in another one (heard on the
// change channel). The catalogue documents this process keeps are dropped the same way.
const answers = createAnswerCache(() => Date.now());
const catalogueCache = createCatalogueCache();
// With SEARCH_ENGINE_* set, the search engine's index hears every change too (below).
let searchIndex: IndexSync | null = null;
const catalogueChanges = {
  changed: (ids: readonly string[] | null) => {
    catalogueCache.invalidate(ids);
    answers.invalidate();
    searchIndex?.changed(ids);
  },
  pause: () => catalogueCache.pause(),
  resume: () => {
    catalogueCache.resume();
    // Changes may have been missed while the listener was away: compare the whole index.
    searchIndex?.changed(null);
  },
};
const stockChannel =
  database.engine === 'postgres' && config.databaseUrl
    ? openStockChannel(
        config.databaseUrl,
        database,
        {
          // Another process's stock change: its kept answers, counts and deals are stale here.
          invalidate: () => {
            answers.invalidate();
            catalogueCache.stockChanged();
          },
          pause: () => answers.pause(),
          resume: () => answers.resume(),
        },
        logger,
        catalogueChanges,
      )
    : null;

// An empty database is seeded with the sample shop.
const storage = await createSqlStorage(database, {
  seed: { storeId: STORE_ID, ...sampleShop },
  cache: catalogueCache,
  // PGlite runs one statement at a time: one heavy read at once keeps light ones moving.
  heavyReads: database.engine === 'postgres' ? 4 : 1,
  onStockChange: () => {
    answers.invalidate();
    stockChannel?.announce();
  },
  onCatalogueChange: (ids) => {
    answers.invalidate();
    searchIndex?.changed(ids);
  },
}).catch((error: unknown) => {
  logger.fatal({ err: error }, 'could not seed or read the catalogue');
  process.exit(1);
});
// PGlite writes its files with mode 0666 whatever the umask: narrowed once it has made them (at
// first start, hundreds). Files it adds later stay out of reach inside DATA_DIR's 0700 folders.
if (database.engine === 'pglite') await secureDataDir(config.dataDir);
logger.info({ storeId: await storage.repos.catalogue.storeId() }, 'catalogue ready');
// PGlite has no autovacuum: the process vacuums and analyses when quiet (stopped by close).
database.startUpkeep?.(logger);

// The console SMS sender prints codes on stderr: stdout carries only JSON log lines.
const metrics = createMetrics({
  poolUse: database.poolUse,
  smsHourlyBudget: config.smsHourlyBudget,
});
// Search candidates from Meilisearch when configured (PostgreSQL search when it fails).
const searchEngine = config.searchEngine
  ? startSearchEngine(config.searchEngine, database, storage, logger)
  : null;
searchIndex = searchEngine?.sync ?? null;
logger.info(
  config.searchEngine
    ? { searchEngine: config.searchEngine.url, index: config.searchEngine.index }
    : { searchEngine: null },
  config.searchEngine ? 'search candidates from Meilisearch' : 'search from PostgreSQL',
);
const storefront = createStorefront(config, searchEngine?.storage ?? storage, signingKey, {
  print: (line) => process.stderr.write(`${line}\n`),
  observe: metrics.observe,
});
if (storefront.sandbox) logger.info('no Razorpay keys: the sandbox payment window takes payments');
logger.info(
  config.shiprocket
    ? { courier: 'Shiprocket', pickupLocation: config.shiprocket.pickupLocation }
    : { courier: null },
  config.shiprocket
    ? 'shipments are booked with Shiprocket'
    : 'no Shiprocket settings: the shop ships by itself (staff enter courier and AWB)',
);

// The pages shoppers land on and link previewers fetch are rendered here, from the catalogue
// read through the backend in this process (and kept in the answer cache like its answers).
const renderer = webFiles
  ? await loadWebRenderer(config.webDir, {
      publicUrl: config.publicUrl,
      graphqlFetch: inProcessGraphql({
        backend: storefront.backend,
        apiKey: config.apiKey,
        answers,
        log: logger,
      }).fetch,
    })
  : null;
if (webFiles && !renderer) {
  logger.warn(
    { webDir: config.webDir },
    'the web build has no server render: pages render in the browser (pnpm build)',
  );
}

const lifecycle: Lifecycle = { draining: false };
const app = await createApp({
  config,
  logger,
  publicKeys: [signingKey.publicJwk],
  webFiles,
  adminFiles,
  ready: () => database.ping(),
  lifecycle,
  graphql: { edge: storefront.backend.graphqlEdge, answers },
  storefront,
  metrics,
  pages: renderer ? serverPages({ renderer, answers, log: logger }) : undefined,
  metricsToken: config.metrics.token,
});
// Unpaid prepaid orders give their stock back once their hold lapses (one sweep at a time).
const holds = startHoldReleaseTimer({
  release: () => releaseExpiredHolds(storefront.deps),
  intervalMs: config.holdReleaseIntervalMs,
  log: logger,
});
// Shopper messages queued with the changes they tell about leave through the outbox, one
// dispatcher per process (processes claim different rows).
if (config.notify.channels.length === 0)
  logger.warn('NOTIFY_CHANNELS is empty: no shopper messages are sent');
const senders = selectNotificationSenders(config.notify, (line) =>
  process.stderr.write(`${line}\n`),
);
const outbox = startOutboxTimer({
  dispatch: () =>
    dispatchOutbox(
      { ...storefront.deps, senders },
      { ...DISPATCH_DEFAULTS, leaseMs: config.notify.leaseMs },
    ),
  intervalMs: config.notify.intervalMs,
  limit: DISPATCH_DEFAULTS.limit,
  log: logger,
});
// COD orders left unconfirmed past the shop's confirmation time are cancelled, stock back
// (through the order's life: one winner against a shopper's or staff's confirm).
const codSweep = startHoldReleaseTimer({
  release: () => cancelUnconfirmedCod(storefront.deps),
  intervalMs: config.holdReleaseIntervalMs,
  log: logger,
  messages: {
    done: 'cancelled unconfirmed COD orders',
    failed: 'cancelling unconfirmed COD orders failed',
  },
});
// Delivered orders whose return window has passed are closed (COMPLETE: no return may be asked
// any more), through the order's life.
const completeSweep = startHoldReleaseTimer({
  release: () => completeDeliveredOrders(storefront.deps),
  intervalMs: config.holdReleaseIntervalMs,
  log: logger,
  messages: {
    done: 'completed delivered orders past their return window',
    failed: 'completing delivered orders failed',
  },
});
// Refunds the gateway did not answer when they were made (still claimed) are asked again with
// their own key (never paid twice), then settled into the order's life.
const refundSweep = startHoldReleaseTimer({
  release: () => retryClaimedRefunds(storefront.deps),
  intervalMs: config.holdReleaseIntervalMs,
  log: logger,
  messages: {
    done: 'asked again for unanswered refunds',
    failed: 'asking again for refunds failed',
  },
});
// Review uploads that lapsed (never sent, or no review took them within 24 hours) are deleted
// with their bytes; reads never do it.
const uploadSweep = startHoldReleaseTimer({
  release: () => sweepReviewUploads(storefront.deps),
  intervalMs: config.holdReleaseIntervalMs,
  log: logger,
  messages: { done: 'swept lapsed review uploads', failed: 'sweeping review uploads failed' },
});
// /metrics on its own port (loopback unless METRICS_HOST says otherwise, then with the token).
const metricsServer =
  config.metrics.port === null
    ? null
    : await startMetricsServer(metrics, {
        host: config.metrics.host,
        port: config.metrics.port,
        token: config.metrics.token,
      });
if (metricsServer) {
  logger.info({ host: config.metrics.host, port: config.metrics.port }, 'metrics listening');
}
app.addHook('onClose', async () => {
  await outbox.stop();
  await holds.stop();
  await uploadSweep.stop();
  await codSweep.stop();
  await completeSweep.stop();
  await refundSweep.stop();
  await metricsServer?.close();
  searchIndex?.close();
  await stockChannel?.close();
  await database.close();
});
closeOnSignals(app, lifecycle, { graceMs: config.shutdownGraceMs });
const url = await app.listen({ port: config.port, host: config.host });
logger.info({ url, publicUrl: config.publicUrl }, 'listening');
for (const files of [webFiles, adminFiles]) {
  if (!files) continue;
  warmCompressedCopies(files).then(
    (count) => logger.info({ files: count }, 'compressed the web build'),
    (error: unknown) => logger.error({ err: error }, 'could not compress the web build'),
  );
}
