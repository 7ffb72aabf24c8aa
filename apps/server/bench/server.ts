/**
 * `pnpm bench:server` (issue 14, item 4): the real server (`pnpm serve`, a child process) under
 * load from this process with autocannon, on PGlite and — when Debian's PostgreSQL binaries are
 * installed — on a throw-away PostgreSQL, against the ceiling: a bare node:http child answering
 * the same bytes from memory. Scenarios: the product page (`byslugProduct`), a listing of 48
 * (`searchProducts`), a text search (`searchProducts` with `text`) at BENCH_CONNECTIONS (10), and
 * guest COD order creation (a new idempotency key and buyer phone per request, stock raised
 * first) at BENCH_BUYERS (20). Each scenario runs on the ceiling, then on the server, for
 * BENCH_SECONDS (10) after a 1 s warm-up: bounded, loopback only. While iterating, BENCH_ONLY
 * keeps the scenarios whose name contains it and BENCH_ENGINE one engine (PGlite, PostgreSQL);
 * BENCH_PROFILE=<dir> has the server write its CPU profile there (`node --cpu-prof`).
 *
 *   pnpm bench:server
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { phoneProofHash } from '@haat/storefront-backend';
import { sql } from 'drizzle-orm';
import { print } from 'graphql';
import pg from 'pg';
import { documents } from '../../../mocks/tests/documents.js';
import { address, orderInput, SERUM } from '../../../mocks/tests/fixtures.js';
import { LOCAL_API_KEY } from '../src/config.js';
import { openDatabase } from '../src/storage/database.js';
import { createSqlStorage } from '../src/storage/sql/create-sql-storage.js';
import { startTestPostgres, type TestPostgres } from '../test/support/postgres.js';
import { nextShopperAddress, serveProcess } from '../test/support/serve.js';
import { webOperations } from '../test/web-documents.js';
import { measureLoad, type LoadFigures } from './load.js';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const buyers = Number(process.env['BENCH_BUYERS'] ?? 20);
const only = process.env['BENCH_ONLY'] ?? '';
const engineOnly = process.env['BENCH_ENGINE'];
const benches = (engine: string) => engineOnly === undefined || engineOnly === engine;
const profileDir = process.env['BENCH_PROFILE'];
const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];

interface Scenario {
  readonly name: string;
  readonly connections: number;
  readonly body: string | (() => string);
  /** Each request from a new shopper's address (orders: the per-address limit counts buyers). */
  readonly manyShoppers?: boolean;
}

const operations = await webOperations();
const webDocument = (name: string): string => {
  const document = operations.get(name);
  if (!document) throw new Error(`apps/web has no ${name} operation`);
  return print(document);
};
const read = (name: string, query: string, variables: Record<string, unknown>): Scenario => ({
  name,
  connections,
  body: JSON.stringify({ operationName: query.match(/query (\w+)/)?.[1], query, variables }),
});

/**
 * How many buyers one engine's run may have: each gets a proof of its phone for its guest COD
 * order (the checkout's code step, written into the database before the run, see `prepare`).
 */
const MAX_BUYERS = 60_000;
const proofs = Array.from({ length: MAX_BUYERS + 1 }, () => randomBytes(32).toString('hex'));
const buyerPhone = (n: number) => String(7_000_000_000 + n);

let buyer = 0;
/** A guest COD order of one serum from a new buyer, with a new idempotency key. */
const newOrder = (): string => {
  buyer += 1;
  // Past MAX_BUYERS a proof would be used twice (and refused): a run that long is an error.
  const n = buyer % proofs.length;
  const phone = buyerPhone(n);
  const input = orderInput({
    products: [{ productId: SERUM.id, variantId: SERUM.single30, quantity: 1, source: 'CART' }],
    shippingAddress: address({ phone, email: `buyer${buyer}@example.com` }),
    metadata: JSON.stringify({ bench: randomUUID() }),
    phoneProof: proofs[n],
  });
  return JSON.stringify({ query: documents.CreateOrder, variables: { input } });
};

const SCENARIOS: readonly Scenario[] = [
  read('product page', webDocument('byslugProduct'), { slug: SERUM.slug, limit: 1 }),
  read('listing (48)', webDocument('searchProducts'), { filter: {}, limit: 48 }),
  read('search "serum"', webDocument('searchProducts'), { filter: { text: 'serum' }, limit: 48 }),
  { name: 'create order (COD)', connections: buyers, body: newOrder, manyShoppers: true },
].filter((scenario) => scenario.name.includes(only));

const headers = { 'x-api-key': LOCAL_API_KEY };
const bodyOf = (scenario: Scenario) =>
  typeof scenario.body === 'string' ? scenario.body : scenario.body();

/**
 * Migrates and seeds the database as the server would, then raises every stock row and writes
 * a proof of each buyer's phone (buyers count from 1 again for each engine).
 */
async function prepare(databaseUrl: string | null, dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir }, (error) => {
    throw error;
  });
  await createSqlStorage(database, { seed: { storeId: STORE_ID, ...sampleShop } });
  await database.db.execute(sql`update stock set on_hand = 10000000, reserved = 0`);
  const now = Date.now();
  const hashes = await Promise.all(proofs.map((proof) => phoneProofHash(proof)));
  const phones = proofs.map((_, n) => `+91${buyerPhone(n)}`);
  await database.db.execute(
    sql`insert into phone_proofs (hash, phone, created_at, expires_at)
        select unnest(${sql.param(hashes)}::text[]), unnest(${sql.param(phones)}::text[]),
               ${now}::bigint, ${now + 24 * 60 * 60_000}::bigint`,
  );
  buyer = 0;
  await database.close();
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

