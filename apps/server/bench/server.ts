/**
 * `pnpm bench:server` (issues 14 and 22): the real server (`pnpm serve`, a child process) under
 * load from this process with autocannon, on PGlite and — when Debian's PostgreSQL binaries are
 * installed — on a throw-away PostgreSQL, against the ceiling (a bare node:http child answering
 * the same bytes from memory), at each catalogue size of BENCH_SIZES (45: the sample shop;
 * 2000,100000: generated from its shape by `generatedCatalogue`, written as a JSON Lines file
 * and loaded with `pnpm catalogue:load`'s command: on PGlite before the server starts, on
 * PostgreSQL while a server runs). Per size and engine it reports the load (time, peak memory),
 * the server's start to ready, its memory after start and after the reads, then uncached reads
 * at BENCH_CONNECTIONS (10): every request new (a new slug, page, filter, word; anonymous reads
 * carry a new unused variable, so no kept answer serves them): product page, listing page 1,
 * a deep page (keyset `nextToken` at 80 % of the listing), the web app's six facets, the search
 * service, getInitialData; and guest COD orders at BENCH_BUYERS (20). Each scenario runs on the
 * ceiling, then on the server, for BENCH_SECONDS (10) after a 1 s warm-up: bounded, loopback
 * only. BENCH_ONLY keeps the scenarios whose name contains it (or one of its comma-separated
 * parts: `BENCH_ONLY="listing,deep,getInitialData"`), BENCH_ENGINE one engine
 * (PGlite, PostgreSQL); BENCH_PROFILE=<dir> writes the server's CPU profile there, and
 * BENCH_NODE_OPTIONS gives the server's node flags (an operator's `NODE_OPTIONS`, e.g. V8's heap
 * sizes) and BENCH_SERVER_ENV="NAME=value …" more of its environment (e.g. `MALLOC_ARENA_MAX=2`),
 * to measure them.
 *
 *   BENCH_SIZES=45,2000,100000 pnpm bench:server
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { LISTING_FACETS } from '@haat/storefront-api/listing-facets';
import { generatedCatalogue } from '@haat/storefront-backend/testing';
import { listingKeys, phoneProofHash, type ShopCatalogue } from '@haat/storefront-backend';
import { sql } from 'drizzle-orm';
import { print } from 'graphql';
import { documents, address, orderInput } from '@haat/storefront-backend/contract';
import { LOCAL_API_KEY } from '../src/config.js';
import { openDatabase } from '../src/storage/database.js';
import { createSqlStorage } from '../src/storage/sql/create-sql-storage.js';
import { vacuumIndexOnlyTables } from '../src/storage/sql/vacuum-index-only-tables.js';
import { startTestPostgres, type TestPostgres } from '../test/support/postgres.js';
import { nextShopperAddress, serveProcess, type ServeProcess } from '../test/support/serve.js';
import { webOperations } from '../test/web-documents.js';
import { writeCatalogueFile } from './catalogue-file.js';
import { measureLoad, type LoadFigures } from './load.js';
import { benchSecondProcess, type SecondProcessFigures } from './second-process.js';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const buyers = Number(process.env['BENCH_BUYERS'] ?? 20);
const sizes = (process.env['BENCH_SIZES'] ?? '45,2000').split(',').map(Number);
const only = process.env['BENCH_ONLY'] ?? '';
const engineOnly = process.env['BENCH_ENGINE'];
const benches = (engine: string) => engineOnly === undefined || engineOnly === engine;
const profileDir = process.env['BENCH_PROFILE'];
const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
const nodeFlags = (process.env['BENCH_NODE_OPTIONS'] ?? '').split(' ').filter(Boolean);
const serverEnv = Object.fromEntries(
  (process.env['BENCH_SERVER_ENV'] ?? '')
    .split(' ')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

interface Scenario {
  readonly name: string;
  readonly connections: number;
  readonly body: () => string;
  /** A GET of the search service with these words (no body), else a POST to /graphql. */
  readonly search?: () => string;
  /** Each request from a new shopper's address (orders: the per-address limit counts buyers). */
  readonly manyShoppers?: boolean;
}

const operations = await webOperations();
const webDocument = (name: string): string => {
  const document = operations.get(name);
  if (!document) throw new Error(`apps/web has no ${name} operation`);
  return print(document);
};

