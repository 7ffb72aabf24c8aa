import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ShopCatalogue } from '@haat/storefront-backend';
import { adminGraphql, graphql, signIn } from '../test/support/serve.js';
import { measureLoad, type LoadFigures } from './load.js';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
/** The owner the bench adds to change a price (a loopback test server's fixed code). */
const OWNER = '+919876500022';
const POLL_MS = 20;
/** Longer than this and the change counts as not seen (issue 22 asks for 2 s). */
const GIVE_UP_MS = 10_000;

/** A server process of the bench: its address and what it is. */
export interface BenchProcess {
  readonly url: string;
  readonly pid: number | undefined;
}

/** What the bench measured with a second process beside the first. */
export interface SecondProcessFigures {
  readonly readyMs: number;
  /** Resident memory of the second process after start and after the reads, in MB. */
  readonly rssAfterStart: number;
  readonly rssAfterReads: number;
  /** The product page read at half the connections on each process, at once. */
  readonly first: LoadFigures;
  readonly second: LoadFigures;
  /** From the price change's answer to each process answering the new price, in ms. */
  readonly seenOnFirstMs: number;
  readonly seenOnSecondMs: number;
}

/** What `benchSecondProcess` needs of the bench. */
export interface SecondProcessPlan {
  /** The bench's running server (the first process). */
  readonly first: BenchProcess;
  /** Starts another server on the same database (the bench's own start, timed). */
  readonly start: () => Promise<BenchProcess & { readyMs: number; stop: () => Promise<void> }>;
  /** Settings the processes run with (DATABASE_URL, DATA_DIR). */
  readonly settings: Record<string, string>;
  readonly catalogue: ShopCatalogue;
  /** A new product page request's body each call. */
  readonly productPage: () => string;
  readonly connections: number;
  readonly seconds: number;
  readonly headers: Record<string, string>;
  readonly memoryOf: (pid: number | undefined) => { rss: number };
}

/** `pnpm staff:add <phone> --role owner`'s command on the bench's database. */
function addOwner(settings: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/staff-add.ts', OWNER, '--role', 'owner'],
      { cwd: SERVER_DIR, env: { PATH: process.env['PATH'] ?? '', ...settings } },
    );
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(out))));
  });
}

const PRICE = 'query price($id: ID!) { getProduct(id: $id) { price } }';
const CHANGE =
  'mutation change($input: UpdateProductInput!) { updateProduct(input: $input) { price } }';

/** The price `url` answers for product `id` (anonymous: a kept answer serves it when kept). */
async function priceOn(url: string, id: string): Promise<unknown> {
  const answer = await graphql(url, null, PRICE, { id });
  return (answer.data?.['getProduct'] as { price?: unknown } | undefined)?.price;
}

/** Polls until `url` answers `price` for product `id`; resolves when, in ms after `since`. */
async function seenAfter(url: string, id: string, price: number, since: number): Promise<number> {
  for (;;) {
    if ((await priceOn(url, id)) === price) return Date.now() - since;
    if (Date.now() - since > GIVE_UP_MS) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Issue 22's "two processes": a second `pnpm serve` on the bench's PostgreSQL database beside
 * the first. Measures its start to ready and memory, the product page read at `connections`
 * split over both processes at once (new slugs each request), and a staff price change made
 * through the first process's admin API (an owner added by `pnpm staff:add`, signed in with the
 * fixed code of a loopback test server), timed from the mutation's answer until each process
 * answers the new price to the same anonymous query both had read and kept before (polled every
 * 20 ms): a kept answer that is not dropped on the change would show here.
 *
 * @example
 * const figures = await benchSecondProcess({ first, start, settings, catalogue, … });
 * figures.seenOnSecondMs; // 41
 */
export async function benchSecondProcess(plan: SecondProcessPlan): Promise<SecondProcessFigures> {
  const product = plan.catalogue.products.find(
    (p) => p.status === 'ENABLED' && p.variants.length === 0,
  );
  if (!product) throw new Error('no product without variants to change the price of');
  await addOwner(plan.settings);
  const second = await plan.start();
  try {
    const rssAfterStart = plan.memoryOf(second.pid).rss;
    const half = Math.max(1, Math.floor(plan.connections / 2));
    const read = (url: string) =>
      measureLoad({
        url: `${url}/graphql`,
        connections: half,
        seconds: plan.seconds,
        headers: plan.headers,
        body: plan.productPage,
      });
    const [first, onSecond] = await Promise.all([read(plan.first.url), read(second.url)]);
    const rssAfterReads = plan.memoryOf(second.pid).rss;

    const urls = [plan.first.url, second.url];
    // Both processes read (and keep) the product as it is.
    for (const url of [...urls, ...urls]) await priceOn(url, product.id);
    const token = await signIn(plan.first.url, OWNER, plan.settings['FIXED_OTP'] ?? '');
    const price = Math.round((product.price + 11) * 100) / 100;
    const changed = await adminGraphql(plan.first.url, token, CHANGE, {
      input: { id: product.id, price },
    });
    if (changed.errors)
      throw new Error(`the price change failed: ${JSON.stringify(changed.errors)}`);
    const since = Date.now();
    const [seenOnFirstMs, seenOnSecondMs] = await Promise.all([
      seenAfter(plan.first.url, product.id, price, since),
      seenAfter(second.url, product.id, price, since),
    ]);
    return {
      readyMs: second.readyMs,
      rssAfterStart,
      rssAfterReads,
      first,
      second: onSecond,
      seenOnFirstMs,
      seenOnSecondMs,
    };
  } finally {
    await second.stop();
  }
}
