/**
 * Starts the Haat server: `pnpm serve` (or `node --conditions=source --import tsx src/main.ts`).
 * Settings come from the environment and, if present, apps/server/.env (see .env.example).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { releaseExpiredHolds } from '@haat/storefront-backend';
import { createApp, type Lifecycle } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createAnswerCache } from './graphql/answer-cache.js';
import { createMetrics } from './http/metrics.js';
import { loadSigningKey } from './identity/signing-key.js';
import { startHoldReleaseTimer } from './orders/hold-release-timer.js';
import { closeOnSignals } from './lifecycle.js';
import { createLogger } from './logging/logger.js';
import { openDatabase } from './storage/database.js';
import { backendGraphql, createStorefront } from './shop/storefront.js';
import { createSqlStorage } from './storage/sql/create-sql-storage.js';
import { openStockChannel } from './storage/stock-channel.js';
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

const database = await openDatabase(config, (error) =>
  logger.warn({ err: error }, 'database connection lost'),
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

// Public catalogue reads are answered from memory until stock changes: in this process (told by
// the storage once committed) or, on PostgreSQL, in another one (heard on the stock channel).
const answers = createAnswerCache(() => Date.now());
const stockChannel =
  database.engine === 'postgres' && config.databaseUrl
    ? openStockChannel(config.databaseUrl, database, answers, logger)
    : null;

// An empty database is seeded with the sample shop.
const storage = await createSqlStorage(database, {
  seed: { storeId: STORE_ID, ...sampleShop },
  onStockChange: () => {
    answers.invalidate();
    stockChannel?.announce();
  },
}).catch((error: unknown) => {
  logger.fatal({ err: error }, 'could not seed or read the catalogue');
  process.exit(1);
});
logger.info(
  {
    storeId: await storage.repos.catalogue.storeId(),
    products: (await storage.repos.catalogue.products()).length,
  },
  'catalogue ready',
);

// The console SMS sender prints codes on stderr: stdout carries only JSON log lines.
const metrics = createMetrics({ poolUse: database.poolUse });
const storefront = createStorefront(config, storage, signingKey, {
  print: (line) => process.stderr.write(`${line}\n`),
  observe: metrics.observe,
});
if (storefront.sandbox) logger.info('no Razorpay keys: the sandbox payment window takes payments');

const lifecycle: Lifecycle = { draining: false };
const app = await createApp({
  config,
  logger,
  publicKeys: [signingKey.publicJwk],
  verifier: storefront.deps.tokens.verifier,
  webFiles,
  adminFiles,
  ready: () => database.ping(),
  lifecycle,
  graphql: { ...backendGraphql(storefront.backend), answers },
  storefront,
  metrics,
});
// Unpaid prepaid orders give their stock back once their hold lapses (one sweep at a time).
const holds = startHoldReleaseTimer({
  release: () => releaseExpiredHolds(storefront.deps),
  intervalMs: config.holdReleaseIntervalMs,
  log: logger,
});
app.addHook('onClose', async () => {
  await holds.stop();
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