/**
 * How many buyers one scenario run may have: each gets a proof of its phone for its guest COD
 * order (the checkout's code step, written into the database before the run, see `raiseStock`).
 */
const MAX_BUYERS = 60_000;
const proofs = Array.from({ length: MAX_BUYERS + 1 }, () => randomBytes(32).toString('hex'));
const buyerPhone = (n: number) => String(7_000_000_000 + n);

let nonce = 0;
/** An anonymous read with a new unused variable each time: never a kept answer. */
const read =
  (query: string, variables: () => Record<string, unknown>): (() => string) =>
  () => {
    nonce += 1;
    return JSON.stringify({
      operationName: query.match(/query (\w+)/)?.[1],
      query,
      variables: { ...variables(), bench: nonce },
    });
  };

const at = <T>(values: readonly T[], index: number): T => values[index % values.length] as T;

/** A new product page request each call: its slugs stride through the enabled products. */
function productPageRead(catalogue: ShopCatalogue): () => string {
  const slugs = catalogue.products.filter((p) => p.status === 'ENABLED').map((p) => p.slug);
  let count = 0;
  return read(webDocument('byslugProduct'), () => ({
    slug: at(slugs, (count += 1) * 7919),
    limit: 1,
  }));
}

/** Where the facets' price ranges start: ₹0–499, whole rupees as a shopper types them. */
const PRICE_STARTS = 500;
/** How many widths (₹100 upwards, a rupee apart) the price ranges take. */
const PRICE_WIDTHS = 2_400;
/** 7919 is a prime other than 2, 3 and 5, its factors: `n * 7919` mod it visits each range once. */
const PRICE_RANGES = PRICE_STARTS * PRICE_WIDTHS;

/**
 * The `n`th facets filter: what the web app's shop page varies — a collection or the whole shop,
 * a least rating, a price range and in-stock only. Each `n` below PRICE_RANGES has its own price
 * range (the ranges in a scrambled order, so widths vary from the first request), so no filter
 * repeats within a run and no kept answer serves it: each request is a listing's first facets.
 */
function facetFilter(collections: readonly string[], n: number): Record<string, unknown> {
  const range = (n * 7919) % PRICE_RANGES;
  const priceMin = range % PRICE_STARTS;
  // Each scope in turn, with in-stock only every other round and a rating every round of two.
  const scopes = [null, ...collections];
  const scope = at(scopes, n);
  const round = Math.floor(n / scopes.length);
  const rating = at([null, 1, 2, 3, 4], Math.floor(round / 2));
  return {
    ...(scope === null ? {} : { collectionSlug: scope }),
    ...(rating === null ? {} : { ratingAtLeast: rating }),
    priceMin,
    priceMax: priceMin + 100 + Math.floor(range / PRICE_STARTS),
    ...(round % 2 === 0 ? {} : { inStock: true }),
  };
}

/** Typed searches: words of the catalogue's titles, whole and with a letter dropped. */
function searchWords(catalogue: ShopCatalogue): string[] {
  const words = [
    ...new Set(
      catalogue.products.slice(0, 2000).flatMap((p) => p.title.toLowerCase().split(/\W+/)),
    ),
  ].filter((word) => word.length > 3);
  return words.flatMap((word) => [word, word.slice(0, 2) + word.slice(3)]);
}