/** Fails unless the server answers a scenario without errors; resolves the answer's bytes. */
async function answerOf(url: string, scenario: Scenario): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...headers,
      'x-forwarded-for': nextShopperAddress(),
    },
    body: bodyOf(scenario),
  });
  const text = await response.text();
  if (response.status !== 200 || text.includes('"errors"')) {
    throw new Error(`${scenario.name} answered ${response.status}: ${text.slice(0, 500)}`);
  }
  return text;
}

interface Row extends LoadFigures {
  readonly engine: string;
  readonly scenario: string;
  readonly ceiling: number;
}

/** Order requests the server answered (the check after the PostgreSQL run counts the rows). */
let ordersAnswered = 0;

async function run(scenario: Scenario, url: string, time: number): Promise<LoadFigures> {
  const figures = await measureLoad({
    url,
    connections: scenario.connections,
    seconds: time,
    headers,
    body: scenario.body,
    headersEach: scenario.manyShoppers
      ? () => ({ 'x-forwarded-for': nextShopperAddress() })
      : undefined,
  });
  if (typeof scenario.body !== 'string' && url.endsWith('/graphql')) {
    ordersAnswered += Math.round(figures.requestsPerSecond * time);
  }
  return figures;
}

/** Starts the server on a prepared database and loads it, each scenario after its ceiling. */
async function benchEngine(engine: string, settings: Record<string, string>, dataDir: string) {
  // Orders come from many shoppers' addresses, as through a load balancer (X-Forwarded-For).
  const server = serveProcess(dataDir, { ...settings, TRUST_PROXY: 'true' }, profiling);
  const rows: Row[] = [];
  let ceiling: ChildProcess | undefined;
  try {
    const url = await server.listening();
    const recorded: Record<string, string> = {};
    for (const [index, scenario] of SCENARIOS.entries()) {
      recorded[String(index)] = await answerOf(url, scenario);
    }
    const bare = await startCeiling(recorded);
    ceiling = bare.child;
    for (const [index, scenario] of SCENARIOS.entries()) {
      const bareUrl = `${bare.url}/${index}`;
      await run(scenario, bareUrl, 1);
      const top = await run(scenario, bareUrl, seconds);
      await run(scenario, `${url}/graphql`, 1);
      const figures = await run(scenario, `${url}/graphql`, seconds);
      rows.push({ engine, scenario: scenario.name, ceiling: top.requestsPerSecond, ...figures });
      console.info(
        `  ${engine} · ${scenario.name}: ${Math.round(figures.requestsPerSecond)} req/s`,
      );
    }
  } finally {
    ceiling?.kill('SIGTERM');
    server.child.kill('SIGTERM');
    await server.exited;
  }
  return rows;
}

const cpu = cpus();
console.info(
  `${new Date().toISOString()} · Node ${process.version} · ${cpu.length} × ${cpu[0]?.model ?? '?'} · load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
console.info(
  `${seconds} s a run after 1 s warm-up; reads at ${connections} connections, orders at ${buyers}; loopback\n`,
);

const rows: Row[] = [];
if (benches('PGlite')) {
  const pgliteDir = await mkdtemp(join(tmpdir(), 'haat-bench-pglite-'));
  try {
    await prepare(null, pgliteDir);
    rows.push(...(await benchEngine('PGlite', {}, pgliteDir)));
  } finally {
    await rm(pgliteDir, { recursive: true, force: true });
  }
}

const postgres: TestPostgres | Error | null = benches('PostgreSQL')
  ? await startTestPostgres().catch((error: Error) => error)
  : null;
if (postgres instanceof Error) {
  console.info(`PostgreSQL not benchmarked: ${postgres.message}`);
} else if (postgres) {
  const dataDir = await mkdtemp(join(tmpdir(), 'haat-bench-postgres-'));
  try {
    const databaseUrl = await postgres.emptyDatabase('haat_bench');
    await prepare(databaseUrl, dataDir);
    ordersAnswered = 1; // the recorded answer
    rows.push(...(await benchEngine('PostgreSQL', { DATABASE_URL: databaseUrl }, dataDir)));
    // Every order request was new (key and buyer): one order stored per answer (an answer cut
    // short at the end of a run may still have committed, so there can be a few more).
    const count = new pg.Client({ connectionString: databaseUrl });
    await count.connect();
    const { rows: counted } = await count.query<{ n: string }>('select count(*) as n from orders');
    await count.end();
    console.info(
      `  PostgreSQL · ${ordersAnswered} order requests answered, ${counted[0]?.n} orders stored`,
    );
  } finally {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => value.toFixed(1);
console.info(
  '\n| engine | scenario | req/s | ceiling req/s | × ceiling | p50 ms | p95 ms | p99 ms | errors |',
);
console.info('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.info(
    `| ${row.engine} | ${row.scenario} | ${Math.round(row.requestsPerSecond)} | ${Math.round(row.ceiling)} | ${(row.requestsPerSecond / row.ceiling).toFixed(2)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.errors} |`,
  );
}
