/**
 * `pnpm --filter @haat/server bench:explain` (issue 22): the hot catalogue queries on a real
 * PostgreSQL with a generated catalogue of BENCH_EXPLAIN_SIZE (100,000) products, each run
 * through the SQL adapter (so the statements are the adapter's own) and then EXPLAIN ANALYZE'd
 * with the parameters it was sent. Prints the plans (the server README keeps them).
 *
 *   pnpm --filter @haat/server bench:explain
 */
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { LISTING_FACETS } from '@haat/storefront-api/listing-facets';
import { generatedCatalogue } from '@haat/storefront-backend/testing';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { catalogueEntries } from '../src/storage/catalogue-file.js';
import { openDatabase } from '../src/storage/database.js';
import * as schema from '../src/storage/schema/index.js';
import { createSqlStorage } from '../src/storage/sql/create-sql-storage.js';
import { replaceCatalogue } from '../src/storage/sql/replace-catalogue.js';
import { vacuumIndexOnlyTables } from '../src/storage/sql/vacuum-index-only-tables.js';
import { startTestPostgres } from '../test/support/postgres.js';

const size = Number(process.env['BENCH_EXPLAIN_SIZE'] ?? 100_000);
const postgres = await startTestPostgres();
try {
  const url = await postgres.emptyDatabase('haat_explain');
  const database = await openDatabase(
    { databaseUrl: url, dataDir: '/tmp' },
    (error) => {
      throw error;
    },
    { statementTimeoutMs: 600_000, idleInTransactionTimeoutMs: 600_000 },
  );
  const catalogue = generatedCatalogue(size);
  await createSqlStorage(database, { seed: { storeId: STORE_ID, ...sampleShop } });
  if (size > 0) {
    const started = Date.now();
    const { storeId: _storeId, ...parts } = catalogue;
    await replaceCatalogue(database, catalogueEntries(parts));
    console.info(`loaded ${size} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // As `pnpm catalogue:load` leaves it: what index-only reads read vacuumed.
  await vacuumIndexOnlyTables(database);
  await database.db.execute(sql`analyze`);
  await database.close();

  // The adapter over a pool whose drizzle logs every statement with its parameters.
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const captured: { query: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  });
  const storage = await createSqlStorage({ db }, { seed: { ...catalogue, storeId: STORE_ID } });
  const { catalogue: repo } = storage.repos;
  const some = catalogue.products.slice(5000, 5048).map((p) => p.id);
  const deepProduct = catalogue.products[Math.floor(size * 0.8)];
  const cases: [string, () => Promise<unknown>][] = [
    ['products by id (a listing page of 48)', () => repo.productsByIds(some)],
    ['product by slug', () => repo.productBySlug(catalogue.products[777]?.slug ?? '')],
    ['listing page 1, DEFAULT', () => repo.productPage({}, 'DEFAULT', { offset: 0, limit: 48 })],
    [
      'listing page 1, a collection, PRICE_LOW',
      () =>
        repo.productPage({ collectionIdGroups: [['serum']] }, 'PRICE_LOW', {
          offset: 0,
          limit: 48,
        }),
    ],
    [
      'listing page 1, a collection, PRICE_LOW, in stock',
      () =>
        repo.productPage({ collectionIdGroups: [['serum']], inStock: true }, 'PRICE_LOW', {
          offset: 0,
          limit: 48,
        }),
    ],
    [
      'a deep page (keyset, 80 %)',
      () =>
        repo.productPage({}, 'DEFAULT', {
          offset: Math.floor(size * 0.8),
          limit: 48,
          after: { keys: [deepProduct?.position ?? 0], id: deepProduct?.id ?? '' },
        }),
    ],
    ["the web app's six facets, whole shop", () => repo.productAggregates({}, LISTING_FACETS)],
    [
      "the web app's six facets, a collection under a price range, rating, in stock",
      () =>
        repo.productAggregates(
          {
            collectionIdGroups: [['serum']],
            priceMin: 300,
            priceMax: 1500,
            ratingAtLeast: 2,
            inStock: true,
          },
          LISTING_FACETS,
        ),
    ],
    [
      'text filter "glow serum"',
      () => repo.productPage({ text: 'glow serum' }, 'DEFAULT', { offset: 0, limit: 48 }),
    ],
    ['search candidates "vitamn serm"', () => repo.searchCandidates(['vitamn', 'serm'], 500)],
    // The search service's first ask: a page of 20 and 10 more.
    ['search candidates "serum", the first ask', () => repo.searchCandidates(['serum'], 30)],
    [
      'deals (recommended, in stock, RECOMMEND_PRIORITY)',
      () =>
        repo.productPage({ recommended: true, inStock: true }, 'RECOMMEND_PRIORITY', {
          offset: 0,
          limit: 20,
        }),
    ],
  ];
  for (const [name, call] of cases) {
    captured.length = 0;
    const started = Date.now();
    await call();
    console.info(`\n### ${name} (${Date.now() - started} ms through the adapter, cold cache)\n`);
    for (const { query, params } of captured) {
      if (!/^\s*(select|with)/i.test(query)) continue;
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off, summary on) ${query}`,
        params,
      );
      console.info('```');
      console.info(rows.map((row) => row['QUERY PLAN']).join('\n'));
      console.info('```');
    }
  }
  await pool.end();
} finally {
  await postgres.stop();
}