/** The scenarios over one catalogue: every request asks for something new. */
function scenariosFor(catalogue: ShopCatalogue): Scenario[] {
  const enabled = catalogue.products.filter((p) => p.status === 'ENABLED');
  const collections = catalogue.collections.map((c) => c.slug);
  // Deep pages: the DEFAULT order is the curated position, then the id; tokens at 60–95 %.
  const ordered = [...enabled].sort(
    (a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const tokens = Array.from({ length: 50 }, (_, i) => {
    const offset = Math.floor(ordered.length * (0.6 + (0.35 * i) / 50));
    const product = ordered[offset] ?? ordered.at(-1);
    const { keys, id } = listingKeys(product ?? enabled[0]!, 'DEFAULT');
    return btoa(JSON.stringify({ o: offset + 1, s: 'DEFAULT', k: keys.map(String), i: id }));
  });
  const words = searchWords(catalogue);
  const cheap = enabled.find(
    (p) =>
      p.variants[0]?.status === 'ENABLED' &&
      (p.variants[0]?.price ?? 0) < 900 &&
      p.isInventoryEnabled &&
      !p.continueSellingOutOfStock,
  );
  if (!cheap) throw new Error('no product to order in this catalogue');
  let count = 0;
  const next = () => (count += 1);
  let buyer = 0;
  const newOrder = (): string => {
    buyer += 1;
    // Past MAX_BUYERS a proof would be used twice (and refused): a run that long is an error.
    const n = buyer % proofs.length;
    const phone = buyerPhone(n);
    const input = orderInput({
      products: [
        { productId: cheap.id, variantId: cheap.variants[0]?.id, quantity: 1, source: 'CART' },
      ],
      shippingAddress: address({ phone, email: `buyer${buyer}@example.com` }),
      metadata: JSON.stringify({ bench: randomUUID() }),
      phoneProof: proofs[n],
    });
    return JSON.stringify({ query: documents.CreateOrder, variables: { input } });
  };
  const listing = webDocument('searchProducts');
  return [
    {
      name: 'product page',
      connections,
      body: productPageRead(catalogue),
    },
    {
      name: 'listing page 1',
      connections,
      body: read(listing, () => ({
        filter: { collectionSlug: at(collections, next()) },
        sort: at(['DEFAULT', 'PRICE_LOW', 'LATEST', 'BEST_SELLER'], count),
        limit: 48,
      })),
    },
    {
      name: 'deep page',
      connections,
      body: read(listing, () => ({ filter: {}, limit: 48, nextToken: at(tokens, next()) })),
    },
    {
      name: 'facets',
      connections,
      body: read(listing, () => ({
        filter: facetFilter(collections, next()),
        limit: 1,
        aggregates: LISTING_FACETS,
      })),
    },
    {
      name: 'search service',
      connections,
      body: () => '',
      search: () => `?${new URLSearchParams({ query: at(words, next() * 31), limit: '20' })}`,
    },
    {
      name: 'getInitialData',
      connections,
      body: read(webDocument('getInitialData'), () => ({
        storeId: STORE_ID,
        deviceType: 'WEB',
        collectionFilter: { includeArchived: false },
        collectionSort: 'PRIORITY',
        ltoProductFilter: { storeId: STORE_ID, recommended: true },
        ltoProductSort: 'RECOMMEND_PRIORITY',
        menuFilter: { includeArchived: false },
        shippingTierFilter: null,
      })),
    },
    { name: 'create order (COD)', connections: buyers, body: newOrder, manyShoppers: true },
  ].filter((scenario) => only.split(',').some((part) => scenario.name.includes(part)));
}

const readHeaders = (scenario: Scenario) =>
  scenario.search ? { authorization: `Bearer ${LOCAL_API_KEY}` } : { 'x-api-key': LOCAL_API_KEY };

/** Fails unless the server answers a scenario without errors; resolves the answer's bytes. */
async function answerOf(url: string, scenario: Scenario): Promise<string> {
  const response = scenario.search
    ? await fetch(`${url}/search-service/search${scenario.search()}`, {
        headers: readHeaders(scenario),
      })
    : await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...readHeaders(scenario),
          'x-forwarded-for': nextShopperAddress(),
        },
        body: scenario.body(),
      });
  const text = await response.text();
  if (response.status !== 200 || text.includes('"errors"')) {
    throw new Error(`${scenario.name} answered ${response.status}: ${text.slice(0, 500)}`);
  }
  return text;
}

/** The bare ceiling, answering each scenario's recorded bytes at `/<index>`. */
function startCeiling(
  recorded: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(fileURLToPath(new URL('targets/recorded.ts', import.meta.url)), {
    execArgv: ['--conditions=source', '--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.send(recorded);
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) =>
      resolve({ child, url: `http://127.0.0.1:${message.port}` }),
    );
    child.once('exit', (code) => reject(new Error(`the ceiling exited with ${code}`)));
  });
}

const run = (scenario: Scenario, url: string, time: number): Promise<LoadFigures> =>
  measureLoad({
    url,
    connections: scenario.connections,
    seconds: time,
    headers: { ...readHeaders(scenario) },
    body: scenario.body,
    query: scenario.search,
    headersEach: scenario.manyShoppers
      ? () => ({ 'x-forwarded-for': nextShopperAddress() })
      : undefined,
  });

