/**
 * `pnpm bench:server`'s server-render scenarios (issue 26, item 4), in their own file beside the
 * API's (server.ts): the real server (`pnpm serve`, a child process, PGlite) with the web build
 * and its server render, loaded from this process with autocannon (GET, loopback, bounded):
 *
 * - `product page (kept)`: one product page again and again, as shoppers and previewers fetch a
 *   shared link — answered from the page kept in the answer cache, rendered again at most every
 *   5 s or when stock changes;
 * - `product page (rendered)`: a new query string each request, so every request is a render
 *   (the catalogue answers it reads may still be kept, as they are for any shopper);
 * - `/shop (kept)`: the listing's first page.
 *
 * BENCH_SECONDS (10) a run after a 3 s warm-up (the first scenario also warms the freshly
 * started server: after 1 s, its p95 measured the JIT, not the kept page), BENCH_CONNECTIONS
 * (10). The web build is apps/web/dist when it is newer than the web sources, else one made in a
 * temporary directory.
 *
 *   pnpm bench:server            (runs server.ts, then this file)
 *   BENCH_ONLY=render pnpm bench:server
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildWeb, freshWebBuild, WEB_DIST } from '../scripts/web-build.js';
import { serveProcess } from '../test/support/serve.js';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const PRODUCT = '/products/vitamin-c-brightening-serum';

interface Scenario {
  readonly name: string;
  readonly path: () => string;
  /** Text every answer must hold (the page was rendered, not the app's empty page). */
  readonly holds: string;
}

let request = 0;
const only = process.env['BENCH_ONLY'] ?? '';
const WARM_UP_SECONDS = 3;
const ALL: readonly Scenario[] = [
  { name: 'product page (kept)', path: () => PRODUCT, holds: '10% Vitamin C Brightening Serum' },
  {
    name: 'product page (rendered)',
    path: () => `${PRODUCT}?bench=${(request += 1)}`,
    holds: '10% Vitamin C Brightening Serum',
  },
  { name: '/shop (kept)', path: () => '/shop', holds: 'Showing 1–' },
];
// BENCH_ONLY as server.ts reads it; `render` keeps all of these.
const SCENARIOS = ALL.filter((scenario) => only === 'render' || scenario.name.includes(only));
if (SCENARIOS.length === 0) process.exit(0);

interface Figures {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly errors: number;
}

const percentile = (sorted: Float64Array, p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** GETs the scenario's pages from `connections` connections for `time` seconds. */
async function load(url: string, scenario: Scenario, time: number): Promise<Figures> {
  const latencies: number[] = [];
  let missing = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: time,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: scenario.path() }),
            onResponse: (_status, body) => {
              if (!body.includes(scenario.holds) || !body.includes('id="haat-ssr"')) missing += 1;
            },
          },
        ],
      },
      (error: Error | null, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  const sorted = Float64Array.from(latencies).sort();
  return {
    requestsPerSecond: result.requests.total / time,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: result.errors + result.timeouts + result.non2xx + missing,
  };
}

async function webBuild(): Promise<{ dir: string; temporary: string | null }> {
  if (freshWebBuild(WEB_DIST)) return { dir: WEB_DIST, temporary: null };
  const temporary = await mkdtemp(join(tmpdir(), 'haat-bench-web-'));
  console.info('Building the web app for the server-render scenarios…');
  buildWeb(join(temporary, 'dist'), 'ignore');
  return { dir: join(temporary, 'dist'), temporary };
}

const cpu = cpus();
console.info(
  `\nServer render · ${new Date().toISOString()} · Node ${process.version} · ${cpu.length} × ${cpu[0]?.model ?? '?'} · load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
console.info(
  `${seconds} s a run after ${WARM_UP_SECONDS} s warm-up; ${connections} connections; loopback; PGlite\n`,
);

const build = await webBuild();
const dataDir = await mkdtemp(join(tmpdir(), 'haat-bench-render-'));
const server = serveProcess(dataDir, { WEB_DIR: build.dir });
const rows: (Figures & { scenario: string })[] = [];
try {
  const url = await server.listening();
  for (const scenario of SCENARIOS) {
    await load(url, scenario, WARM_UP_SECONDS);
    const figures = await load(url, scenario, seconds);
    rows.push({ scenario: scenario.name, ...figures });
    console.info(`  ${scenario.name}: ${Math.round(figures.requestsPerSecond)} req/s`);
  }
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
  if (build.temporary) await rm(build.temporary, { recursive: true, force: true });
}

const ms = (value: number) => value.toFixed(1);
console.info('\n| scenario | req/s | p50 ms | p95 ms | p99 ms | errors |');
console.info('|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.info(
    `| ${row.scenario} | ${Math.round(row.requestsPerSecond)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.errors} |`,
  );
}
