import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { documents, address, orderInput, SERUM } from '@haat/storefront-backend/contract';
import { phoneProofsIn } from './support/phone-proofs.js';
import { startTestPostgres, type TestPostgres } from './support/postgres.js';
import { graphql, serveProcess, type ServeProcess } from './support/serve.js';

/**
 * Issue 14, item 3: the server process is killed (SIGKILL) while orders are being placed; after a
 * restart on the same database every order is whole (its line and payment there) or absent, every
 * order a buyer was told about is there, and stock matches the orders. Bounded: 120 orders from
 * 12 buyers at a time, loopback only.
 */

const SERUM_KEY = `${SERUM.id}:${SERUM.single30}`;
const STOCK = 1000;

let postgres: TestPostgres;
let dataDir: string;
let databaseUrl: string;
let db: pg.Pool;
let server: ServeProcess | null = null;

beforeAll(async () => {
  postgres = await startTestPostgres();
  dataDir = await mkdtemp(join(tmpdir(), 'haat-killed-'));
  databaseUrl = await postgres.emptyDatabase('haat_killed');
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
}, 60_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  await db?.end();
  await postgres?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const serve = () => {
  // Each buyer from its own address, as behind a load balancer (see `graphql`).
  server = serveProcess(dataDir, { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true' });
  return server;
};

it(
  'a server killed while orders are placed leaves each order whole or absent, and stock matching',
  { timeout: 120_000 },
  async () => {
    const first = serve();
    const url = await first.listening();
    await db.query('update stock set on_hand = $2, reserved = 0 where key = $1', [
      SERUM_KEY,
      STOCK,
    ]);
    const metadata = JSON.stringify({ killed: randomUUID() });
    const confirmed: string[] = [];
    let failed = 0;
    let next = 0;
    const buyer = async () => {
      while (next < 120) {
        next += 1;
        const phone = String(7_100_000_000 + next);
        const [phoneProof] = await phoneProofsIn(db, [`+91${phone}`]);
        const input = orderInput({
          products: [{ productId: SERUM.id, variantId: SERUM.single30, quantity: 1 }],
          shippingAddress: address({ phone }),
          metadata,
          phoneProof,
        });
        const answer = await graphql(url, null, documents.CreateOrder, { input }).catch(() => null);
        const order = answer?.data?.['createOrder'] as { id: string } | undefined;
        if (order) confirmed.push(order.id);
        else failed += 1;
        if (confirmed.length === 30 && first.child.exitCode === null) first.child.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: 12 }, buyer));
    expect(await first.exited).toBeNull();
    expect(confirmed.length).toBeGreaterThanOrEqual(30);
    expect(failed).toBeGreaterThan(0);

    const second = serve();
    await second.listening();
    const { rows } = await db.query<{ id: string; lines: string; units: string; payments: string }>(
      `select o.id,
         (select count(*) from order_lines l where l.order_id = o.id) as lines,
         (select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = o.id) as units,
         (select count(*) from payments p where p.order_id = o.id) as payments
       from orders o where o.metadata = $1`,
      [metadata],
    );
    for (const row of rows) {
      expect({
        lines: Number(row.lines),
        units: Number(row.units),
        payments: Number(row.payments),
      }).toEqual({ lines: 1, units: 1, payments: 1 });
    }
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(confirmed));
    const [stock] = (
      await db.query<{ on_hand: number; reserved: number }>(
        'select on_hand, reserved from stock where key = $1',
        [SERUM_KEY],
      )
    ).rows;
    expect(STOCK - ((stock?.on_hand ?? 0) - (stock?.reserved ?? 0))).toBe(rows.length);
  },
);