/**
 * A process's CPU time so far (user + system), in ms (Linux /proc: clock ticks of 10 ms). Per
 * request it shows the server's own cost, which the busy machine's load hides in req/s and p95.
 */
function cpuMsOf(pid: number | undefined): number {
  const stat = pid ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  // Fields after the command's closing parenthesis: state is the 3rd, utime the 14th, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

/** A process's resident memory now and at its peak, in MB (Linux /proc). */
function memoryOf(pid: number | undefined): { rss: number; peak: number } {
  const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** The bench's token for the server's `/metrics` (its V8 heap figures). */
const METRICS_TOKEN = randomBytes(16).toString('hex');

/** The server's `/metrics` text (prom-client's process metrics among them). */
async function metricsOf(url: string): Promise<string> {
  const answer = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return answer.text();
}

/**
 * The server's V8 heap (used / total) and memory outside it (buffers, native), in MB, from its
 * metrics: what of the resident memory is JavaScript's.
 */
function heapIn(metrics: string): string {
  const mb = (name: string) => {
    const bytes = Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1] ?? NaN);
    return Math.round(bytes / 1024 / 1024);
  };
  return `${mb('nodejs_heap_size_used_bytes')} / ${mb('nodejs_heap_size_total_bytes')} MB, external ${mb('nodejs_external_memory_bytes')} MB`;
}

/** The server's garbage collection so far, every kind, in ms (what a heap setting costs). */
function gcMsIn(metrics: string): number {
  const sums = metrics.matchAll(/^nodejs_gc_duration_seconds_sum\{[^}]*\} (\S+)$/gm);
  return [...sums].reduce((total, [, seconds]) => total + Number(seconds) * 1000, 0);
}

/** `pnpm catalogue:load <file>`'s command; resolves what it printed. */
function loadCatalogue(file: string, settings: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/load-catalogue.ts', file],
      {
        cwd: SERVER_DIR,
        env: { PATH: process.env['PATH'] ?? '', LOG_LEVEL: 'silent', ...settings },
      },
    );
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(out))));
  });
}

/** Migrates and seeds the database (the sample shop) as a server would. */
async function prepare(databaseUrl: string | null, dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir }, (error) => {
    throw error;
  });
  await createSqlStorage(database, { seed: { storeId: STORE_ID, ...sampleShop } });
  await database.close();
}

/**
 * Every stock row raised, so orders never run out during a run, and a proof of each buyer's
 * phone written (each size's scenarios count buyers from 1 again: old proofs are deleted first).
 */
async function raiseStock(databaseUrl: string | null, dataDir: string): Promise<void> {
  // One statement over every stock row (153,000 at 100,000 products), with the in-stock recount
  // its triggers run: longer than a shopper's statement may take.
  const database = await openDatabase(
    { databaseUrl, dataDir },
    (error) => {
      throw error;
    },
    { statementTimeoutMs: 600_000, idleInTransactionTimeoutMs: 60_000 },
  );
  await database.db.execute(sql`update stock set on_hand = 10000000, reserved = 0, held = 0`);
  // It puts ~30 % of the products back in stock at once, rewriting their facet rows. Vacuumed
  // now, as autovacuum does within its one-minute naptime (migration 0036's settings): the
  // scenarios measure a shop's steady state, not that minute (README "The minute after a
  // restock").
  await vacuumIndexOnlyTables(database);
  const now = Date.now();
  const hashes = await Promise.all(proofs.map((proof) => phoneProofHash(proof)));
  const phones = proofs.map((_, n) => `+91${buyerPhone(n)}`);
  await database.db.execute(sql`delete from phone_proofs`);
  await database.db.execute(
    sql`insert into phone_proofs (hash, phone, created_at, expires_at)
        select unnest(${sql.param(hashes)}::text[]), unnest(${sql.param(phones)}::text[]),
               ${now}::bigint, ${now + 24 * 60 * 60_000}::bigint`,
  );
  await database.close();
}

interface Row extends LoadFigures {
  readonly engine: string;
  readonly size: number;
  readonly scenario: string;
  readonly ceiling: number;
  /** The server process's CPU (user + system) per answered request, in ms. */
  readonly cpuMs: number;
}

interface Facts {
  readonly engine: string;
  readonly size: number;
  readonly load: string;
  readonly readyMs: number;
  readonly afterStart: { rss: number; peak: number };
  afterReads: { rss: number; peak: number };
  heapAfterStart: string;
  heapAfterReads: string;
}

