/**
 * The Meilisearch adapter against a local fake of its API (`fakes/fake-meilisearch.ts`), over
 * the SQL storage on PGlite with the sample shop: searches answered from the engine's index
 * (documents read live), typos, edits and disabled products reaching the index, a rebuild by
 * swap, catching up after an outage or a restart, and PostgreSQL answering when the engine fails.
 */
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import type { ShopCatalogue, Storage } from '@haat/storefront-backend';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withSearchEngine } from '../src/search-engine/engine-search.js';
import { SEARCH_INDEX_LOCK, startIndexSync } from '../src/search-engine/index-sync.js';
import { meilisearch } from '../src/search-engine/meilisearch.js';
import { rebuildSearchIndex, startSearchEngine } from '../src/search-engine/search-engine.js';
import { createStorefront } from '../src/shop/storefront.js';
import { MIGRATION_LOCK, type Database } from '../src/storage/database.js';
import {
  createSqlStorage,
  SEED_LOCK,
  type SqlStorage,
} from '../src/storage/sql/create-sql-storage.js';
import { CATALOGUE_LOAD_LOCK } from '../src/storage/sql/in-stock.js';
import { startFakeMeilisearch, FAKE_MEILISEARCH_KEY } from './fakes/fake-meilisearch.js';
import { storefrontConfig, TEST_API_KEY, testSigningKey } from './harness.js';
import { freshPgliteDatabase } from './support/pglite.js';

type Hit = { id: string; price: number; score: number };
type Fake = Awaited<ReturnType<typeof startFakeMeilisearch>>;

const INDEX = 'products';
// Busy-machine safe: the upkeep sends a change within ~100 ms; this only bounds a broken one.
const WITHIN = { timeout: 10_000, interval: 50 };

const quietLog = () => {
  const warnings: unknown[][] = [];
  const infos: unknown[][] = [];
  const log = {
    warn: (...args: unknown[]) => warnings.push(args),
    info: (...args: unknown[]) => infos.push(args),
  } as unknown as Pick<Logger, 'warn' | 'info'>;
  return { log, warnings, infos };
};

let fake: Fake;
let database: Database;
let storage: SqlStorage<ShopCatalogue>;
let signingKey: Awaited<ReturnType<typeof testSigningKey>>;
let engine: ReturnType<typeof startSearchEngine<ShopCatalogue, SqlStorage<ShopCatalogue>>>;

const searchOver = (over: Storage<ShopCatalogue>) => {
  const { backend } = createStorefront(storefrontConfig(), over, signingKey);
  return async (query: string): Promise<Hit[]> => {
    const answer = await backend.search({
      params: new URLSearchParams({ query, limit: '100' }),
      headers: new Headers({ authorization: `Bearer ${TEST_API_KEY}` }),
    });
    expect(answer.status).toBe(200);
    return (answer.body as { results: Hit[] }).results;
  };
};
let search: (query: string) => Promise<Hit[]>;
let searchPostgres: (query: string) => Promise<Hit[]>;
const ids = (hits: readonly Hit[]) => hits.map((hit) => hit.id).sort();

const product = async (id: string) => {
  const [found] = await storage.repos.catalogue.productsByIds([id]);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};
type Product = ShopCatalogue['products'][number];
const edit = async (id: string, change: (p: Product) => Partial<Product>) => {
  const before = await product(id);
  const outcome = await storage.repos.catalogue.updateProduct({ ...before, ...change(before) });
  expect(outcome.ok).toBe(true);
};

beforeAll(async () => {
  fake = await startFakeMeilisearch();
  database = await freshPgliteDatabase();
  storage = await createSqlStorage(database, { seed: { storeId: STORE_ID, ...sampleShop } });
  signingKey = await testSigningKey();
  engine = startSearchEngine(
    { url: fake.baseUrl, key: FAKE_MEILISEARCH_KEY, index: INDEX },
    database,
    storage,
    quietLog().log,
  );
  search = searchOver(engine.storage);
  searchPostgres = searchOver(storage);
  await engine.sync.idle();
}, 60_000);

afterAll(async () => {
  engine.sync.close();
  await database.close();
  await fake.close();
});