const rows: Row[] = [];
const facts: Facts[] = [];
const seconds2: (SecondProcessFigures & { readonly size: number })[] = [];
/** A second process beside the first on PostgreSQL (issue 22), unless BENCH_ONLY leaves it out. */
const benchesSecondProcess = only.split(',').some((part) => 'second process'.includes(part));

/** Starts a server and times start to ready (its 'listening' line). */
async function start(dataDir: string, settings: Record<string, string>) {
  const started = Date.now();
  const server: ServeProcess = serveProcess(
    dataDir,
    { ...settings, ...serverEnv, TRUST_PROXY: 'true', METRICS_TOKEN },
    [...nodeFlags, ...profiling],
  );
  const url = await server.listening();
  return { server, url, readyMs: Date.now() - started };
}

/** Loads one server with every scenario, each after its ceiling. */
async function benchServer(
  engine: string,
  size: number,
  server: { readonly url: string; readonly pid: number | undefined },
  scenarios: Scenario[],
) {
  const { url, pid } = server;
  const recorded: Record<string, string> = {};
  for (const [index, scenario] of scenarios.entries()) {
    recorded[String(index)] = await answerOf(url, scenario);
  }
  const bare = await startCeiling(recorded);
  try {
    for (const [index, scenario] of scenarios.entries()) {
      const bareUrl = `${bare.url}/${index}`;
      await run(scenario, bareUrl, 1);
      const top = await run(scenario, bareUrl, seconds);
      const target = scenario.search ? `${url}/search-service/search` : `${url}/graphql`;
      await run(scenario, target, 1);
      const cpuBefore = cpuMsOf(pid);
      const gcBefore = gcMsIn(await metricsOf(url));
      const figures = await run(scenario, target, seconds);
      const answered = figures.requestsPerSecond * seconds;
      const cpuMs = answered > 0 ? (cpuMsOf(pid) - cpuBefore) / answered : 0;
      const metrics = await metricsOf(url);
      const gcMs = answered > 0 ? (gcMsIn(metrics) - gcBefore) / answered : 0;
      rows.push({
        engine,
        size,
        scenario: scenario.name,
        ceiling: top.requestsPerSecond,
        cpuMs,
        ...figures,
      });
      console.info(
        `  ${engine} · ${size} · ${scenario.name}: ${Math.round(figures.requestsPerSecond)} req/s, p95 ${figures.p95} ms, server CPU ${cpuMs.toFixed(2)} ms a request (GC ${gcMs.toFixed(2)}); after it RSS ${memoryOf(pid).rss} MB, heap ${heapIn(metrics)}`,
      );
    }
  } finally {
    bare.child.kill('SIGTERM');
  }
}

/** One engine at one catalogue size: load, start, memory, scenarios. */
async function benchSize(
  engine: string,
  size: number,
  settings: Record<string, string>,
  dataDir: string,
  databaseUrl: string | null,
) {
  const catalogue: ShopCatalogue =
    size === sampleShop.products.length
      ? { storeId: STORE_ID, ...sampleShop }
      : generatedCatalogue(size);
  const file = join(dataDir, `catalogue-${size}.jsonl`);
  await writeCatalogueFile(file, catalogue);
  const env = { DATA_DIR: dataDir, ...settings };
  let load: string;
  if (databaseUrl) {
    // PostgreSQL: loaded while a server runs (it serves the new catalogue without a restart).
    const running = await start(dataDir, settings);
    try {
      load = await loadCatalogue(file, env);
    } finally {
      running.server.child.kill('SIGTERM');
      await running.server.exited;
    }
  } else {
    load = await loadCatalogue(file, env);
  }
  await raiseStock(databaseUrl, dataDir);
  console.info(`  ${engine} · ${size}: ${load}`);
  const { server, url, readyMs } = await start(dataDir, settings);
  const measured: Facts = {
    engine,
    size,
    // The summary line only: where the time went is in the progress log above the table.
    load: (load.split('\n')[0] ?? '').replace(/^Loaded \S+: /, ''),
    readyMs,
    afterStart: memoryOf(server.child.pid),
    afterReads: { rss: 0, peak: 0 },
    heapAfterStart: heapIn(await metricsOf(url)),
    heapAfterReads: '',
  };
  try {
    await benchServer(engine, size, { url, pid: server.child.pid }, scenariosFor(catalogue));
    measured.afterReads = memoryOf(server.child.pid);
    measured.heapAfterReads = heapIn(await metricsOf(url));
    if (databaseUrl && benchesSecondProcess) {
      const figures = await benchSecondProcess({
        first: { url, pid: server.child.pid },
        start: async () => {
          const other = await start(dataDir, settings);
          const stop = async () => {
            other.server.child.kill('SIGTERM');
            await other.server.exited;
          };
          return { url: other.url, pid: other.server.child.pid, readyMs: other.readyMs, stop };
        },
        settings: env,
        catalogue,
        productPage: productPageRead(catalogue),
        connections,
        seconds,
        headers: { 'x-api-key': LOCAL_API_KEY },
        memoryOf,
      });
      seconds2.push({ size, ...figures });
      console.info(
        `  ${engine} · ${size} · second process: price change seen after ${figures.seenOnFirstMs} / ${figures.seenOnSecondMs} ms`,
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  facts.push(measured);
}

const cpu = cpus();
console.info(
  `${new Date().toISOString()} · Node ${process.version} · ${cpu.length} × ${cpu[0]?.model ?? '?'} · load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
console.info(
  `sizes ${sizes.join(', ')}; ${seconds} s a run after 1 s warm-up; reads at ${connections} connections, orders at ${buyers}; loopback\n`,
);

if (benches('PGlite')) {
  for (const size of sizes) {
    const dir = await mkdtemp(join(tmpdir(), 'haat-bench-pglite-'));
    try {
      await prepare(null, dir);
      await benchSize('PGlite', size, {}, dir, null);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

const postgres: TestPostgres | Error | null = benches('PostgreSQL')
  ? await startTestPostgres().catch((error: Error) => error)
  : null;
if (postgres instanceof Error) {
  console.info(`PostgreSQL not benchmarked: ${postgres.message}`);
} else if (postgres) {
  try {
    for (const size of sizes) {
      const dir = await mkdtemp(join(tmpdir(), 'haat-bench-postgres-'));
      try {
        const databaseUrl = await postgres.emptyDatabase(`haat_bench_${size}`);
        await prepare(databaseUrl, dir);
        // The fixed code signs the second process's owner in (loopback test servers only).
        const settings = { DATABASE_URL: databaseUrl, FIXED_OTP: '123456' };
        await benchSize('PostgreSQL', size, settings, dir, databaseUrl);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await postgres.stop();
  }
}

const ms = (value: number) => value.toFixed(1);
console.info(
  '\n| engine | products | load | start to ready | RSS after start / after reads (peak) | V8 heap after start / after reads |',
);
console.info('|---|---:|---|---:|---|---|');
for (const f of facts) {
  console.info(
    `| ${f.engine} | ${f.size} | ${f.load} | ${(f.readyMs / 1000).toFixed(2)} s | ${f.afterStart.rss} / ${f.afterReads.rss} MB (${f.afterReads.peak}) | ${f.heapAfterStart} / ${f.heapAfterReads} |`,
  );
}
console.info(
  '\n| engine | products | scenario | req/s | ceiling req/s | × ceiling | p50 ms | p95 ms | p99 ms | errors | server CPU ms/request |',
);
console.info('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.info(
    `| ${row.engine} | ${row.size} | ${row.scenario} | ${Math.round(row.requestsPerSecond)} | ${Math.round(row.ceiling)} | ${(row.requestsPerSecond / row.ceiling).toFixed(2)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.errors} | ${row.cpuMs.toFixed(2)} |`,
  );
}
if (seconds2.length > 0) {
  console.info(
    '\n| products | second process: start to ready | its RSS after start / after reads | product page, half the connections on each: req/s, p95 first / second | price change seen on first / second |',
  );
  console.info('|---:|---:|---|---|---|');
  for (const f of seconds2) {
    console.info(
      `| ${f.size} | ${(f.readyMs / 1000).toFixed(2)} s | ${f.rssAfterStart} / ${f.rssAfterReads} MB | ${Math.round(f.first.requestsPerSecond + f.second.requestsPerSecond)}, ${ms(f.first.p95)} / ${ms(f.second.p95)} ms (errors ${f.first.errors + f.second.errors}) | ${f.seenOnFirstMs} / ${f.seenOnSecondMs} ms |`,
    );
  }
}