describe('the Meilisearch adapter', () => {
  it('takes turns on an advisory lock of its own: a stock write never skips its in-stock recount', () => {
    // The catalogue load's lock is tried shared by every recount: held by anyone else, recounts
    // would be skipped while the upkeep talks to the engine.
    const locks = [MIGRATION_LOCK, SEED_LOCK, CATALOGUE_LOAD_LOCK, SEARCH_INDEX_LOCK];
    expect(new Set(locks).size).toBe(locks.length);
  });

  it('indexes only what search needs: enabled flags included, one document a product', () => {
    const documents = fake.index(INDEX)?.documents;
    expect(documents?.size).toBe(sampleShop.products.length);
    expect(documents?.get('prd-neem-tea-tree-face-wash')).toEqual({
      id: 'prd-neem-tea-tree-face-wash',
      title: 'Neem & Tea Tree Purifying Face Wash',
      category: ['Skin', 'Face Wash'],
      collections: ['Face Wash', 'Bestsellers'],
      tags: ['best-seller', 'featured'],
      keywords: 'neem face wash, tea tree face wash, oily skin face wash, acne face wash',
      enabled: true,
      stamp: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
    });
    expect(documents?.get('prd-saffron-licorice-glow-serum')?.['enabled']).toBe(false);
  });

  it('answers the products the engine found, with their live prices and the contract scores', async () => {
    const hits = await search('sunscreen');
    expect(ids(hits)).toEqual(ids(await searchPostgres('sunscreen')));
    expect(hits.length).toBeGreaterThan(3);
    // The answers come from the engine's index: a product missing there is not found.
    fake.index(INDEX)?.documents.delete('prd-sunscreen-stick-spf50');
    expect(ids(await search('sunscreen'))).not.toContain('prd-sunscreen-stick-spf50');
    expect(ids(await searchPostgres('sunscreen'))).toContain('prd-sunscreen-stick-spf50');
    // A price the index never heard of is answered: documents are read live.
    await edit('prd-mineral-sunscreen-spf30', () => ({ price: 555 }));
    const mineral = (await search('sunscreen')).find((h) => h.id === 'prd-mineral-sunscreen-spf30');
    expect(mineral?.price).toBe(555);
    expect(mineral?.score).toBe(1);
    await engine.sync.reconcile();
    expect(ids(await search('sunscreen'))).toContain('prd-sunscreen-stick-spf50');
  });

  it('finds typo’d words within the index’s typo rules', async () => {
    const hits = await search('sunscren');
    expect(ids(hits)).toEqual(ids(await searchPostgres('sunscreen')));
    expect(hits[0]?.score).toBeLessThan(1);
    expect(ids(await search('moisturser'))).toContain('prd-ceramide-barrier-moisturiser');
    // One typo in a 4-letter word, as the contract's similarity accepts (0.8).
    const serums = await search('serm');
    expect(ids(serums)).toEqual(ids(await searchPostgres('serm')));
    expect(serums.find((hit) => hit.id === 'prd-vitamin-c-brightening-serum')?.score).toBe(0.8);
  });

  it('makes an edit searchable within moments of the change', async () => {
    await edit('prd-kokum-body-butter', (p) => ({ title: `Zanzibar ${p.title ?? ''}` }));
    expect(ids(await search('zanzibar'))).toEqual([]);
    engine.sync.changed(['prd-kokum-body-butter']);
    await vi.waitFor(
      async () => expect(ids(await search('zanzibar'))).toEqual(['prd-kokum-body-butter']),
      WITHIN,
    );
  });

  it('drops a disabled product from the engine’s answers', async () => {
    await edit('prd-kids-gentle-sunscreen-spf50', () => ({ status: 'DISABLED' }));
    engine.sync.changed(['prd-kids-gentle-sunscreen-spf50']);
    await vi.waitFor(
      () =>
        expect(fake.index(INDEX)?.documents.get('prd-kids-gentle-sunscreen-spf50')).toMatchObject({
          enabled: false,
        }),
      WITHIN,
    );
    const engineOnly = await meilisearch({ url: fake.baseUrl, key: FAKE_MEILISEARCH_KEY }).search(
      INDEX,
      'kids gentle sunscreen',
      100,
      5_000,
    );
    expect(engineOnly).not.toContain('prd-kids-gentle-sunscreen-spf50');
    expect(ids(await search('sunscreen'))).not.toContain('prd-kids-gentle-sunscreen-spf50');
  });

  it('rebuilds the index after a catalogue load into a new index swapped in', async () => {
    const live = fake.index(INDEX);
    live?.documents.clear();
    const rebuilt = await rebuildSearchIndex(
      { url: fake.baseUrl, key: FAKE_MEILISEARCH_KEY, index: INDEX },
      database,
    );
    expect(rebuilt.documents).toBe(sampleShop.products.length);
    expect(fake.received.filter((r) => r.url === '/swap-indexes')).toHaveLength(1);
    expect(fake.index(INDEX)).not.toBe(live);
    expect(fake.index(INDEX)?.documents.size).toBe(sampleShop.products.length);
    // The temporary index (holding the old documents after the swap) is gone.
    expect(fake.indexNames()).toEqual([INDEX]);
    expect(ids(await search('zanzibar'))).toEqual(['prd-kokum-body-butter']);
  });

  it('catches up after an engine outage and after a restart', async () => {
    fake.down(true);
    await edit('prd-urea-foot-cream', (p) => ({ title: `Quokka ${p.title ?? ''}` }));
    engine.sync.changed(['prd-urea-foot-cream']);
    await engine.sync.idle();
    fake.down(false);
    await vi.waitFor(
      async () => expect(ids(await search('quokka'))).toEqual(['prd-urea-foot-cream']),
      WITHIN,
    );
    // A change no running process heard (made while none was up): the next start sends it.
    await edit('prd-aloe-vera-soothing-gel', (p) => ({ title: `Wombat ${p.title ?? ''}` }));
    const restarted = startIndexSync({
      database,
      engine: meilisearch({ url: fake.baseUrl, key: FAKE_MEILISEARCH_KEY }),
      index: INDEX,
      collections: () => storage.repos.catalogue.collections(),
      log: quietLog().log,
      // As on PostgreSQL: reads and hand-overs under the advisory lock.
      serialise: true,
    });
    await vi.waitFor(
      async () => expect(ids(await search('wombat'))).toEqual(['prd-aloe-vera-soothing-gel']),
      WITHIN,
    );
    restarted.close();
    // An index deleted by hand: documents sent meanwhile make a bare one (Meilisearch creates a
    // missing index on a document write, without settings: `enabled` is not filterable, searches
    // fail and PostgreSQL answers); the next reconciliation configures it again.
    const client = meilisearch({ url: fake.baseUrl, key: FAKE_MEILISEARCH_KEY });
    await client.waitTask(await client.deleteIndex(INDEX));
    engine.sync.changed(['prd-aloe-vera-soothing-gel']);
    await engine.sync.idle();
    await expect(client.search(INDEX, 'wombat', 10, 5_000)).rejects.toThrow(/not filterable/);
    expect(ids(await search('wombat'))).toEqual(['prd-aloe-vera-soothing-gel']);
    await engine.sync.reconcile();
    expect(await client.search(INDEX, 'wombat', 10, 5_000)).toEqual(['prd-aloe-vera-soothing-gel']);
  });

  it('answers from PostgreSQL when the engine fails or is slow, logging once per outage', async () => {
    let now = 0;
    const { log, warnings, infos } = quietLog();
    const catalogue = withSearchEngine(storage.repos.catalogue, {
      engine: meilisearch({ url: fake.baseUrl, key: FAKE_MEILISEARCH_KEY }),
      index: INDEX,
      log,
      now: () => now,
    });
    const guarded = searchOver({ ...storage, repos: { ...storage.repos, catalogue } });
    const expected = await searchPostgres('serum');
    fake.fail({ kind: 'status', status: 503 });
    expect(await guarded('serum')).toEqual(expected);
    now += 10_000;
    expect(await guarded('serum')).toEqual(expected);
    fake.fail({ kind: 'slow', ms: 3_000 });
    now += 10_000;
    expect(await guarded('serum')).toEqual(expected);
    expect(warnings).toHaveLength(1);
    fake.fail(null);
    fake.index(INDEX)?.documents.delete('prd-retinol-night-serum');
    now += 10_000;
    expect(ids(await guarded('serum'))).not.toContain('prd-retinol-night-serum');
    expect(infos).toHaveLength(1);
  });
});
